package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// An outcome note longer than the terminal is broken at spaces, its further lines
// under its text, never inside a word (Marco Polo's travel with the ledger off, in
// Hungarian, broke "az" at 80 columns).
func TestNotesWrapAtSpaces(t *testing.T) {
	note := companion.NotChecked("ledger off: coins, camels and goods stay on the table (with --option ledger=on, talon keeps and checks them)")
	note.Warnings = []companion.Warning{{Text: strings.Repeat("y", 100)}}
	for _, width := range []int{80, 40} {
		var b strings.Builder
		f := &Factory{Out: &b, P: i18n.NewPrinter(i18n.Hungarian), Width: func() int { return width }}
		f.renderNotes(note, knownAs{})
		out := b.String()
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) < 3 || !strings.HasPrefix(lines[0], "  ! elfogadva, nem ellenőrizve:") {
			t.Fatalf("at %d columns:\n%s", width, out)
		}
		for i, l := range lines {
			if n := utf8.RuneCountInString(l); n > width {
				t.Errorf("at %d columns line %d has %d: %q", width, i+1, n, l)
			}
			if i > 0 && !strings.HasPrefix(l, "  ! ") && !strings.HasPrefix(l, "    ") {
				t.Errorf("at %d columns line %d is not under the note's text: %q", width, i+1, l)
			}
		}
		words := strings.Fields(strings.Join(note.Lines(f.P), " "))
		for _, w := range words {
			if utf8.RuneCountInString(w) < width-4 && !containsWord(out, w) {
				t.Errorf("at %d columns the word %q was broken:\n%s", width, w, out)
			}
		}
		if !strings.Contains(out, "\n    "+strings.Repeat("y", width-4)+"\n") {
			t.Errorf("at %d columns a word longer than a line is not cut to the line:\n%s", width, out)
		}
	}
}
