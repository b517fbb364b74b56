package history

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestImportTwiceChangesNothing (review-5 gap 14): for histories of each kind, a file
// imported a second time changes nothing, byte for byte of the whole export, and
// reports nothing done; so does the file sent back the other way, and exchanging again
// once both sides hold the same history.
func TestImportTwiceChangesNothing(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name  string
		has   []string // in A's export (compact): what the row is about is there
		build func(t *testing.T, s *Store)
	}{
		{"finished plays only", []string{`"status":"finished"`}, func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			played(t, s, "genoa", at(2), line{"Ben", 150}, line{"Ann", 140})
			played(t, s, "san-juan", at(3), line{"Ann", 30}, line{"Ben", 31})
		}},
		{"active sessions", []string{`"status":"active"`, `"undone_at":"2`}, func(t *testing.T, s *Store) {
			live := newSession(t, s, "catan", at(0), "Ann", "Ben")
			appendAll(t, s, live.ID, 1, "roll 3,4", "build road E(0,1)", "roll 2,2")
			undo(t, s, live.ID, 4)
			other := newSession(t, s, "catan", at(5), "Ben", "Ann")
			appendAll(t, s, other.ID, 6, "roll 6,6")
		}},
		{"tombstones", []string{`"deleted":{"`}, func(t *testing.T, s *Store) {
			gone := played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			played(t, s, "catan", at(2), line{"Ann", 3}, line{"Ben", 4})
			live := newSession(t, s, "catan", at(3), "Ann", "Ben")
			for id, when := range map[int64]int{gone: 10, live.ID: 11} {
				if err := s.Delete(ctx, id, at(when)); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"corrections and details", []string{`"corrections":[{`, `"location":"Club"`, `"duration_seconds":5700`}, func(t *testing.T, s *Store) {
			id := played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			club, notes, took, moved := "Club", "rematch", 95*time.Minute, at(-60)
			if err := s.ChangeDetails(ctx, id, DetailsChange{Location: &club, Notes: &notes, Duration: &took, At: &moved}, ptrTo(at(10))); err != nil {
				t.Fatal(err)
			}
			for i, totals := range []map[int]int{{1: 9}, {0: 7}} {
				if _, err := s.CorrectScores(ctx, id, totals, "recount", at(20+i)); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"BG Stats copies", []string{`"kind":"copy"`, `"source":"bgstats"`}, func(t *testing.T, s *Store) {
			if _, err := s.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			id := played(t, s, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			notes := "played on"
			if err := s.ChangeDetails(ctx, id, DetailsChange{Notes: &notes}, ptrTo(at(5))); err != nil {
				t.Fatal(err)
			}
		}},
		{"one of everything", []string{`"status":"abandoned"`, `"deleted":{"`}, func(t *testing.T, s *Store) { varied(t, s, "Ann", "Ben") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			tt.build(t, a)
			var compact bytes.Buffer
			if err := json.Compact(&compact, exported(t, a)); err != nil {
				t.Fatal(err)
			}
			for _, h := range tt.has {
				if !strings.Contains(compact.String(), h) {
					t.Fatalf("A's export has no %s:\n%s", h, compact.String())
				}
			}
			// B has plays of its own, with Ann and a player A does not know.
			played(t, b, "catan", at(50), line{"Ann", 3}, line{"Cy", 4})
			appendAll(t, b, newSession(t, b, "catan", at(51), "Cy", "Ann").ID, 52, "roll 1,2")

			twice := func(into *Store, doc []byte, what string) {
				t.Helper()
				importDoc(t, into, doc, ImportOptions{})
				first := exported(t, into)
				rep := importDoc(t, into, doc, ImportOptions{})
				if rep.SessionsAdded+rep.SessionsUpdated+rep.SessionsDeleted+rep.SessionsKept+rep.PlayersAdded+rep.PlayersMatched+
					len(rep.Conflicts) != 0 {
					t.Errorf("%s, the second time: reported %+v", what, rep)
				}
				if second := exported(t, into); string(second) != string(first) {
					t.Errorf("%s, the second time, changed the history:\n%s\n---\n%s", what, first, second)
				}
			}
			twice(b, exported(t, a), "A's file into B")
			twice(a, exported(t, b), "B's file back into A")
			sameHistory(t, a, b)
			twice(b, exported(t, a), "A's file into B again")
			twice(a, exported(t, b), "B's file into A again")
			sameHistory(t, a, b)
		})
	}
}
