package neptun

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A reward named inside a message reads as the table says it: "3 arany", not the
// notation "gold:3" (a Hungarian reveal's note showed "szőlő, gold:3").
func TestRewardInMessagesInTheTablesLanguage(t *testing.T) {
	r := Reward{Kind: "gold", Amount: 3}
	if got := i18n.M("reward %v", r).Local(i18n.NewPrinter(i18n.English)); got != "reward 3 gold" {
		t.Errorf("English: %q", got)
	}
	if got := r.Local(i18n.NewPrinter(i18n.Hungarian)); got != "3 arany" {
		t.Errorf("Hungarian: %q", got)
	}
	if r.String() != "gold:3" { // the notation a log or a data file keeps
		t.Errorf("String: %q", r.String())
	}
}
