package history

import (
	"encoding/json"
	"testing"
)

// TestCopyCorrectionKeepsOwnBreakdown: a correction made on a BG Stats copy, whose
// breakdown is the one "score" line BG Stats kept, changes own's total only; own's
// categories stay (review-3 F1). One whose before is own's line brings its breakdown.
func TestCopyCorrectionKeepsOwnBreakdown(t *testing.T) {
	real := `{"settlements":4,"cities":2,"vp_cards":1}`
	own := record{Status: "finished", Results: []recResult{{Seat: 0, Score: 10, Rank: 1, Winner: true, Breakdown: `{"settlements":4}`}, {Seat: 1, Score: 7, Rank: 2, Breakdown: real}}}
	tests := []struct {
		name, before, after, want string
	}{
		{"copy's breakdown", `{"score":7}`, `{"score":7,"correction":1}`, real},
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
