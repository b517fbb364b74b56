package history

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestBGStatsPlayReadByAnOlderTalon (hist-trial2 F36): a BG Stats play that a talon
// before 24 November 2026 dated by its end (start + durationMin, not marked dated) is
// dated by its playDate when the same file is read again, and when it meets a laptop
// that read it the new way; the two laptops then agree with no conflict.
func TestBGStatsPlayReadByAnOlderTalon(t *testing.T) {
	ctx := context.Background()
	playDate := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	old := func(t *testing.T) *Store { // the file read as the older talon stored it
		t.Helper()
		s := openTemp(t)
		if _, err := s.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.write.ExecContext(ctx, `UPDATE sessions SET ended_at = ? WHERE uuid = 'p1'`,
			formatTime(playDate.Add(time.Hour))); err != nil {
			t.Fatal(err)
		}
		if _, err := s.write.ExecContext(ctx, `UPDATE play_details SET dated = 0 WHERE session_uuid = 'p1'`); err != nil {
			t.Fatal(err)
		}
		return s
	}
	dateOf := func(t *testing.T, s *Store) time.Time {
		t.Helper()
		got, err := s.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Game: "catan"}})
		if err != nil || len(got) != 1 {
			t.Fatalf("plays %+v, %v", got, err)
		}
		return got[0].Date
	}
	t.Run("the file read again", func(t *testing.T) {
		s := old(t)
		if d := dateOf(t, s); !d.Equal(playDate.Add(time.Hour)) {
			t.Fatalf("the older talon's play is dated %v, want its end", d)
		}
		rep, err := s.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{})
		if err != nil || rep.PlaysRedated != 1 || rep.PlaysAdded != 0 {
			t.Fatalf("read again: %+v, %v", rep, err)
		}
		if d := dateOf(t, s); !d.Equal(playDate) {
			t.Errorf("re-dated to %v, want %v", d, playDate)
		}
		if det, err := s.Details(ctx, 1); err != nil || det.Duration == nil || *det.Duration != time.Hour {
			t.Errorf("duration after re-dating: %+v, %v", det, err)
		}
		checkKept(t, s, "a BG Stats play re-dated")
		if rep, _ := s.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{}); rep.PlaysRedated != 0 {
			t.Errorf("a third reading re-dated again: %+v", rep)
		}
	})
	t.Run("an exchange with a laptop that read it the new way", func(t *testing.T) {
		for _, oldFirst := range []bool{true, false} {
			o1, o2 := old(t), openTemp(t)
			if _, err := o2.ImportBGStats(ctx, strings.NewReader(bgstatsDoc()), bggGames, time.UTC, ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			doc1, doc2 := exported(t, o1), exported(t, o2)
			var rep1, rep2 ImportReport
			if oldFirst {
				rep1 = importDoc(t, o1, doc2, ImportOptions{})
				rep2 = importDoc(t, o2, exported(t, o1), ImportOptions{})
			} else {
				rep2 = importDoc(t, o2, doc1, ImportOptions{})
				rep1 = importDoc(t, o1, exported(t, o2), ImportOptions{})
			}
			if len(rep1.Conflicts)+len(rep2.Conflicts) != 0 {
				t.Fatalf("old first %v: conflicts %+v / %+v", oldFirst, rep1.Conflicts, rep2.Conflicts)
			}
			for _, s := range []*Store{o1, o2} {
				if d := dateOf(t, s); !d.Equal(playDate) {
					t.Errorf("old first %v: dated %v, want %v", oldFirst, d, playDate)
				}
			}
			sameHistory(t, o1, o2)
		}
	})
}
