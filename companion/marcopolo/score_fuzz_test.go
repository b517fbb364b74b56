package marcopolo

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// FuzzScore: see scoringtest.FuzzScorer; seeds in testdata/fuzz/FuzzScore.
func FuzzScore(f *testing.F) { scoringtest.FuzzScorer(f, NewScorer()) }
