package marcopolo

import (
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Name is what a piece is called in the languages the table may speak. EN is the
// printed English name (Z-Man edition); HU comes from the Hungarian rulebook (the seed)
// where it names the piece; DE is the German edition's name. Aliases are other spellings
// a player may type. Matching is the kit's (companion.Terms): case, accents, '_' and '-'
// do not matter, a unique prefix is enough, a near miss gets "did you mean".
type Name struct {
	EN, DE, HU string
	Aliases    []string
}

// ID is the canonical word written in actions: the English name folded, with
// underscores ("Lan-Zhou" → lan_zhou, "Khan's favor" → khans_favor).
func (n Name) ID() string {
	f := companion.Fold(strings.NewReplacer("'", "", "&", "", "’", "").Replace(n.EN))
	return strings.ReplaceAll(f, " ", "_")
}

// term is the name as a kit term: id, English label, the rest as aliases.
func (n Name) term() companion.Term {
	var aliases []string
	for _, s := range append([]string{n.DE, n.HU}, n.Aliases...) {
		if s != "" && s != n.EN {
			aliases = append(aliases, s)
		}
	}
	return companion.Term{ID: n.ID(), Label: n.EN, Aliases: aliases, Names: i18n.Term{HU: n.HU, DE: n.DE}}
}

// nameIndex finds one of a set of named things by any of its names.
type nameIndex[T any] struct {
	what  string
	terms *companion.Terms
	vals  []T
	list  []companion.Term
}

func newNameIndex[T any](what string) *nameIndex[T] {
	return &nameIndex[T]{what: what, terms: companion.NewTerms(what)}
}

// add registers n for v (at package initialisation).
func (x *nameIndex[T]) add(n Name, v T) {
	x.list = append(x.list, n.term())
	x.vals = append(x.vals, v)
	x.terms = companion.NewTerms(x.what, x.list...)
}

// find looks a typed name up; the error is the kit's *companion.BadInput ("did you mean").
func (x *nameIndex[T]) find(typed string) (T, error) {
	i, err := x.terms.Find(typed)
	if err != nil {
		var zero T
		return zero, err
	}
	return x.vals[i], nil
}

// options lists the named things as an Arg's options (value = id, label = English).
func (x *nameIndex[T]) options(keep func(T) bool) []companion.Option {
	var out []companion.Option
	for i, t := range x.list {
		if keep == nil || keep(x.vals[i]) {
			out = append(out, companion.Option{Value: t.ID, Label: t.Label, Aliases: t.Aliases})
		}
	}
	return out
}
