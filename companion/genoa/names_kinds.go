package genoa

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// NameKinds are the kinds of thing a names file names, as the table may type one
// (talon genoa names show KIND): the id, or the word talon shows for the kind, in
// English or Hungarian, one or many.
var NameKinds = companion.NewTerms(i18n.Term{EN: "kind of name", HU: "fajta"},
	companion.Term{ID: "building", Aliases: []string{"buildings", "épület", "épületek"}, Names: i18n.Term{HU: "épületek"}},
	companion.Term{ID: "commodity", Aliases: []string{"commodities", "árucikk", "árucikkek"}, Names: i18n.Term{HU: "árucikkek"}},
	companion.Term{ID: "tile", Aliases: []string{"tiles", "special tiles", "speciális lapka", "speciális lapkák", "lapka", "lapkák"}, Names: i18n.Term{HU: "speciális lapkák"}},
	companion.Term{ID: "card", Aliases: []string{"cards", "card kinds", "kártyafajta", "kártyafajták", "kártya", "kártyák"}, Names: i18n.Term{HU: "kártyafajták"}},
	companion.Term{ID: "space", Aliases: []string{"spaces", "board words", "táblaszavak"}, Names: i18n.Term{HU: "táblaszavak"}},
)

// KindText is a kind of thing, plural, as the table reads it.
func KindText(kind string) i18n.Message {
	switch kind {
	case "building":
		return i18n.M("buildings")
	case "commodity":
		return i18n.M("commodities")
	case "tile":
		return i18n.M("special tiles")
	case "card":
		return i18n.M("card kinds")
	}
	return i18n.M("board words")
}

// OfKind are the entries of one kind, in the names file's order.
func (n *Names) OfKind(kind string) []NameEntry {
	var out []NameEntry
	for _, e := range n.Entries {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// ByKindIn is, per kind, how many things it has and their names as the table reads
// them in its language: "buildings (18): Guild Hall, City Hall, …".
func (n *Names) ByKindIn(p *i18n.Printer) []string {
	var out []string
	for _, kind := range nameKinds {
		things := i18n.Join(", ")
		for _, e := range n.OfKind(kind) {
			things = things.Add(e.printed())
		}
		out = append(out, p.Sprintf("%s (%d): %s", KindText(kind), things.Len(), things))
	}
	return out
}
