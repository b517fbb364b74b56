package genoa

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// lexicon maps every name a thing answers to (id, English, German, Hungarian, aliases)
// to its id, and keeps the English name for "did you mean".
type lexicon struct {
	what    string            // "building", "commodity", … for messages
	ids     map[string]string // normalised name -> id
	english map[string]string // id -> English name
	order   []string          // ids in data order
}

func newLexicon(what string) *lexicon {
	return &lexicon{what: what, ids: map[string]string{}, english: map[string]string{}}
}

func (l *lexicon) add(id, english string, names ...string) {
	l.order = append(l.order, id)
	l.english[id] = english
	for _, n := range append([]string{id, english}, names...) {
		if n != "" {
			l.ids[normalize(n)] = id
		}
	}
}

// find returns the id a name means, or an error with up to three suggestions.
func (l *lexicon) find(name string) (string, error) {
	if id, ok := l.ids[normalize(name)]; ok {
		return id, nil
	}
	if hints := l.closest(name); len(hints) > 0 {
		return "", fmt.Errorf("%q is not a %s; did you mean %s?", name, l.what, strings.Join(hints, " or "))
	}
	return "", fmt.Errorf("%q is not a %s", name, l.what)
}

// closest lists up to three English names that look like name: those it begins, then the
// nearest by edit distance within a third of its length.
func (l *lexicon) closest(name string) []string {
	key := normalize(name)
	best := map[string]int{}
	for alias, id := range l.ids {
		d := scoring.EditDistance(key, alias)
		if key != "" && strings.HasPrefix(alias, key) {
			d = 0
		}
		if old, ok := best[id]; !ok || d < old {
			best[id] = d
		}
	}
	limit := max(2, len([]rune(key))/3)
	var ids []string
	for _, id := range l.order {
		if best[id] <= limit {
			ids = append(ids, id)
		}
	}
	slices.SortStableFunc(ids, func(a, b string) int { return best[a] - best[b] })
	if len(ids) > 3 {
		ids = ids[:3]
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = l.english[id]
	}
	return out
}

// Complete lists the English names that begin with what was typed (any language's name
// counts), for prompt completion.
func (l *lexicon) complete(prefix string) []string {
	key := normalize(prefix)
	var out []string
	for _, id := range l.order {
		for alias, aid := range l.ids {
			if aid == id && strings.HasPrefix(alias, key) {
				out = append(out, l.english[id])
				break
			}
		}
	}
	return out
}

var (
	buildingNames  = newLexicon("building")
	commodityNames = newLexicon("commodity")
	tileNames      = newLexicon("special tile")
	deckNames      = newLexicon("card kind")
	spaceNames     = newLexicon("space")
)

// Words for the two kinds of space that are not buildings. German: INFERRED plain words.
var (
	marketWords = []string{"Piac", "Markt", "marketplace"}
	streetWords = []string{"st", "utca", "Straße", "Strasse", "alley"}
)

func init() {
	for _, b := range Buildings {
		buildingNames.add(string(b.ID), b.English, b.Names()...)
		spaceNames.add(string(b.ID), b.English, b.Names()...)
	}
	spaceNames.add(string(Market), "Market", marketWords...)
	spaceNames.add(streetWord, "street", streetWords...)
	for _, c := range Commodities {
		commodityNames.add(string(c.ID), c.English, append([]string{c.German, c.Hungarian}, c.Aliases...)...)
	}
	for _, t := range Tiles {
		tileNames.add(string(t.ID), t.English, append([]string{t.Hungarian}, t.Aliases...)...)
	}
	for _, d := range DeckInfos {
		deckNames.add(string(d.ID), d.English, d.Hungarian, d.English+"s", string(d.ID)+"s")
	}
}

// LookupBuilding finds a building by id or any English, German or Hungarian name,
// ignoring case and accents; the error suggests near misses.
func LookupBuilding(name string) (BuildingID, error) {
	id, err := buildingNames.find(name)
	return BuildingID(id), err
}

// LookupCommodity finds a commodity by any of its names.
func LookupCommodity(name string) (Commodity, error) {
	id, err := commodityNames.find(name)
	return Commodity(id), err
}

// LookupTile finds a special tile kind by any of its names.
func LookupTile(name string) (Tile, error) {
	id, err := tileNames.find(name)
	return Tile(id), err
}

// LookupDeck finds a card kind by any of its names.
func LookupDeck(name string) (Deck, error) {
	id, err := deckNames.find(name)
	return Deck(id), err
}

// CompleteSpace lists the space names (buildings, Market, street) that begin with what
// was typed, for the capture prompt's completion.
func CompleteSpace(prefix string) []string { return spaceNames.complete(prefix) }

// BuildingName is a building's English name.
func BuildingName(id BuildingID) string {
	if b, ok := building(id); ok {
		return b.English
	}
	return string(id)
}

// accentFree folds the letters of the German and Hungarian names, so a table without
// those keys can still type them (kikoto, gewurzlager).
var accentFree = strings.NewReplacer(
	"á", "a", "é", "e", "í", "i", "ó", "o", "ö", "o", "ő", "o",
	"ú", "u", "ü", "u", "ű", "u", "ä", "a", "ß", "ss",
)

// normalize lower-cases, folds accents, and treats runs of spaces, underscores and
// hyphens as one space.
func normalize(name string) string {
	words := strings.FieldsFunc(accentFree.Replace(strings.ToLower(name)), func(r rune) bool {
		return r == ' ' || r == '_' || r == '-' || r == '\t'
	})
	return strings.Join(words, " ")
}
