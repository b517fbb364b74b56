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
