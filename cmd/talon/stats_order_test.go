package main

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// TestTableOrderGameNames: a game's name as a table shows it, looked up once and then
// remembered, is the same the first time and after: the box's name or its shorter
// other name, and an id this talon does not know as stored, in either language.
func TestTableOrderGameNames(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Hungarian} {
		order := newTableOrder(i18n.NewPrinter(lang), games())
		want := map[string]string{"catan": "Catan", "genoa": "Genoa", "marco-polo": "Marco Polo", "san-juan": "San Juan",
			"neptun": "Neptun", "club-newer-game": "club-newer-game", "": ""}
		for range 2 {
			for id, name := range want {
				if got := order.game(id); got != name || got != order.lookUp(id) {
					t.Errorf("%v: game(%q) = %q, want %q (looked up: %q)", lang, id, got, name, order.lookUp(id))
				}
			}
		}
	}
}
