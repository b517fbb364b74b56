// Package catan scores a finished game of base Catan (3–4 players): settlements, cities,
// the Longest Road and Largest Army cards and victory point cards. The player on whose turn
// the game ended wins whatever the totals; the others are ranked by victory points.
package catan

import "github.com/talon-games/talon/scoring"

// Game is the game id.
const Game = "catan"

// Input is the end-of-game state of the table.
type Input struct {
	Players []PlayerInput `json:"players" talon:"required"`
	// EndedOnTurnOf names the player whose turn ended the game (the winner). It may be
	// left empty when exactly one player has 10 or more points.
	EndedOnTurnOf string `json:"ended_on_turn_of"`
}

// PlayerInput is one player's pieces and cards at the end.
type PlayerInput struct {
	Name        string `json:"name"`
	Settlements int    `json:"settlements"`  // on the board, cities not counted
	Cities      int    `json:"cities"`       // on the board
	VPCards     int    `json:"vp_cards"`     // victory point development cards, revealed
	LongestRoad bool   `json:"longest_road"` // holds the Longest Road card
	LargestArmy bool   `json:"largest_army"` // holds the Largest Army card
}

type scorer struct{}

// New returns the Catan scorer.
func NewScorer() scoring.Scorer { return scorer{} }

func (scorer) Game() string       { return Game }
func (scorer) Template() string   { return Template() }
func (scorer) Form() scoring.Form { return Form() }

// Score decodes the JSON input strictly and scores it; the problems of decoding and of
// the rules come back in one *InputError, a field that did not decode reported once.
func (scorer) Score(data []byte) (scoring.Result, error) {
	var in Input
	problems, readable := scoring.DecodeStruct(data, &in)
	if !readable {
		return scoring.Result{}, problems.Err()
	}
	if len(problems) == 0 {
		return ScoreInput(in)
	}
	_, more := validate(in)
	return scoring.Result{}, append(problems, more.Without(problems)...).Err()
}
