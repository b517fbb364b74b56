package companion_test

import (
	"testing"

	"github.com/talon-games/talon/companion"
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
