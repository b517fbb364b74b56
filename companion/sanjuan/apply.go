package sanjuan

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Resolve turns what the table typed into the canonical action. San Juan draws no
// randomness after setup: talon's only secret, the trading-house stack, is in the setup record.
func (s *state) Resolve(in companion.Action, _ companion.RNG) (companion.Action, error) {
	a, err := s.parse(in)
	if err != nil {
		return companion.Action{}, err
	}
	if a.verb == verbFinal {
		for i, n := range a.hands {
			if n < 0 {
				a.hands[i] = s.seats[i].hand
			}
		}
	}
	return s.text(a), nil
}

// Apply plays one action on a copy of the state; the receiver is never changed.
func (s *state) Apply(in companion.Action) (companion.State, companion.Outcome, error) {
	a, err := s.parse(in)
	if err != nil {
		return nil, companion.Outcome{}, err
	}
	next := s.clone()
	if err := next.apply(a); err != nil {
		return nil, companion.Outcome{}, err
	}
	return next, companion.Accepted(), nil
}

func (s *state) apply(a action) error {
	switch a.verb {
	case verbHand:
		if err := s.handBound(a.player, a.count); err != nil {
			return err
		}
		old := s.seats[a.player].hand
		s.seats[a.player].hand = a.count
		s.say(i18n.M("%s holds %s (talon counted %d)", s.seats[a.player].name, cards(a.count), old))
		return nil
	case verbRole:
		return s.chooseRole(a)
	}
	if len(s.steps) == 0 {
		return companion.Refuse("turn order", "no %s now: %s", a.verb, s.next())
	}
	st := s.steps[0]
	if st.verb != a.verb {
		return companion.Refuse("turn order", "not a %s step: %s", a.verb, s.next())
	}
	if st.player >= 0 && a.verb != verbHouse && a.player != st.player { // the table enters the tile, whoever turned it up
		return companion.Refuse("turn order", "it is %s's turn (%s)", s.seats[st.player].name, s.next())
	}
	var err error
	switch a.verb {
	case verbBuild:
		err = s.build(a)
	case verbProduce:
		err = s.produce(a)
	case verbHouse:
		err = s.revealHouse(a.tile)
	case verbSell:
		err = s.sell(a)
	case verbCouncil:
		s.council(a)
	case verbProspect:
		s.prospect(a)
	case verbGoldMine:
		s.goldMine(a)
	case verbChapel:
		err = s.tuck(a)
	case verbFinal:
		return s.final(a)
	}
	if err != nil {
		return err
	}
	s.steps = s.steps[1:]
	s.skipIdle()
	if len(s.steps) == 0 {
		s.endPhase()
	}
	return nil
}

// say adds a line to what the last action meant, printed in the table's language.
func (s *state) say(m i18n.Message) {
	s.last = append(s.last, m)
}

func (s *state) chooseRole(a action) error {
	if s.ended {
		return companion.Refuse("game end", "the game has ended: no more roles (%s)", s.next())
	}
	if len(s.steps) > 0 {
		return companion.Refuse("turn order", "the %s is not finished: %s", s.phaseName(), s.next())
	}
	if chooser := s.chooserNow(); a.player != chooser {
		return companion.Refuse("turn order", "it is %s's turn to choose a role", s.seats[chooser].name)
	}
	if slices.Contains(s.taken, a.role) {
		return companion.Refuse("one role each per round", "the %s has already been chosen this round (left: %s)", a.role.Term(), roleList(s.rolesLeft()))
	}
	p := a.player
	s.taken = append(s.taken, a.role)
	s.role, s.chooser, s.tile = a.role, p, 0
	s.library = false
	// INFERRED: the Library always doubles the privilege unless the chooser says library=no
	// (only worth it with 2 players, to keep it for the governor's second role).
	if s.seats[p].has(library) && !a.noLibrary {
		if s.n() == 2 && p == s.governor && s.libraryUsed {
			s.say(i18n.M("%s used the %s for their first role: it does not double this privilege (2 players)", s.seats[p].name, buildingTerm(library)))
		} else {
			s.library = true
			s.libraryUsed = s.libraryUsed || (s.n() == 2 && p == s.governor)
		}
	}
	s.say(i18n.M("%s chooses the %s", s.seats[p].name, a.role.Term()))
	switch a.role {
	case Builder:
		s.startBuilder()
	case Producer:
		s.startProducer()
	case Trader:
		s.startTrader()
	case Councillor:
		s.startCouncillor()
	case Prospector:
		s.startProspector()
	}
	s.skipIdle()
	if len(s.steps) == 0 {
		s.endPhase()
	}
	return nil
}

// stepsFor gives each seat clockwise from the chooser a step of the phase.
func (s *state) stepsFor(verb string) []step {
	var out []step
	for _, p := range s.everyone(s.chooser) {
		out = append(out, step{verb: verb, player: p})
	}
	return out
}

// skipIdle drops the steps of players who cannot act at all (no empty production building,
// no good to sell), saying so.
func (s *state) skipIdle() {
	for len(s.steps) > 0 {
		st := s.steps[0]
		switch {
		case st.verb == verbProduce && len(s.emptyProduction(st.player)) == 0:
			s.say(i18n.M("%s has no empty production building: no production", s.seats[st.player].name))
		case st.verb == verbSell && s.seats[st.player].goods() == 0:
			s.say(i18n.M("%s has no goods: nothing to sell", s.seats[st.player].name))
		default:
			return
		}
		s.steps = s.steps[1:]
	}
}

// endPhase runs when the last step of a phase or of a round start is done.
func (s *state) endPhase() {
	switch s.role {
	case "": // round start: chapels done, now the hand limit
		s.checkHands()
		return
	case Builder:
		twelve := i18n.Join(", ")
		for _, p := range s.seats {
			if len(p.city) >= MaxBuildings {
				twelve = twelve.Add(p.name)
			}
		}
		if twelve.Len() > 0 {
			s.role, s.ended = "", true
			s.steps = []step{{verb: verbFinal, player: -1}}
			if twelve.Len() > 1 { // Hungarian puts the verb in the plural
				s.say(i18n.M("Game over: %s each built a %dth building; the builder phase is complete and no more roles are chosen", twelve, MaxBuildings))
			} else {
				s.say(i18n.M("Game over: %s built a %dth building; the builder phase is complete and no more roles are chosen", twelve, MaxBuildings))
			}
			return
		}
	case Trader:
		if s.tile != 0 {
			s.say(i18n.M("Trading house %d goes face down to the bottom of the stack", s.tile))
		}
	}
	s.role, s.library, s.tile = "", false, 0
	if len(s.taken) < len(s.choosers()) {
		return
	}
	s.newRound()
}

func (s *state) newRound() {
	s.round++
	s.governor = s.seatFrom(s.governor, 1)
	s.taken, s.libraryUsed = nil, false
	s.say(i18n.M("Round %d: %s is governor", s.round, s.seats[s.governor].name))
	for _, p := range s.everyone(s.governor) {
		if s.seats[p].has(chapel) {
			s.steps = append(s.steps, step{verb: verbChapel, player: p})
		}
	}
	if len(s.steps) == 0 {
		s.checkHands()
		return
	}
	if len(s.steps) == 1 {
		return // what happens next says it, with the commands
	}
	owners := i18n.Join(", ")
	for _, st := range s.steps {
		owners = owners.Add(s.seats[st.player].name)
	}
	s.say(i18n.M("%s: in turn, %s may each tuck one hand card under it", buildingTerm(chapel), owners))
}

// checkHands applies the round-start hand limit: 7 cards, 12 with a Tower.
func (s *state) checkHands() {
	for _, p := range s.everyone(s.governor) {
		seat := &s.seats[p]
		limit := s.limit(p)
		// talon counts the discards; which cards go is the owner's choice.
		if seat.hand > limit {
			s.say(i18n.M("%s holds %s, limit %d: discards %d of their choice", seat.name, cards(seat.hand), limit, seat.hand-limit))
			seat.hand = limit
		} else {
			s.say(i18n.M("%s holds %s, limit %d: keeps them all", seat.name, cards(seat.hand), limit))
		}
	}
}

func (s *state) Result() *scoring.Result { return s.result }
