package history

import (
	"context"
	"reflect"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// TestRerank places corrected totals: by total; a tie the game's tie-break had already
// broken keeps its order; a tie the correction makes is shared and reported.
func TestRerank(t *testing.T) {
	type seat struct{ before, beforeRank, after int }
	tests := []struct {
		name      string
		seats     []seat
		wantRanks []int
		unbroken  [][]int
	}{
		{"a new order by total", []seat{{10, 1, 10}, {8, 2, 12}, {5, 3, 5}}, []int{2, 1, 3}, nil},
		{"a broken tie keeps its order", []seat{{10, 2, 11}, {10, 1, 11}, {5, 3, 5}}, []int{2, 1, 3}, nil},
		{"a broken tie keeps it below a new leader", []seat{{10, 2, 10}, {10, 1, 10}, {5, 3, 12}}, []int{3, 2, 1}, nil},
		{"a shared place stays shared", []seat{{10, 1, 9}, {10, 1, 9}, {5, 3, 5}}, []int{1, 1, 3}, nil},
		{"a new tie is shared and reported", []seat{{10, 1, 10}, {8, 2, 10}, {5, 3, 5}}, []int{1, 1, 3}, [][]int{{0, 1}}},
		{"two ties, one old and one new", []seat{{7, 2, 7}, {7, 1, 7}, {6, 3, 3}, {2, 4, 3}}, []int{2, 1, 3, 3}, [][]int{{2, 3}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := make([]CorrectionLine, len(tt.seats))
			after := make([]CorrectionLine, len(tt.seats))
			for i, s := range tt.seats {
				before[i] = CorrectionLine{Seat: i, Score: s.before, Rank: s.beforeRank}
				after[i] = CorrectionLine{Seat: i, Score: s.after}
			}
			unbroken := rerank(before, after)
			var ranks []int
			for i, l := range after {
				ranks = append(ranks, l.Rank)
				if l.Winner != (l.Rank == 1) {
					t.Errorf("seat %d: rank %d, winner %v", i, l.Rank, l.Winner)
				}
			}
			if !reflect.DeepEqual(ranks, tt.wantRanks) || !reflect.DeepEqual(unbroken, tt.unbroken) {
				t.Errorf("ranks %v, unbroken %v; want %v, %v", ranks, unbroken, tt.wantRanks, tt.unbroken)
			}
		})
	}
}

// TestCorrectResultTakesTheScorersRanking: a corrected result from the game's scorer is
// stored as it ranks, tie-break and all, and the first score stays readable.
func TestCorrectResultTakesTheScorersRanking(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := played(t, s, "san-juan", at(0), line{"Ann", 30}, line{"Ben", 28})
	entries := []scoring.Entry{
		{Name: "ben", Breakdown: []scoring.Points{{Category: "points", Points: 30}}, TieBreaks: []int{5}},
		{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 30}}, TieBreaks: []int{2}},
	}
	r := scoring.Rank(entries, scoring.Rules{Game: "san-juan", TieBreaks: []string{"cards and goods"}})
	c, err := s.CorrectResult(ctx, id, r, "recount", at(5))
	if err != nil {
		t.Fatal(err)
	}
	if c.After[0].Rank != 2 || c.After[1].Rank != 1 || !c.After[1].Winner || c.Before[0].Rank != 1 {
		t.Errorf("correction %+v", c)
	}
	res, err := s.Result(ctx, id)
	if err != nil || res.Players[1].Rank != 1 || res.Players[1].Total != 30 {
		t.Errorf("stored result %+v, %v", res, err)
	}
	wrong := scoring.Rank([]scoring.Entry{{Name: "Ann"}, {Name: "Cy"}}, scoring.Rules{Game: "san-juan"})
	if _, err := s.CorrectResult(ctx, id, wrong, "", at(6)); err == nil {
		t.Error("a result naming someone who did not play was stored")
	}
}
