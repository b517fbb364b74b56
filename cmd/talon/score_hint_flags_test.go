package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// TestScoreHintsNameTheSameHistory (trial F16): every command a refused score names
// repeats the --db and --lang the table gave, so that, typed as printed from anywhere,
// it acts on the same history in the same language: not on the default history. The
// --db has a space and a quote in it, as quoteShellArg must keep them.
func TestScoreHintsNameTheSameHistory(t *testing.T) {
	export, bgstats, exportText := otherFilesThanInputs(t)
	tests := []struct {
		name   string
		args   []string
		stdin  string
		adds   bool // the printed command imports a play into the history named
		typeIt bool // it can be typed again as printed (not one reading standard input)
	}{
		{"an export as the input", []string{"score", "catan", "--input", export}, "", true, true},
		{"an export on standard input", []string{"score", "san-juan", "--input", "-"}, string(exportText), false, false},
		{"a BG Stats file as the input", []string{"score", "catan", "--input", bgstats}, "", true, true},
		{"an export as a round", []string{"score", "neptun", "--round", "1", "--input", export}, "", true, true},
		{"an export as a correction", []string{"history", "edit", "1", "--input", export}, "", true, true},
		{"no input", []string{"score", "catan"}, "", false, true},
		{"no input for a round", []string{"score", "neptun", "--round", "2"}, "", false, true},
		{"a session that is no number", []string{"score", "neptun", "--round", "2", "--session", "x"}, "", false, true},
		{"a session that is not there", []string{"score", "neptun", "--round", "2", "--session", "9", "--input", "-"}, "ROUND", false, true},
	}
	for _, lang := range []string{"en", "hu"} {
		for _, tt := range tests {
			t.Run(lang+" "+tt.name, func(t *testing.T) {
				e, elsewhere := newEnv(t), newEnv(t)
				e.db = filepath.Join(t.TempDir(), "Ann's laptop", "talon.db")
				e.scoredPlays(1)
				e.stdin = tt.stdin
				if tt.stdin == "ROUND" {
					e.stdin = e.ok("score", "neptun", "--round", "2", "--template")
				}
				_, errOut, code := e.run(append([]string{"--lang", lang}, tt.args...)...)
				hint := regexp.MustCompile("`(talon [^`]*)`").FindStringSubmatch(errOut)
				if code != exitUsage || hint == nil {
					t.Fatalf("exit %d, no command named: %s", code, errOut)
				}
				args := typedWords(t, hint[1])
				if !slices.Contains(args, e.db) || !slices.Contains(args, lang) {
					t.Fatalf("the printed command %q does not name --db %s and --lang %s:\n%s", hint[1], e.db, lang, errOut)
				}
				if !tt.typeIt {
					return
				}
				before := e.ok("history", "--json")
				// elsewhere's own --db comes first; the printed one, later, wins as it would alone.
				elsewhere.ok(args[1:]...)
				if _, err := os.Stat(elsewhere.db); !os.IsNotExist(err) {
					t.Errorf("%q made a history at %s: %v", hint[1], elsewhere.db, err)
				}
				if added := e.ok("history", "--json") != before; added != tt.adds {
					t.Errorf("%q: a play added to the history named with --db: %v, want %v", hint[1], added, tt.adds)
				}
			})
		}
	}
}
