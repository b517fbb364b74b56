package sanjuan

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
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
	verbHand     = "hand"
	verbFinal    = "final"
	verbPass     = "pass"
	wordPass     = "pass"
)

var verbs = []string{verbRole, verbBuild, verbProduce, verbHouse, verbSell, verbCouncil, verbProspect, verbGoldMine, verbChapel, verbHand, verbFinal, verbPass}

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

var finalPair = regexp.MustCompile(`\s*([^=]+?)\s*=\s*(-?\d+)`)

// parse reads an action. Step verbs may leave out the player whose turn it is.
func (s *state) parse(text string) (action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return action{}, companion.Bad("empty action")
	}
	a := action{verb: strings.ToLower(f[0]), player: -1}
	rest := f[1:]
	switch a.verb {
	case verbPass:
		if len(rest) > 0 {
			return a, companion.Bad("pass takes nothing: it declines the current step")
		}
		if len(s.steps) == 0 || s.steps[0].player < 0 || s.steps[0].verb == verbHouse {
			return a, companion.Refuse("turn order", "nothing to pass now: %s", s.next())
		}
		return action{verb: s.steps[0].verb, player: s.steps[0].player, pass: true}, nil
	case verbHouse:
		if len(rest) != 1 {
			return a, companion.Bad("house takes the revealed tile's number, 1 to 5")
		}
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < 1 || n > len(Houses) {
			return a, companion.Bad("house %q: the tiles are numbered 1 to %d", rest[0], len(Houses))
		}
		a.tile = n
		return a, nil
	case verbFinal:
		return s.parseFinal(a, strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), f[0])))
	case verbRole, verbBuild, verbProduce, verbSell, verbCouncil, verbProspect, verbGoldMine, verbChapel, verbHand:
	default:
		return a, companion.Bad("unknown action %q (%s)", f[0], strings.Join(verbs, ", "))
	}

	a.player, rest = s.matchPlayer(rest)
	if a.player < 0 {
		switch {
		case a.verb == verbRole:
			a.player = s.chooserNow() // -1 while a phase is on: chooseRole refuses it
		case a.verb == verbHand:
			return a, companion.Bad("hand needs a player and a count, e.g. hand %s 5", s.seats[0].name)
		case len(s.steps) > 0 && s.steps[0].verb == a.verb:
			a.player = s.steps[0].player
		}
		if a.player < 0 && a.verb != verbRole {
			return a, companion.Bad("%s: name the player (%s)", a.verb, strings.Join(s.names(), ", "))
		}
	}
	if len(rest) == 1 && strings.EqualFold(rest[0], wordPass) && a.verb != verbRole && a.verb != verbHand {
		a.pass = true
		return a, nil
	}

	switch a.verb {
	case verbRole:
		return parseRole(a, rest)
	case verbBuild:
		return parseBuild(a, rest)
	case verbProduce, verbSell:
		if len(rest) == 0 {
			return a, companion.Bad("%s: name the production buildings, comma-separated, or pass", a.verb)
		}
		list, err := productionList(a.verb, strings.Join(rest, " "))
		a.goods = list
		return a, err
	case verbGoldMine:
		return parseCosts(a, rest)
	case verbHand:
		if len(rest) != 1 {
			return a, companion.Bad("hand takes a player and a count, e.g. hand %s 5", s.seats[a.player].name)
		}
		n, err := strconv.Atoi(rest[0])
		if err != nil || n < 0 {
			return a, companion.Bad("hand %q: not a card count", rest[0])
		}
		a.count = n
		return a, nil
	}
	if len(rest) > 0 { // council, prospect, chapel
		return a, companion.Bad("%s takes only the player, or pass (got %q)", a.verb, strings.Join(rest, " "))
	}
	return a, nil
}

// matchPlayer takes the longest run of leading words that names a player, ignoring case.
func (s *state) matchPlayer(words []string) (int, []string) {
	for k := len(words); k > 0; k-- {
		name := strings.Join(words[:k], " ")
		for i, p := range s.seats {
			if strings.EqualFold(p.name, name) {
				return i, words[k:]
			}
		}
	}
	return -1, words
}

func (s *state) names() []string {
	out := make([]string, s.n())
	for i, p := range s.seats {
		out[i] = p.name
	}
	return out
}

func parseRole(a action, rest []string) (action, error) {
	var words []string
	for _, w := range rest {
		switch strings.ToLower(w) {
		case "library=no":
			a.noLibrary = true
		case "library=yes":
		default:
			words = append(words, w)
		}
	}
	if len(words) != 1 {
		return a, companion.Bad("role takes one role: builder, producer, trader, councillor or prospector")
	}
	r, ok := lookupRole(words[0])
	if !ok {
		return a, companion.Bad("unknown role %q (builder, producer, trader, councillor, prospector)", words[0])
	}
	a.role = r
	return a, nil
}

func parseBuild(a action, rest []string) (action, error) {
	var words []string
	for _, w := range rest {
		key, value, keyed := strings.Cut(w, "=")
		if !keyed {
			words = append(words, w)
			continue
		}
		switch strings.ToLower(key) {
		case "over":
			b, err := building(value)
			if err != nil {
				return a, err
			}
			a.over = b.ID
		case "goods":
			list, err := productionList("goods", value)
			if err != nil {
				return a, err
			}
			a.goods = list
		default:
			return a, companion.Bad("build: unknown %s= (over=BUILDING for the Crane, goods=BUILDING,... for the Black Market)", key)
		}
	}
	if len(words) == 0 {
		return a, companion.Bad("build: name the building, or pass")
	}
	b, err := building(strings.Join(words, " "))
	a.building = b.ID
	return a, err
}

func building(name string) (Building, error) {
	b, ok := Lookup(name)
	if !ok {
		return b, companion.Bad("unknown building %q", name)
	}
	return b, nil
}

// productionList reads comma-separated production buildings, also by the good they make.
func productionList(what, text string) ([]string, error) {
	var out []string
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		b, ok := Lookup(item)
		if !ok {
			b, ok = byGood(item)
		}
		if !ok {
			return nil, companion.Bad("%s: unknown production building or good %q", what, item)
		}
		if b.Kind != Production {
			return nil, companion.Bad("%s: %s is not a production building", what, b.English)
		}
		out = append(out, b.ID)
	}
	if len(out) == 0 {
		return nil, companion.Bad("%s: no production building named", what)
	}
	return out, nil
}

func byGood(name string) (Building, bool) {
	for _, b := range Buildings {
		if b.Kind == Production && strings.EqualFold(string(b.Good), strings.TrimSpace(name)) {
			return b, true
		}
	}
	return Building{}, false
}

func parseCosts(a action, rest []string) (action, error) {
	fields := strings.FieldsFunc(strings.Join(rest, " "), func(r rune) bool { return r == ',' || r == ' ' })
	if len(fields) != 4 {
		return a, companion.Bad("goldmine takes the costs of the 4 cards turned up, e.g. 1,3,4,6, or pass")
	}
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > 6 {
			return a, companion.Bad("goldmine: %q is not a building cost (1 to 6)", f)
		}
		a.costs = append(a.costs, n)
	}
	return a, nil
}

func (s *state) parseFinal(a action, rest string) (action, error) {
	a.hands = make([]int, s.n())
	for i := range a.hands {
		a.hands[i] = -1
	}
	for _, m := range finalPair.FindAllStringSubmatch(rest, -1) {
		i, left := s.matchPlayer(strings.Fields(m[1]))
		if i < 0 || len(left) > 0 {
			return a, companion.Bad("final: %q is not a player (%s)", m[1], strings.Join(s.names(), ", "))
		}
		n, _ := strconv.Atoi(m[2])
		if n < 0 {
			return a, companion.Bad("final: %s cannot hold %d cards", s.seats[i].name, n)
		}
		a.hands[i] = n
	}
	if strings.TrimSpace(finalPair.ReplaceAllString(rest, "")) != "" {
		return a, companion.Bad("final takes NAME=CARDS for the cards each player holds, e.g. final %s=3", s.seats[0].name)
	}
	return a, nil
}

// text is the canonical form of an action, as stored in the event log.
func (s *state) text(a action) string {
	var b strings.Builder
	b.WriteString(a.verb)
	if a.player >= 0 {
		b.WriteString(" " + s.seats[a.player].name)
	}
	switch {
	case a.pass:
		b.WriteString(" pass")
	case a.verb == verbRole:
		b.WriteString(" " + string(a.role))
		if a.noLibrary {
			b.WriteString(" library=no")
		}
	case a.verb == verbBuild:
		b.WriteString(" " + a.building)
		if a.over != "" {
			b.WriteString(" over=" + a.over)
		}
		if len(a.goods) > 0 {
			b.WriteString(" goods=" + strings.Join(a.goods, ","))
		}
	case a.verb == verbProduce || a.verb == verbSell:
		b.WriteString(" " + strings.Join(a.goods, ","))
	case a.verb == verbHouse:
		fmt.Fprintf(&b, " %d", a.tile)
	case a.verb == verbGoldMine:
		costs := make([]string, len(a.costs))
		for i, c := range a.costs {
			costs[i] = strconv.Itoa(c)
		}
		b.WriteString(" " + strings.Join(costs, ","))
	case a.verb == verbHand:
		fmt.Fprintf(&b, " %d", a.count)
	case a.verb == verbFinal:
		for i, n := range a.hands {
			if n >= 0 {
				fmt.Fprintf(&b, " %s=%d", s.seats[i].name, n)
			}
		}
	}
	return b.String()
}
