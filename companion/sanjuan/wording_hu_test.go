package sanjuan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A building named in a sentence takes its article in Hungarian: "a Palota ára",
// "a Torony ára", not "Palota ára" (trial finding 9).
func TestBuildCostNamesTheBuildingWithItsArticle(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "indigo_plant", 2})
	s = play(t, s, "role Ann builder", "build Ann pass")
	kittest.RefusedIn(t, s, "build Ben palace", map[i18n.Lang]string{i18n.Hungarian: "építési költség: a Palota ára Ben számára"})
	s = fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "indigo_plant*,sugar_mill*,black_market", 4})
	s = play(t, s, "role Ann builder", "build Ann pass")
	kittest.RefusedIn(t, s, "build Ben smithy goods=indigo_plant,sugar_mill", map[i18n.Lang]string{i18n.Hungarian: "a Kovácsműhely ára Ben számára"})
}

// A trading house's prices keep each good with its price: a no-break space joins them,
// so a wrapped line never ends in "indigó" with its 1 on the next (trial finding 16).
func TestTradingHouseKeepsAGoodWithItsPrice(t *testing.T) {
	got := i18n.NewPrinter(i18n.Hungarian).Text(Houses[0].Text())
	if !strings.Contains(got, "indigó\u00a0") || strings.Contains(got, "indigó ") {
		t.Errorf("%q: indigó and its price not joined by a no-break space", got)
	}
}

// The correction of a hand names its number as a count: "fix hand JÁTÉKOS DARAB",
// not "… KÉZ" (a count is no hand; trial finding 16).
func TestFixHandNamesACount(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "", 4})
	for lang, want := range map[i18n.Lang]string{i18n.Hungarian: "fix hand JÁTÉKOS DARAB", i18n.English: "fix hand PLAYER COUNT"} {
		found := false
		for _, c := range companion.LegalIn(s, i18n.NewPrinter(lang)) {
			if strings.HasPrefix(c.Verb, "fix") {
				found = true
				if got := c.Usage(); got != want {
					t.Errorf("%s: %q, want %q", lang, got, want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no fix choice", lang)
		}
	}
}
