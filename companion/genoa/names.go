package genoa

import (
	"github.com/talon-games/talon/companion"
)

// Names are matched with the kit's one matcher (companion.Terms): by id, English,
// German or Hungarian name, ignoring case and accents, or a unique prefix; an unknown
// name gets "did you mean". Which names there are is data (names.txt, Names).

// markerItem is how a Trade 1:1 tile names an ownership marker.
const markerItem = "marker"

func termID(t *companion.Terms, name string) (string, error) {
	term, err := t.Lookup(name)
	return term.ID, err
}

// LookupBuilding finds a building by any of its shipped names; the error suggests near
// misses.
func LookupBuilding(name string) (BuildingID, error) {
	id, err := termID(DefaultNames.Buildings, name)
	return BuildingID(id), err
}

// LookupCommodity finds a commodity by any of its shipped names.
func LookupCommodity(name string) (Commodity, error) {
	id, err := termID(DefaultNames.Commodities, name)
	return Commodity(id), err
}

// LookupTile finds a special tile kind by any of its shipped names.
func LookupTile(name string) (Tile, error) {
	id, err := termID(DefaultNames.Tiles, name)
	return Tile(id), err
}

// LookupDeck finds a card kind by any of its shipped names.
func LookupDeck(name string) (Deck, error) {
	id, err := termID(DefaultNames.Decks, name)
	return Deck(id), err
}

// BuildingName is a building's English name.
func BuildingName(id BuildingID) string {
	if b, ok := building(id); ok {
		return b.English
	}
	return string(id)
}

// TileName is a tile's English name.
func TileName(t Tile) string {
	for _, info := range Tiles {
		if info.ID == t {
			return info.English
		}
	}
	return string(t)
}

// DeckName is a card kind's English name.
func DeckName(d Deck) string {
	for _, info := range DeckInfos {
		if info.ID == d {
			return info.English
		}
	}
	return string(d)
}
