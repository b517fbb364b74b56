package history

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestDetailsClearedWinsAMerge (issue 14): a detail cleared with `history edit
// --location ""` is an edit like any other: merged with the other laptop's older value
// (entered with the play, or edited earlier) it stays cleared, in either order of
// import, on both sides; a later edit on the other side still wins over the clearing.
// A duration cleared with `--duration ""` (a zero Duration) travels the same way.
func TestDetailsClearedWinsAMerge(t *testing.T) {
	empty, none := "", time.Duration(0)
	tests := []struct {
		name         string
		onA, onB     []DetailsChange // A's edits at 200, 201…, then B's at 300, 301…
		wantLocation string
		wantNotes    string
		wantDuration time.Duration // 0: none
	}{
		{"cleared over the value entered", nil,
			[]DetailsChange{{Location: &empty}}, "", "close game", 95 * time.Minute},
		{"cleared over an older edit",
			[]DetailsChange{{Location: ptrTo("Cellar"), Notes: ptrTo("edited on A")}},
			[]DetailsChange{{Location: &empty, Notes: &empty}}, "", "", 95 * time.Minute},
		{"a later edit over the clearing",
			[]DetailsChange{{Notes: &empty}},
			[]DetailsChange{{Notes: ptrTo("B's note")}}, "Kitchen", "B's note", 95 * time.Minute},
		{"duration cleared over the value entered", nil,
			[]DetailsChange{{Duration: &none}}, "Kitchen", "close game", 0},
		{"duration cleared over an older edit",
			[]DetailsChange{{Duration: ptrTo(50 * time.Minute)}},
			[]DetailsChange{{Duration: &none}}, "Kitchen", "close game", 0},
		{"a later duration over the clearing",
			[]DetailsChange{{Duration: &none}},
			[]DetailsChange{{Duration: ptrTo(50 * time.Minute)}}, "Kitchen", "close game", 50 * time.Minute},
		{"a duration cleared, set again, and cleared by the other",
			[]DetailsChange{{Duration: &none}, {Duration: ptrTo(40 * time.Minute)}},
			[]DetailsChange{{Duration: &none}}, "Kitchen", "close game", 0},
	}
	for _, tt := range tests {
		for _, aFirst := range []bool{true, false} {
			ctx := context.Background()
			a, b := openTemp(t), openTemp(t)
			id := played(t, a, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
			entered := DetailsChange{Location: ptrTo("Kitchen"), Notes: ptrTo("close game"), Duration: ptrTo(95 * time.Minute)}
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
				took := time.Duration(0)
				if d.Duration != nil {
					took = *d.Duration
				}
				if err != nil || d.Location != tt.wantLocation || d.Notes != tt.wantNotes || took != tt.wantDuration {
					t.Errorf("%s, A first %v, on %s: location %q, notes %q, duration %v (%v); want %q, %q, %v",
						tt.name, aFirst, side, d.Location, d.Notes, took, err, tt.wantLocation, tt.wantNotes, tt.wantDuration)
				}
			}
			if rep := importDoc(t, a, exported(t, b), ImportOptions{}); rep.SessionsUpdated != 0 {
				t.Errorf("%s: merging again changed %d sessions", tt.name, rep.SessionsUpdated)
			}
		}
	}
}

// TestClearedDurationStaysCleared: a duration the table cleared is not known, and
// dating the play afterwards (or with the same edit) does not bring back the time from
// its start to its end as a duration, as it does for a play whose duration was never
// given; clearing a duration the play does not have records nothing.
func TestClearedDurationStaysCleared(t *testing.T) {
	ctx := context.Background()
	none := time.Duration(0)
	tests := []struct {
		name  string
		edits []DetailsChange // at 200, 201…
		want  *time.Duration
	}{
		{"dated, never given", []DetailsChange{{At: ptrTo(at(-24 * 60))}}, ptrTo(95 * time.Minute)},
		{"cleared, then dated", []DetailsChange{{Duration: ptrTo(30 * time.Minute)}, {Duration: &none}, {At: ptrTo(at(-24 * 60))}}, nil},
		{"cleared and dated at once", []DetailsChange{{Duration: ptrTo(30 * time.Minute)}, {Duration: &none, At: ptrTo(at(-24 * 60))}}, nil},
	}
	for _, tt := range tests {
		s := openTemp(t)
		sess := newSession(t, s, "catan", at(0), "Ann", "Ben")
		appendAll(t, s, sess.ID, 1, "roll 3,4")
		finish(t, s, sess.ID, 95, line{"Ann", 10}, line{"Ben", 7})
		for i, c := range tt.edits {
			if err := s.ChangeDetails(ctx, sess.ID, c, ptrTo(at(200+i))); err != nil {
				t.Fatalf("%s: edit %d: %v", tt.name, i, err)
			}
		}
		if d, err := s.Details(ctx, sess.ID); err != nil || !eqPtr(d.Duration, tt.want) {
			t.Errorf("%s: duration %v (%v), want %v", tt.name, d.Duration, err, tt.want)
		}
	}
	s := openTemp(t)
	id := played(t, s, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
	if err := s.ChangeDetails(ctx, id, DetailsChange{Duration: &none}, ptrTo(at(200))); !errors.Is(err, ErrDetailsUnchanged) {
		t.Errorf("clearing a duration the play does not have: %v, want ErrDetailsUnchanged", err)
	}
}
