package history

import (
	"bytes"
	"context"
	"testing"
	"time"
)

// TestUnmarkedCopyGivesWay: a play read from BG Stats before copies were marked (here
// the mark is taken away) gives way to talon's own record when they meet, either
// way round, instead of conflicting on every exchange: a play with moves, and a
// scored one with talon's own time. Both plays end with a shared place, whose
// tie-break line the copy lacks, so the two records differ.
func TestUnmarkedCopyGivesWay(t *testing.T) {
	tests := []struct {
		name string
		own  func(t *testing.T, s *Store)
	}{
		{"played with moves", func(t *testing.T, s *Store) {
			game := newSession(t, s, "catan", at(0), "Ann", "Ben")
			appendAll(t, s, game.ID, 1, "roll 6,6", "roll 2,3")
			finish(t, s, game.ID, 5, line{"Ann", 10}, line{"Ben", 10})
		}},
		{"scored at talon's time", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1).Add(123456789*time.Nanosecond), line{"Ann", 10}, line{"Ben", 10})
		}},
		// No tie-break: the copy agrees with talon's record on everything but the start,
		// so the two merge; the copy gives way all the same.
		{"scored at talon's time, no tie", func(t *testing.T, s *Store) {
			played(t, s, "catan", at(1).Add(123456789*time.Nanosecond), line{"Ann", 10}, line{"Ben", 9})
		}},
	}
	for _, tt := range tests {
		for _, aFirst := range []bool{true, false} {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				a, c := openTemp(t), openTemp(t)
				tt.own(t, a)
				var bg bytes.Buffer
				if err := a.ExportBGStats(ctx, &bg, PlayFilter{}, bggGames, budapestWinter, nil); err != nil {
					t.Fatal(err)
				}
				if _, err := c.ImportBGStats(ctx, bytes.NewReader(bg.Bytes()), bggGames, budapestWinter, ImportOptions{}); err != nil {
					t.Fatal(err)
				}
				if _, err := c.write.ExecContext(ctx, `DELETE FROM external_ids WHERE kind = 'copy'`); err != nil {
					t.Fatal(err) // as a talon before the copy mark read it
				}
				pairs := [][2]*Store{{a, c}, {c, a}}
				if !aFirst {
					pairs[0], pairs[1] = pairs[1], pairs[0]
				}
				for round := range 2 {
					for _, pair := range pairs {
						rep := importDoc(t, pair[0], exported(t, pair[1]), ImportOptions{})
						if len(rep.Conflicts) > 0 || round == 1 && rep.SessionsUpdated > 0 {
							t.Fatalf("A first %v, round %d: %+v", aFirst, round+1, rep)
						}
					}
				}
				sameHistory(t, a, c)
				g, err := c.GroupStats(ctx, PlayFilter{}, time.UTC, false)
				if err != nil || g.Summary.Plays != 1 {
					t.Errorf("C's plays: %+v, %v", g.Summary, err)
				}
			})
		}
	}
}
