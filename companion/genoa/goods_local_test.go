package genoa

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A deal's bundle reads in the table's language (a trade's outcome printed
// "3 ducats, silk" on a Hungarian screen), and in English as it always did.
func TestGoodsInTheTablesLanguage(t *testing.T) {
	g := Goods{Ducats: 3, Commodities: []Commodity{Silk}, Markers: 2}
	en := g.String()
	hu := g.Local(i18n.NewPrinter(i18n.Hungarian))
	if en != "3 ducats, "+string(Silk)+", 2 marker(s)" {
		t.Errorf("English: %q", en)
	}
	want := "3 dukát, " + i18n.NewPrinter(i18n.Hungarian).Text(commodityTerm(Silk)) + ", 2 jelző"
	if hu != want || hu == en {
		t.Errorf("Hungarian: %q, want %q", hu, want)
	}
	if got := (Goods{}).Local(i18n.NewPrinter(i18n.Hungarian)); got != "semmi" {
		t.Errorf("nothing in Hungarian: %q", got)
	}
}

// A large order's reward reads in the table's language: "… a banktól: 100 dukát és egy
// … lapka" (it was "100 ducats and one … tile" built in English).
func TestLargeOrderRewardInHungarian(t *testing.T) {
	session, events := kittest.Run(t, Entry(), "testdata/five_player_game.txtar")
	at := -1
	for i, e := range events {
		if strings.HasPrefix(e.Action, "deliver large Dora") {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("the script delivers no large order for Dora")
	}
	st, _, err := companion.Replay(Entry().Companion, session, events[:at+1])
	if err != nil {
		t.Fatal(err)
	}
	hu := strings.Join(companion.ViewIn(st, i18n.NewPrinter(i18n.Hungarian)).Last, "\n")
	en := strings.Join(companion.ViewIn(st, i18n.NewPrinter(i18n.English)).Last, "\n")
	if !strings.Contains(hu, "dukát és egy ") || strings.Contains(hu, "ducats") || strings.Contains(hu, " tile") {
		t.Errorf("in Hungarian:\n%s", hu)
	}
	if !strings.Contains(en, "ducats and one ") {
		t.Errorf("in English:\n%s", en)
	}
}
