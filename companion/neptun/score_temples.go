package neptun

import (
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Temple is one temple on the board.
type Temple struct {
	ID      string   // English id used in input keys and output
	Label   string   // short human label for tables
	Aliases []string // other names a player may type (Hungarian from the seed)
	Gold    bool     // the gold temple ranks by gold held, not by a marker track
}

// Name is the temple as the board and the round's table name it, in the table's
// language: "Gold temple", "Hispania temple", "Yellow temple" (Sárga templom).
func (t Temple) Name() i18n.Message {
	if t.Gold {
		return i18n.M("Gold temple")
	}
	return i18n.M("%s temple", regionNames.Term(t.ID))
}

// GoldTemple ranks players by gold held (SEED: "arany templom").
var GoldTemple = Temple{ID: "gold", Label: "Gold temple", Gold: true,
	Aliases: []string{"gold temple", "arany", "arany templom"}}

// KnownTemples are the regional temples the digest can name, in board order.
// INFERRED: board order is taken as west to east (Hispania, Graecia, the yellow temple
// with Alexandria); the printed order is not known.
// UNKNOWN: the names of the other two regional temples, and the yellow temple's region
// name. A table names all of its temples with the round input's "temples" setting.
var KnownTemples = []Temple{
	{ID: "hispania", Label: "Hispania"}, // SEED
	{ID: "graecia", Label: "Graecia"},   // SEED
	// SEED: Alexandria's temple is "the yellow temple" ("sárga templom"); its region's name is UNKNOWN.
	{ID: "yellow", Label: "Yellow temple", Aliases: []string{"yellow temple", "sárga", "sarga", "sárga templom", "sarga templom"}},
}

// normalName folds case, surrounding space and the separators people type in names.
func normalName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("_", " ", "-", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// templeSet is the temples in play for one round scoring: the regional temples in board
// order, then the gold temple.
type templeSet []Temple

// defaultTemples is the digest's regional temples plus the gold temple.
func defaultTemples() templeSet {
	return append(slices.Clone(KnownTemples), GoldTemple)
}

// declaredTemples builds the set from the table's own list of regional temple names,
// keeping known ids and aliases for names the digest knows.
func declaredTemples(names []string) templeSet {
	set := make(templeSet, 0, len(names)+1)
	for _, n := range names {
		if t, ok := lookupTemple(defaultTemples(), n); ok && !t.Gold {
			set = append(set, t)
			continue
		}
		id := normalName(n)
		set = append(set, Temple{ID: id, Label: strings.TrimSpace(n)})
	}
	return append(set, GoldTemple)
}

// lookupTemple finds a temple by id, label or alias, case-insensitively.
func lookupTemple(set templeSet, name string) (Temple, bool) {
	n := normalName(name)
	for _, t := range set {
		if n == t.ID || n == normalName(t.Label) {
			return t, true
		}
		for _, a := range t.Aliases {
			if n == normalName(a) {
				return t, true
			}
		}
	}
	return Temple{}, false
}

// ids lists the temple ids in board order.
func (s templeSet) ids() []string {
	out := make([]string, len(s))
	for i, t := range s {
		out[i] = t.ID
	}
	return out
}

// TempleLabel is the human label of a temple id ("Gold temple", "Hispania");
// an id the digest does not know is shown as is.
func TempleLabel(id string) string {
	if t, ok := lookupTemple(defaultTemples(), id); ok {
		return t.Label
	}
	return id
}
