package catan

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

// action is one parsed table action; see doc.go for the grammar.
type action struct {
	verb     string // place, build, roll, hands, discard, robber, buy, play, trade, vp, end
	piece    string // road, settlement, city
	at       int    // vertex, edge or hex index
	dice     [2]int // roll; dice[1] == 0 when only unparsed
	player   int    // discard, vp
	count    int    // discard, vp
	hands    []hand
	steal    int // robber: noPlayer for nobody
	card     string
	resource Resource // monopoly, optional
	partner  int      // trade: noPlayer for the bank
	give     []stack
	get      []stack
}

type hand struct{ player, cards int }

type stack struct {
	n   int
	res Resource
}

// Development card names; German (Ritter) and Hungarian (lovag) from the digest/seed.
var cardAliases = map[string]string{
	"knight": "knight", "ritter": "knight", "lovag": "knight",
	"road-building": "road-building", "roadbuilding": "road-building", "road_building": "road-building", "roads": "road-building",
	"year-of-plenty": "year-of-plenty", "yearofplenty": "year-of-plenty", "year_of_plenty": "year-of-plenty", "plenty": "year-of-plenty",
	"monopoly": "monopoly", "mono": "monopoly",
}

var verbAliases = map[string]string{
	"place": "place", "build": "build", "roll": "roll", "hands": "hands", "hand": "hands",
	"discard": "discard", "robber": "robber", "rob": "robber", "buy": "buy", "play": "play",
	"trade": "trade", "vp": "vp", "end": "end", "done": "end", "pass": "end",
}

// parse reads action text; it checks form (exit 2), not rules (exit 3).
func (s *state) parse(text string) (action, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return action{}, companion.Bad("no action given")
	}
	a := action{verb: verbAliases[strings.ToLower(f[0])], steal: noPlayer, partner: noPlayer}
	args := f[1:]
	var err error
	switch a.verb {
	case "place", "build":
		err = s.parseBuild(&a, args)
	case "roll":
		err = parseRoll(&a, args)
	case "hands":
		err = s.parseHands(&a, args)
	case "discard", "vp":
		if len(args) != 2 {
			return a, companion.Bad("write %s PLAYER COUNT, e.g. %s Ann 4", a.verb, a.verb)
		}
		if a.player, err = s.findPlayer(args[0]); err != nil {
			return a, err
		}
		a.count, err = strconv.Atoi(args[1])
		if err != nil || a.count < 0 {
			return a, companion.Bad("%q is not a count", args[1])
		}
	case "robber":
		err = s.parseRobber(&a, args)
	case "buy":
		if len(args) != 1 || !strings.HasPrefix(strings.ToLower(args[0]), "dev") {
			return a, companion.Bad("write: buy dev")
		}
	case "play":
		err = parsePlay(&a, args)
	case "trade":
		err = s.parseTrade(&a, args)
	case "end":
		if len(args) > 0 {
			return a, companion.Bad("end takes no arguments")
		}
	default:
		return a, companion.Bad("unknown action %q (place, build, roll, hands, discard, robber, buy, play, trade, vp, end)", f[0])
	}
	return a, err
}

func (s *state) parseBuild(a *action, args []string) error {
	if len(args) == 3 { // "road 12 13"
		args = []string{args[0], args[1] + "-" + args[2]}
	}
	if len(args) != 2 {
		return companion.Bad("write %s road A-B, %s settlement N or %s city N", a.verb, a.verb, a.verb)
	}
	a.piece = strings.ToLower(args[0])
	var err error
	switch a.piece {
	case "road":
		a.at, err = ParseEdge(args[1])
	case "settlement", "city":
		a.at, err = ParseVertex(args[1])
	default:
		return companion.Bad("cannot %s a %q (road, settlement, city)", a.verb, args[0])
	}
	if err != nil {
		return companion.Bad("%v", err)
	}
	return nil
}

func parseRoll(a *action, args []string) error {
	joined := strings.Join(args, ",")
	if joined == "" {
		return nil // the dice are rolled by Resolve
	}
	parts := strings.Split(joined, ",")
	if len(parts) != 2 {
		return companion.Bad("write the two dice, e.g. roll 3,5")
	}
	for i, p := range parts {
		d, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || d < 1 || d > 6 {
			return companion.Bad("%q is not a die (1–6)", p)
		}
		a.dice[i] = d
	}
	return nil
}

func (s *state) parseHands(a *action, args []string) error {
	if len(args) == 0 {
		return companion.Bad("write each player's resource cards, e.g. hands Ann=9 Ben=5")
	}
	seen := map[int]bool{}
	for _, arg := range args {
		name, num, ok := strings.Cut(arg, "=")
		if !ok {
			return companion.Bad("%q: write PLAYER=CARDS", arg)
		}
		p, err := s.findPlayer(name)
		if err != nil {
			return err
		}
		n, err := strconv.Atoi(num)
		if err != nil || n < 0 {
			return companion.Bad("%q is not a number of cards", num)
		}
		if seen[p] {
			return companion.Bad("%s is given twice", s.name(p))
		}
		seen[p] = true
		a.hands = append(a.hands, hand{p, n})
	}
	return nil
}

func (s *state) parseRobber(a *action, args []string) error {
	if len(args) < 1 || len(args) > 2 {
		return companion.Bad("write robber HEX [steal=PLAYER], e.g. robber D4 steal=Ben")
	}
	h, err := ParseHex(args[0])
	if err != nil {
		return companion.Bad("%v", err)
	}
	a.at = h
	if len(args) == 2 {
		v, ok := strings.CutPrefix(strings.ToLower(args[1]), "steal=")
		if !ok {
			return companion.Bad("%q: write steal=PLAYER", args[1])
		}
		if v != "none" && v != "" {
			if a.steal, err = s.findPlayer(v); err != nil {
				return err
			}
		}
	}
	return nil
}

func parsePlay(a *action, args []string) error {
	if len(args) == 0 {
		return companion.Bad("write play knight, play road-building, play year-of-plenty or play monopoly")
	}
	card, ok := cardAliases[strings.ToLower(args[0])]
	if !ok {
		return companion.Bad("%q is not a development card to play (knight, road-building, year-of-plenty, monopoly)", args[0])
	}
	a.card = card
	switch {
	case len(args) == 1:
	case len(args) == 2 && card == "monopoly":
		r, err := ParseResource(args[1])
		if err != nil {
			return companion.Bad("%v", err)
		}
		a.resource = r
	default:
		return companion.Bad("play %s takes no more arguments", card)
	}
	return nil
}

func (s *state) parseTrade(a *action, args []string) error {
	usage := companion.Bad("write trade bank 4 ore for 1 grain, or trade Ben 2 ore 1 wool for 1 grain")
	var expanded []string // the prompt writes the taken cards as for=1 grain
	for _, arg := range args {
		if rest, ok := strings.CutPrefix(strings.ToLower(arg), "for="); ok {
			expanded = append(expanded, "for", rest)
		} else {
			expanded = append(expanded, arg)
		}
	}
	args = expanded
	if len(args) < 4 {
		return usage
	}
	if !strings.EqualFold(args[0], "bank") {
		p, err := s.findPlayer(args[0])
		if err != nil {
			return err
		}
		a.partner = p
	}
	i := 1
	for ; i < len(args) && !strings.EqualFold(args[i], "for"); i++ {
	}
	if i == len(args) {
		return usage
	}
	var err error
	if a.give, err = parseStacks(args[1:i]); err != nil {
		return err
	}
	if a.get, err = parseStacks(args[i+1:]); err != nil {
		return err
	}
	return nil
}

// parseStacks reads "2 ore 1 wool" (a count may be left out for 1).
func parseStacks(args []string) ([]stack, error) {
	var out []stack
	for i := 0; i < len(args); i++ {
		n := 1
		if v, err := strconv.Atoi(args[i]); err == nil {
			n = v
			i++
			if i == len(args) {
				return nil, companion.Bad("%d of what?", v)
			}
		}
		r, err := ParseResource(args[i])
		if err != nil {
			return nil, companion.Bad("%v", err)
		}
		if n < 1 {
			return nil, companion.Bad("trade counts start at 1")
		}
		out = append(out, stack{n, r})
	}
	if len(out) == 0 {
		return nil, companion.Bad("a trade needs cards on both sides")
	}
	return out, nil
}

// format writes the canonical text of an action, as stored in the event log.
func (s *state) format(a action) string {
	switch a.verb {
	case "place", "build":
		verb := "build"
		if s.phase <= phaseSetupRoad {
			verb = "place"
		}
		at := VertexLabel(a.at)
		if a.piece == "road" {
			at = EdgeLabel(a.at)
		}
		return fmt.Sprintf("%s %s %s", verb, a.piece, at)
	case "roll":
		return fmt.Sprintf("roll %d,%d", a.dice[0], a.dice[1])
	case "hands":
		parts := []string{"hands"}
		for _, h := range a.hands {
			parts = append(parts, fmt.Sprintf("%s=%d", s.name(h.player), h.cards))
		}
		return strings.Join(parts, " ")
	case "discard", "vp":
		return fmt.Sprintf("%s %s %d", a.verb, s.name(a.player), a.count)
	case "robber":
		if a.steal == noPlayer {
			return "robber " + HexLabel(a.at)
		}
		return fmt.Sprintf("robber %s steal=%s", HexLabel(a.at), s.name(a.steal))
	case "buy":
		return "buy dev"
	case "play":
		if a.resource != "" {
			return fmt.Sprintf("play %s %s", a.card, a.resource)
		}
		return "play " + a.card
	case "trade":
		partner := "bank"
		if a.partner != noPlayer {
			partner = s.name(a.partner)
		}
		return fmt.Sprintf("trade %s %s for %s", partner, stacksText(a.give), stacksText(a.get))
	}
	return a.verb
}

func stacksText(st []stack) string {
	parts := make([]string, len(st))
	for i, x := range st {
		parts[i] = fmt.Sprintf("%d %s", x.n, x.res)
	}
	return strings.Join(parts, " ")
}
