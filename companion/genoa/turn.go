package genoa

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Rule names for refusals, after the digest's ids (§4).
const (
	ruleTurn       = "turn order"
	ruleStart      = "M1 start space"
	ruleMoves      = "M2 at most 4 moves"
	ruleAdjacent   = "M3 adjacent spaces"
	ruleOnce       = "M4 no space twice"
	ruleStartTile  = "Starting space tile"
	ruleRoundTrack = "round track"
)

// Roll starts the turn on the cell the blue and red dice name. Space is the space on
// that cell: derived from a captured board (and checked when also given), else named by
// the table.
type Roll struct {
	Blue, Red int
	Space     SpaceID
}

func (a Roll) apply(s *State, o *Outcome) error {
	if err := s.beforeStart(); err != nil {
		return err
	}
	c := Cell{a.Blue, a.Red}
	if !c.onGrid() {
		return companion.Bad("dice: blue %d, red %d; each die shows 1 to 8", a.Blue, a.Red)
	}
	if s.Board == nil && a.Space == "" {
		s.Turn.Rolled = &c // the table names the space next (StartOn)
		return nil
	}
	space, err := s.spaceOnCell(c, a.Space, o)
	if err != nil {
		return err
	}
	s.Turn.Rolled = &c
	s.start(space, o)
	return nil
}

// beforeStart refuses a second start.
func (s *State) beforeStart() error {
	if err := s.inPhase(ruleTurn, PhaseStart); err != nil {
		return err
	}
	if s.Turn.Rolled != nil {
		return companion.Refuse(ruleTurn, "the dice are rolled (blue %d, red %d): name the space there", s.Turn.Rolled.Blue, s.Turn.Rolled.Red)
	}
	return nil
}

// StartOn names the space on the rolled cell when no board is captured.
type StartOn struct{ Space SpaceID }

func (a StartOn) apply(s *State, o *Outcome) error {
	if err := s.inPhase(ruleTurn, PhaseStart); err != nil {
		return err
	}
	if s.Turn.Rolled == nil {
		return companion.Refuse(ruleTurn, "roll first, or play a Starting space tile")
	}
	space, err := s.spaceOnCell(*s.Turn.Rolled, a.Space, o)
	if err != nil {
		return err
	}
	s.start(space, o)
	return nil
}

// spaceOnCell is the start space for a rolled cell: the board says it; without a board the
// table names it, and only what the rulebook fixes (market cells, (3,2)) is checked.
func (s *State) spaceOnCell(c Cell, named SpaceID, o *Outcome) (SpaceID, error) {
	if s.Board != nil {
		on := s.Board.At(c)
		if named != "" && named != on {
			return "", companion.Refuse(ruleStart, "blue %d, red %d is %s, not %s", c.Blue, c.Red, spaceText(on), spaceText(named))
		}
		return on, nil
	}
	if named == "" {
		return "", companion.Bad("no board captured: name the space at blue %d, red %d", c.Blue, c.Red)
	}
	if err := s.knownSpace(named); err != nil {
		return "", err
	}
	onMarket := slices.Contains(MarketCells, c)
	switch {
	case onMarket && named != Market:
		return "", companion.Refuse(ruleStart, "blue %d, red %d is the market, not %s", c.Blue, c.Red, spaceText(named))
	case !onMarket && named == Market:
		return "", companion.Refuse(ruleStart, "the market is (4,4),(5,4),(4,5),(5,5), not blue %d, red %d", c.Blue, c.Red)
	case c == KnownStreet && KindOf(named) != KindStreet:
		return "", companion.Refuse(ruleStart, "blue 3, red 2 is a street, not %s", spaceText(named))
	}
	if !onMarket && c != KnownStreet {
		o.unchecked(i18n.M("%s on blue %d, red %d: board not captured", spaceText(named), c.Blue, c.Red))
	}
	return named, nil
}

// knownSpace refuses a space id that is not on the captured board or is no space at all.
func (s *State) knownSpace(id SpaceID) error {
	if KindOf(id) == KindUnknown {
		return companion.Bad("%q is not a space: a building, market, or st_B_R for a street", id)
	}
	if s.Board != nil && !s.Board.Has(id) {
		return companion.Bad("%s is not a street space on the captured board (a street area is named after its first cell)", id)
	}
	return nil
}

// StartTile starts the turn on any space with a Starting space tile (own turn only).
type StartTile struct{ Space SpaceID }

func (a StartTile) apply(s *State, o *Outcome) error {
	if err := s.beforeStart(); err != nil {
		return err
	}
	if err := s.knownSpace(a.Space); err != nil {
		return err
	}
	if err := s.spendTile(s.Merchant, StartingSpace, ruleStartTile, o); err != nil {
		return err
	}
	s.Turn.Rolled = nil
	s.start(a.Space, o)
	return nil
}

// start puts the five-disc tower on the start space; a market start shortens the game.
func (s *State) start(space SpaceID, o *Outcome) {
	s.Turn.Path = []SpaceID{space}
	s.Turn.Discs[0] = towerDiscs
	s.Phase = PhaseMove
	if space != Market {
		return
	}
	if s.RoundsLeft > 1 {
		s.RoundsLeft--
		o.say(i18n.M("market start: the round marker moves down one; %d round(s) left, this one included", s.RoundsLeft))
	} else {
		o.say(i18n.M("market start on the last round: the round marker stays"))
	}
}

// Move takes the tower to a next space, leaving one disc behind (M2–M7).
type Move struct{ To SpaceID }

func (a Move) apply(s *State, o *Outcome) error {
	if err := s.inPhase(ruleTurn, PhaseMove); err != nil {
		return err
	}
	if err := s.knownSpace(a.To); err != nil {
		return err
	}
	t := &s.Turn
	here := t.Here()
	if t.Moves() >= maxMoves {
		return companion.Refuse(ruleMoves, "the tower has moved %d times this turn; its last disc stays on %s", t.Moves(), spaceText(here))
	}
	if slices.Contains(t.Path, a.To) {
		return companion.Refuse(ruleOnce, "the tower already visited %s this turn", spaceText(a.To))
	}
	if s.captured(o, i18n.M("%s next to %s", spaceText(a.To), spaceText(here))) && !s.Board.Adjacent(here, a.To) {
		return companion.Refuse(ruleAdjacent, "%s does not touch %s (moves are orthogonal, never diagonal)", spaceText(a.To), spaceText(here))
	}
	t.Discs[t.Moves()] = 1
	t.Path = append(t.Path, a.To)
	t.Discs[t.Moves()] = towerDiscs - t.Moves()
	return nil
}

// EndMoves ends movement and actions; the acquisition phase starts with the merchant.
type EndMoves struct{}

func (EndMoves) apply(s *State, o *Outcome) error {
	if err := s.inPhase(ruleTurn, PhaseMove); err != nil {
		return err
	}
	s.Phase = PhaseAcquire
	s.Turn.Next, s.Turn.Chances = s.Merchant, 0
	s.skipAcquirers(o)
	return nil
}

// endTurn passes tower and dice clockwise; after the round's last turn the round track
// either ends the game or moves down one (§8).
func (s *State) endTurn(o *Outcome) {
	s.Merchant = s.next(s.Merchant)
	s.Turn = newTurn()
	s.Phase = PhaseStart
	if s.Merchant != s.First {
		return
	}
	if s.RoundsLeft <= 1 {
		s.Phase = PhaseFinal
		o.say(i18n.M("the last round is over: the game ends; enter each player's final facts"))
		return
	}
	s.RoundsLeft--
	s.Round++
	o.say(i18n.M("round %d begins; %d round(s) left, this one included", s.Round, s.RoundsLeft))
}
