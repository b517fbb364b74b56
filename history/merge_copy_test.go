package history

import (
	"bytes"
	"context"
	"testing"
)

// TestBGStatsCopyGivesWayToTalonsRecord follows the group's real path: laptop A plays
// through talon (a game with its moves, and a score typed without a log), writes a BG
// Stats file; laptop C reads it (copies under the same UUIDs, less in them); then the
// talon histories of A and C merge, in either order, with no conflict, and both end
// with A's own records.
func TestBGStatsCopyGivesWayToTalonsRecord(t *testing.T) {
	for _, aFirst := range []bool{true, false} {
		ctx := context.Background()
		a, c := openTemp(t), openTemp(t)
		game := newSession(t, a, "catan", at(0), "Ann", "Ben")
		appendAll(t, a, game.ID, 1, "roll 6,6", "roll 2,3")
		finish(t, a, game.ID, 5, line{"Ann", 10}, line{"Ben", 7})
		played(t, a, "san-juan", at(9), line{"Ann", 30}, line{"Ben", 31})
		var bg bytes.Buffer
		if err := a.ExportBGStats(ctx, &bg, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
			t.Fatal(err)
		}
		rep, err := c.ImportBGStats(ctx, bytes.NewReader(bg.Bytes()), bggGames, budapestWinter, ImportOptions{})
		if err != nil || rep.PlaysAdded != 2 {
			t.Fatalf("BG Stats import on C: %+v, %v", rep, err)
		}
		// C's copy travels on to another laptop, D, as a copy too.
		d := openTemp(t)
		importDoc(t, d, exported(t, c), ImportOptions{})
		docA, docC := exported(t, a), exported(t, c)
		var repA, repC ImportReport
		if aFirst {
			repA = importDoc(t, a, docC, ImportOptions{})
			repC = importDoc(t, c, docA, ImportOptions{})
		} else {
			repC = importDoc(t, c, docA, ImportOptions{})
			repA = importDoc(t, a, exported(t, c), ImportOptions{})
		}
		if len(repA.Conflicts)+len(repC.Conflicts) != 0 || repC.SessionsUpdated != 2 {
			t.Fatalf("A first %v: A %+v, C %+v", aFirst, repA, repC)
		}
		if aFirst && repA.SessionsUpdated+repA.SessionsAdded != 0 {
			t.Errorf("A's own records changed: %+v", repA)
		}
		sameHistory(t, a, c)
		_, events, err := c.Load(ctx, 1)
		if err != nil || len(events) != 2 {
			t.Errorf("C's Catan has %d events, want A's 2 (%v)", len(events), err)
		}
		// D, which has only the copy, takes A's records from either file.
		if rep := importDoc(t, d, exported(t, c), ImportOptions{}); len(rep.Conflicts) != 0 || rep.SessionsUpdated != 2 {
			t.Errorf("D: %+v", rep)
		}
		sameHistory(t, a, d)
		// And the BG Stats file read again anywhere changes nothing.
		for _, s := range []*Store{a, c, d} {
			rep, err := s.ImportBGStats(ctx, bytes.NewReader(bg.Bytes()), bggGames, budapestWinter, ImportOptions{})
			if err != nil || rep.PlaysAdded != 0 {
				t.Errorf("BG Stats again: %+v, %v", rep, err)
			}
		}
		sameHistory(t, a, c)
	}
}

// TestCopyEditedOnItsLaptopKeepsTheEdit: a note added to the copy on C, later than any
// edit on A, survives the merge both ways.
func TestCopyEditedOnItsLaptopKeepsTheEdit(t *testing.T) {
	ctx := context.Background()
	a, c := openTemp(t), openTemp(t)
	id := played(t, a, "catan", at(1), line{"Ann", 10}, line{"Ben", 7})
	var bg bytes.Buffer
	if err := a.ExportBGStats(ctx, &bg, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ImportBGStats(ctx, bytes.NewReader(bg.Bytes()), bggGames, budapestWinter, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	note := "Ben's first win nearly"
	stamp := at(30)
	if err := c.ChangeDetails(ctx, id, DetailsChange{Notes: &note}, &stamp); err != nil {
		t.Fatal(err)
	}
	docA, docC := exported(t, a), exported(t, c)
	importDoc(t, a, docC, ImportOptions{})
	importDoc(t, c, docA, ImportOptions{})
	sameHistory(t, a, c)
	if d, err := a.Details(ctx, id); err != nil || d.Notes != note {
		t.Errorf("A's notes %q (%v), want C's", d.Notes, err)
	}
}
