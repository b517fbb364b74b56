package history

import (
	"context"
	"testing"
)

// TestDetailsClearedWinsAMerge (issue 14): a detail cleared with `history edit
// --location ""` is an edit like any other: merged with the other laptop's older value
// (entered with the play, or edited earlier) it stays cleared, in either order of
// import, on both sides; a later edit on the other side still wins over the clearing.
func TestDetailsClearedWinsAMerge(t *testing.T) {
	empty := ""
	tests := []struct {
		name         string
		onA, onB     []DetailsChange // A's edits at 200, 201…, then B's at 300, 301…
		wantLocation string
		wantNotes    string
	}{
		{"cleared over the value entered", nil,
			[]DetailsChange{{Location: &empty}}, "", "close game"},
		{"cleared over an older edit",
			[]DetailsChange{{Location: ptrTo("Cellar"), Notes: ptrTo("edited on A")}},
			[]DetailsChange{{Location: &empty, Notes: &empty}}, "", ""},
		{"a later edit over the clearing",
			[]DetailsChange{{Notes: &empty}},
			[]DetailsChange{{Notes: ptrTo("B's note")}}, "Kitchen", "B's note"},
	}
	for _, tt := range tests {
		for _, aFirst := range []bool{true, false} {
			ctx := context.Background()
			a, b := openTemp(t), openTemp(t)
			id := played(t, a, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
			entered := DetailsChange{Location: ptrTo("Kitchen"), Notes: ptrTo("close game")}
			if err := a.ChangeDetails(ctx, id, entered, nil); err != nil {
				t.Fatal(err)
			}
			importDoc(t, b, exported(t, a), ImportOptions{})
			for i, c := range tt.onA {
				if err := a.ChangeDetails(ctx, id, c, ptrTo(at(200+i))); err != nil {
					t.Fatal(err)
				}
			}
			for i, c := range tt.onB {
				if err := b.ChangeDetails(ctx, id, c, ptrTo(at(300+i))); err != nil {
					t.Fatal(err)
				}
			}
			exchange(t, a, b, aFirst, ImportOptions{}) // files swapped at once, or one after the other
			sameHistory(t, a, b)
			for side, s := range map[string]*Store{"A": a, "B": b} {
				d, err := s.Details(ctx, id)
				if err != nil || d.Location != tt.wantLocation || d.Notes != tt.wantNotes {
					t.Errorf("%s, A first %v, on %s: location %q, notes %q (%v); want %q, %q",
						tt.name, aFirst, side, d.Location, d.Notes, err, tt.wantLocation, tt.wantNotes)
				}
			}
			if rep := importDoc(t, a, exported(t, b), ImportOptions{}); rep.SessionsUpdated != 0 {
				t.Errorf("%s: merging again changed %d sessions", tt.name, rep.SessionsUpdated)
			}
		}
	}
}
