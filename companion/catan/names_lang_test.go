package catan

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A development card typed wrong is answered with the cards as the booklet names them
// (the Knight "Lovag"; the progress cards, which it does not name one by one, by id);
// it was one fixed English list whatever was typed.
func TestCardNamesInTheTablesLanguage(t *testing.T) {
	st := kittest.Opening(t, Entry(), "testdata/whole_game.txtar")
	kittest.RefusedIn(t, st, "play lovg", map[i18n.Lang]string{
		i18n.Hungarian: `"lovg": nincs ilyen (kijátszható bónuszkártya); erre gondoltál: Lovag?`,
		i18n.English:   `"lovg" is not a development card to play; did you mean knight?`})
	kittest.RefusedIn(t, st, "play xyzzy", map[i18n.Lang]string{
		i18n.Hungarian: "Lehetőségek: Lovag, road-building, year-of-plenty, monopoly",
		i18n.English:   "(knight, road-building, year-of-plenty, monopoly)"})
}

// A hex is called by its terrain in English and, as the booklet names no terrain, by
// the resource it gives in Hungarian; the desert is said to give none.
func TestHexNameInTheTablesLanguage(t *testing.T) {
	hu, en := i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.English)
	for terrain, want := range map[Terrain][2]string{
		Forest: {"forest", "fa"}, Hills: {"hills", "építőkő"}, Pasture: {"pasture", "gyapjú"},
		Fields: {"fields", "gabona"}, Mountains: {"mountains", "érc"}, Desert: {"desert", "nem termel"},
	} {
		if got := [2]string{en.Text(hexName(terrain)), hu.Text(hexName(terrain))}; got != want {
			t.Errorf("%s: %q, want %q", terrain, got, want)
		}
	}
	robber := Tile{Label: "C3", Terrain: Forest, Number: 11}
	if got := hu.Text(robberText("C3", robber)); got != "C3 (fa 11)" {
		t.Errorf("robber line %q, want C3 (fa 11)", got)
	}
}
