package history

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"testing"

	"github.com/talon-games/talon/companion"
)

// openShared opens n Stores on one file, like n terminals at one table.
func openShared(t *testing.T, n int) []*Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "talon.db")
	stores := make([]*Store, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range stores { // opened at once: initialising a new file must not race
		wg.Add(1)
		go func() {
			defer wg.Done()
			stores[i], errs[i] = Open(path)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("Open %d: %v", i, err)
		}
		t.Cleanup(func() { stores[i].Close() })
	}
	return stores
}

func TestConcurrentWritersLoseNothing(t *testing.T) {
	const (
		stores    = 4
		perStore  = 2 // goroutines per store
		perWriter = 15
	)
	ss := openShared(t, stores)
	ctx := context.Background()
	shared := newSession(t, ss[0], "catan", t0, "Ann", "Ben")
	own := make([]companion.Session, stores)
	for i := range own {
		own[i] = newSession(t, ss[i], "genoa", t0, fmt.Sprintf("P%d", i))
	}

	var wg sync.WaitGroup
	errs := make(chan error, stores*perStore*perWriter*2)
	for si, s := range ss {
		for g := range perStore {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range perWriter {
					label := fmt.Sprintf("w%d-%d-%d", si, g, i)
					if _, err := s.Append(ctx, shared.ID, at(i), accept(label)); err != nil {
						errs <- err
					}
					if _, err := s.Append(ctx, own[si].ID, at(i), accept(label)); err != nil {
						errs <- err
					}
				}
			}()
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("append: %v", err)
	}

	check := func(name string, id int64, want int) {
		_, events, err := ss[0].Load(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for i, e := range events {
			if e.Seq != i+1 {
				t.Errorf("%s: event %d has seq %d", name, i, e.Seq)
			}
			if seen[e.Action] {
				t.Errorf("%s: %s stored twice", name, e.Action)
			}
			seen[e.Action] = true
		}
		if len(events) != want {
			t.Errorf("%s: %d events, want %d", name, len(events), want)
		}
	}
	check("shared session", shared.ID, stores*perStore*perWriter)
	for i, sess := range own {
		check(fmt.Sprintf("session of store %d", i), sess.ID, perStore*perWriter)
	}
}

// TestConcurrentDecideSeesOtherWriters has every writer number its event one past the
// count it was shown. Only if decide runs inside the write transaction (seeing every
// other writer's committed event) do the numbers come out 1..n without repeats.
func TestConcurrentDecideSeesOtherWriters(t *testing.T) {
	const writers, perWriter = 4, 10
	ss := openShared(t, writers)
	ctx := context.Background()
	sess := newSession(t, ss[0], "catan", t0, "Ann")
	next := func(_ companion.Session, events []companion.Event) (companion.Event, error) {
		return companion.Event{Action: strconv.Itoa(len(events) + 1)}, nil
	}
	var wg sync.WaitGroup
	for _, s := range ss {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perWriter {
				if _, err := s.Append(ctx, sess.ID, at(i), next); err != nil {
					t.Errorf("append: %v", err)
				}
			}
		}()
	}
	wg.Wait()
	_, events, err := ss[1].Load(ctx, sess.ID)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, e := range events {
		n, _ := strconv.Atoi(e.Action)
		got = append(got, n)
	}
	sort.Ints(got)
	for i, n := range got {
		if n != i+1 {
			t.Fatalf("numbers %v: a writer decided on a stale log", got)
		}
	}
	if len(got) != writers*perWriter {
		t.Errorf("%d events, want %d", len(got), writers*perWriter)
	}
}
