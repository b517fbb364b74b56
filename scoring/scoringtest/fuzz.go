package scoringtest

import (
	"errors"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// Scored fails unless what a scorer made of any input holds together: a refusal is an
// *scoring.InputError naming each problem's field and reason; a result ranks every
// player from 1, each total is its breakdown's sum (no total wrapped), and somebody wins.
func Scored(t *testing.T, res scoring.Result, err error) {
	t.Helper()
	if err != nil {
		var ie *scoring.InputError
		if !errors.As(err, &ie) || len(ie.Problems) == 0 {
			t.Fatalf("refused with %v (%T), want an *InputError with problems", err, err)
		}
		for _, p := range ie.Problems {
			if p.Field == "" || p.Reason == "" {
				t.Fatalf("problem without a field or reason: %+v", p)
			}
		}
		return
	}
	if len(res.Players) == 0 || len(res.Winners) == 0 {
		t.Fatalf("a result without players or winners: %+v", res)
	}
	for _, p := range res.Players {
		points := make([]int, len(p.Breakdown))
		for i, b := range p.Breakdown {
			points[i] = b.Points
		}
		if sum, ok := scoring.Sum(points...); !ok || sum != p.Total {
			t.Fatalf("%s: total %d, breakdown %v", p.Name, p.Total, p.Breakdown)
		}
		if p.Rank < 1 || p.Rank > len(res.Players) || p.Winner != (p.Rank == 1) {
			t.Fatalf("%s: rank %d, winner %v", p.Name, p.Rank, p.Winner)
		}
	}
}

// FuzzScorer is a scorer's FuzzScore: any input is scored or refused with problems
// (Scored), never a panic or a wrapped total. The template is a seed beside the
// package's testdata/fuzz/FuzzScore corpus.
func FuzzScorer(f *testing.F, s scoring.Scorer) {
	f.Add([]byte(s.Template()))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := s.Score(data)
		Scored(t, res, err)
	})
}
