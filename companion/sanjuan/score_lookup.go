package sanjuan

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"

	"strings"
)

// byName maps every normalised name and alias to its building.
var byName = func() map[string]Building {
	m := make(map[string]Building)
	for _, b := range Buildings {
		for _, n := range b.Names() {
			m[normalize(n)] = b
		}
	}
	return m
}()

// Lookup finds a building by its id or any English, German or Hungarian name,
// ignoring case, accents, and treating spaces, underscores and hyphens alike.
func Lookup(name string) (Building, bool) {
	b, ok := byName[normalize(name)]
	return b, ok
}

// lookupTyped finds a building the table typed into a score: by any name (Lookup), else
// as the unique beginning of one ("Hősi" for Hősi emlékmű), as talon do reads it. Else
// why not, for the table: an ambiguous beginning names the candidates, an unknown name
// the nearest buildings, by the names on the table's cards.
func lookupTyped(name string) (Building, bool, i18n.Message) {
	if b, ok := Lookup(name); ok {
		return b, true, i18n.Message{}
	}
	i, err := buildingTerms.Find(name)
	switch {
	case err == nil:
		return Buildings[i], true, i18n.Message{}
	case buildingTerms.Ambiguous(name):
		return Building{}, false, i18n.M("%v", err)
	}
	return Building{}, false, scoring.UnknownTermsMessage(i18n.Key("building"), name, closest(name))
}

// ByID returns the building with the given id.
func ByID(id string) (Building, bool) {
	for _, b := range Buildings {
		if b.ID == id {
			return b, true
		}
	}
	return Building{}, false
}

// accentFree folds the letters of the German and Hungarian names, so a table
// without those keys can still type them (kovacsmuhely, zuckermuhle).
var accentFree = strings.NewReplacer(
	"á", "a", "é", "e", "í", "i", "ó", "o", "ö", "o", "ő", "o", "õ", "o",
	"ú", "u", "ü", "u", "ű", "u", "ä", "a", "ß", "ss",
)

// normalize lower-cases, folds accents, and turns runs of spaces, underscores and
// hyphens into single spaces.
func normalize(name string) string {
	s := accentFree.Replace(strings.ToLower(strings.TrimSpace(name)))
	s = strings.Map(func(r rune) rune {
		if r == '_' || r == '-' {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// closest lists the buildings a mistyped name probably means, as terms: the table reads
// them by the names on its cards.
func closest(name string) []i18n.Term {
	var spellings []string
	for _, b := range Buildings {
		spellings = append(spellings, b.Names()...)
	}
	var out []i18n.Term
	for _, id := range scoring.SuggestShown(name, spellings, func(s string) string { b, _ := Lookup(s); return b.ID }) {
		out = append(out, buildingTerm(id))
	}
	return out
}
