package marcopolo

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// What an action did reads as a Hungarian sentence: a journey with the arrow the kit
// uses elsewhere ("Velence → Alexandria", not "Velence > Alexandria"), a character
// taken as the player's ("Dee karaktere: Berke Khan", not "Dee kap: Berke Khan"), a
// contract completed named as one (hu-trial F13). Character names are the tiles' as
// the Hungarian rulebook prints them ("Berke Khant"), never a translation such as
// "Berke Kán" (hu-trial2 F23).
func TestOutcomesReadAsHungarianSentences(t *testing.T) {
	said := kittest.Said(t, Entry(), "testdata/four_player_expert.txtar", i18n.NewPrinter(i18n.Hungarian))
	kittest.MustSay(t, said,
		"Dee karaktere: Berke Khan",
		"Ann utazik: Velence → Alexandria",
		"Ben utazik: Velence → Oázis A → Moscow",
		"Ben ingyen lép egyet: Moscow → Oázis A",
		"Cid teljesít egy szerződést: C43: 1 teve + 2 selyem → 3 GyP + 5 érme",
	)
	kittest.MustNotSay(t, said, " > ") // a greater-than sign where talon writes →
	kittest.MustNotSay(t, said, "Berke Kán", "Kubiláj")
	en := kittest.Said(t, Entry(), "testdata/four_player_expert.txtar", i18n.NewPrinter(i18n.English))
	kittest.MustSay(t, en, "Ann travels Venezia → Alexandria", "Dee takes Berke Khan as their character")
}

// Two dice placed read as dice in Hungarian ("kockákat rak (1 2)"), one as a die
// ("kockát rak (5)"): "Ben kockát rak (1 2) ide: utazás" was seen in play (hu-games
// item 10).
func TestDicePlacedReadAsDice(t *testing.T) {
	said := kittest.Said(t, Entry(), "testdata/four_player_expert.txtar", i18n.NewPrinter(i18n.Hungarian))
	one, several := 0, 0
	for _, l := range said {
		if _, dice, ok := strings.Cut(l, " kockát rak ("); ok {
			if d, _, _ := strings.Cut(dice, ")"); strings.IndexAny(d, "0123456789") != strings.LastIndexAny(d, "0123456789") {
				t.Errorf("several dice read as one: %q", l)
			}
			one++
		}
		if strings.Contains(l, " kockákat rak (") {
			several++
		}
	}
	if one == 0 || several == 0 {
		t.Errorf("%d lines place one die, %d several:\n%s", one, several, strings.Join(said, "\n"))
	}
}
