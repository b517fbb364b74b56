package genoa

import (
	"testing"

	"github.com/talon-games/talon/companion/companiontest"
)

// Every name talon ships for Genoa (names.txt: buildings, spaces, commodities, tiles,
// card kinds, items; the kinds of name), and of what `fix` corrects, with and without
// a ledger, in every language and as a table types it, reads as its id; no name is two
// things.
func TestEveryGenoaNameReadsAsItsID(t *testing.T) {
	n := DefaultNames
	read := companiontest.WalkNames(t, "genoa buildings", n.Buildings, nil, nil)
	read += companiontest.WalkNames(t, "genoa spaces", n.Spaces, nil, nil)
	read += companiontest.WalkNames(t, "genoa space ids", n.SpaceIDs, nil, nil)
	read += companiontest.WalkNames(t, "genoa commodities", n.Commodities, nil, nil)
	read += companiontest.WalkNames(t, "genoa tiles", n.Tiles, nil, nil)
	read += companiontest.WalkNames(t, "genoa card kinds", n.Decks, nil, nil)
	read += companiontest.WalkNames(t, "genoa items", n.Items, nil, nil)
	read += companiontest.WalkNames(t, "genoa kinds of name", NameKinds, nil, nil)
	read += companiontest.WalkFixables(t, "genoa fix", plainFixables)
	read += companiontest.WalkFixables(t, "genoa fix (ledger)", ledgerFixables)
	if read < 300 {
		t.Errorf("only %d spellings read: the walk is not reaching the lists", read)
	}
}
