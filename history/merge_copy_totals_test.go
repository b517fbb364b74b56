package history

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/talon-games/talon/scoring"
)

// TestCopyCorrectionKeepsOwnBreakdown: a correction made on a BG Stats copy, whose
// breakdown is the one "score" line BG Stats kept, changes own's total; own's
// categories stay, with a correction line that makes them add up to it (review-3 F1).
// One whose before is own's line brings its breakdown.
func TestCopyCorrectionKeepsOwnBreakdown(t *testing.T) {
	real := `{"settlements":4,"cities":2,"vp_cards":1}`
	own := record{Status: "finished", Results: []recResult{{Seat: 0, Score: 10, Rank: 1, Winner: true, Breakdown: `{"settlements":4}`}, {Seat: 1, Score: 7, Rank: 2, Breakdown: real}}}
	tests := []struct {
		name, before, after, want string
	}{
		{"copy's breakdown", `{"score":7}`, `{"score":7,"correction":1}`, `{"settlements":4,"cities":2,"vp_cards":1,"correction":1}`},
		{"own's breakdown", real, `{"settlements":4,"cities":2,"vp_cards":2}`, `{"settlements":4,"cities":2,"vp_cards":2}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			copied := own
			copied.Corrections = []exportCorrection{{UUID: "c1", MadeAt: "2026-11-01T20:00:00.000000000Z",
				Before: json.RawMessage(`[{"seat":1,"score":7,"rank":2,"winner":false,"breakdown":` + tt.before + `}]`),
				After:  json.RawMessage(`[{"seat":1,"score":8,"rank":2,"winner":false,"breakdown":` + tt.after + `}]`)}}
			out, err := overCopy(own, copied)
			if err != nil {
				t.Fatal(err)
			}
			if got := out.Results[1]; got.Score != 8 || got.Breakdown != tt.want {
				t.Errorf("seat 1: %d %s, want 8 %s", got.Score, got.Breakdown, tt.want)
			}
			again, err := overCopy(out, copied)
			if err != nil || !equalRecords(again, out) {
				t.Errorf("merged again: %v\n%+v\n%+v", err, again, out)
			}
		})
	}
}

// TestCopyCorrectionAddsUpAcrossExchanges follows a correction made on a BG Stats copy
// whose comments were lost (its breakdown is one "score" line) through exchanges with
// the laptop that has talon's own record, in either order: the merged breakdown has a
// correction line and adds up to the corrected total on both sides, the sides end
// alike, and the next exchange changes nothing, also after a second correction
// (review-3 F1: the total changed, the breakdown did not, and the other side refused
// the file).
func TestCopyCorrectionAddsUpAcrossExchanges(t *testing.T) {
	for _, aFirst := range []bool{true, false} {
		ctx := context.Background()
		a, c := openTemp(t), openTemp(t)
		id := played(t, a, "catan", at(1), line{"Ann", 10}, line{"Ben", 7})
		var bg bytes.Buffer
		if err := a.ExportBGStats(ctx, &bg, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
			t.Fatal(err)
		}
		var file BGStatsFile
		if err := json.Unmarshal(bg.Bytes(), &file); err != nil {
			t.Fatal(err)
		}
		file.Plays[0].Comments = "" // the breakdown lines lost: the copy has "score" only
		stripped, _ := json.Marshal(file)
		if _, err := c.ImportBGStats(ctx, bytes.NewReader(stripped), bggGames, budapestWinter, ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		exchange := func(round string) (changed int) {
			t.Helper()
			for _, pair := range [][2]*Store{{a, c}, {c, a}} {
				if !aFirst {
					pair[0], pair[1] = pair[1], pair[0]
				}
				rep := importDoc(t, pair[0], exported(t, pair[1]), ImportOptions{})
				if len(rep.Conflicts) > 0 {
					t.Fatalf("aFirst %v, %s: conflicts %+v", aFirst, round, rep.Conflicts)
				}
				changed += rep.SessionsUpdated
			}
			for _, s := range []*Store{a, c} {
				res, err := s.Result(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range res.Players {
					sum := 0
					for _, b := range p.Breakdown {
						sum += b.Points
					}
					if sum != p.Total {
						t.Errorf("aFirst %v, %s: %s's total %d, breakdown %v", aFirst, round, p.Name, p.Total, p.Breakdown)
					}
				}
			}
			sameHistory(t, a, c)
			return changed
		}
		for i, total := range []int{12, 15} {
			if _, err := c.CorrectScores(ctx, id, map[int]int{0: total}, "", at(10+i)); err != nil {
				t.Fatal(err)
			}
			exchange("after the correction")
			if n := exchange("again"); n != 0 {
				t.Errorf("aFirst %v: the next exchange updated %d sessions", aFirst, n)
			}
		}
		res, _ := a.Result(ctx, id)
		if got := res.Players[0].Breakdown; len(got) != 2 || got[0].Category != "points" || got[1] != (scoring.Points{Category: CorrectionCategory, Points: 5}) {
			t.Errorf("aFirst %v: Ann's breakdown %v, want own's points and a correction of 5", aFirst, got)
		}
	}
}
