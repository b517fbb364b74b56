package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestErrorTextKeepsACommandWhole: a terminal's error breaks at spaces, but a command in
// backticks is never broken: one that does not fit the line it would go on gets a line
// of its own, four columns in and without the backticks, so a whole-line copy is the
// command (review F6); one that fits stays in the sentence.
func TestErrorTextKeepsACommandWhole(t *testing.T) {
	tests := []struct {
		name, line string
		width      int
		want       string
	}{
		{"the review's line", "talon: end.json is a Catan score input, not a history: `talon score catan --input end.json` reads it; nothing was imported", 80,
			"talon: end.json is a Catan score input, not a history:\n    talon score catan --input end.json\n  reads it; nothing was imported\n"},
		{"a command that fits stays", "talon: no active session (see `talon sessions`)", 80,
			"talon: no active session (see `talon sessions`)\n"},
		{"what stands around it", "talon: a refusal long enough to push the command (`talon history import --keep theirs abcd`), then more", 60,
			"talon: a refusal long enough to push the command (\n    talon history import --keep theirs abcd\n  ), then more\n"},
		{"it fits the next line: its own", "talon: some words then `talon status --session 12` and", 30,
			"talon: some words then\n    talon status --session 12\n  and\n"},
		{"no command", "talon: plain words that break at the spaces as they always did here", 30,
			"talon: plain words that break\n  at the spaces as they always\n  did here\n"},
		{"a lone backtick", "talon: a name with a ` in it breaks as before", 20,
			"talon: a name with a\n  ` in it breaks as\n  before\n"},
		{"a no-break space holds", "talon: Ann has 12\u00a0000 ducats `talon x`", 20,
			"talon: Ann has\n  12\u00a0000 ducats\n    talon x\n"},
		{"a word longer than a line", "talon: abcdefghijklmnopqrstuvwxyz `t x`", 12,
			"talon:\n  abcdefghij\n  klmnopqrst\n  uvwxyz\n    t x\n"},
	}
	for _, tt := range tests {
		if got := errorText(tt.line, tt.width); got != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, got, tt.want)
		}
	}
}

// TestHistoryImportScoreInputCommandOnItsLine: on an 80-column terminal, the command a
// score input given to history import is read with stands whole on a line of its own,
// in either language; a pipe still gets the one line (review F6).
func TestHistoryImportScoreInputCommandOnItsLine(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := newEnv(t)
		path := filepath.Join(t.TempDir(), "end.json")
		if err := os.WriteFile(path, []byte(e.ok("score", "catan", "--template")), 0o600); err != nil {
			t.Fatal(err)
		}
		e.vars["TALON_LANG"] = lang
		e.tty, e.width = true, 80
		_, errOut, code := e.run("history", "import", path)
		want := "    talon --db " + e.db + " score catan --input " + path
		if code != exitUsage || !slices.Contains(strings.Split(errOut, "\n"), want) {
			t.Errorf("%s: exit %d, the command not on its own line %q:\n%s", lang, code, want, errOut)
		}
		for _, l := range strings.Split(errOut, "\n") {
			if l != want && displayWidth(l) > 80 {
				t.Errorf("%s: a line of %d columns: %q", lang, displayWidth(l), l)
			}
		}
		e.tty = false
		if _, errOut, _ := e.run("history", "import", path); strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "`"+strings.TrimSpace(want)+"`") {
			t.Errorf("%s: a pipe gets one line, the command in backticks:\n%s", lang, errOut)
		}
	}
}

// TestNoBreakSpaceHoldsInErrors: a bound in Hungarian, "0–10\u00a0000", was broken at
// its no-break space on an 80-column terminal: oneLine and breakWords split at every
// space before the line was broken (review F7's numbers).
func TestNoBreakSpaceHoldsInErrors(t *testing.T) {
	line := oneLine(errors.New("ducats: a 10005 nincs a megengedett\ntartományban: 0–10\u00a0000 (x)"))
	if want := "ducats: a 10005 nincs a megengedett tartományban: 0–10\u00a0000 (x)"; line != want {
		t.Errorf("oneLine: %q, want %q", line, want)
	}
	if got := breakWords("a 0–10\u00a0000 b", 20); got != "a 0–10\u00a0000 b" {
		t.Errorf("breakWords: %q", got)
	}
	if got := errorText("talon: "+line, 56); !strings.Contains(got, "\n  0–10\u00a0000 (x)") {
		t.Errorf("errorText: %q", got)
	}
}
