package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// otherFilesThanInputs writes a laptop's play as a history export and as a BG Stats
// file ("bg stats.json": a name to quote), the files a score input is not, and gives
// their paths and the export's text.
func otherFilesThanInputs(t *testing.T) (export, bgstats string, exportText []byte) {
	t.Helper()
	laptop := newEnv(t)
	laptop.scoredPlays(1)
	dir := t.TempDir()
	export, bgstats = filepath.Join(dir, "laptop.json"), filepath.Join(dir, "bg stats.json")
	laptop.ok("history", "export", "-o", export)
	laptop.ok("history", "export", "--format", "bgstats", "-o", bgstats)
	exportText, err := os.ReadFile(export)
	if err != nil {
		t.Fatal(err)
	}
	return export, bgstats, exportText
}

// TestScoreInputIsAnotherFile (issue 14): a history export or a BG Stats file given to
// score --input (or to score --round, or history edit --input) is named in one line,
// with the command that reads it, and exit 2: not every member of it listed as an
// unknown field. An input that is only wrong still lists its problems.
func TestScoreInputIsAnotherFile(t *testing.T) {
	export, bgstats, exportText := otherFilesThanInputs(t)
	wrong := filepath.Join(t.TempDir(), "wrong.json")
	if err := os.WriteFile(wrong, []byte(`{"format":"other","players":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		args  []string
		stdin string
		want  string
	}{
		{"an export", []string{"score", "catan", "--input", export},
			"", "--input " + export + " is a talon history export, not a score input: merge it with `talon --db DB history import " + export + "`"},
		{"an export on standard input", []string{"score", "san-juan", "--input", "-"},
			string(exportText), "--input - is a talon history export, not a score input: merge it with `talon --db DB history import -`"},
		{"a BG Stats file", []string{"score", "catan", "--input", bgstats},
			"", "--input " + bgstats + " is a BG Stats file, not a score input: read its plays with `talon --db DB history import --format bgstats '" + bgstats + "'`"},
		{"an export as a round", []string{"score", "neptun", "--round", "1", "--input", export},
			"", "is a talon history export, not a score input"},
		{"an export as a correction", []string{"history", "edit", "1", "--input", export},
			"", "is a talon history export, not a score input"},
		{"in Hungarian", []string{"--lang", "hu", "score", "catan", "--input", export},
			"", "ez talon-előzményexport, nem pontozási bemenet; a `talon --db DB --lang hu history import " + export + "` fésüli össze"},
		{"only a wrong input", []string{"score", "catan", "--input", wrong},
			"", "format: unknown field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.scoredPlays(1)
			e.stdin = tt.stdin
			out, errOut, code := e.run(tt.args...)
			errOut = strings.ReplaceAll(errOut, e.db, "DB") // the command named repeats --db (talonAgain)
			if code != exitUsage || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", tt.args, code, out, errOut, tt.want)
			}
			if tt.want != "format: unknown field" && strings.Contains(errOut, "unknown field") {
				t.Errorf("%q: %q still lists unknown fields", tt.args, errOut)
			}
		})
	}
}
