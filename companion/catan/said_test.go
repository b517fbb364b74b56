package catan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// What an action did reads as a Hungarian sentence with the booklet's words, not as a
// form ("Ann áthelyezi: rabló → D4", "tőle: Ben", "neki: Ben"); no ending is glued to a
// name the table typed (hu-trial F13).
func TestOutcomesReadAsHungarianSentences(t *testing.T) {
	said := kittest.Said(t, Entry(), "testdata/whole_game.txtar", i18n.NewPrinter(i18n.Hungarian))
	kittest.MustSay(t, said,
		"Ann települést rak le ide: 34",
		"Ann utat rak le ide: 34-39",
		"Ann vesz egy bónuszkártyát (1 érc, 1 gyapjú, 1 gabona)",
		"Ben várost épít ide: 3 (3 érc, 2 gabona)",
		"Ann kijátszik egy lovagkártyát (eddig 1); helyezd át a rablót",
		"Ann áthelyezi a rablót ide: D4 (gyapjú 5)",
		"Rablás: Ann húz egy véletlen nyersanyagkártyát Ben kezéből",
	)
	kittest.MustNotSay(t, said, ", tőle:", ", neki:", "áthelyezi:", "kijátszik:", "lerak:", "épít:", "vásárol:") // form-like
}

// A player a roll gives nothing reads "Ben nem kap semmit", not "Ben kap: semmi"
// (hu-games item 7); who gets cards still reads "Ann kap: …".
func TestProductionOfNothingReadsNaturally(t *testing.T) {
	said := kittest.Said(t, Entry(), "testdata/whole_game.txtar", i18n.NewPrinter(i18n.Hungarian))
	kittest.MustNotSay(t, said, "kap: semmi")
	nothing, something := 0, 0
	for _, l := range said {
		switch {
		case strings.HasSuffix(l, " nem kap semmit"):
			nothing++
		case strings.Contains(l, " kap: "):
			something++
		}
	}
	if nothing == 0 || something == 0 {
		t.Errorf("%d lines say a player gets nothing, %d that one gets cards:\n%s", nothing, something, strings.Join(said, "\n"))
	}
}
