package catan

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
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

// Bounds from the components (digest §2): 95 resource cards (19 of each resource), 5
// victory point cards.
const (
	resourceCards   = 95
	resourcesOfKind = 19
)

// cardTerms are the development cards played with `play`; Hungarian "lovag" from the
// seed (terms.go), which a "did you mean" names the Knight by in Hungarian. "ritter" is the German card's name as players type it; the digest
// itself gives no German names (it is only read, never shown).
var cardTerms = companion.NewTerms(i18n.Term{EN: "development card to play", HU: "kijátszható bónuszkártya"},
	companion.Term{ID: "knight", Aliases: []string{"ritter", "lovag"}, Names: cardTerm("knight")},
	companion.Term{ID: "road-building", Aliases: []string{"roadbuilding", "roads"}, Names: cardTerm("road-building")},
	companion.Term{ID: "year-of-plenty", Aliases: []string{"yearofplenty", "plenty"}, Names: cardTerm("year-of-plenty")},
	companion.Term{ID: "monopoly", Aliases: []string{"mono"}, Names: cardTerm("monopoly")},
)

var verbTerms = companion.NewTerms(i18n.Term{EN: "Catan action", HU: "Catan-lépés"}, // as "ismeretlen lépés"
	companion.Term{ID: "place"}, companion.Term{ID: "build"}, companion.Term{ID: "roll"},
	companion.Term{ID: "hands", Aliases: []string{"hand"}}, companion.Term{ID: "discard"},
	companion.Term{ID: "robber", Aliases: []string{"rob"}}, companion.Term{ID: "buy"},
	companion.Term{ID: "play"}, companion.Term{ID: "trade"}, companion.Term{ID: "vp"},
	companion.Term{ID: "end", Aliases: []string{"done", "pass"}},
)

// buyTerms are what `buy` takes: a development card, written "dev" (or any word that
// begins so: "development"), by the name the screen gives it ("bónuszkártya", the
// booklet's) or "fejlesztés" (the booklet's "Fejlesztés kártyák", which many tables
// say of the deck).
var buyTerms = companion.NewTerms(termDevCard,
	companion.Term{ID: "dev", Aliases: []string{"development", "development-card", "bónuszkártya", "fejlesztés", "fejlesztéskártya"},
		Names: i18n.Term{HU: termDevCard.HU}})

// parseBuy reads what `buy` buys: a name of the development card; a near miss of one is
// answered with "did you mean", anything else with how to write it.
func parseBuy(w *companion.Words) error {
	what, _ := w.Next("what to buy")
	if strings.HasPrefix(strings.ToLower(what), "dev") {
		return nil
	}
	if _, err := buyTerms.Lookup(what); err == nil || buyTerms.Near(what) {
		return err
	}
	return companion.Bad("write: buy dev")
}

// pieceTerms are the pieces by their English and Hungarian names (the seed's "út",
// "útszakasz", "település", "város"); what they are is its "játékalkatrész".
var pieceTerms = companion.NewTerms(i18n.Term{EN: "piece", HU: "játékalkatrész"}, companion.Term{ID: "road", Aliases: []string{"út", "útszakasz"}, Names: pieceNames["road"]},
	companion.Term{ID: "settlement", Aliases: []string{"település"}, Names: pieceNames["settlement"]}, companion.Term{ID: "city", Aliases: []string{"város"}, Names: pieceNames["city"]})

// parse reads an action; it checks form (exit 2), not rules (exit 3).
func (s *state) parse(in companion.Action) (action, error) {
	a := action{steal: noPlayer, partner: noPlayer}
	verb, err := verbTerms.Lookup(in.Verb)
	if err != nil {
		return a, companion.Bad("unknown action %q (place, build, roll, hands, discard, robber, buy, play, trade, vp, end)", in.Verb)
	}
	a.verb = verb.ID
	w := in.Words()
	switch a.verb {
	case "place", "build":
		err = s.parseBuild(&a, w)
	case "roll":
		err = parseRoll(&a, w)
	case "hands":
		err = s.parseHands(&a, in)
	case "discard", "vp":
		if a.player, err = w.Term(s.t.seats); err != nil {
			return a, err
		}
		most := maxDiscard
		if a.verb == "vp" {
			most = vpCardsInDeck
		}
		a.count, err = w.Int("count", 0, most)
	case "robber":
		err = s.parseRobber(&a, in)
	case "buy":
		err = parseBuy(w)
	case "play":
		err = parsePlay(&a, w)
	case "trade":
		err = s.parseTrade(&a, in)
	}
	if err != nil {
		return a, err
	}
	switch a.verb {
	case "hands", "robber", "trade": // read whole by their own readers
		return a, nil
	}
	if len(in.Named) > 0 {
		return a, companion.Bad("%s takes no %s=", a.verb, in.Named[0].Key)
	}
	return a, w.Done()
}

func (s *state) parseBuild(a *action, w *companion.Words) error {
	piece, err := w.Term(pieceTerms)
	if err != nil {
		return companion.Bad("write %s road A-B, %s settlement N or %s city N", a.verb, a.verb, a.verb)
	}
	a.piece = pieceTerms.Terms[piece].ID
	if w.Len() == 0 {
		return companion.Bad("%s %s: where? (see the map)", a.verb, a.piece)
	}
	if a.piece == "road" {
		at := w.Rest()
		if parts := strings.Fields(at); len(parts) == 2 { // "road 12 13"
			at = parts[0] + "-" + parts[1]
		}
		a.at, err = ParseEdge(at)
	} else {
		a.at, err = ParseVertex(w.Rest())
	}
	if err != nil {
		return companion.Bad("%v", err)
	}
	return nil
}

// parseRoll reads the table's dice ("3,5" or "3 5"); none: talon rolls in Resolve.
func parseRoll(a *action, w *companion.Words) error {
	joined := strings.Join(strings.Fields(w.Rest()), ",")
	if joined == "" {
		return nil
	}
	parts := strings.Split(joined, ",")
	if len(parts) != 2 {
		return companion.Bad("write the two dice, e.g. roll 3,5")
	}
	for i, p := range parts {
		d, err := companion.ReadInt("die", p, 1, 6)
		if err != nil {
			return companion.Bad("%q is not a die (1–6)", p)
		}
		a.dice[i] = d
	}
	return nil
}

// parseHands reads each player's resource cards: hands Ann=9 Ben=5.
func (s *state) parseHands(a *action, in companion.Action) error {
	if len(in.Named) == 0 || len(in.Args) > 0 {
		return companion.Bad("write each player's resource cards, e.g. hands %s", s.handsExample())
	}
	seen := map[int]bool{}
	for _, n := range in.Named {
		p, err := s.t.seats.Find(n.Key)
		if err != nil {
			return err
		}
		cards, err := companion.ReadInt(s.name(p), n.Value, 0, resourceCards)
		if err != nil {
			return err
		}
		if seen[p] {
			return companion.Bad("%s is given twice", s.name(p))
		}
		seen[p] = true
		if err := s.handBound(p, cards, a.handsTotal()); err != nil {
			return err
		}
		a.hands = append(a.hands, hand{p, cards})
	}
	return nil
}

// handsTotal is the resource cards in the hands read so far.
func (a *action) handsTotal() int {
	n := 0
	for _, h := range a.hands {
		n += h.cards
	}
	return n
}

// handBound refuses a hand of more resource cards than the game's 95 (digest §2) less
// those in the hands entered before it (trial F7: every hand could be 95), saying the
// bound and why.
func (s *state) handBound(p, cards, before int) error {
	switch most := max(0, resourceCards-before); {
	case cards <= most:
	case before == 0:
		return companion.Bad("%s can hold at most %d resource cards: the game has %d (%d of each resource)", s.name(p), most, resourceCards, resourcesOfKind)
	default:
		return companion.Bad("%s can hold at most %d resource cards: the game has %d, and the hands entered before hold %d", s.name(p), most, resourceCards, before)
	}
	return nil
}

func (s *state) parseRobber(a *action, in companion.Action) error {
	w := in.Words()
	if w.Len() != 1 {
		return companion.Bad("write robber HEX [steal=PLAYER], e.g. robber D4 steal=%s", s.name(s.other()))
	}
	h, err := ParseHex(w.Rest())
	if err != nil {
		return companion.Bad("%v", err)
	}
	a.at = h
	for _, n := range in.Named {
		if !strings.EqualFold(n.Key, "steal") {
			return companion.Bad("%s=: write steal=PLAYER", n.Key)
		}
		if v := strings.TrimSpace(n.Value); v != "" && !strings.EqualFold(v, "none") {
			if a.steal, err = s.t.seats.Find(v); err != nil {
				return err
			}
		}
	}
	return nil
}

func parsePlay(a *action, w *companion.Words) error {
	if w.Len() == 0 {
		return companion.Bad("write play knight, play road-building, play year-of-plenty or play monopoly")
	}
	card, err := w.Term(cardTerms) // a near miss is answered with the cards as the table names them
	if err != nil {
		return err
	}
	a.card = cardTerms.Terms[card].ID
	if a.card == "monopoly" && w.Len() == 1 {
		r, err := ParseResource(w.Rest())
		if err != nil {
			return companion.Bad("%v", err)
		}
		a.resource = r
	}
	if w.Len() > 0 {
		return companion.Bad("play %s takes no more arguments", a.card)
	}
	return nil
}

// parseTrade reads trade PARTNER GIVE for GET; the cards taken may also be written
// for=GET, as the prompt does.
func (s *state) parseTrade(a *action, in companion.Action) error {
	usage := companion.Bad("write trade bank 4 ore for 1 grain, or trade %s 2 ore 1 wool for 1 grain", s.name(s.other()))
	if len(in.Args) == 0 {
		return usage
	}
	// The partner is one value (a quoted name may hold spaces); the cards are words, also
	// when a prompt passed "4 ore" as one value.
	words := append([]string{in.Args[0]}, strings.Fields(strings.Join(in.Args[1:], " "))...)
	for _, n := range in.Named {
		if !strings.EqualFold(n.Key, "for") {
			return usage
		}
		words = append(append(words, "for"), strings.Fields(n.Value)...)
	}
	i := slices.IndexFunc(words, func(w string) bool { return strings.EqualFold(w, "for") })
	if len(words) < 4 || i < 2 {
		return usage
	}
	if !strings.EqualFold(words[0], "bank") {
		p, err := s.t.seats.Find(words[0])
		if err != nil {
			return err
		}
		a.partner = p
	}
	var err error
	if a.give, err = readStacks(words[1:i]); err != nil {
		return err
	}
	a.get, err = readStacks(words[i+1:])
	return err
}

// readStacks reads "2 ore 1 wool" (a count may be left out for 1).
func readStacks(words []string) ([]stack, error) {
	w := companion.Do("trade", words...).Words()
	counts, err := w.Counts(resourceTerms, resourcesOfKind)
	if err != nil {
		return nil, err
	}
	out := make([]stack, len(counts))
	for i, c := range counts {
		out[i] = stack{c.N, Resource(resourceTerms.Terms[c.Term].ID)}
	}
	return out, nil
}

// format writes the canonical action, as stored in the event log.
func (s *state) format(a action) companion.Action {
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
		return companion.Do(verb, a.piece, at)
	case "roll":
		return companion.Do("roll", strconv.Itoa(a.dice[0])+","+strconv.Itoa(a.dice[1]))
	case "hands":
		out := companion.Do("hands")
		for _, h := range a.hands {
			out = out.With(s.name(h.player), strconv.Itoa(h.cards))
		}
		return out
	case "discard", "vp":
		return companion.Do(a.verb, s.name(a.player), strconv.Itoa(a.count))
	case "robber":
		out := companion.Do("robber", HexLabel(a.at))
		if a.steal != noPlayer {
			out = out.With("steal", s.name(a.steal))
		}
		return out
	case "buy":
		return companion.Do("buy dev")
	case "play":
		if a.resource != "" {
			return companion.Do("play", a.card, string(a.resource))
		}
		return companion.Do("play", a.card)
	case "trade":
		partner := "bank"
		if a.partner != noPlayer {
			partner = s.name(a.partner)
		}
		// The partner is one word, quoted when the name holds spaces.
		return companion.Do("trade", append([]string{partner}, strings.Fields(stacksText(a.give)+" for "+stacksText(a.get))...)...)
	}
	return companion.Do(a.verb)
}

// stacksText is cards as the action text writes them: "2 ore 1 wool".
func stacksText(st []stack) string {
	parts := make([]string, len(st))
	for i, x := range st {
		parts[i] = strconv.Itoa(x.n) + " " + string(x.res)
	}
	return strings.Join(parts, " ")
}
