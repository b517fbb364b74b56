package neptun

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

// FuzzScore: see scoringtest.FuzzScorer; seeds in testdata/fuzz/FuzzScore.
func FuzzScore(f *testing.F) { scoringtest.FuzzScorer(f, NewScorer()) }

// FuzzScoreRound: any round input is scored or refused with problems; every award goes
// to a player of the input. Seeds: the round templates, and testdata/fuzz/FuzzScoreRound.
func FuzzScoreRound(f *testing.F) {
	for round := 1; round <= Rounds; round++ {
		f.Add(round, []byte(RoundTemplateFor(round)))
	}
	f.Fuzz(func(t *testing.T, round int, data []byte) {
		res, err := scoreRoundJSON(round, data)
		if err != nil {
			scoringtest.Scored(t, scoring.Result{}, err)
			return
		}
		var in RoundInput
		scoring.DecodeStruct(data, &in)
		for temple, awards := range res.Awards {
			for _, a := range awards {
				if !slices.ContainsFunc(in.Players, func(p RoundPlayer) bool { return strings.TrimSpace(p.Name) == a.Player }) {
					t.Fatalf("%s: tile %d to %q, not a player", temple, a.Tile, a.Player)
				}
			}
		}
	})
}
