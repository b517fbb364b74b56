package sanjuan

import (
	"github.com/talon-games/talon/scoring"

	"sort"
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

// closest lists up to three English building names that look like name, for
// "did you mean" hints.
func closest(name string) []string {
	key := normalize(name)
	type candidate struct {
		english string
		dist    int
	}
	best := map[string]int{}
	for alias, b := range byName {
		d := scoring.EditDistance(key, alias)
		if strings.HasPrefix(alias, key) && key != "" {
			d = 0
		}
		if old, ok := best[b.English]; !ok || d < old {
			best[b.English] = d
		}
	}
	limit := max(2, len(key)/3)
	var cands []candidate
	for english, d := range best {
		if d <= limit {
			cands = append(cands, candidate{english, d})
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].dist != cands[j].dist {
			return cands[i].dist < cands[j].dist
		}
		return cands[i].english < cands[j].english
	})
	var out []string
	for i := 0; i < len(cands) && i < 3; i++ {
		out = append(out, cands[i].english)
	}
	return out
}
