package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

func TestNotesTextSaysWhatIsMissingOncePerRun(t *testing.T) {
	none := func(s string) Note { return Note{NoFile: true, Text: i18n.M(s)} }
	part := func(s string) Note { return Note{Text: i18n.M(s)} }
	for _, tc := range []struct {
		notes []Note
		want  string
	}{
		{nil, ""},
		{[]Note{none("a"), none("b")}, "no data file: a; b"},
		{[]Note{part("a"), none("b"), none("c")}, "not in the data file: a; no data file: b; c"},
		{[]Note{none("a"), part("b"), none("c")}, "no data file: a; not in the data file: b; no data file: c"},
	} {
		if got := NotesText(tc.notes).String(); got != tc.want {
			t.Errorf("NotesText(%v) = %q, want %q", tc.notes, got, tc.want)
		}
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	if got := NotesText([]Note{none("city cards not counted")}).Local(hu); got != "nincs adatfájl: a város kártyák nincsenek megszámolva" {
		t.Errorf("in Hungarian: %q", got)
	}
}
