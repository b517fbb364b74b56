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

// A round kept before that, its note naming the temple as typed, reads back with the
// temple as the round's table names it, in both languages; the box's temples are left
// as their own formats wrote them.
func TestStoredNoteWithATypedTempleReadsBackAsNamed(t *testing.T) {
	for _, typed := range []string{"levant", "LEVANT", "Levant"} {
		stored := "zero_scores_win_tiles is off (house rule): the 4 tile of " + typed + " is removed; by the rulebook Cid would take it with its marker on 0"
		for lang, want := range map[i18n.Lang]string{i18n.English: "the 4 tile of Levant is removed", i18n.Hungarian: "a(z) Levant templom 4 értékű lapkája"} {
			res := RoundTable(2, RoundResult{Awards: map[string][]Award{}, Notes: []string{stored}}, i18n.NewPrinter(lang))
			if got := strings.Join(res.Lines, "\n"); !strings.Contains(got, want) {
				t.Errorf("stored %q, %s: %q lacks %q", typed, lang, got, want)
			}
			if got := storedNote(stored).Local(i18n.NewPrinter(lang)); !strings.Contains(got, want) {
				t.Errorf("stored %q, %s, said again: %q lacks %q", typed, lang, got, want)
			}
		}
	}
	yellow := "zero_scores_win_tiles is off (house rule): the 2 tile of Yellow temple is removed; by the rulebook Ben would take it with its marker on 0"
	if got := templesAsNamed([]string{yellow}); got[0] != yellow {
		t.Errorf("the yellow temple's note changed: %q", got[0])
	}
}
