package genoa

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// TestOutcomeInTheTablesLanguage: the kit outcome of a move keeps the rules' messages,
// so "not checked" notes and what the table must do by hand read in Hungarian, while
// the outcome's English text (--json) stays English.
func TestOutcomeInTheTablesLanguage(t *testing.T) {
	o := Outcome{
		NotChecked: []i18n.Message{
			i18n.M("%s on blue %d, red %d: board not captured", spaceText(StreetID(Cell{3, 5})), 3, 5),
			i18n.M("%s: board not captured", "x"),
		},
		Tell: []i18n.Message{i18n.M("a face-up card is on top of the %s deck: shuffle its %d card(s) into a new face-down deck", deckTerm(Messages), 3)},
	}
	out := kitOutcome(o)
	hu := strings.Join(out.Lines(i18n.NewPrinter(i18n.Hungarian)), "\n")
	for _, want := range []string{"az utca (3,5) a kék 3, piros 5 mezőn: a tábla nincs felvéve; x: a tábla nincs felvéve",
		"keverd meg a 3 lapot"} {
		if !strings.Contains(hu, want) {
			t.Errorf("Hungarian outcome lacks %q:\n%s", want, hu)
		}
	}
	if strings.Contains(hu, "board not captured") || strings.Contains(hu, "shuffle") {
		t.Errorf("English left in the Hungarian outcome:\n%s", hu)
	}
	if out.NotChecked != "street (3,5) on blue 3, red 5: board not captured; x: board not captured" {
		t.Errorf("English text for scripts: %q", out.NotChecked)
	}
}

// A move or an acquisition talon cannot check without a board names both spaces in the
// table's language: "a Kocsiszín és a Városháza szomszédsága: a tábla nincs felvéve", not
// "Coach House next to City Hall" (seen in play at 80x24, hu-games item 10).
func TestUncheckedNeighboursInTheTablesLanguage(t *testing.T) {
	s := game(t, nil, false, "Ann", "Ben")
	s, _ = play(t, s, Roll{Blue: 6, Red: 5, Space: sp(CityHall)})
	_, o := play(t, s, Move{To: sp(CoachHouse)})
	hu := strings.Join(kitOutcome(o).Lines(i18n.NewPrinter(i18n.Hungarian)), "\n")
	if !strings.Contains(hu, "a Kocsiszín és a Városháza szomszédsága: a tábla nincs felvéve") || strings.Contains(hu, "Coach House") {
		t.Errorf("in Hungarian: %q", hu)
	}
	if en := kitOutcome(o).NotChecked; en != "Coach House next to City Hall: board not captured" {
		t.Errorf("in English: %q", en)
	}
}
