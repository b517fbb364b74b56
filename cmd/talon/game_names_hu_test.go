package main

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A game's name before a Hungarian noun is joined to it with a hyphen, as a foreign
// proper name in a compound is ("Genoa-eszközök", "Marco Polo-előkészítési adat"), and
// every game's setup record is called the same (hu-games item 6: "Catan előkészítési
// adat", "Marco Polo előkészületi rekord", "a Neptun előkészítési rekordja").
func TestGameNamesJoinedWithAHyphen(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, tc := range []struct{ got, want string }{
		{hu.Sprintf("genoa setup record: %v", "x"), "Genoa-előkészítési adat: x"},
		{hu.Sprintf("marco polo setup record: %v", "x"), "Marco Polo-előkészítési adat: x"},
		{hu.Sprintf("catan setup record: %v", "x"), "Catan-előkészítési adat: x"},
		{hu.Sprintf("neptun setup record: %v", "x"), "Neptun-előkészítési adat: x"},
		{hu.Sprintf("san juan setup record: %v", "x"), "San Juan-előkészítési adat: x"},
		{hu.Sprintf("san juan setup record: governor seat %d of %d", 5, 4), "San Juan-előkészítési adat: "},
		{hu.Sprintf("san juan setup record: trading houses %v are not the five tiles", "x"), "San Juan-előkészítési adat: "},
		{hu.Sprintf("san juan setup: %d players, want %d–%d", 1, 2, 4), "San Juan-előkészítés: "},
	} {
		if !strings.HasPrefix(tc.got, tc.want) {
			t.Errorf("%q, want it to begin %q", tc.got, tc.want)
		}
	}
}
