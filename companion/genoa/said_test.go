package genoa

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A building's action says what it gave (it said nothing: "#9 action Anna guild_hall"
// and no line), and the outcomes read as Hungarian sentences with the game's words,
// no English "ducats" (hu-trial F13, F29).
func TestOutcomesSayWhatTheActionGave(t *testing.T) {
	hu := kittest.Said(t, Entry(), "testdata/three_player_game.txtar", i18n.NewPrinter(i18n.Hungarian))
	kittest.MustSay(t, hu,
		"Átadás: Ben 20 dukát → Ann",
		"Ann teljesít egy kis megrendelés lapot (Céhház): 40 dukát a banktól",
		"Cid: az asztal szerint 200 dukát, a könyvelés szerint 140; az asztal száma számít",
		"Ben húz 1 nagy megrendelés lapot",
		"Cid kap egy startmező lapkát",
		"Ben 2 tulajdon jelzőt vesz a kezébe a készletből",
	)
	en := kittest.Said(t, Entry(), "testdata/three_player_game.txtar", i18n.NewPrinter(i18n.English))
	kittest.MustNotSay(t, hu, "ducats")
	gave := 0
	for _, l := range en {
		if strings.Contains(l, " draws ") || strings.Contains(l, " takes ") {
			gave++
		}
	}
	if gave == 0 {
		t.Errorf("no action says what it gave:\n%s", strings.Join(en, "\n"))
	}
}
