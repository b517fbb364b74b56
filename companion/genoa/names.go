package genoa

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
)

// Names are matched with the kit's one matcher (companion.Terms): by id, English,
// German or Hungarian name, ignoring case and accents, or a unique prefix; an unknown
// name gets "did you mean".

// Words for the two kinds of space that are not buildings. German: INFERRED plain words.
var (
	marketWords = []string{"Piac", "Markt", "marketplace"}
	streetWords = []string{"st", "utca", "Straße", "alley"}
)

// The closed lists of names.
var (
	BuildingTerms  = companion.NewTerms("building", buildingTerms()...)
	CommodityTerms = companion.NewTerms("commodity", commodityTerms()...)
	TileTerms      = companion.NewTerms("special tile", tileTerms()...)
	DeckTerms      = companion.NewTerms("card kind", deckTerms()...)
	// SpaceTerms are what a board cell may be called: a building, the market, or
	// "street" (a street square of its own).
	SpaceTerms = companion.NewTerms("space", append(buildingTerms(),
		companion.Term{ID: string(Market), Label: "Market", Aliases: marketWords},
		companion.Term{ID: streetWord, Label: "street", Aliases: streetWords})...)
)

func buildingTerms() []companion.Term {
	out := make([]companion.Term, len(Buildings))
	for i, b := range Buildings {
		aliases := append(append(slices.Clone(b.German), b.Hungarian...), b.Aliases...)
		out[i] = companion.Term{ID: string(b.ID), Label: b.English, Aliases: aliases}
	}
	return out
}

func commodityTerms() []companion.Term {
	out := make([]companion.Term, len(Commodities))
	for i, c := range Commodities {
		out[i] = companion.Term{ID: string(c.ID), Label: c.English, Aliases: append([]string{c.German, c.Hungarian}, c.Aliases...)}
	}
	return out
}

func tileTerms() []companion.Term {
	out := make([]companion.Term, len(Tiles))
	for i, t := range Tiles {
		out[i] = companion.Term{ID: string(t.ID), Label: t.English, Aliases: append([]string{t.Hungarian}, t.Aliases...)}
	}
	return out
}

func deckTerms() []companion.Term {
	out := make([]companion.Term, len(DeckInfos))
	for i, d := range DeckInfos {
		out[i] = companion.Term{ID: string(d.ID), Label: d.English, Aliases: []string{d.Hungarian, d.English + "s"}}
	}
	return out
}

func termID(t *companion.Terms, name string) (string, error) {
	term, err := t.Lookup(name)
	return term.ID, err
}

// LookupBuilding finds a building by any of its names; the error suggests near misses.
func LookupBuilding(name string) (BuildingID, error) {
	id, err := termID(BuildingTerms, name)
	return BuildingID(id), err
}

// LookupCommodity finds a commodity by any of its names.
func LookupCommodity(name string) (Commodity, error) {
	id, err := termID(CommodityTerms, name)
	return Commodity(id), err
}

// LookupTile finds a special tile kind by any of its names.
func LookupTile(name string) (Tile, error) {
	id, err := termID(TileTerms, name)
	return Tile(id), err
}

// LookupDeck finds a card kind by any of its names.
func LookupDeck(name string) (Deck, error) {
	id, err := termID(DeckTerms, name)
	return Deck(id), err
}

// CompleteSpace lists the space names (buildings, Market, street) one of whose names
// begins with what was typed, for the capture prompt's completion.
func CompleteSpace(prefix string) []string {
	f := companion.Fold(prefix)
	var out []string
	for _, term := range SpaceTerms.Terms {
		names := append([]string{term.ID, term.Label}, term.Aliases...)
		if slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(companion.Fold(n), f) }) {
			out = append(out, term.Label)
		}
	}
	return out
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
	if i := TileTerms.Index(string(t)); i >= 0 {
		return TileTerms.Terms[i].Label
	}
	return string(t)
}

// DeckName is a card kind's English name.
func DeckName(d Deck) string {
	if i := DeckTerms.Index(string(d)); i >= 0 {
		return DeckTerms.Terms[i].Label
	}
	return string(d)
}
