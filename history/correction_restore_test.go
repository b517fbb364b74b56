package history

import (
	"context"
	"reflect"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// TestCorrectionBackToAnEarlierScoreReadsAsIt: corrections of totals that bring the play
// back to a score it had read as that score (the tie-break's order and line, the
// breakdowns without a "correction 0" line), here and in a history that imports it
// (review-3 F12). Ann 40 wins; Ben and Cy tie on 29 and the tie-break puts Cy ahead.
func TestCorrectionBackToAnEarlierScoreReadsAsIt(t *testing.T) {
	const tie = "Cy, Ben tied on 29, decided by cards (8 vs 7)"
	tests := []struct {
		name       string
		steps      []map[int]int // seat → total, one correction each
		wantTotals []int
		wantRanks  []int
		wantTie    string
		back       bool  // history show says the corrections cancel out
		correction []int // each seat's correction line, 0 for none
	}{
		{"back as first entered", []map[int]int{{1: 30}, {1: 29}}, []int{40, 29, 29}, []int{1, 3, 2}, tie, true, []int{0, 0, 0}},
		{"back in one correction of two seats", []map[int]int{{1: 30, 2: 28}, {1: 29, 2: 29}}, []int{40, 29, 29}, []int{1, 3, 2}, tie, true, []int{0, 0, 0}},
		{"back through three", []map[int]int{{1: 30}, {0: 20}, {0: 40, 1: 29}}, []int{40, 29, 29}, []int{1, 3, 2}, tie, true, []int{0, 0, 0}},
		{"back to the first correction", []map[int]int{{1: 31}, {2: 35}, {2: 29}}, []int{40, 31, 29}, []int{1, 2, 3}, "", false, []int{0, 2, 0}},
		{"a correction elsewhere keeps the tie", []map[int]int{{0: 41}}, []int{41, 29, 29}, []int{1, 3, 2}, tie, false, []int{1, 0, 0}},
		// Only a whole earlier score is restored: a tie made again while another seat
		// stays corrected is shared, and edit names it (Correction.Unbroken).
		{"one seat back, another not", []map[int]int{{1: 30, 0: 41}, {1: 29}}, []int{41, 29, 29}, []int{1, 2, 2}, "", false, []int{1, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			s := openTemp(t)
			entries := []scoring.Entry{
				{Name: "Ann", Breakdown: []scoring.Points{{Category: "points", Points: 40}}},
				{Name: "Ben", Breakdown: []scoring.Points{{Category: "points", Points: 20}, {Category: "goods", Points: 9}}, TieBreaks: []int{7}},
				{Name: "Cy", Breakdown: []scoring.Points{{Category: "points", Points: 29}}, TieBreaks: []int{8}},
			}
			r := scoring.Rank(entries, scoring.Rules{Game: "san-juan", TieBreaks: []string{"cards"}})
			r.TieBreak = ptrTo(tie)
			sess, err := s.SaveScored(ctx, "san-juan", at(0), r)
			if err != nil {
				t.Fatal(err)
			}
			for i, totals := range tt.steps {
				if _, err := s.CorrectScores(ctx, sess.ID, totals, "", at(1+i)); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
			}
			other := openTemp(t) // the corrections travel: another history reads the same
			importDoc(t, other, exported(t, s), ImportOptions{})
			for _, h := range []*Store{s, other} {
				res, err := h.Result(ctx, sess.ID)
				if err != nil {
					t.Fatal(err)
				}
				var totals, ranks, corrections []int
				for _, p := range res.Players {
					totals, ranks = append(totals, p.Total), append(ranks, p.Rank)
					c := 0
					for _, b := range p.Breakdown {
						if b.Category == CorrectionCategory {
							c = b.Points
							if c == 0 {
								t.Errorf("%s has a correction 0 line", p.Name)
							}
						}
					}
					corrections = append(corrections, c)
				}
				gotTie := ""
				if res.TieBreak != nil {
					gotTie = *res.TieBreak
				}
				if !reflect.DeepEqual(totals, tt.wantTotals) || !reflect.DeepEqual(ranks, tt.wantRanks) || gotTie != tt.wantTie ||
					!reflect.DeepEqual(corrections, tt.correction) {
					t.Errorf("totals %v ranks %v corrections %v tie %q; want %v %v %v %q", totals, ranks, corrections, gotTie,
						tt.wantTotals, tt.wantRanks, tt.correction, tt.wantTie)
				}
				list, err := h.Corrections(ctx, sess.ID)
				if err != nil || len(list) != len(tt.steps) || BackAsFirstEntered(list) != tt.back {
					t.Errorf("%d corrections (%v), back as first entered %v; want %d, %v", len(list), err, BackAsFirstEntered(list), len(tt.steps), tt.back)
				}
			}
		})
	}
}
