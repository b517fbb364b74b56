package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusedImportLeavesNoNewHistory: an import refused into a --db that did not
// exist leaves no file there (nor -wal, -shm), whatever refused it: a file that is not
// JSON, a talon export read as BG Stats, a BG Stats file read as talon's, a log that
// does not replay (hist-trial2 finding 3). A refused import into an existing history
// keeps it, and a good import into a new path still makes the history.
func TestRefusedImportLeavesNoNewHistory(t *testing.T) {
	dir := t.TempDir()
	file := func(name string) string { return filepath.Join(dir, name) }
	source := newEnv(t)
	source.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "replay")
	source.ok("do", "place", "settlement", "1")
	source.ok("history", "export", "-o", file("talon.json"))
	source.ok("history", "export", "--format", "bgstats", "-o", file("bgstats.json"))
	if err := os.WriteFile(file("notes.txt"), []byte("not a history\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	replay := editedExport(t, file("talon.json"), func(events []map[string]any) []map[string]any {
		events[0]["action"] = "teleport everywhere"
		return events
	})
	tests := []struct {
		name string
		args []string
	}{
		{"not JSON", []string{file("notes.txt")}},
		{"a talon export as BG Stats", []string{"--format", "bgstats", file("talon.json")}},
		{"a BG Stats file as talon's", []string{"--format", "talon", file("bgstats.json")}},
		{"a log that does not replay", []string{replay}},
		{"not JSON, as BG Stats", []string{"--format", "bgstats", file("notes.txt")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.db = filepath.Join(t.TempDir(), "new.db")
			_, errOut, code := e.run(append([]string{"history", "import"}, tt.args...)...)
			if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("exit %d %q: want one line, exit 2", code, errOut)
			}
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				if _, err := os.Stat(e.db + suffix); !os.IsNotExist(err) {
					t.Errorf("the refused import left %s: %v", e.db+suffix, err)
				}
			}
			entries, _ := os.ReadDir(filepath.Dir(e.db))
			if len(entries) != 0 {
				t.Errorf("the refused import left %d files in the directory (%s…)", len(entries), entries[0].Name())
			}
			// An existing history, even one without a play, is kept as it was.
			e.stdin = e.ok("score", "catan", "--template")
			e.ok("score", "catan", "--input", "-")
			e.run(append([]string{"history", "import"}, tt.args...)...)
			mustContain(t, e.ok("history"), "Catan")
		})
	}
	fresh := newEnv(t)
	fresh.db = filepath.Join(t.TempDir(), "new.db")
	fresh.ok("history", "import", file("talon.json"))
	mustContain(t, fresh.ok("status"), "place")
}

// TestNoHistoryNamesImport: with no history file, every command that reads one says
// which commands create it, history import among them (a new laptop's first step),
// in English and Hungarian; and history import does create it (trial-final F5).
func TestNoHistoryNamesImport(t *testing.T) {
	source := newEnv(t)
	source.savePlay(1, "Ann", "Ben")
	export := filepath.Join(t.TempDir(), "group.json")
	source.ok("history", "export", "-o", export)
	commands := [][]string{
		{"history"}, {"history", "show", "1"}, {"history", "check"}, {"history", "delete", "1", "--yes"},
		{"history", "edit", "1", "--location", "Home"}, {"history", "export", "-o", filepath.Join(t.TempDir(), "x.json")},
		{"history", "players", "merge", "Ann", "Anna"}, {"sessions"}, {"stats"}, {"status", "--session", "1"},
	}
	for lang, want := range map[string]string{"en": "talon new, talon score, talon history import or talon club sync creates it",
		"hu": "a talon new, a talon score, a talon history import vagy a talon club sync hozza létre"} {
		for _, args := range commands {
			e := newEnv(t)
			e.vars["TALON_LANG"] = lang
			_, errOut, code := e.run(args...)
			if code != exitUsage || !strings.Contains(errOut, want) {
				t.Errorf("%s: talon %s: exit %d, %q", lang, strings.Join(args, " "), code, errOut)
			}
		}
	}
	e := newEnv(t)
	e.ok("history", "import", export)
	if _, err := os.Stat(e.db); err != nil {
		t.Errorf("history import did not create the history: %v", err)
	}
	mustContain(t, e.ok("history"), "Ann")
}
