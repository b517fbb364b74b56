package kittest

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Said plays a script's accepted actions through the engine and returns what talon said
// after each (the view's last lines) in p's language, in order: for tests that read a
// game's outcome sentences as a table reads them.
func Said(t testing.TB, e companion.Entry, path string, p *i18n.Printer) []string {
	t.Helper()
	sc, err := ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	s := Start(t, e, sc)
	var events []companion.Event
	var lines []string
	for _, step := range sc.Steps {
		got, err := companion.Act(e.Companion, s, events, step.Action)
		if err != nil {
			continue
		}
		got.Event.Seq = len(events) + 1
		events = append(events, got.Event)
		lines = append(lines, companion.ViewIn(got.State, p).Last...)
	}
	return lines
}

// MustSay fails the test for each wanted line that is not among those said, showing
// all that was.
func MustSay(t testing.TB, said []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(said, w) {
			t.Errorf("missing %q in:\n%s", w, strings.Join(said, "\n"))
		}
	}
}

// MustNotSay fails the test for each line said that holds one of the unwanted
// fragments (a form-like phrase, an English word in another language's lines).
func MustNotSay(t testing.TB, said []string, unwanted ...string) {
	t.Helper()
	for _, line := range said {
		for _, u := range unwanted {
			if strings.Contains(line, u) {
				t.Errorf("%q holds %q", line, u)
			}
		}
	}
}
