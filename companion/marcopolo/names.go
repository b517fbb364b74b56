package marcopolo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// Name is what a piece is called in the languages the table may speak. EN is the
// printed English name (Z-Man edition) and the id talon writes; HU comes from the
// Hungarian rulebook (the seed) where it names the piece; DE is the German edition's name.
// Aliases are other spellings a player may type.
type Name struct {
	EN, DE, HU string
	Aliases    []string
}

// all lists every spelling of the name.
func (n Name) all() []string {
	out := []string{n.EN}
	for _, s := range append([]string{n.DE, n.HU}, n.Aliases...) {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// nameKey folds a typed name for matching: case, spaces, hyphens, apostrophes and the
// accents of the three languages do not matter ("lan zhou" = "Lan-Zhou", "erme" = "érme").
func nameKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch r {
		case ' ', '-', '_', '\'', '.', '&':
			continue
		case 'á', 'à', 'ä':
			r = 'a'
		case 'é', 'è':
			r = 'e'
		case 'í':
			r = 'i'
		case 'ó', 'ò', 'ö', 'ő':
			r = 'o'
		case 'ú', 'ù', 'ü', 'ű':
			r = 'u'
		case 'ß':
			b.WriteString("ss")
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// nameIndex finds one of a set of named things by any of its names, and suggests the
// nearest names when nothing matches.
type nameIndex[T any] struct {
	what  string // "city", "character", … for messages
	keys  map[string]T
	shown map[string]string // key -> the English name to suggest
}

func newNameIndex[T any](what string) *nameIndex[T] {
	return &nameIndex[T]{what: what, keys: map[string]T{}, shown: map[string]string{}}
}

// add registers every spelling of n for v. A spelling already taken by another entry
// is a data error and panics at package initialisation, where a test catches it.
func (x *nameIndex[T]) add(n Name, v T) {
	for _, s := range n.all() {
		k := nameKey(s)
		if k == "" {
			continue
		}
		if prev, ok := x.shown[k]; ok && prev != n.EN {
			panic(fmt.Sprintf("marcopolo: %s name %q means both %s and %s", x.what, s, prev, n.EN))
		}
		x.keys[k] = v
		x.shown[k] = n.EN
	}
}

// find looks a typed name up; the error is a *companion.BadInput naming the nearest
// names ("unknown city "Kashgr" (did you mean Kashgar?)").
func (x *nameIndex[T]) find(typed string) (T, error) {
	if v, ok := x.keys[nameKey(typed)]; ok {
		return v, nil
	}
	var zero T
	msg := fmt.Sprintf("unknown %s %q", x.what, strings.TrimSpace(typed))
	if near := x.nearest(typed); len(near) > 0 {
		msg += " (did you mean " + strings.Join(near, " or ") + "?)"
	}
	return zero, companion.Bad("%s", msg)
}

// nearest returns the English names within two edits of the typed name (or, for
// names of five letters and more, a third of their length), closest first.
func (x *nameIndex[T]) nearest(typed string) []string {
	k := nameKey(typed)
	limit := max(2, len([]rune(k))/3)
	best, bestDist := []string(nil), limit+1
	for key, en := range x.shown {
		d := scoring.EditDistance(k, key)
		if k != "" && strings.HasPrefix(key, k) && len(k) >= 3 {
			d = min(d, 1) // a typed prefix ("karak") is as good as one edit
		}
		switch {
		case d < bestDist:
			best, bestDist = []string{en}, d
		case d == bestDist && !slices.Contains(best, en):
			best = append(best, en)
		}
	}
	slices.Sort(best)
	return best
}
