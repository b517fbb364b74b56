package neptun

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// A temple the table named is written in a house rule's note as the round's table
// names it ("Levant"), however it was typed ("levant", "LEVANT"), and reads back in
// Hungarian with the same name.
func TestHouseRuleNoteNamesTheTempleAsTheTableDoes(t *testing.T) {
	for _, typed := range []string{"levant", "LEVANT", " Levant "} {
		set := declaredTemples([]string{typed})
		note := zeroOffRemoved(4, set[0], "Cid")
		if want := "the 4 tile of Levant is removed"; !strings.Contains(note, want) {
			t.Errorf("typed %q: %q lacks %q", typed, note, want)
		}
		if got := templeName(set[0].ID).String(); !strings.HasPrefix(got, "Levant") {
			t.Errorf("the round's table names it %q", got)
		}
		hu := scoring.Result{Notes: []string{note}}.LocalNotes(i18n.NewPrinter(i18n.Hungarian))
		if len(hu) != 1 || !strings.Contains(hu[0], "a(z) Levant templom 4 értékű lapkája") {
			t.Errorf("typed %q, in Hungarian: %q", typed, hu)
		}
	}
}
