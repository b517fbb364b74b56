package catan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// ScoreInput is the scorer's input for the position: pieces on the board, shown VP cards,
// award holders and whose turn it is.
func (s *state) scoreInput() Input {
	in := Input{EndedOnTurnOf: s.name(s.current)}
	for p := range s.players() {
		settlements, cities, _ := s.count(p)
		in.Players = append(in.Players, PlayerInput{
			Name: s.name(p), Settlements: settlements, Cities: cities, VPCards: s.vpCards[p],
			LongestRoad: s.longest == p, LargestArmy: s.army == p,
		})
	}
	return in
}

// Result scores the game with the Catan scorer once someone has won.
func (s *state) Result() *scoring.Result {
	if s.phase != phaseOver {
		return nil
	}
	res, err := ScoreInput(s.scoreInput())
	if err != nil {
		// The state never builds an input the scorer refuses; if it did, say so plainly.
		res = scoring.Result{Game: GameID, Notes: []string{"scoring failed: " + err.Error()}}
	}
	return &res
}

var _ companion.State = (*state)(nil)
