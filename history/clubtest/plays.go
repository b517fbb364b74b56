package clubtest

import (
	"context"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// Score stores a finished game scored at the table (players in name order, one
// "points" category each) and returns its session id.
func Score(t testing.TB, s *history.Store, game string, end time.Time, scores map[string]int) int64 {
	t.Helper()
	var entries []scoring.Entry
	for _, name := range slices.Sorted(maps.Keys(scores)) {
		entries = append(entries, scoring.Entry{Name: name, Breakdown: []scoring.Points{{Category: "points", Points: scores[name]}}})
	}
	sess, err := s.SaveScored(context.Background(), game, end, scoring.Rank(entries, scoring.Rules{Game: game}))
	if err != nil {
		t.Fatal(err)
	}
	return sess.ID
}
