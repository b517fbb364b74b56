package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryImportRefusesAScoreInput: a score template (or an edited one that does
// not score) given to history import is named as what it is, with the command that
// reads it, in one line, exit 2, and no history is made or changed; a BG Stats file
// and a talon export are still read as they were (trial F4: a template was taken for
// a BG Stats file and refused with "it has no plays").
func TestHistoryImportRefusesAScoreInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	e := newEnv(t)
	templates := map[string]string{}
	for _, g := range []string{"catan", "san-juan", "genoa", "marco-polo", "neptun"} {
		templates[g] = write(g+".json", e.ok("score", g, "--template"))
	}
	round := write("round.json", e.ok("score", "neptun", "--round", "2", "--template"))
	edited := write("edited.json", strings.Replace(e.ok("score", "genoa", "--template"), `"ducats": 210`, `"ducats": "lots"`, 1))
	tests := []struct {
		lang, file, want string
	}{
		{"en", templates["catan"], "talon: FILE is a Catan score input, not a history: `talon --db DB score catan --input FILE` reads it; nothing was imported\n"},
		{"en", templates["san-juan"], "talon: FILE is a San Juan score input, not a history: `talon --db DB score san-juan --input FILE` reads it; nothing was imported\n"},
		{"en", templates["genoa"], "talon: FILE is a Genoa score input, not a history: `talon --db DB score genoa --input FILE` reads it; nothing was imported\n"},
		{"en", templates["marco-polo"], "talon: FILE is a Marco Polo score input, not a history: `talon --db DB score marco-polo --input FILE` reads it; nothing was imported\n"},
		{"en", templates["neptun"], "talon: FILE is a Neptun score input, not a history: `talon --db DB score neptun --input FILE` reads it; nothing was imported\n"},
		{"en", round, "talon: FILE is a Neptun round's score input, not a history: `talon --db DB score neptun --round N --input FILE` reads it; nothing was imported\n"},
		{"en", edited, "talon: FILE is a Genoa score input, not a history: `talon --db DB score genoa --input FILE` reads it; nothing was imported\n"},
		{"hu", templates["catan"], "talon: FILE: ez pontozási bemenet (Catan), nem előzmény; a `talon --db DB score catan --input FILE` olvassa; semmit sem olvastam be\n"},
		{"hu", round, "talon: FILE: ez egy forduló pontozási bemenete (Neptun), nem előzmény; a `talon --db DB score neptun --round N --input FILE` olvassa; semmit sem olvastam be\n"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+" "+filepath.Base(tt.file), func(t *testing.T) {
			e := newEnv(t)
			e.db = filepath.Join(t.TempDir(), "new.db")
			e.vars["TALON_LANG"] = tt.lang
			out, errOut, code := e.run("history", "import", tt.file)
			if want := strings.NewReplacer("FILE", tt.file, "DB", e.db).Replace(tt.want); code != exitUsage || errOut != want || out != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, want)
			}
			if _, err := os.Stat(e.db); !os.IsNotExist(err) {
				t.Errorf("the refused import made %s: %v", e.db, err)
			}
		})
	}
	// The files history import reads are not score inputs.
	source := newEnv(t)
	source.stdin = e.ok("score", "catan", "--template")
	source.ok("score", "catan", "--input", "-")
	source.ok("history", "export", "-o", filepath.Join(dir, "talon.json"))
	source.ok("history", "export", "--format", "bgstats", "-o", filepath.Join(dir, "bgstats.json"))
	mustContain(t, newEnv(t).ok("history", "import", filepath.Join(dir, "talon.json")), "players: 4 added")
	mustContain(t, newEnv(t).ok("history", "import", filepath.Join(dir, "bgstats.json")), "plays: 1 added")
}
