package neptun

import (
	"github.com/talon-games/talon/scoring"
)

// Scorer is Neptun's scoring.Scorer, with the round scoring `talon score neptun --round N` uses.
type Scorer struct{}

// New returns Neptun's scorer.
func NewScorer() scoring.Scorer { return Scorer{} }

// Game is the game id.
func (Scorer) Game() string { return Game }

// Template is the digest's worked example (§8.1) as a final-score input.
func (Scorer) Template() string { return finalTemplate }

// Form asks each player for the values on their tiles.
func (Scorer) Form() scoring.Form { return finalForm() }

// Score decodes the input strictly and scores it; see ScoreInput.
func (Scorer) Score(input []byte) (scoring.Result, error) { return scoreJSON(input) }

// RoundTemplate is a round-scoring input for the last round (the digest's worked example).
func (Scorer) RoundTemplate() string { return RoundTemplateFor(Rounds) }

// RoundForm asks each player for their temple markers, gold and contracts, then the
// tiles on the temples and the player order.
func (Scorer) RoundForm() scoring.Form { return roundForm() }

// ScoreRound decodes the input strictly and scores round `round`; see the package ScoreRound.
func (Scorer) ScoreRound(round int, input []byte) (RoundResult, error) {
	return scoreRoundJSON(round, input)
}

// RoundTemplateFor is the round-N example input, for `talon score neptun --round N --template`.
func (Scorer) RoundTemplateFor(round int) string { return RoundTemplateFor(round) }
