package companion_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/companion/i18n"
)

// The corrections the kit offers (fix …) read in the table's language, whichever way
// the game words its own choices; Legal (and --json) stay English.
func TestLegalInWordsTheKitsChoices(t *testing.T) {
	tally, err := companiontest.Tally{}.Start(companion.Config{Players: []companion.Player{{Name: "Ann"}}}, []byte(`{"first":0}`))
	if err != nil {
		t.Fatal(err)
	}
	st := offersFix{tally}
	var fix, fixEN companion.Choice
	for _, c := range companion.LegalIn(st, i18n.NewPrinter(i18n.Hungarian)) {
		if strings.HasPrefix(c.Verb, companion.VerbFix) {
			fix = c
		}
	}
	for _, c := range st.Legal() {
		if strings.HasPrefix(c.Verb, companion.VerbFix) {
			fixEN = c
		}
	}
	if fix.Help != "javítás: egy játékos pontjai" || fixEN.Help != "correct a player's points" {
		t.Errorf("fix help: %q in Hungarian, %q in English", fix.Help, fixEN.Help)
	}
}

// offersFix is a game that offers only the kit's corrections, worded by the kit.
type offersFix struct{ companion.State }

func (offersFix) Legal() []companion.Choice {
	return companion.FixChoices([]companion.Fixable{{Name: "points", Help: "a player's points", PerPlayer: true, Max: 100}}, []string{"Ann"})
}
