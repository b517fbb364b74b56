package history

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// localID is s's number for the session uuid.
func localID(t *testing.T, s *Store, uuid string) int64 {
	t.Helper()
	var id int64
	if err := s.read.QueryRowContext(context.Background(), `SELECT id FROM sessions WHERE uuid = ?`, uuid).Scan(&id); err != nil {
		t.Fatalf("session %s: %v", uuid, err)
	}
	return id
}

// tombstones are an export's deletions, parsed.
func tombstones(t *testing.T, s *Store) map[string]time.Time {
	t.Helper()
	out := map[string]time.Time{}
	deleted, _ := contents(t, s)["deleted"].(map[string]any)
	for uuid, v := range deleted {
		when, err := time.Parse(time.RFC3339Nano, v.(string))
		if err != nil {
			t.Fatalf("deleted %s: %v", uuid, err)
		}
		out[uuid] = when
	}
	return out
}

// TestTombstonesMerge (review-5 gap 3): two histories share a finished play and an
// active session, each side deletes or plays on, and they exchange files both ways.
// FORMAT.md: a tombstone deletes the session here and is kept, the earlier time of two;
// a session is not added back while a tombstone says it was deleted, so a deletion wins
// over moves the other side went on with, and an old file brings nothing back. After
// the exchange both sides hold the same history with the wanted tombstones (one per
// session), and exchanging again, or importing the old file, changes nothing.
func TestTombstonesMerge(t *testing.T) {
	const done, live = "done", "live" // the shared finished play and active session
	type side struct {
		del map[string]int // session → minute it is deleted at on this side
		on  []string       // moves this side enters on the active session first
		fin bool           // this side then finishes the active session
	}
	tests := []struct {
		name string
		a, b side
		want map[string]int // tombstones after the exchange: session → minute
	}{
		{name: "A deleted the play", a: side{del: map[string]int{done: 20}}, want: map[string]int{done: 20}},
		{name: "both deleted the play, A earlier", a: side{del: map[string]int{done: 20}}, b: side{del: map[string]int{done: 30}},
			want: map[string]int{done: 20}},
		{name: "both deleted the play, B earlier", a: side{del: map[string]int{done: 30}}, b: side{del: map[string]int{done: 20}},
			want: map[string]int{done: 20}},
		{name: "both deleted the play at one time", a: side{del: map[string]int{done: 25}}, b: side{del: map[string]int{done: 25}},
			want: map[string]int{done: 25}},
		{name: "each deleted another session", a: side{del: map[string]int{done: 20}}, b: side{del: map[string]int{live: 40}},
			want: map[string]int{done: 20, live: 40}},
		{name: "A deleted the session B went on with", a: side{del: map[string]int{live: 20}}, b: side{on: []string{"roll 5,5", "roll 6,6"}},
			want: map[string]int{live: 20}},
		{name: "B deleted the session A went on with, after A's moves", a: side{on: []string{"roll 5,5"}}, b: side{del: map[string]int{live: 50}},
			want: map[string]int{live: 50}},
		{name: "A deleted the session B went on with and finished", a: side{del: map[string]int{live: 20}},
			b: side{on: []string{"roll 5,5"}, fin: true}, want: map[string]int{live: 20}},
		{name: "both went on alike, B deleted", a: side{on: []string{"roll 5,5"}}, b: side{on: []string{"roll 5,5"}, del: map[string]int{live: 20}},
			want: map[string]int{live: 20}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			a, b := openTemp(t), openTemp(t)
			shared, _ := shareActive(t, a, b)
			playID := played(t, a, "catan", at(2), line{"Ann", 5}, line{"Ben", 4})
			importDoc(t, b, exported(t, a), ImportOptions{})
			play, err := a.Session(ctx, playID)
			if err != nil {
				t.Fatal(err)
			}
			uuids := map[string]string{done: play.UUID, live: shared.UUID}
			original := exported(t, a) // both sessions, before anything is deleted
			for _, s := range []struct {
				store *Store
				side
			}{{a, tt.a}, {b, tt.b}} {
				id := localID(t, s.store, shared.UUID)
				appendAll(t, s.store, id, 10, s.on...)
				if s.fin {
					finish(t, s.store, id, 15, line{"Ann", 10}, line{"Ben", 3})
				}
				for what, minute := range s.del {
					if err := s.store.Delete(ctx, localID(t, s.store, uuids[what]), at(minute)); err != nil {
						t.Fatal(err)
					}
				}
			}
			docA, docB := exported(t, a), exported(t, b)
			for _, rep := range []ImportReport{importDoc(t, a, docB, ImportOptions{}), importDoc(t, b, docA, ImportOptions{})} {
				if len(rep.Conflicts) != 0 {
					t.Fatalf("conflicts %+v", rep.Conflicts)
				}
			}
			sameHistory(t, a, b)
			want := map[string]time.Time{}
			for what, minute := range tt.want {
				want[uuids[what]] = at(minute).UTC()
			}
			for name, s := range map[string]*Store{"A": a, "B": b} {
				if got := tombstones(t, s); !reflect.DeepEqual(got, want) {
					t.Errorf("%s's tombstones %v, want %v", name, got, want)
				}
				var n int
				for what, uuid := range uuids {
					s.read.QueryRowContext(ctx, `SELECT count(*) FROM sessions WHERE uuid = ?`, uuid).Scan(&n)
					if _, gone := tt.want[what]; gone == (n != 0) {
						t.Errorf("%s holds %d of session %q; want it only when it was not deleted", name, n, what)
					}
				}
			}
			// Exchanging again, and the old file with both sessions in it, change nothing.
			before := exported(t, a)
			for _, doc := range [][]byte{exported(t, b), original} {
				for name, s := range map[string]*Store{"A": a, "B": b} {
					rep := importDoc(t, s, doc, ImportOptions{})
					if rep.SessionsAdded+rep.SessionsUpdated+rep.SessionsDeleted != 0 {
						t.Errorf("%s: importing again reported changes %+v", name, rep)
					}
				}
			}
			if after := exported(t, a); string(before) != string(after) {
				t.Errorf("importing again changed A:\n%s\n%s", before, after)
			}
			sameHistory(t, a, b)
		})
	}
}
