package marcopolo

import "github.com/talon-games/talon/companion/i18n"

// Rounds (digest §3): the start of a round in the rulebook's order, the roll and the
// compensation, whose turn it is, and the end of a round.

// startRound begins the next round: new start player (from round 2), city and character
// bonuses, dice back from the board, then the roll is awaited.
func (s *State) startRound() {
	s.Round++
	if s.Round > 1 {
		if s.LastTraveller >= 0 && s.LastTraveller != s.Start {
			s.note("%s placed the last dice on Travel and takes the hourglass: start player", s.Players[s.LastTraveller].Name)
			s.Start = s.LastTraveller
		} else if s.LastTraveller < 0 {
			s.note("nobody travelled: %s stays start player", s.Players[s.Start].Name)
		} else {
			s.note("%s placed the last dice on Travel and stays start player", s.Players[s.Start].Name)
		}
	}
	s.LastTraveller = -1
	for seat := range s.Players {
		s.roundBonuses(seat)
	}
	s.retrieveDice()
	s.Phase = PhaseRoll
}

// roundBonuses gives seat every small-city bonus where it has a post, and its
// character's round bonus (Matteo Polo's contract, Carpini's coins, Niccolò's camel).
func (s *State) roundBonuses(seat int) {
	p := &s.Players[seat]
	for _, post := range p.Posts {
		if tile := s.CityTiles[post.At]; tile >= 0 {
			s.gainTile(seat, tile, i18n.M("round bonus of %s", post.At))
		}
	}
	if g := p.Character.RoundGain(); g != (Gain{}) {
		s.gain(seat, g, p.Character)
	}
}

// retrieveDice clears the board but for the neutral dice and hands every player their
// dice (Matteo Polo also the white die); black dice go back to the supply.
func (s *State) retrieveDice() {
	for i, list := range s.Board {
		var kept []Placement
		for _, p := range list {
			if p.Seat < 0 {
				kept = append(kept, p)
			}
		}
		s.Board[i] = kept
	}
	var khan []Placement // a new list: the old one may be shared with the previous state
	for _, p := range s.Khan {
		if p.Seat < 0 {
			khan = append(khan, p)
		}
	}
	s.Khan = khan
	s.BlackSupply = len(s.Players) + 1
	for i := range s.Players {
		p := &s.Players[i]
		p.Dice = make([]Die, 5, 6)
		if p.Character == Matteo {
			p.Dice = append(p.Dice, Die{Kind: WhiteDie})
		}
	}
}

// rolledDice is how many dice seat rolls: all but Raschid's own.
func (s *State) rolledDice(seat int) int {
	p := &s.Players[seat]
	if p.Character == Raschid {
		return len(p.Dice) - 5
	}
	return len(p.Dice)
}

// roll sets the round's dice and pays compensation below 15.
func (s *State) roll(a Roll) error {
	if s.Phase != PhaseRoll {
		return refuse(RuleTurn, "the dice are rolled at the start of a round: %s", s.expecting())
	}
	if len(a.Values) != len(s.Players) {
		return refuse(RuleSetup, "the roll has %d players' dice, want %d", len(a.Values), len(s.Players))
	}
	for seat, vals := range a.Values {
		p := s.mutable(seat)
		if want := s.rolledDice(seat); len(vals) != want {
			return refuse(RuleSetup, "%s rolls %d dice, got %d values", p.Name, want, len(vals))
		}
		first := len(p.Dice) - len(vals)
		for i, v := range vals {
			if v < 1 || v > 6 {
				return refuse(RuleSetup, "%s: a die shows 1 to 6, not %d", p.Name, v)
			}
			p.Dice[first+i].Value = v
		}
	}
	for seat, p := range s.Players {
		if p.Character == Raschid {
			s.note("%s (Raschid) rolls nothing: he sets each die when he places it", p.Name)
		} else {
			s.note("%s rolls %s", p.Name, diceShown(p.Dice))
		}
		s.compensate(seat)
	}
	s.Phase = PhasePlay
	s.beginTurnFrom(s.Start)
	return nil
}

// compensate gives 1 coin or camel per pip below 15 (SEED). Raschid gets none (SOURCE);
// Matteo's white die counts unless the setting says otherwise (§15 #10).
func (s *State) compensate(seat int) {
	p := &s.Players[seat]
	if p.Character == Raschid {
		return
	}
	total := 0
	for _, d := range p.Dice {
		if d.Kind == OwnDie || d.Kind == WhiteDie && s.Set.WhiteDieCompensated {
			total += d.Value
		}
	}
	if total >= CompensationSum {
		return
	}
	n := CompensationSum - total
	s.note("%s rolled %d: compensation %d (each a coin or a camel)", p.Name, total, n)
	if s.Set.Ledger {
		s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendCoinsCamels, N: n, From: i18n.M("compensation")})
	}
}

// beginTurnFrom gives the turn to the first seat from seat on, clockwise, that still has
// dice; when nobody has, the round ends.
func (s *State) beginTurnFrom(seat int) {
	for i := range len(s.Players) {
		at := (seat + i) % len(s.Players)
		if len(s.Players[at].Dice) > 0 {
			s.Turn = at
			s.TurnNo++
			s.MainDone, s.BagUsed, s.BlackBought = false, false, false
			return
		}
	}
	s.endRound()
}

// endTurn passes the turn on. A turn places at least one die (the main action, or the
// money bag alone: INFERRED, BGA allows it) and leaves no free move unspent.
func (s *State) endTurn(a EndTurn) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	if !s.MainDone && !s.BagUsed {
		return refuse(RuleOneAction, "%s has not placed a die this turn: exactly one action (or the money bag) first", s.Players[a.Seat].Name)
	}
	s.beginTurnFrom(s.nextSeat(a.Seat))
	return nil
}

// endRound: the market's leftovers go under the special pile and the next pile is laid
// out; after round 5 the game ends.
func (s *State) endRound() {
	s.Special = append(s.Special, s.Market...)
	s.Market = nil
	s.note("round %d ends", s.Round)
	if s.Round >= Rounds {
		s.Phase = PhaseFinal
		if s.Set.Ledger {
			s.Phase = PhaseOver
		}
		return
	}
	s.Market, s.Piles = s.Piles[0], s.Piles[1:]
	s.startRound()
}
