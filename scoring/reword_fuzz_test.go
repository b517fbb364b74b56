package scoring

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// FuzzReword: whatever text the history holds, rewording it never changes its English
// (a reworded line prints back exactly as stored) and never fails.
func FuzzReword(f *testing.F) {
	for _, seed := range []string{
		"Ann, Ben tied on 3, decided by cards in hand plus goods (2 vs 1)",
		"Ann, Ben tied on 1,234 and share the place; Cid, Dan tied on -2 and on camels, coins, and share the place",
		"A tied on 1,2 and share the place", "; ;", "%d %s %!", "tied on  and share the place",
	} {
		f.Add(seed)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	f.Fuzz(func(t *testing.T, stored string) {
		r := Result{TieBreak: &stored, Notes: []string{stored}}
		if got := r.LocalTieBreak(english); got != stored {
			t.Errorf("tie-break %q reads back in English as %q", stored, got)
		}
		if got := r.LocalNotes(english)[0]; got != stored {
			t.Errorf("note %q reads back in English as %q", stored, got)
		}
		_ = r.LocalTieBreak(hu)
	})
}
