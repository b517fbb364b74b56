package companion_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/companion/i18n"
)

type plainState struct{ companion.State }

func (plainState) View() companion.View      { return companion.View{Title: "plain"} }
func (plainState) Legal() []companion.Choice { return []companion.Choice{{Verb: "go", Help: "plain"}} }

type localState struct{ plainState }

func (localState) LocalView(p *i18n.Printer) companion.View {
	return companion.View{Title: "local " + p.Lang().Code()}
}

func (localState) LocalLegal(p *i18n.Printer) []companion.Choice {
	return []companion.Choice{{Verb: "go", Help: "local " + p.Lang().Code()}}
}

func TestViewInAndLegalIn(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	if got := companion.ViewIn(plainState{}, hu).Title; got != "plain" {
		t.Errorf("untranslated game: %q", got)
	}
	if got := companion.ViewIn(localState{}, hu).Title; got != "local hu" {
		t.Errorf("translated game: %q", got)
	}
	if got := companion.LegalIn(plainState{}, hu)[0].Help; got != "plain" {
		t.Errorf("untranslated legal: %q", got)
	}
	if got := companion.LegalIn(localState{}, hu)[0].Help; got != "local hu" {
		t.Errorf("translated legal: %q", got)
	}
	if got := companion.ViewIn(localState{}, nil).Title; got != "plain" {
		t.Errorf("no printer: %q", got)
	}
}

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
	// Its questions too (the player; the value where the catalog names it), so its
	// usage reads "fix points JÁTÉKOS PONTOK"; Legal keeps the English names.
	if fix.Usage() != "fix points JÁTÉKOS PONTOK" || fixEN.Usage() != "fix points PLAYER POINTS" {
		t.Errorf("fix usage: %q in Hungarian, %q in English", fix.Usage(), fixEN.Usage())
	}
}

// offersFix is a game that offers only the kit's corrections, worded by the kit.
type offersFix struct{ companion.State }

func (offersFix) Legal() []companion.Choice {
	return companion.FixChoices([]companion.Fixable{{Name: "points", Help: "a player's points", PerPlayer: true, Max: 100}}, []string{"Ann"})
}
