package marcopolo

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// The view, what an action did and what comes next read in Hungarian: the seed
// rulebook's words and the places' Hungarian names; English stays English.
func TestViewInHungarian(t *testing.T) {
	s := threePlain(t, ledger())
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(OasisA, Moscow)})
	st := sessionOf(s)
	hu := st.LocalView(i18n.NewPrinter(i18n.Hungarian))
	all := hu.Title + "\n" + strings.Join(hu.Last, "\n") + "\n" + hu.Next
	for _, tb := range hu.Tables {
		all += "\n" + tb.Title + "\n" + strings.Join(tb.Header, "|")
		for _, r := range tb.Rows {
			all += "\n" + strings.Join(r, "|")
		}
	}
	for _, want := range []string{"The Voyages of Marco Polo — 1. forduló (5-ből)", "Ann kereskedő állomást rak Moscow-ra",
		"Akciómezők", "Kán kegye", "Könyvelés", "Szerződések a táblán", "Városkártyák", "érme"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in the Hungarian view:\n%s", want, all)
		}
	}
	en := st.View()
	if en.Title != "The Voyages of Marco Polo — round 1 of 5" || !strings.Contains(strings.Join(en.Last, "\n"), "Ann places a trading post in Moscow") {
		t.Errorf("English view: %q %q", en.Title, en.Last)
	}
	if got := (Stock{Coins: 1, Camels: 2}).Local(i18n.NewPrinter(i18n.English)); got != "1 coin + 2 camels" {
		t.Errorf("English stock %q", got)
	}
}

// Play's choices read in Hungarian, also the questions that follow earlier answers; the
// values stay the ids `talon do` reads.
func TestLegalInHungarian(t *testing.T) {
	s := threePlain(t, ledger())
	hu := i18n.NewPrinter(i18n.Hungarian)
	var travel *companion.Choice
	for _, c := range sessionOf(s).LocalLegal(hu) {
		if c.Verb == verbTravel {
			travel = &c
		}
	}
	if travel == nil || travel.Help != "lépések ≤ a legkisebb kocka" || travel.Args[0].Name != "játékos" {
		t.Fatalf("travel choice %+v", travel)
	}
	dest := travel.Args[2].After([]string{"Ann", "4,5"})
	if dest.Name != "úti cél" || len(dest.Options) == 0 || dest.Options[0].Value != "moscow" {
		t.Errorf("destination %+v", dest)
	}
}
