package history

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
)

// seedEvents adds n live events to a session in one transaction (fixture only).
func seedEvents(b *testing.B, s *Store, id int64, n int) {
	b.Helper()
	err := s.inWrite(context.Background(), func(tx *sql.Tx) error {
		for i := 1; i <= n; i++ {
			if _, err := tx.Exec(`INSERT INTO events (session_id, seq, action, streams, at) VALUES (?, ?, ?, '["dice"]', ?)`,
				id, i, fmt.Sprintf("roll %d,%d", i%6+1, i%5+1), formatTime(at(i))); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// validated is a decide callback that, like a game would, refuses unless it was
// shown the log it expects and the session is the one asked for.
func validated(id int64) func(companion.Session, []companion.Event) (companion.Event, error) {
	return func(sess companion.Session, events []companion.Event) (companion.Event, error) {
		if sess.ID != id {
			return companion.Event{}, companion.Refuse("session", "wrong session %d", sess.ID)
		}
		if n := len(events); n > 0 && events[n-1].Seq < n {
			return companion.Event{}, companion.Refuse("log", "events out of order")
		}
		return companion.Event{Action: "roll 3,4", Streams: []string{"dice"}}, nil
	}
}

// BenchmarkAppend commits one validated event per op on the file system that holds
// the temp directory. Sessions are renewed every 100 events, so the log read by
// decide stays at the given size plus up to 100. p50-ms is the median op.
func BenchmarkAppend(b *testing.B) {
	for _, prior := range []int{0, 1000} {
		b.Run(fmt.Sprintf("log=%d", prior), func(b *testing.B) {
			s := openTemp(b)
			ctx := context.Background()
			var sess companion.Session
			durations := make([]time.Duration, 0, b.N)
			b.ResetTimer()
			for i := range b.N {
				if i%100 == 0 {
					b.StopTimer()
					sess = newSession(b, s, "catan", t0, "Ann", "Ben")
					seedEvents(b, s, sess.ID, prior)
					b.StartTimer()
				}
				start := time.Now()
				if _, err := s.Append(ctx, sess.ID, at(i), validated(sess.ID)); err != nil {
					b.Fatal(err)
				}
				durations = append(durations, time.Since(start))
			}
			b.StopTimer()
			slices.Sort(durations)
			b.ReportMetric(float64(durations[len(durations)/2].Microseconds())/1000, "p50-ms")
		})
	}
}

// BenchmarkLoad reads a session with 1,000 live events.
func BenchmarkLoad1000(b *testing.B) {
	s := openTemp(b)
	sess := newSession(b, s, "catan", t0, "Ann", "Ben", "Cy")
	seedEvents(b, s, sess.ID, 1000)
	ctx := context.Background()
	b.ResetTimer()
	for range b.N {
		_, events, err := s.Load(ctx, sess.ID)
		if err != nil || len(events) != 1000 {
			b.Fatalf("%d events, %v", len(events), err)
		}
	}
}

// BenchmarkQuickCheck is the integrity check every process runs before its first
// write, on histories of growing size (sessions of 100 events each).
func BenchmarkQuickCheck(b *testing.B) {
	for _, sessions := range []int{1, 100, 1000} {
		b.Run(fmt.Sprintf("events=%d", sessions*100), func(b *testing.B) {
			s := openTemp(b)
			for range sessions {
				sess := newSession(b, s, "catan", t0, "Ann", "Ben")
				seedEvents(b, s, sess.ID, 100)
			}
			ctx := context.Background()
			b.ResetTimer()
			for range b.N {
				if problems, err := runCheck(ctx, s.write, "quick_check"); err != nil || len(problems) > 0 {
					b.Fatal(problems, err)
				}
			}
			if size, err := s.size(); err == nil {
				b.ReportMetric(float64(size)/(1<<20), "MiB")
			}
		})
	}
}

// BenchmarkFirstAppend is a process's first append: open, the integrity check, one
// validated event (what one `talon do` pays in the store), on a 10,000-event history.
func BenchmarkFirstAppend(b *testing.B) {
	path := filepath.Join(b.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	var last companion.Session
	for range 100 {
		last = newSession(b, s, "catan", t0, "Ann", "Ben")
		seedEvents(b, s, last.ID, 100)
	}
	s.Close()
	ctx := context.Background()
	b.ResetTimer()
	for i := range b.N {
		s, err := OpenExisting(path)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Append(ctx, last.ID, at(i), accept("roll 1,2")); err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}
