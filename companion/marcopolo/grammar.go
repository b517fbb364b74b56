package marcopolo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Verbs of the action grammar (doc.go lists them with examples).
const (
	verbCharacter = "character"
	verbGoals     = "goals"
	verbRoll      = "roll"
	verbGoods     = "goods"
	verbTake      = "take"
	verbTile      = "tile"
	verbDiscard   = "discard"
	verbRepost    = "repost"
	verbBlack     = "black"
	verbMove      = "move"
	verbCoins     = "coins"
	verbBazaar    = "bazaar"
	verbKhan      = "khan"
	verbContracts = "contracts"
	verbTravel    = "travel"
	verbCard      = "card"
	verbBag       = "bag"
	verbComplete  = "complete"
	verbReroll    = "reroll"
	verbAdjust    = "adjust"
	verbDone      = "done"
	verbFinal     = "final"
)

var verbList = []string{verbCharacter, verbGoals, verbRoll, verbGoods, verbTake, verbTile, verbDiscard, verbRepost, verbBlack, verbMove,
	verbCoins, verbBazaar, verbKhan, verbContracts, verbTravel, verbCard, verbBag, verbComplete, verbReroll, verbAdjust, verbDone, verbFinal}

// reader reads one action's words for the session.
type reader struct {
	s *session
	a companion.Action
	w *companion.Words
}

// seat reads the player: the first word when it is a player's name, else the seat that
// acts now (the turn, the pending choice, the drafting seat).
func (r *reader) seat() int {
	if first := r.w.Peek(); first != "" {
		f := companion.Fold(first)
		for i, name := range r.s.folded {
			if name == f {
				_, _ = r.w.Next("")
				return i
			}
		}
	}
	return r.s.actor()
}

func (r *reader) next(what string) (string, error) { return r.w.Next(what) }

func (r *reader) intArg(what string, lo, hi int) (int, error) { return r.w.Int(what, lo, hi) }

// named reads key=value as a number (def when absent).
func (r *reader) namedInt(key string, def, lo, hi int) (int, error) {
	v, ok := r.a.Get(key)
	if !ok {
		return def, nil
	}
	what := key
	if name, ok := keyNames[key]; ok {
		what = name
	}
	return companion.ReadInt(what, v, lo, hi)
}

// keyNames name the keys whose own word is not what the table calls the value, in a
// message about it (a catalog key): trade= is a card's exchange, not a sale.
var keyNames = map[string]string{
	"trade": i18n.Key("exchange"), "vp": i18n.Key("VP"),
	"pepper": i18n.Key("pepper"), "silk": i18n.Key("silk"), "gold": i18n.Key("gold"),
}

// diePrefixes are the words a black or the white die is typed with, in every language
// the table may speak (SEED: the Hungarian rulebook's fekete and fehér kocka;
// INFERRED: the German colour words), longest first. "f" alone would be both
// Hungarian colours, so only b and w stand for a colour by one letter.
var diePrefixes = []struct {
	word string
	kind DieKind
}{
	{"schwarz", BlackDie}, {"fekete", BlackDie}, {"black", BlackDie},
	{"white", WhiteDie}, {"fehér", WhiteDie}, {"feher", WhiteDie}, {"weiss", WhiteDie}, {"weiß", WhiteDie},
	{"b", BlackDie}, {"w", WhiteDie},
}

// parseDice reads "3,5,b4,w2": own dice by value, black and white dice by b/w or their
// colour's word in any language (black4, fekete4, fehér2).
func parseDice(text string) ([]DieRef, error) {
	var out []DieRef
	for _, item := range strings.Split(text, ",") {
		item = strings.ToLower(strings.TrimSpace(item))
		if item == "" {
			continue
		}
		kind := OwnDie
		for _, pre := range diePrefixes {
			if strings.HasPrefix(item, pre.word) {
				kind, item = pre.kind, strings.TrimPrefix(item, pre.word)
				break
			}
		}
		v, err := strconv.Atoi(strings.TrimSpace(item))
		if err != nil || v < 1 || v > 6 {
			return nil, companion.Bad("dice: %q is not a die (a value 1 to 6, b4 for a black die, w4 for the white one)", item)
		}
		out = append(out, DieRef{Kind: kind, Value: v})
	}
	if len(out) == 0 {
		return nil, companion.Bad("dice: name the dice placed, e.g. 3,5")
	}
	return out, nil
}

// dieToken writes a die for an action: "4", "b4", "w4".
func dieToken(d DieRef) string {
	switch d.Kind {
	case BlackDie:
		return "b" + strconv.Itoa(d.Value)
	case WhiteDie:
		return "w" + strconv.Itoa(d.Value)
	}
	return strconv.Itoa(d.Value)
}

func diceTokens(ds []DieRef) string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = dieToken(d)
	}
	return strings.Join(out, ",")
}

// parseList reads a comma list, each item with read; empty items are skipped.
func parseList[T any](text string, read func(string) (T, error)) ([]T, error) {
	var out []T
	for _, item := range strings.Split(text, ",") {
		if strings.TrimSpace(item) == "" {
			continue
		}
		v, err := read(item)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// parseLocs reads a comma list of locations.
func parseLocs(text string) ([]Loc, error) { return parseList(text, LookupLoc) }

func locIDs(ls []Loc) string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = Locations[l].Name.ID()
	}
	return strings.Join(out, ",")
}

func parseGoods(text string) ([]Good, error) { return parseList(text, LookupGood) }

func goodIDs(gs []Good) string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.String()
	}
	return strings.Join(out, ",")
}

func parseContracts(text string) ([]int, error) {
	return parseList(text, func(item string) (int, error) {
		id, err := ParseContractID(item)
		if err != nil {
			return 0, companion.Bad("%v", err)
		}
		return id, nil
	})
}

func intList(xs []int) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return strings.Join(out, ",")
}

func parseInts(what, text string, lo, hi int) ([]int, error) {
	return parseList(text, func(item string) (int, error) { return companion.ReadInt(what, item, lo, hi) })
}

// stockKeys are the named values of `final` and `take`.
var stockKeys = []string{"vp", "coins", "camels", "pepper", "silk", "gold"}

func (r *reader) stock(most int) (Stock, error) {
	var vals [6]int
	for i, k := range stockKeys {
		n, err := r.namedInt(k, 0, 0, most)
		if err != nil {
			return Stock{}, err
		}
		vals[i] = n
	}
	return Stock{VP: vals[0], Coins: vals[1], Camels: vals[2], Pepper: vals[3], Silk: vals[4], Gold: vals[5]}, nil
}

func stockNamed(a companion.Action, st Stock, keys ...string) companion.Action {
	vals := map[string]int{"vp": st.VP, "coins": st.Coins, "camels": st.Camels, "pepper": st.Pepper, "silk": st.Silk, "gold": st.Gold}
	for _, k := range keys {
		a = a.With(k, strconv.Itoa(vals[k]))
	}
	return a
}

func unknownVerb(v string) error {
	return companion.Bad("unknown action %q (%s)", v, strings.Join(verbList, ", "))
}

func seatWord(names []string, seat int) string {
	if seat < 0 || seat >= len(names) {
		return fmt.Sprint(seat)
	}
	return names[seat]
}
