package neptun

import (
	"strings"
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
		{hu.Text(rewardText(Reward{Kind: "temple", Amount: 2})), "2 templom pont"},
		{hu.Sprintf("set %d is face down: turn it up first (reveal)", 3), "a 3. szett képpel lefelé van: előbb fordítsd fel (reveal)"},
	} {
		if tc.got != tc.want {
			t.Errorf("%q, want %q", tc.got, tc.want)
		}
	}
}

// A Hungarian refusal names regions and temples as the board does, as the other Neptun
// refusals do: "Lehetőségek: Hispania, Graecia, Sárga", "Hispania templom", not the ids
// "hispania, graecia, yellow" (hu-games item 2).
func TestRegionsAndTemplesByTheBoardsNames(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	s := newTestState(t, DefaultSettings(), nil)
	_, err := s.Apply(Reveal{Player: "Ann", Cards: regionCard("tyros", "gallia", "olive", "temple", 2, 0, 3)})
	if got := hu.Error(err); !strings.Contains(got, "Lehetőségek: Hispania, Graecia, Sárga; a talon által még nem ismert régió templomot egyszer kell megnevezni: add region NÉV") {
		t.Errorf("an unknown region in Hungarian: %q", got)
	}
	in := roundBase()
	in.Tiles["arany"] = tiles(4, 2)
	in.Players[0].Temples["HISPANIA"] = at(3, 1)
	_, err = ScoreRound(2, in)
	got := hu.Error(err)
	for _, want := range []string{"Arany templom kétszer szerepel", "Hispania templom kétszer szerepel"} {
		if !strings.Contains(got, want) {
			t.Errorf("a temple given twice in Hungarian lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "hispania templom") || strings.Contains(got, "gold templom") {
		t.Errorf("a temple named by its id:\n%s", got)
	}
}
