package sanjuan

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Verbs of the action grammar (see doc.go).
const (
	verbRole     = "role"
	verbBuild    = "build"
	verbProduce  = "produce"
	verbHouse    = "house"
	verbSell     = "sell"
	verbCouncil  = "council"
	verbProspect = "prospect"
	verbGoldMine = "goldmine"
	verbChapel   = "chapel"
	verbHand     = "hand" // the correction `fix hand NAME N`, also written `hand NAME N`
	verbFinal    = "final"
	verbPass     = "pass"
	wordPass     = "pass"
)

var verbs = []string{verbRole, verbBuild, verbProduce, verbHouse, verbSell, verbCouncil, verbProspect, verbGoldMine, verbChapel, companion.VerbFix, verbFinal, verbPass}

// fixables: the table corrects talon's count of a player's hand cards, typed `fix hand`
// or in Hungarian `fix kéz` (the word of the status table's column).
var fixables = []companion.Fixable{{Name: verbHand, Help: i18n.Key("cards in a player's hand"), PerPlayer: true, Min: 0, Max: DeckSize, Verb: verbHand,
	Names: i18n.Term{HU: "kéz"}, Count: "count"}}

// buildingTerms are the buildings by id, English label and every other name the table
// may type (German, Hungarian, the good a production building makes); a "did you mean"
// names a building as printed on the table's cards (the card list's names, terms.go).
var buildingTerms = func() *companion.Terms {
	terms := make([]companion.Term, len(Buildings))
	for i, b := range Buildings {
		terms[i] = companion.Term{ID: b.ID, Label: b.English, Aliases: b.Names()[2:], Names: b.Term()}
	}
	return companion.NewTerms("building", terms...)
}()

// roleTerms are the roles by id and every name the table may type; a "did you mean"
// names a role as printed on its tile.
var roleTerms = func() *companion.Terms {
	terms := make([]companion.Term, len(Roles))
	for i, r := range Roles {
		terms[i] = companion.Term{ID: string(r), Aliases: roleNames[r], Names: r.Term()}
	}
	return companion.NewTerms("role", terms...)
}()

// action is one parsed line of the grammar.
type action struct {
	verb      string
	player    int // seat; -1 when the verb takes none
	role      Role
	noLibrary bool     // role: the chooser keeps their Library for later (2 players)
	pass      bool     // the player declines the phase's action
	building  string   // build: the new building
	over      string   // build: the building covered with the Crane
	goods     []string // build: Black Market payment; produce, sell: production buildings
	tile      int      // house
	costs     []int    // goldmine: the four costs turned up
	count     int      // hand
	hands     []int    // final: cards in hand by seat, -1 when not given
}

// parse reads an action. Step verbs may leave out the player whose turn it is.
func (s *state) parse(in companion.Action) (action, error) {
	a := action{verb: in.Verb, player: -1}
	if fix, ok, err := companion.ReadFix(in, fixables, s.seatTerms); ok {
		a.verb, a.player, a.count = verbHand, fix.Player, fix.Value
		return a, err
	}
	w := in.Words()
	switch a.verb {
	case verbPass:
		if len(in.Args)+len(in.Named) > 0 {
			return a, companion.Bad("pass takes nothing: it declines the current step")
		}
		if len(s.steps) == 0 || s.steps[0].player < 0 || s.steps[0].verb == verbHouse {
			return a, companion.Refuse("turn order", "nothing to pass now: %s", s.next())
		}
		return action{verb: s.steps[0].verb, player: s.steps[0].player, pass: true}, nil
	case verbHouse:
		n, err := w.Int("the revealed tile's number", 1, len(Houses))
		if err != nil {
			return a, companion.Bad("house takes the revealed tile's number, 1 to %d", len(Houses))
		}
		a.tile = n
		return a, w.Done()
	case verbFinal:
		return s.parseFinal(a, in)
	case verbRole, verbBuild, verbProduce, verbSell, verbCouncil, verbProspect, verbGoldMine, verbChapel:
	default:
		return a, companion.Bad("unknown action %q (%s)", in.Verb, strings.Join(verbs, ", "))
	}
	if a.verb != verbRole && a.verb != verbBuild && len(in.Named) > 0 {
		return a, companion.Bad("%s takes no %s=", a.verb, in.Named[0].Key)
	}

	a.player = w.Maybe(s.seatTerms)
	if a.player < 0 {
		switch {
		case a.verb == verbRole:
			a.player = s.chooserNow() // -1 while a phase is on: chooseRole refuses it
		case len(s.steps) > 0 && s.steps[0].verb == a.verb:
			a.player = s.steps[0].player
		}
		if a.player < 0 && a.verb != verbRole {
			return a, companion.Bad("%s: name the player (%s)", a.verb, strings.Join(s.names(), ", "))
		}
	}
	if w.Len() == 1 && strings.EqualFold(w.Peek(), wordPass) && a.verb != verbRole && len(in.Named) == 0 {
		a.pass = true
		return a, nil
	}

	switch a.verb {
	case verbRole:
		return parseRole(a, in, w)
	case verbBuild:
		return parseBuild(a, in, w)
	case verbProduce, verbSell:
		if w.Len() == 0 {
			return a, companion.Bad("%s: name the production buildings, comma-separated, or pass", a.verb)
		}
		list, err := productionList(w)
		a.goods = list
		return a, err
	case verbGoldMine:
		return parseCosts(a, w)
	}
	if w.Len() > 0 { // council, prospect, chapel
		return a, companion.Bad("%s takes only the player, or pass (got %q)", a.verb, w.Rest())
	}
	return a, nil
}

func (s *state) names() []string {
	out := make([]string, s.n())
	for i, p := range s.seats {
		out[i] = p.name
	}
	return out
}

func parseRole(a action, in companion.Action, w *companion.Words) (action, error) {
	for _, n := range in.Named {
		switch {
		case !strings.EqualFold(n.Key, "library"):
			return a, companion.Bad("role: unknown %s= (library=no keeps the Library for later)", n.Key)
		case strings.EqualFold(n.Value, "no") || strings.EqualFold(n.Value, "nem"):
			a.noLibrary = true
		case !strings.EqualFold(n.Value, "yes") && !strings.EqualFold(n.Value, "igen"):
			return a, companion.Bad("role: library=%q: write library=no or library=yes", n.Value)
		}
	}
	if w.Len() == 0 {
		return a, companion.Bad("role takes one role: builder, producer, trader, councillor or prospector")
	}
	r, err := w.Term(roleTerms) // a near miss is answered with the roles as printed on their tiles
	if err != nil {
		return a, err
	}
	a.role = Role(roleTerms.Terms[r].ID)
	if w.Len() > 0 {
		return a, companion.Bad("role takes one role: builder, producer, trader, councillor or prospector")
	}
	return a, nil
}

func parseBuild(a action, in companion.Action, w *companion.Words) (action, error) {
	for _, n := range in.Named {
		nw, _ := in.NamedWords(n.Key)
		switch strings.ToLower(n.Key) {
		case "over":
			b, err := nw.Term(buildingTerms)
			if err != nil {
				return a, err
			}
			a.over = buildingTerms.Terms[b].ID
			if err := nw.Done(); err != nil {
				return a, err
			}
		case "goods":
			list, err := productionList(nw)
			if err != nil {
				return a, err
			}
			a.goods = list
		default:
			return a, companion.Bad("build: unknown %s= (over=BUILDING for the Crane, goods=BUILDING,... for the Black Market)", n.Key)
		}
	}
	if w.Len() == 0 {
		return a, companion.Bad("build: name the building, or pass")
	}
	b, err := w.Term(buildingTerms)
	if err != nil {
		return a, err
	}
	a.building = buildingTerms.Terms[b].ID
	return a, w.Done()
}

// productionList reads comma-separated production buildings, also by the good they make.
func productionList(w *companion.Words) ([]string, error) {
	picked, err := w.List(buildingTerms, MaxBuildings)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(picked))
	for i, p := range picked {
		b := Buildings[p]
		if b.Kind != Production {
			return nil, companion.Bad("%s is not a production building", b.English)
		}
		out[i] = b.ID
	}
	return out, nil
}

func parseCosts(a action, w *companion.Words) (action, error) {
	fields := strings.FieldsFunc(w.Rest(), func(r rune) bool { return r == ',' || r == ' ' })
	if len(fields) != 4 {
		return a, companion.Bad("goldmine takes the costs of the 4 cards turned up, e.g. 1,3,4,6, or pass")
	}
	for _, f := range fields {
		n, err := companion.ReadInt("goldmine: a building cost", f, 1, 6)
		if err != nil {
			return a, err
		}
		a.costs = append(a.costs, n)
	}
	return a, nil
}

// parseFinal reads NAME=CARDS for the cards each player holds at the end.
func (s *state) parseFinal(a action, in companion.Action) (action, error) {
	if len(in.Args) > 0 {
		return a, companion.Bad("final takes NAME=CARDS for the cards each player holds, e.g. final %s=3", s.seats[0].name)
	}
	a.hands = make([]int, s.n())
	for i := range a.hands {
		a.hands[i] = -1
	}
	for _, n := range in.Named {
		i, err := s.seatTerms.Find(n.Key)
		if err != nil {
			return a, companion.Bad("final: %v", err)
		}
		cards, err := companion.ReadInt(i18n.M("final: %s's cards", s.seats[i].name), n.Value, 0, DeckSize)
		if err != nil {
			return a, err
		}
		a.hands[i] = cards
	}
	return a, nil
}

// text is the canonical form of an action, as stored in the event log.
func (s *state) text(a action) companion.Action {
	if a.verb == verbHand {
		return companion.Fix{Name: verbHand, Player: a.player, Value: a.count}.Action(s.names())
	}
	out := companion.Do(a.verb)
	if a.player >= 0 {
		out.Args = append(out.Args, s.seats[a.player].name)
	}
	switch {
	case a.pass:
		out.Args = append(out.Args, wordPass)
	case a.verb == verbRole:
		out.Args = append(out.Args, string(a.role))
		if a.noLibrary {
			out = out.With("library", "no")
		}
	case a.verb == verbBuild:
		out.Args = append(out.Args, a.building)
		if a.over != "" {
			out = out.With("over", a.over)
		}
		if len(a.goods) > 0 {
			out = out.With("goods", strings.Join(a.goods, ","))
		}
	case a.verb == verbProduce || a.verb == verbSell:
		out.Args = append(out.Args, strings.Join(a.goods, ","))
	case a.verb == verbHouse:
		out.Args = append(out.Args, strconv.Itoa(a.tile))
	case a.verb == verbGoldMine:
		costs := make([]string, len(a.costs))
		for i, c := range a.costs {
			costs[i] = strconv.Itoa(c)
		}
		out.Args = append(out.Args, strings.Join(costs, ","))
	case a.verb == verbFinal:
		for i, n := range a.hands {
			if n >= 0 {
				out = out.With(s.seats[i].name, strconv.Itoa(n))
			}
		}
	}
	return out
}
