package history

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
)

// t0 is the injected clock's start; the store never reads the real clock.
var t0 = time.Date(2025, 3, 14, 19, 30, 0, 123456789, time.UTC)

// at is t0 plus n minutes.
func at(n int) time.Time { return t0.Add(time.Duration(n) * time.Minute) }

func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "talon.db"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func newSession(t testing.TB, s *Store, game string, started time.Time, names ...string) companion.Session {
	t.Helper()
	sess := companion.Session{Game: game, Seed: "SEED-1", Started: started}
	for _, n := range names {
		sess.Config.Players = append(sess.Config.Players, companion.Player{Name: n})
	}
	got, err := s.CreateSession(context.Background(), sess)
	if err != nil {
		t.Fatalf("CreateSession: %v", err)
	}
	return got
}

// accept is a decide callback that stores action as is.
func accept(action string) func(companion.Session, []companion.Event) (companion.Event, error) {
	return func(companion.Session, []companion.Event) (companion.Event, error) {
		return companion.Event{Action: action}, nil
	}
}

func actions(events []companion.Event) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = e.Action
	}
	return out
}

// exchange imports each history's export into the other. At once: both exports are
// taken first (two laptops swapping files); else A's file goes to B, then B's to A.
func exchange(t *testing.T, a, b *Store, atOnce bool, opts ImportOptions) {
	t.Helper()
	if atOnce {
		docA, docB := exported(t, a), exported(t, b)
		importDoc(t, b, docA, opts)
		importDoc(t, a, docB, opts)
		return
	}
	importDoc(t, b, exported(t, a), opts)
	importDoc(t, a, exported(t, b), opts)
}
