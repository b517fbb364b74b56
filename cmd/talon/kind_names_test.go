package main

import (
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/genoa"
	"github.com/talon-games/talon/companion/i18n"
)

// A refusal names what a list holds in the table's language ("nincs ilyen (nyersanyag)"),
// not the English kind word.
func TestListKindsInHungarian(t *testing.T) {
	e := catanSetUpFor(t, "Ann,Ben,Cid")
	e.ok("do", "roll", "3,5")
	_, errOut, code := e.run("--lang", "hu", "do", "trade", "bank", "4", "foo", "for", "1", "grain")
	if code != exitUsage {
		t.Errorf("trade 4 foo: exit %d, %q", code, errOut)
	}
	mustContain(t, errOut, `"foo": nincs ilyen (nyersanyag)`)

	// Genoa's lists: its own words where the English is another game's key ("space"
	// is Marco Polo's akciómező, Genoa's mező); generic ones from the catalog.
	hu := i18n.NewPrinter(i18n.Hungarian)
	n := genoa.DefaultNames
	for _, tt := range []struct {
		list *companion.Terms
		want string
	}{
		{n.Spaces, `"qqq": nincs ilyen (mező)`},
		{n.SpaceIDs, `"qqq": nincs ilyen (mező)`},
		{n.Tiles, `"qqq": nincs ilyen (speciális lapka)`},
		{n.Decks, `"qqq": nincs ilyen (kártyafajta)`},
		{n.Items, `"qqq": nincs ilyen (elem)`},
		{n.Commodities, `"qqq": nincs ilyen (árucikk)`},
	} {
		_, err := tt.list.Lookup("qqq")
		if err == nil {
			t.Fatalf("qqq found in %v", tt.list.IDs())
		}
		mustContain(t, hu.Error(err), tt.want)
	}
}
