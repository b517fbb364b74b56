package sanjuan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A tied game's last lines read in the table's language: the tie-break line is the
// scorer's message, not its English text, and two players reaching the last building
// together take the plural.
func TestTiedEndInHungarian(t *testing.T) {
	city := []slot{{id: indigoPlant}, {id: "sugar_mill"}}
	s := &state{seats: []seat{{name: "Ann", city: city, hand: 6}, {name: "Ben", city: city, hand: 7}}}
	if err := s.final(action{verb: verbFinal, player: -1, hands: []int{6, 7}}); err != nil {
		t.Fatal(err)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	var lines []string
	for _, m := range s.last {
		lines = append(lines, m.Local(hu))
	}
	text := strings.Join(lines, "\n")
	if !strings.Contains(text, "Holtverseny: Ben, Ann: 2 pont, döntött: kézben lévő lapok és áruk (7 – 6)") {
		t.Errorf("tie line not in Hungarian:\n%s", text)
	}
	for _, en := range []string{"tied on", "decided by", "cards in hand"} {
		if strings.Contains(text, en) {
			t.Errorf("Hungarian end keeps %q:\n%s", en, text)
		}
	}
	two := i18n.M("Game over: %s each built a %dth building; the builder phase is complete and no more roles are chosen", i18n.Join(", ", "Ann", "Ben"), MaxBuildings)
	if got := two.Local(hu); got != "Vége a játéknak: Ann, Ben megépítették a 12. épületüket; az Építész-fázis lezárul, több szerepet nem választotok" {
		t.Errorf("two players at the end: %q", got)
	}
}
