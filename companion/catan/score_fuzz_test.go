package catan

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// FuzzScore: any input is scored or refused with problems, never a panic or a wrapped
// total. Seeds: the template here, and testdata/fuzz/FuzzScore.
func FuzzScore(f *testing.F) {
	s := NewScorer()
	f.Add([]byte(s.Template()))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := s.Score(data)
		scoringtest.Scored(t, res, err)
	})
}
