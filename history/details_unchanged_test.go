package history

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestRetypedDetailLosesToARealEdit: laptop B really edits a detail; a moment later
// laptop A gives the same detail the value it already has. A's edit records nothing (no
// edit time), so after the two histories import each other, in either order, B's edit
// is on both (hist-trial2 finding 1: the retyped value's newer time won and B's edit was
// lost).
func TestRetypedDetailLosesToARealEdit(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name         string
		real, retype DetailsChange
		check        func(d PlayDetails, date time.Time) bool
	}{
		{"notes", DetailsChange{Notes: ptrTo("Eve's first Neptun!")}, DetailsChange{Notes: ptrTo("Eve's first Neptun")},
			func(d PlayDetails, _ time.Time) bool { return d.Notes == "Eve's first Neptun!" }},
		{"location", DetailsChange{Location: ptrTo("Club")}, DetailsChange{Location: ptrTo("Kitchen")},
			func(d PlayDetails, _ time.Time) bool { return d.Location == "Club" }},
		{"duration", DetailsChange{Duration: ptrTo(50 * time.Minute)}, DetailsChange{Duration: ptrTo(90 * time.Minute)},
			func(d PlayDetails, _ time.Time) bool { return d.Duration != nil && *d.Duration == 50*time.Minute }},
		{"date", DetailsChange{At: ptrTo(at(-30))}, DetailsChange{At: ptrTo(at(-60))},
			func(_ PlayDetails, date time.Time) bool { return date.Equal(at(-30)) }},
	}
	for _, tt := range tests {
		for _, aFirst := range []bool{true, false} {
			a, b := openTemp(t), openTemp(t)
			id := played(t, a, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
			entered := DetailsChange{At: ptrTo(at(-60)), Location: ptrTo("Kitchen"),
				Notes: ptrTo("Eve's first Neptun"), Duration: ptrTo(90 * time.Minute)}
			if err := a.ChangeDetails(ctx, id, entered, nil); err != nil {
				t.Fatal(err)
			}
			importDoc(t, b, exported(t, a), ImportOptions{})
			if err := b.ChangeDetails(ctx, id, tt.real, ptrTo(at(200))); err != nil {
				t.Fatalf("%s: B's edit: %v", tt.name, err)
			}
			before := exported(t, a)
			if err := a.ChangeDetails(ctx, id, tt.retype, ptrTo(at(201))); !errors.Is(err, ErrDetailsUnchanged) {
				t.Errorf("%s: A retypes its value: %v, want ErrDetailsUnchanged", tt.name, err)
			}
			if after := exported(t, a); string(after) != string(before) {
				t.Errorf("%s: the retyped value changed A's export:\n%s\nwant\n%s", tt.name, after, before)
			}
			exchange(t, a, b, aFirst, ImportOptions{}) // files swapped at once, or one after the other
			for name, s := range map[string]*Store{"A": a, "B": b} {
				d, err := s.Details(ctx, id)
				got, herr := s.History(ctx, HistoryFilter{})
				if err != nil || herr != nil || len(got) != 1 || !tt.check(d, got[0].Date) {
					t.Errorf("%s (A first %v): %s has %+v dated %v (%v, %v): want B's edit", tt.name, aFirst, name, d, got, err, herr)
				}
			}
		}
	}
}

// TestEditKeepsOnlyTheFieldsItChanges: an edit giving one field its own value and
// another a new one stamps the new one alone.
func TestEditKeepsOnlyTheFieldsItChanges(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	id := played(t, s, "catan", at(100), line{"Ann", 10}, line{"Ben", 7})
	if err := s.ChangeDetails(ctx, id, DetailsChange{Notes: ptrTo("n"), Location: ptrTo("Kitchen")}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.ChangeDetails(ctx, id, DetailsChange{Notes: ptrTo("n"), Location: ptrTo("Club")}, ptrTo(at(200))); err != nil {
		t.Fatal(err)
	}
	var notesAt, locationAt *string
	if err := s.read.QueryRowContext(ctx, `SELECT notes_at, location_at FROM play_details`).Scan(&notesAt, &locationAt); err != nil {
		t.Fatal(err)
	}
	if notesAt != nil || locationAt == nil {
		t.Errorf("notes_at %v, location_at %v: want only the location stamped", notesAt, locationAt)
	}
	// Clearing an empty field is no change either.
	id2 := played(t, s, "catan", at(300), line{"Ann", 10}, line{"Ben", 7})
	if err := s.ChangeDetails(ctx, id2, DetailsChange{Notes: ptrTo("")}, ptrTo(at(400))); !errors.Is(err, ErrDetailsUnchanged) {
		t.Errorf("clearing empty notes: %v, want ErrDetailsUnchanged", err)
	}
}
