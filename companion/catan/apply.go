package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Apply checks and performs one action on a copy of the state.
func (s *state) Apply(in companion.Action) (companion.State, companion.Outcome, error) {
	a, err := s.parse(in)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	next := *s
	next.last = nil
	if err := next.do(a); err != nil {
		return nil, companion.Outcome{}, err
	}
	return &next, companion.Accepted(), nil
}

func (s *state) do(a action) error {
	var err error
	switch a.verb {
	case "place", "build":
		err = s.doBuild(a)
	case "roll":
		err = s.doRoll(a)
	case "hands":
		err = s.doHands(a)
	case "discard":
		err = s.doDiscard(a)
	case "robber":
		err = s.doRobber(a)
	case "buy":
		err = s.doBuy()
	case "play":
		err = s.doPlay(a)
	case "trade":
		err = s.doTrade(a)
	case "vp":
		err = s.doVP(a)
	case "end":
		err = s.doEnd()
	}
	if err != nil {
		return err
	}
	s.checkWin()
	return s.checkScorable()
}

// phaseRefusal explains why an action does not fit now; what is a Message or a Term.
func (s *state) phaseRefusal(what any) error {
	return companion.Refuse("turn order", "%s is not possible now: %s", what, s.next())
}

func (s *state) doBuild(a action) error {
	p := s.current
	switch s.phase {
	case phaseSetupSettlement:
		if a.piece != "settlement" {
			return s.phaseRefusal(pieceTerm(a.piece))
		}
		if err := s.checkSettlement(p, a.at, true); err != nil {
			return err
		}
		s.owner[a.at] = int8(p)
		s.lastPlaced = a.at
		s.phase = phaseSetupRoad
		s.note(i18n.M("%s places a settlement at %s", s.name(p), VertexLabel(a.at)))
		if s.setupStep >= s.players() {
			if res := startingResources(s.t.board, a.at); res == nil {
				s.note(i18n.M("%s takes nothing (second settlement)", s.name(p)))
			} else {
				s.note(i18n.M("%s takes %s (second settlement)", s.name(p), res))
			}
		}
		s.updateRoads()
		return nil
	case phaseSetupRoad:
		if a.piece != "road" {
			return s.phaseRefusal(pieceTerm(a.piece))
		}
		if err := s.checkRoad(p, a.at, true); err != nil {
			return err
		}
		s.roads[a.at] = int8(p)
		s.note(i18n.M("%s places a road at %s", s.name(p), EdgeLabel(a.at)))
		s.setupStep++
		if s.setupStep == 2*s.players() {
			s.phase, s.current, s.turn = phaseRoll, 0, 1
		} else {
			s.phase, s.current = phaseSetupSettlement, s.snakeSeat(s.setupStep)
		}
		s.updateRoads()
		return nil
	case phaseMain:
	case phaseRoll:
		if a.piece != "road" || s.freeRoads == 0 {
			return s.phaseRefusal(i18n.M("building anything"))
		}
	default:
		return s.phaseRefusal(i18n.M("building anything"))
	}
	switch a.piece {
	case "road":
		if err := s.checkRoad(p, a.at, false); err != nil {
			return err
		}
		s.roads[a.at] = int8(p)
		if s.freeRoads > 0 {
			s.freeRoads--
			s.note(i18n.M("%s builds a free road at %s (%s)", s.name(p), EdgeLabel(a.at), cardTerm("road-building")))
		} else {
			s.note(i18n.M("%s builds a road at %s (%s)", s.name(p), EdgeLabel(a.at), costText("road")))
		}
		s.updateRoads()
	case "settlement":
		if err := s.checkSettlement(p, a.at, false); err != nil {
			return err
		}
		s.owner[a.at] = int8(p)
		s.note(i18n.M("%s builds a settlement at %s (%s)", s.name(p), VertexLabel(a.at), costText("settlement")))
		s.updateRoads() // a settlement may break an opponent's road
	case "city":
		if err := s.checkCity(p, a.at); err != nil {
			return err
		}
		s.city[a.at] = true
		s.note(i18n.M("%s builds a city at %s (%s)", s.name(p), VertexLabel(a.at), costText("city")))
	}
	return nil
}

// startingResources lists one card per producing hex around v; nil when none produces.
func startingResources(b Board, v int) any {
	var st []stack
	for _, h := range topo.vertexHexes[v] {
		if r := b.Tiles[h].Terrain.Resource(); r != "" {
			st = append(st, stack{1, r})
		}
	}
	if len(st) == 0 {
		return nil
	}
	return stackList(st)
}

// buildCosts are the building costs card (SEED): what each build returns to the bank.
var buildCosts = map[string][]stack{
	"road":       {{1, Brick}, {1, Lumber}},
	"settlement": {{1, Brick}, {1, Lumber}, {1, Wool}, {1, Grain}},
	"city":       {{3, Ore}, {2, Grain}},
	"dev":        {{1, Ore}, {1, Wool}, {1, Grain}},
}

// costText is a build's cost for the table to read: "1 brick, 1 lumber".
func costText(build string) i18n.List { return stackList(buildCosts[build]) }

func (s *state) doRoll(a action) error {
	if s.phase != phaseRoll {
		return s.phaseRefusal(i18n.M("rolling"))
	}
	if a.dice[0] == 0 {
		return companion.Bad("roll needs the dice, e.g. roll 3,5")
	}
	sum := a.dice[0] + a.dice[1]
	s.dice[sum]++
	s.lastRoll = a.dice
	s.note(i18n.M("%s rolls %d+%d = %d", s.name(s.current), a.dice[0], a.dice[1], sum))
	if sum != 7 {
		s.produce(sum)
		s.phase = phaseMain
		return nil
	}
	s.phase = phaseSeven
	s.owed, s.discarded, s.handsSeen = [4]int{}, [4]bool{}, false
	s.note(i18n.M("Seven: nobody produces. Everyone with more than %d resource cards returns half (rounded down)", discardAbove))
	return nil
}

func (s *state) doHands(a action) error {
	if s.phase != phaseSeven {
		return s.phaseRefusal(i18n.M("entering hand sizes"))
	}
	for _, h := range a.hands {
		if s.discarded[h.player] {
			return companion.Refuse("discard once", "%s has already discarded on this 7", s.name(h.player))
		}
	}
	s.handsSeen = true
	for _, h := range a.hands {
		s.owed[h.player] = 0
		if h.cards > discardAbove {
			s.owed[h.player] = h.cards / 2
			s.note(i18n.M("%s must discard %d of %d cards", s.name(h.player), h.cards/2, h.cards))
		}
	}
	if s.owedTotal() == 0 {
		s.note(i18n.M("nobody has to discard"))
	}
	return nil
}

func (s *state) owedTotal() int {
	n := 0
	for _, o := range s.owed {
		n += o
	}
	return n
}

func (s *state) doDiscard(a action) error {
	if s.phase != phaseSeven {
		return s.phaseRefusal(i18n.M("discarding"))
	}
	p := a.player
	switch {
	case s.discarded[p]:
		return companion.Refuse("discard once", "%s has already discarded on this 7", s.name(p))
	case s.owed[p] > 0 && a.count != s.owed[p]:
		return companion.Refuse("discard half", "%s must discard exactly %d", s.name(p), s.owed[p])
	case s.owed[p] == 0 && s.handsSeen:
		return companion.Refuse("discard half", "%s holds %d or fewer cards and keeps them", s.name(p), discardAbove)
	case s.owed[p] == 0 && a.count < (discardAbove+1)/2:
		// Hand size not entered: half of a hand above 7 is at least 4.
		return companion.Refuse("discard half", "only a hand of more than %d cards is halved, so at least %d", discardAbove, (discardAbove+1)/2)
	}
	s.owed[p] = 0
	s.discarded[p] = true
	s.note(i18n.M("%s discards %d", s.name(p), a.count))
	return nil
}

func (s *state) doRobber(a action) error {
	switch s.phase {
	case phaseSeven:
		if s.owedTotal() > 0 {
			who := i18n.Join(", ")
			for p, o := range s.owed {
				if o > 0 {
					who = who.Add(i18n.Join(" ", s.name(p), o))
				}
			}
			return companion.Refuse("discard before the robber", "still to discard: %s", who)
		}
	case phaseRobber:
	default:
		return s.phaseRefusal(i18n.M("moving the %s", termRobber))
	}
	if err := s.checkRobberHex(a.at); err != nil {
		return err
	}
	victims := s.robbable(a.at)
	if a.steal != noPlayer {
		ok := false
		for _, v := range victims {
			ok = ok || v == a.steal
		}
		if !ok {
			return companion.Refuse("steal from a neighbour of the robber", "%s has no %s or %s on %s", s.name(a.steal), pieceTerm("settlement"), pieceTerm("city"), HexLabel(a.at))
		}
	}
	s.robber = a.at
	t := s.t.board.Tiles[a.at]
	s.note(i18n.M("%s moves the robber to %s", s.name(s.current), robberText(HexLabel(a.at), t)))
	if a.steal != noPlayer {
		s.note(i18n.M("%s steals a random resource card from %s", s.name(s.current), s.name(a.steal)))
	} else if len(victims) > 0 {
		s.note(i18n.M("%s steals from nobody (%s could have been robbed)", s.name(s.current), s.namesOf(victims)))
	}
	if s.phase == phaseRobber {
		s.phase = s.resume
	} else {
		s.phase = phaseMain
	}
	return nil
}

func (s *state) checkRobberHex(h int) error {
	if h == s.robber {
		return companion.Refuse("robber moves", "the %s already stands on %s; move it to another hex", termRobber, HexLabel(h))
	}
	if !s.t.settings.robberToDesert && s.t.board.Tiles[h].Terrain == Desert {
		return companion.Refuse("robber not back to the desert", "house rule robber_to_desert=off")
	}
	return nil
}

func (s *state) namesOf(ps []int) i18n.List {
	names := i18n.Join(", ")
	for _, p := range ps {
		names = names.Add(s.name(p))
	}
	return names
}

func (s *state) doBuy() error {
	if s.phase != phaseMain {
		return s.phaseRefusal(i18n.M("buying a %s", termDevCard))
	}
	if s.totalBought() >= devCards {
		return companion.Refuse("development deck", "all %d %s are bought", devCards, termDevCard)
	}
	s.bought[s.current]++
	s.boughtThisTurn++
	s.note(i18n.M("%s buys a development card (%s)", s.name(s.current), costText("dev")))
	return nil
}

func (s *state) doPlay(a action) error {
	p := s.current
	if s.phase != phaseRoll && s.phase != phaseMain {
		return s.phaseRefusal(i18n.M("playing a %s", termDevCard))
	}
	if s.playedThisTurn {
		return companion.Refuse("one development card per turn", "%s has already played one this turn", s.name(p))
	}
	if s.devCardsInHand(p) <= 0 {
		return companion.Refuse("card bought before this turn", "%s holds no %s bought before this turn", s.name(p), termDevCard)
	}
	if !s.cardLeft(a.card) {
		return companion.Refuse("development deck", "every %s card has already been played", cardTerm(a.card))
	}
	s.played[p]++
	s.playedThisTurn = true
	switch a.card {
	case "knight":
		s.knights[p]++
		s.resume, s.phase = s.phase, phaseRobber
		s.note(i18n.M("%s plays a Knight (%d played); move the robber", s.name(p), s.knights[p]))
		was := s.army
		s.army = awardLargestArmy(s.army, s.knights[:s.players()])
		if s.army != was {
			s.note(i18n.M("%s goes to %s (%d knights)", termLargestArmy, s.name(s.army), s.knights[s.army]))
		}
	case "road-building":
		s.progress[0]++
		_, _, roads := s.count(p)
		s.freeRoads = min(freeRoadCount, maxRoads-roads)
		s.note(i18n.M("%s plays %s: %d free roads", s.name(p), cardTerm("road-building"), s.freeRoads))
	case "year-of-plenty":
		s.progress[1]++
		s.note(i18n.M("%s plays %s: takes any 2 resource cards from the bank", s.name(p), cardTerm("year-of-plenty")))
	case "monopoly":
		s.progress[2]++
		if a.resource == "" {
			s.note(i18n.M("%s plays %s: every other player hands over all of one resource", s.name(p), cardTerm("monopoly")))
		} else {
			s.note(i18n.M("%s plays %s: every other player hands over all their %s", s.name(p), cardTerm("monopoly"), a.resource.Term()))
		}
	}
	return nil
}

func (s *state) doTrade(a action) error {
	p := s.current
	if s.phase != phaseMain {
		return s.phaseRefusal(i18n.M("trading"))
	}
	if a.partner == noPlayer {
		return s.bankTrade(a)
	}
	if a.partner == p {
		return companion.Refuse("trade with others", "%s cannot trade with themself", s.name(p))
	}
	for _, g := range a.give {
		for _, r := range a.get {
			if g.res == r.res {
				return companion.Refuse("no swapping identical resources", "both sides hold %s", g.res.Term())
			}
		}
	}
	s.note(i18n.M("%s gives %s to %s for %s", s.name(p), stackList(a.give), s.name(a.partner), stackList(a.get)))
	return nil
}

func (s *state) bankTrade(a action) error {
	p := s.current
	rates := s.tradeRates(p)
	got := 0
	for _, g := range a.get {
		got += g.n
		for _, x := range a.give {
			if x.res == g.res {
				return companion.Refuse("no swapping identical resources", "both sides hold %s", g.res.Term())
			}
		}
	}
	generic := false // a 3:1 harbor shows as a 3 for some resource (not all five have 2:1)
	for _, r := range rates {
		generic = generic || r == 3
	}
	if !bankPays(a.give, rates, generic, got) {
		best := i18n.Join(", ")
		for _, g := range a.give {
			best = best.Add(i18n.Join(" ", g.res.Term(), rateText(rates[g.res])))
		}
		return companion.Refuse("harbor rate", "%s's best rates are %s; %s does not buy %s", s.name(p), best, stackList(a.give), i18n.M("%d cards", got))
	}
	s.note(i18n.M("%s trades %s with the bank for %s", s.name(p), stackList(a.give), stackList(a.get)))
	return nil
}

// bankPays says whether the given stacks buy exactly want cards, each stack at one rate
// open to the player: 4:1 always, their best rate, or 3:1 with a generic harbor.
func bankPays(give []stack, rates map[Resource]int, generic bool, want int) bool {
	if len(give) == 0 {
		return want == 0
	}
	g := give[0]
	for _, r := range []int{rates[g.res], 3, 4} {
		if r == 3 && !generic || g.n%r != 0 || g.n/r > want {
			continue
		}
		if bankPays(give[1:], rates, generic, want-g.n/r) {
			return true
		}
	}
	return false
}

func (s *state) doVP(a action) error {
	if s.phase < phaseRoll {
		return s.phaseRefusal(i18n.M("revealing victory point cards"))
	}
	p := a.player
	others := s.vpShownByOthers(p)
	switch {
	case others+a.count > vpCardsInDeck:
		return companion.Refuse("victory point cards", "the deck holds only %d victory point cards (%d already shown)", vpCardsInDeck, others)
	case a.count > s.bought[p]-s.played[p]:
		return companion.Refuse("victory point cards", "%s has bought %d development cards and played %d", s.name(p), s.bought[p], s.played[p])
	}
	s.vpCards[p] = a.count
	if err := s.checkOffTurnPoints(p); err != nil {
		return err
	}
	s.note(i18n.M("%s shows %d victory point cards: %d points in all", s.name(p), a.count, s.totalVP(p)))
	return nil
}

func (s *state) doEnd() error {
	if s.phase != phaseMain {
		return s.phaseRefusal(i18n.M("ending the turn"))
	}
	s.note(i18n.M("%s ends the turn", s.name(s.current)))
	s.current = (s.current + 1) % s.players()
	s.turn++
	s.phase = phaseRoll
	s.boughtThisTurn, s.playedThisTurn, s.freeRoads = 0, false, 0
	return nil
}
