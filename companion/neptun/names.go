package neptun

import (
	"maps"

	"github.com/talon-games/talon/companion/i18n"
	"strings"

	"github.com/talon-games/talon/companion"
)

// Name is one thing a player reads on a card or the board, with every spelling talon
// accepts for it. ID is the English id used in actions and the event log.
type Name struct {
	ID    string
	Label string   // how talon prints it
	Also  []string // other English, German and Hungarian spellings
	HU    string   // as the Hungarian edition prints it, when it differs (SEED); "" = Label
}

// hungarian is the name as a Hungarian table reads it: the Hungarian edition's, else the
// board's (the Latin city and region names the seed prints: Hispania, Saguntum), so a
// refusal in Hungarian lists "Hispania, Graecia, Sárga", not the ids.
func (n Name) hungarian() string {
	if n.HU != "" {
		return n.HU
	}
	return n.Label
}

// Goods are the five goods on the goods cards (SEED component picture: "szőlő, olajbogyó,
// méz, gabona, só"). Hungarian from the seed; German INFERRED (ordinary German words, the
// German edition's card texts are not in the digest).
var Goods = []Name{
	{ID: "grape", Label: "grape", HU: "szőlő", Also: []string{"grapes", "Trauben", "Traube", "Wein", "szőlő"}},
	{ID: "olive", Label: "olive", HU: "olajbogyó", Also: []string{"olives", "Oliven", "Olive", "olajbogyó", "olívabogyó", "olíva"}},
	{ID: "honey", Label: "honey", HU: "méz", Also: []string{"Honig", "méz"}},
	{ID: "grain", Label: "grain", HU: "gabona", Also: []string{"Getreide", "Korn", "gabona"}},
	{ID: "salt", Label: "salt", HU: "só", Also: []string{"Salz", "só"}},
}

// KnownCities are the harbours the digest names (§11.1). The full list is UNKNOWN: the
// table's data file adds the others. English and German exonyms INFERRED; the seed's own
// spellings (including its "Sanguntum") are accepted.
var KnownCities = []Name{
	{ID: "crete", Label: "Crete", HU: "Kréta", Also: []string{"Kreta", "Kréta", "Creta"}}, // SEED start harbour
	{ID: "saguntum", Label: "Saguntum", Also: []string{"Sanguntum", "Sagunt"}},
	{ID: "alexandria", Label: "Alexandria", Also: []string{"Alexandrien"}},
	{ID: "tyros", Label: "Tyros", Also: []string{"Tyre", "Tyrus"}},
	{ID: "leptis_magna", Label: "Leptis Magna"},
	{ID: "carthago", Label: "Carthago", Also: []string{"Carthage", "Karthago", "Karthágó"}},
	{ID: "pergamum", Label: "Pergamum", Also: []string{"Pergamon"}},
	{ID: "malaca", Label: "Malaca", Also: []string{"Malaga"}},        // SOURCE S9
	{ID: "antiochia", Label: "Antiochia", Also: []string{"Antioch"}}, // SOURCE S9
}

// StartCity is where every ship starts each game round (SEED).
const StartCity = "crete"

// KnownRegions are the regional temples the digest names. The yellow temple's region name
// and two more regions are UNKNOWN; the data file names them.
var KnownRegions = []Name{
	{ID: "hispania", Label: "Hispania", Also: []string{"Hispanien", "Spanien"}},
	{ID: "graecia", Label: "Graecia", Also: []string{"Griechenland", "Görögország"}},
	{ID: "yellow", Label: "Yellow", HU: "Sárga", Also: []string{"yellow temple", "gelb", "gelber Tempel", "sárga", "sárga templom"}},
}

// RewardKinds are the two columns of a city card: gold (left) and temple points (right).
var RewardKinds = []Name{
	{ID: "gold", Label: "gold", HU: "arany", Also: []string{"Gold", "arany", "aranypénz"}},
	{ID: "temple", Label: "temple points", HU: "templom pont", Also: []string{"temple points", "points", "Tempel", "Tempelpunkte", "templom", "templom pont"}},
}

// Names is a closed list of names of one kind (goods, cities, regions), matched by the
// kit's one name matcher (companion.Terms): exactly, ignoring case and accents, or as a
// unique prefix, with "did you mean" for near misses.
type Names struct {
	kind  string
	terms *companion.Terms
	known map[string]bool   // every spelling, folded
	hu    map[string]string // id -> the Hungarian edition's text, where it differs
}

// NewNames builds a list; kind names one of them in messages ("city").
func NewNames(kind string, items ...Name) Names {
	terms := make([]companion.Term, len(items))
	known, hu := map[string]bool{}, map[string]string{}
	for i, n := range items {
		if n.HU != "" {
			hu[n.ID] = n.HU
		}
		terms[i] = companion.Term{ID: n.ID, Label: n.Label, Aliases: n.Also, Names: i18n.Term{HU: n.hungarian()}}
		for _, k := range append([]string{n.ID, n.Label}, n.Also...) {
			if k != "" {
				known[companion.Fold(k)] = true
			}
		}
	}
	return Names{kind: kind, terms: companion.NewTerms(kind, terms...), known: known, hu: hu}
}

// Lookup finds the id for a typed name; an unknown name is a *companion.BadInput.
func (ns Names) Lookup(typed string) (string, error) {
	t, err := ns.terms.Lookup(typed)
	return t.ID, err
}

// Has reports whether a name is one of the list's spellings (ignoring case and accents;
// a prefix is not enough).
func (ns Names) Has(typed string) bool { return ns.known[companion.Fold(typed)] }

// Near reports whether a name that is not in the list is a near miss of one that is
// (talon's one "did you mean" rule): such a name is refused, not taken as new.
func (ns Names) Near(typed string) bool { return ns.terms.Near(typed) }

// Label prints an id as the board spells it; an id the list does not know (a city of the
// table's data file) is printed as words with capitals: leptis_magna → Leptis Magna.
func (ns Names) Label(id string) string {
	if i := ns.terms.Index(id); i >= 0 {
		return ns.terms.Terms[i].Display()
	}
	words := strings.Fields(strings.ReplaceAll(id, "_", " "))
	for k, w := range words {
		r := []rune(w)
		words[k] = strings.ToUpper(string(r[:1])) + string(r[1:])
	}
	return strings.Join(words, " ")
}

// Term is an id as each edition prints it, for texts shown in the table's language.
func (ns Names) Term(id string) i18n.Term {
	return i18n.Term{EN: ns.Label(id), HU: ns.hu[id]}
}

// IDs lists the ids in order.
func (ns Names) IDs() []string { return ns.terms.IDs() }

// Options are the names as the options of a prompt's argument: those of ids, or all of
// them when no id is given.
func (ns Names) Options(ids ...string) []companion.Option { return ns.terms.Options(ids...) }

// Only are the options of exactly ids: none for none.
func (ns Names) Only(ids []string) []companion.Option {
	if len(ids) == 0 {
		return nil
	}
	return ns.terms.Options(ids...)
}

// With is the list plus more names (a data file's cities); a name the list already knows
// by any spelling keeps its id and spellings.
func (ns Names) With(extra ...Name) Names {
	var items []Name
	for _, t := range ns.terms.Terms {
		items = append(items, Name{ID: t.ID, Label: t.Label, Also: t.Aliases, HU: ns.hu[t.ID]})
	}
	known := maps.Clone(ns.known)
	added := false
	for _, e := range extra {
		if f := companion.Fold(e.ID); !known[f] {
			items = append(items, e)
			known[f], added = true, true
		}
	}
	if !added {
		return ns
	}
	return NewNames(ns.kind, items...)
}

// foldName is a typed name written as an id: lower case, no accents, words joined by "_".
func foldName(s string) string { return strings.ReplaceAll(companion.Fold(s), " ", "_") }

// Catalogues of the names the digest knows; a data file extends cities and regions.
var (
	goodNames   = NewNames("good", Goods...)
	cityNames   = NewNames("city", KnownCities...)
	regionNames = NewNames("region", KnownRegions...)
	rewardNames = NewNames("reward", RewardKinds...)
)
