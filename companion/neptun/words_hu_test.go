package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// TestRulebookWordsInHungarian: the rulebook's words, not look-alikes: a face-down set
// is "képpel lefelé" ("lefordítva" reads as "translated"), a temple reward is temple
// points.
func TestRulebookWordsInHungarian(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, tc := range []struct {
		got, want string
	}{
		{hu.Sprintf("face down"), "képpel lefelé"},
		{hu.Text(rewardText(Reward{Kind: "temple", Amount: 2})), "2 templompont"},
		{hu.Sprintf("set %d is face down: turn it up first (reveal)", 3), "a 3. szett képpel lefelé van: előbb fordítsd fel (reveal)"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}
