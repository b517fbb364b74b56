package companion

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Term is one name in a closed list: a building, a resource, a role, a player. ID is the
// canonical word written in actions (underscores for spaces), Label what a pick list
// shows, Aliases the other names the table may type (German, Hungarian, the good a
// building makes…).
type Term struct {
	ID      string
	Label   string
	Aliases []string
	// Names are the names printed on each edition's components (its EN unused: the id
	// is the English name a table types). A "did you mean" names the term as the table
	// would type it in its language: Names.HU in Hungarian, the id where the edition's
	// name is not known. Its names are accepted only as they are also Aliases.
	Names i18n.Term
}

// Terms is a closed list of names, matched the same way everywhere in talon: exactly,
// then ignoring case, then ignoring accents, '_' and '-', then as a unique prefix; an
// ambiguous prefix is refused with the candidates, an unknown name with "did you mean".
type Terms struct {
	what  any // what one term is, for messages: a catalog key ("player") or an i18n.Term
	Terms []Term
	names [][]string // per term: ID, Label and Aliases, as written
	keys  [][]string // the same, folded
}

// NewTerms builds a list; what names one of them in messages, in the table's language:
// a catalog key ("building"), or an i18n.Term when the word is a game's own and its
// English is another game's key with other Hungarian (Genoa's "space").
func NewTerms(what any, terms ...Term) *Terms {
	t := &Terms{what: what, Terms: terms, names: make([][]string, len(terms)), keys: make([][]string, len(terms))}
	for i, term := range terms {
		t.names[i] = term.names()
		for _, k := range t.names[i] {
			t.keys[i] = append(t.keys[i], Fold(k))
		}
	}
	return t
}

// PlayerTerms is the list of seats by name, for reading a player in an action.
func PlayerTerms(names []string) *Terms {
	terms := make([]Term, len(names))
	for i, n := range names {
		terms[i] = Term{ID: n}
	}
	return NewTerms("player", terms...)
}

func (t Term) names() []string {
	out := []string{t.ID}
	if t.Label != "" {
		out = append(out, t.Label)
	}
	return append(out, t.Aliases...)
}

// Display is the label, else the id.
func (t Term) Display() string {
	if t.Label != "" {
		return t.Label
	}
	return t.ID
}

// Fold is the form names are compared in: lower case, accents removed (Ödön → odon),
// '_' and '-' as spaces, spaces collapsed. A '-' that begins a number is its sign and is
// kept: "-1" and "1" are different answers (a wind modifier), while "8-9" is 8 9.
func Fold(s string) string {
	var b strings.Builder
	space := false
	runes := []rune(norm.NFD.String(s))
	for i, r := range runes {
		sign := r == '-' && (b.Len() == 0 || space) && i+1 < len(runes) && unicode.IsDigit(runes[i+1])
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case !sign && (r == '_' || r == '-' || unicode.IsSpace(r)):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteString(strings.ToLower(string(r)))
	}
	return b.String()
}

// Len is the number of terms.
func (t *Terms) Len() int { return len(t.Terms) }

// IDs lists the canonical ids.
func (t *Terms) IDs() []string {
	out := make([]string, len(t.Terms))
	for i, term := range t.Terms {
		out[i] = term.ID
	}
	return out
}

// Index finds a term by its exact id; -1 when absent.
func (t *Terms) Index(id string) int {
	return slices.IndexFunc(t.Terms, func(term Term) bool { return term.ID == id })
}

// exact matches a whole name: first as written, then ignoring case, then folded. A level
// with more than one match (two players "Ödön" and "Odon" folded) is not a match.
func (t *Terms) exact(s string) (int, bool) {
	if i, n := t.count(t.names, s, func(k, s string) bool { return k == s }); n == 1 {
		return i, true
	}
	if i, n := t.count(t.names, s, strings.EqualFold); n == 1 {
		return i, true
	}
	f := Fold(s)
	if f == "" {
		return -1, false
	}
	i, n := t.count(t.keys, f, func(k, s string) bool { return k == s })
	return i, n == 1
}

// count counts the terms with a name for which eq(name, s) holds, and returns the first.
func (t *Terms) count(names [][]string, s string, eq func(k, s string) bool) (first, n int) {
	first = -1
	for i, list := range names {
		for _, k := range list {
			if eq(k, s) {
				if first < 0 {
					first = i
				}
				n++
				break
			}
		}
	}
	return first, n
}

// Find matches one name: exactly (see Terms), else as the unique prefix of one term's
// names. The error is a *BadInput naming the candidates or the nearest name.
func (t *Terms) Find(s string) (int, error) {
	s = strings.TrimSpace(s)
	if i, ok := t.exact(s); ok {
		return i, nil
	}
	f := Fold(s)
	if f != "" {
		hits := t.prefixed(f)
		switch len(hits) {
		case 1:
			return hits[0], nil
		case 0:
		default:
			names := make([]any, len(hits))
			for j, h := range hits {
				names[j] = t.candidate(h, f)
			}
			return -1, Bad("%q could be %s: type more of the %s's name", s, orAny(names), t.whatText())
		}
	}
	return -1, t.unknown(s)
}

// prefixed are the terms with a name that begins with f (folded).
func (t *Terms) prefixed(f string) []int {
	var hits []int
	for i, keys := range t.keys {
		if slices.ContainsFunc(keys, func(k string) bool { return strings.HasPrefix(k, f) }) {
			hits = append(hits, i)
		}
	}
	return hits
}

// Ambiguous reports whether s, naming no term exactly, begins the names of several: Find
// refuses it with the candidates ("could be a or b: type more").
func (t *Terms) Ambiguous(s string) bool {
	s = strings.TrimSpace(s)
	if _, ok := t.exact(s); ok {
		return false
	}
	f := Fold(s)
	return f != "" && len(t.prefixed(f)) > 1
}

// Lookup is Find returning the term.
func (t *Terms) Lookup(s string) (Term, error) {
	i, err := t.Find(s)
	if err != nil {
		return Term{}, err
	}
	return t.Terms[i], nil
}

// unknown says a name is not in the list, suggesting the nearest ones when it is close.
func (t *Terms) unknown(s string) error {
	what := t.whatText()
	near, list, plain := i18n.Key("%q is not a %s; did you mean %s?"), i18n.Key("%q is not a %s (%s)"), i18n.Key("%q is not a %s")
	if t.takesAn() {
		near, list, plain = i18n.Key("%q is not an %s; did you mean %s?"), i18n.Key("%q is not an %s (%s)"), i18n.Key("%q is not an %s")
	}
	if nearest := t.nearest(s); len(nearest) > 0 {
		return Bad(near, s, what, orAny(nearest))
	}
	if len(t.Terms) <= 12 {
		all := make([]any, len(t.Terms))
		for i, term := range t.Terms {
			all[i] = term.typed() // the names the table types, in its language
		}
		return Bad(list, s, what, i18n.Join(", ", all...))
	}
	return Bad(plain, s, what)
}

// takesAn says whether the kind's English name takes "an" ("not an item").
func (t *Terms) takesAn() bool {
	english := i18n.NewPrinter(i18n.English).Text(t.whatText())
	return english != "" && strings.ContainsRune("aeiouAEIOU", rune(english[0]))
}

// Near reports whether s, a name the list does not know, is a near miss of one it does
// (talon's one "did you mean" rule, scoring.Suggest): such a name is a misspelling to
// refuse, not a new name to take.
func (t *Terms) Near(s string) bool { return len(t.nearest(s)) > 0 }

// nearest are the terms nearest to s by any of their names, each as the table would
// type it in the language it is printed in (typed returns the i18n.Term).
func (t *Terms) nearest(s string) []any {
	var near []any
	for _, i := range scoring.SuggestAmong(s, t.names) {
		near = append(near, t.Terms[i].typed())
	}
	return near
}

// typed is the term as a table types it: the id in English, else the edition's name.
func (t Term) typed() i18n.Term {
	return i18n.Term{EN: t.ID, HU: t.Names.HU, DE: t.Names.DE}
}

// candidate is term i named in "could be a or b: type more", where the table typed the
// beginning f (folded) of its names: as the table types it in its language (typed) when
// that name begins with f, else by another of its names that does (the id, then an
// edition's printed name, then the others), so that typing more of the name shown picks it ("Kocs" in
// Hungarian: Kocsiszín or Kocsma; "co" in Hungarian: coach_house, as Kocsiszín does
// not begin with it).
func (t *Terms) candidate(i int, f string) i18n.Term {
	term := t.Terms[i]
	begins := func(name string) bool { return name != "" && strings.HasPrefix(Fold(name), f) }
	names := append([]string{term.ID, term.Names.HU, term.Names.DE}, t.names[i]...)
	other := ""
	if j := slices.IndexFunc(names, begins); j >= 0 {
		other = names[j]
	}
	pick := func(name string) string {
		if begins(name) {
			return name
		}
		return other
	}
	typed := term.typed()
	return i18n.Term{EN: pick(typed.EN), HU: pick(typed.HU), DE: pick(typed.DE)}
}

// Options turns terms (all when no ids are given) into the options of an Arg: the id as
// the value written in the action, the label shown in a pick list, aliases kept.
func (t *Terms) Options(ids ...string) []Option {
	var out []Option
	add := func(term Term) {
		out = append(out, Option{Value: term.ID, Label: term.Label, Aliases: term.Aliases})
	}
	if len(ids) == 0 {
		for _, term := range t.Terms {
			add(term)
		}
		return out
	}
	for _, id := range ids {
		if i := t.Index(id); i >= 0 {
			add(t.Terms[i])
		} else {
			out = append(out, Option{Value: id})
		}
	}
	return out
}

// orAny joins names printed in the table's language as "a, b or c".
func orAny(items []any) any {
	if len(items) == 1 {
		return items[0]
	}
	return i18n.M("%s or %s", i18n.Join(", ", items[:len(items)-1]...), items[len(items)-1])
}

// whatText is what one term is, as a printer argument: read in the table's language.
func (t *Terms) whatText() any {
	if key, ok := t.what.(string); ok {
		return i18n.M(key)
	}
	return t.what
}
