package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The line play prints after a committed move, and its `talon do` twin, fit the
// terminal however long the action: broken at spaces, never inside a word that fits.
func TestCommittedLinesFit(t *testing.T) {
	long := strings.Repeat("x", 90)
	for _, tt := range []struct {
		seq    int
		action string
		width  int
		lines  int
	}{
		{13, "roll 3,5", 80, 1},
		{14, "trade bank 4 lumber for 1 grain", 80, 2},
		{211, `build "Kovácsné Szabó Annamária" tobacco_storage over=indigo_plant goods=sugar_mill,coffee_roaster`, 80, 4},
		{87, "reveal Cid city=alexandria region=yellow good=olive reward=temple amount=2 wind=0 oar=3", 80, 4},
		{5, "note " + long, 80, 6},
		{14, "trade bank 4 lumber for 1 grain", 40, 3},
	} {
		out := committedLines(tt.seq, tt.action, tt.width)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != tt.lines {
			t.Errorf("%q at %d columns: %d lines, want %d:\n%s", tt.action, tt.width, len(lines), tt.lines, out)
		}
		for _, l := range lines {
			if utf8.RuneCountInString(l) > tt.width {
				t.Errorf("%q: line of %d columns over %d: %q", tt.action, utf8.RuneCountInString(l), tt.width, l)
			}
		}
		for _, w := range strings.Fields(tt.action) {
			if utf8.RuneCountInString(w) < tt.width-4 && !containsWord(out, w) {
				t.Errorf("%q: the word %q was broken:\n%s", tt.action, w, out)
			}
		}
		if !strings.HasPrefix(out, "✓ #") || !strings.Contains(out, "(talon do ") {
			t.Errorf("%q: %s", tt.action, out)
		}
	}
}

func containsWord(s, w string) bool {
	for _, f := range strings.Fields(s) {
		if strings.Trim(f, "()") == w || f == w || strings.TrimSuffix(f, ")") == w {
			return true
		}
	}
	return false
}

// A long move committed in play, English and Hungarian: every line fits 80 columns.
func TestPlayLongMoveFitsEightyColumns(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		e := catanSetUpFor(t, "Ben,Kovácsné Szabó Annamária,Cid")
		e.ok("do", "roll", "3,5")
		e.prompt.answers = []string{"trade", "Kovácsné Szabó Annamária", "1 ore 1 wool 1 grain", "10 lumber 10 brick",
			"trade", "bank", "4 foo", "1 grain", "4 wool", "quit"} // foo: a refusal that lists the resources; give asked again
		out := e.ok("--lang", lang, "play")
		mustContain(t, out, "✓ #14 trade \"Kovácsné Szabó Annamária\" 1 ore 1 wool 1 grain for 10 lumber 10\n    brick\n",
			"  (talon do trade \"Kovácsné Szabó Annamária\" 1 ore 1 wool 1 grain for 10 lumber\n    10 brick)\n")
		mustContain(t, out, "✗ trade: ")
		mustFit(t, "play --lang "+lang, out, 80)
	}
}
