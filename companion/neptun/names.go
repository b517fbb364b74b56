package neptun

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// Name is one thing a player reads on a card or the board, with every spelling talon
// accepts for it. ID is the English id used in actions and the event log.
type Name struct {
	ID    string
	Label string   // how talon prints it
	Also  []string // other English, German and Hungarian spellings
}

// Goods are the five goods on the goods cards (SEED component picture: "szőlő, olajbogyó,
// méz, gabona, só"). Hungarian from the seed; German INFERRED (ordinary German words, the
// German edition's card texts are not in the digest).
var Goods = []Name{
	{ID: "grape", Label: "grape", Also: []string{"grapes", "Trauben", "Traube", "Wein", "szőlő"}},
	{ID: "olive", Label: "olive", Also: []string{"olives", "Oliven", "Olive", "olajbogyó", "olívabogyó", "olíva"}},
	{ID: "honey", Label: "honey", Also: []string{"Honig", "méz"}},
	{ID: "grain", Label: "grain", Also: []string{"Getreide", "Korn", "gabona"}},
	{ID: "salt", Label: "salt", Also: []string{"Salz", "só"}},
}

// KnownCities are the harbours the digest names (§11.1). The full list is UNKNOWN: the
// table's data file adds the others. English and German exonyms INFERRED; the seed's own
// spellings (including its "Sanguntum") are accepted.
var KnownCities = []Name{
	{ID: "crete", Label: "Crete", Also: []string{"Kreta", "Kréta", "Creta"}}, // SEED start harbour
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
	{ID: "yellow", Label: "Yellow temple", Also: []string{"yellow temple", "gelb", "gelber Tempel", "sárga", "sárga templom"}},
}

// RewardKinds are the two columns of a city card: gold (left) and temple points (right).
var RewardKinds = []Name{
	{ID: "gold", Label: "gold", Also: []string{"Gold", "arany", "aranypénz"}},
	{ID: "temple", Label: "temple points", Also: []string{"temple points", "points", "Tempel", "Tempelpunkte", "templom", "templom pont"}},
}

// Names is a set of Names of one kind (goods, cities, regions), looked up by any spelling.
type Names struct {
	Kind  string // "good", "city", "region": used in messages
	Items []Name
	index map[string]string // folded spelling -> id
}

// NewNames indexes a set of names of one kind.
func NewNames(kind string, items ...Name) Names {
	ns := Names{Kind: kind, Items: items, index: map[string]string{}}
	for _, n := range items {
		for _, k := range n.keys() {
			if _, taken := ns.index[k]; !taken {
				ns.index[k] = n.ID
			}
		}
	}
	return ns
}

// Lookup finds the id for a typed name: exact after folding case, accents, spaces and
// separators; else a unique prefix of at least three letters. An unknown name is a
// *NameError carrying the nearest ids.
func (ns Names) Lookup(typed string) (string, error) {
	key := foldName(typed)
	if key == "" {
		return "", &NameError{Kind: ns.Kind, Typed: typed}
	}
	if id, ok := ns.index[key]; ok {
		return id, nil
	}
	var prefixed []string
	if len([]rune(key)) >= 3 {
		for k, id := range ns.index {
			if strings.HasPrefix(k, key) && !slices.Contains(prefixed, id) {
				prefixed = append(prefixed, id)
			}
		}
		slices.Sort(prefixed)
	}
	if len(prefixed) == 1 {
		return prefixed[0], nil
	}
	return "", &NameError{Kind: ns.Kind, Typed: typed, Near: ns.near(key, prefixed)}
}

// Label prints an id as the board spells it; an id the set does not know is printed as is.
func (ns Names) Label(id string) string {
	for _, n := range ns.Items {
		if n.ID == id {
			return n.Label
		}
	}
	return id
}

// IDs lists the ids in order.
func (ns Names) IDs() []string {
	out := make([]string, len(ns.Items))
	for i, n := range ns.Items {
		out[i] = n.ID
	}
	return out
}

// With is the set plus the names of a data file; a name the set already knows by any
// spelling keeps its id and spellings.
func (ns Names) With(extra ...Name) Names {
	items := slices.Clone(ns.Items)
	for _, e := range extra {
		if _, known := ns.index[foldName(e.ID)]; !known {
			items = append(items, e)
		}
	}
	return NewNames(ns.Kind, items...)
}

// near lists the ids within two edits of key (or the ambiguous prefixes), best first.
func (ns Names) near(key string, prefixed []string) []string {
	if len(prefixed) > 1 {
		return prefixed
	}
	// Within two edits, and at most half the typed name: "gr" is not a near miss of "so".
	best, out := min(3, len([]rune(key))/2+1), []string(nil)
	for _, n := range ns.Items {
		d := 1 << 30
		for _, k := range n.keys() {
			d = min(d, scoring.EditDistance(key, k))
		}
		switch {
		case d < best:
			best, out = d, []string{n.ID}
		case d == best && len(out) > 0:
			out = append(out, n.ID)
		}
	}
	return out
}

func (n Name) keys() []string {
	keys := []string{foldName(n.ID), foldName(n.Label)}
	for _, a := range n.Also {
		keys = append(keys, foldName(a))
	}
	return keys
}

// NameError is a name talon does not know, with the nearest names for "did you mean".
type NameError struct {
	Kind  string
	Typed string
	Near  []string
}

func (e *NameError) Error() string {
	if strings.TrimSpace(e.Typed) == "" {
		return fmt.Sprintf("no %s given", e.Kind)
	}
	msg := fmt.Sprintf("unknown %s %q", e.Kind, e.Typed)
	if len(e.Near) > 0 {
		msg += ", did you mean " + strings.Join(e.Near, " or ") + "?"
	}
	return msg
}

// separators are what people type between the words of a name.
var separators = strings.NewReplacer("-", " ", "_", " ", ".", " ")

// accentFold maps the accented letters of Hungarian and German to plain ones.
var accentFold = strings.NewReplacer(
	"á", "a", "é", "e", "í", "i", "ó", "o", "ö", "o", "ő", "o", "ú", "u", "ü", "u", "ű", "u",
	"ä", "a", "ß", "ss",
)

// foldName is the comparison key of a name: lower case, no accents, words joined by "_".
func foldName(s string) string {
	s = accentFold.Replace(strings.ToLower(strings.TrimSpace(s)))
	s = separators.Replace(s)
	return strings.Join(strings.Fields(s), "_")
}

// Catalogues of the names the digest knows; a data file extends cities and regions.
var (
	goodNames   = NewNames("good", Goods...)
	cityNames   = NewNames("city", KnownCities...)
	regionNames = NewNames("region", KnownRegions...)
	rewardNames = NewNames("reward", RewardKinds...)
)
