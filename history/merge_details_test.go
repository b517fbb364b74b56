package history

import (
	"context"
	"regexp"
	"testing"
	"time"
)

// TestDetailsMergeFieldByField: the notes edited on A, the place and then the play
// date on B, a duration on both (A's later): after the two histories import each
// other, in either order, every edit is there and both agree (hist-trial F13,
// review-2 F3).
func TestDetailsMergeFieldByField(t *testing.T) {
	for _, aFirst := range []bool{true, false} {
		ctx := context.Background()
		a, b := openTemp(t), openTemp(t)
		id := played(t, a, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
		if err := a.ChangeDetails(ctx, id, DetailsChange{Location: ptrTo("Kitchen")}, nil); err != nil {
			t.Fatal(err)
		}
		importDoc(t, b, exported(t, a), ImportOptions{})
		edit := func(s *Store, c DetailsChange, when int) {
			t.Helper()
			if err := s.ChangeDetails(ctx, id, c, ptrTo(at(when))); err != nil {
				t.Fatal(err)
			}
		}
		edit(b, DetailsChange{Duration: ptrTo(50 * time.Minute)}, 200)
		edit(a, DetailsChange{At: ptrTo(at(-60))}, 201)
		edit(a, DetailsChange{Notes: ptrTo("Ben was robbed all game"), Duration: ptrTo(95 * time.Minute)}, 202)
		edit(b, DetailsChange{Location: ptrTo("Club (upstairs)")}, 203)
		exchange(t, a, b, aFirst, ImportOptions{}) // files swapped at once, or one after the other
		sameHistory(t, a, b)
		for _, s := range []*Store{a, b} {
			d, err := s.Details(ctx, id)
			if err != nil || d.Location != "Club (upstairs)" || d.Notes != "Ben was robbed all game" ||
				d.Duration == nil || *d.Duration != 95*time.Minute {
				t.Errorf("A first %v: details %+v (%v): want every edit kept", aFirst, d, err)
			}
			got, _ := s.History(ctx, HistoryFilter{})
			if len(got) != 1 || !got[0].Date.Equal(at(-60)) {
				t.Errorf("A first %v: the play is dated %v, want the date A gave", aFirst, got)
			}
		}
		// Merging again changes nothing.
		if rep := importDoc(t, a, exported(t, b), ImportOptions{}); rep.SessionsUpdated != 0 {
			t.Errorf("again: %+v", rep)
		}
	}
}

// TestDetailsFromAnOlderTalonMergeWhole: a file whose details carry edited_at alone
// (format 3, written before each field had its own time) is merged as it was then: the
// later edit wins whole, the same in either order.
func TestDetailsFromAnOlderTalonMergeWhole(t *testing.T) {
	ctx := context.Background()
	a, b := openTemp(t), openTemp(t)
	id := played(t, a, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
	importDoc(t, b, exported(t, a), ImportOptions{})
	if err := a.ChangeDetails(ctx, id, DetailsChange{Notes: ptrTo("from A")}, ptrTo(at(200))); err != nil {
		t.Fatal(err)
	}
	if err := b.ChangeDetails(ctx, id, DetailsChange{Location: ptrTo("B's")}, ptrTo(at(201))); err != nil {
		t.Fatal(err)
	}
	old := regexp.MustCompile(`,?\s*"(location|notes|duration|date)_at": "[^"]*"`)
	docB := old.ReplaceAll(exported(t, b), nil)
	importDoc(t, a, docB, ImportOptions{})
	d, err := a.Details(ctx, id)
	if err != nil || d.Location != "B's" || d.Notes != "" {
		t.Errorf("details %+v (%v): want B's later edit whole", d, err)
	}
}
