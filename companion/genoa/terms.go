package genoa

import (
	"github.com/talon-games/talon/companion/i18n"
)

// Terms are how a building, commodity, tile, card kind or space is shown in the table's
// language: the English name, the seed's Hungarian and, for buildings, the German names
// the digest quotes (S5); "" where names.txt says UNKNOWN (English is shown, never a
// guess). German commodity words are accepted when typed but are INFERRED, so they are
// not shown as printed names.
var shownTerms = func() map[string]i18n.Term {
	out := map[string]i18n.Term{}
	for _, e := range DefaultNames.Entries {
		out[e.Kind+" "+e.ID] = e.printed()
	}
	return out
}()

// printed is the entry's names as printed on each edition's components: its first
// Hungarian name, and its first German one for a building (the only German the digest
// quotes); "" where UNKNOWN.
func (e NameEntry) printed() i18n.Term {
	t := i18n.Term{EN: e.English}
	if len(e.Hungarian) > 0 {
		t.HU = e.Hungarian[0]
	}
	if e.Kind == "building" && len(e.German) > 0 {
		t.DE = e.German[0]
	}
	return t
}

func shown(kind, id string) i18n.Term {
	if t, ok := shownTerms[kind+" "+id]; ok {
		return t
	}
	return i18n.Term{EN: id}
}

// Term is the building's name in each language.
func (b Building) Term() i18n.Term { return shown("building", string(b.ID)) }

func buildingTerm(id BuildingID) i18n.Term { return shown("building", string(id)) }
func deckTerm(d Deck) i18n.Term            { return shown("card", string(d)) }
func tileTerm(t Tile) i18n.Term            { return shown("tile", string(t)) }
func commodityTerm(c Commodity) i18n.Term  { return shown("commodity", string(c)) }

// spaceText is a space as the table reads it: a building or the market by name, a
// street by its first cell.
func spaceText(id SpaceID) any {
	switch KindOf(id) {
	case KindBuilding:
		return buildingTerm(BuildingID(id))
	case KindMarket:
		return shown("space", string(Market))
	case KindStreet:
		c, _ := streetCell(id)
		return i18n.M("street %s", c.String())
	}
	return string(id)
}
