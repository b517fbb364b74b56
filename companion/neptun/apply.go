package neptun

import (
	"encoding/json"
	"maps"
	"slices"

	"github.com/talon-games/talon/companion"
)

// Action is one thing the table does: Reveal, Flip, Take, PlayOar, Sail, Declare, Tiles,
// Bonus, SetWind or AddName.
type Action interface{ isAction() }

func (Reveal) isAction()  {}
func (Flip) isAction()    {}
func (Take) isAction()    {}
func (PlayOar) isAction() {}
func (Sail) isAction()    {}
func (Declare) isAction() {}
func (Tiles) isAction()   {}
func (Bonus) isAction()   {}
func (SetWind) isAction() {}
func (AddName) isAction() {}

// Apply is the rules: the position after the action, or a refusal naming the rule
// (*companion.Refusal) or bad input (*companion.BadInput). The receiver never changes.
func (s *State) Apply(a Action) (*State, error) {
	if s.Phase == PhaseOver {
		return s, companion.GameOver() // the engine refuses first; the pure rules say the same
	}
	n := s.Clone()
	n.Notes, n.Said, n.Warnings = nil, nil, nil
	var err error
	switch a := a.(type) {
	case Reveal:
		err = n.applyReveal(a)
	case Flip:
		err = n.applyFlip(a)
	case Take:
		err = n.applyTake(a)
	case PlayOar:
		err = n.applyPlayOar(a)
	case Sail:
		err = n.applySail(a)
	case Declare:
		err = n.applyDeclare(a)
	case Tiles:
		err = n.applyTiles(a)
	case Bonus:
		err = n.applyBonus(a)
	case SetWind:
		err = n.applySetWind(a)
	case AddName:
		err = n.applyAdd(a)
	default:
		err = companion.Bad("unknown action %T", a)
	}
	if err == nil {
		err = n.failed
	}
	if err != nil {
		return s, err
	}
	return n, nil
}

// Clone is a deep copy: the data file is shared (it never changes).
func (s *State) Clone() *State {
	n := *s
	n.Players = make([]PlayerState, len(s.Players))
	for i, p := range s.Players {
		q := p
		for k, c := range p.Contracts {
			if c != nil {
				cc := *c
				q.Contracts[k] = &cc
			}
		}
		q.Hand = slices.Clone(p.Hand)
		q.Temples = maps.Clone(p.Temples)
		q.PointTiles = slices.Clone(p.PointTiles)
		q.BonusTiles = slices.Clone(p.BonusTiles)
		n.Players[i] = q
	}
	n.Order = slices.Clone(s.Order)
	n.Row = make([]Column, len(s.Row))
	for k, c := range s.Row {
		c.Barred = slices.Clone(c.Barred)
		n.Row[k] = c
	}
	n.OarTrack = make(map[int][]int, len(s.OarTrack))
	for k, v := range s.OarTrack {
		n.OarTrack[k] = slices.Clone(v)
	}
	n.Movers = slices.Clone(s.Movers)
	n.PlayedThisRound = slices.Clone(s.PlayedThisRound)
	n.Regions = maps.Clone(s.Regions)
	n.NewCities = slices.Clone(s.NewCities)
	n.NewRegions = slices.Clone(s.NewRegions)
	n.Tiles = maps.Clone(s.Tiles)
	n.BonusDue = slices.Clone(s.BonusDue)
	n.BonusSupply = slices.Clone(s.BonusSupply)
	n.Results = slices.Clone(s.Results)
	n.Notes = slices.Clone(s.Notes)
	n.Said = slices.Clone(s.Said)
	n.Warnings = slices.Clone(s.Warnings)
	return &n
}

// jsonOf is the state as JSON, for comparing positions.
func jsonOf(s *State) (string, error) {
	b, err := json.Marshal(s)
	return string(b), err
}
