package history

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// shareActive starts an active Catan on a with one roll and imports it into b: the
// session on a, and its id on b.
func shareActive(t *testing.T, a, b *Store) (companion.Session, int64) {
	t.Helper()
	shared := newSession(t, a, "catan", at(0), "Ann", "Ben")
	appendAll(t, a, shared.ID, 1, "roll 1,1")
	importDoc(t, b, exported(t, a), ImportOptions{})
	onB, err := b.Sessions(context.Background(), SessionFilter{})
	if err != nil || len(onB) != 1 {
		t.Fatal(onB, err)
	}
	return shared, onB[0].Session.ID
}

// forked is one active session shared by two histories, then taken different ways:
// A rolled 5,5 and B rolled 6,6. It returns the session's UUID.
func forked(t *testing.T, a, b *Store) string {
	t.Helper()
	shared, bID := shareActive(t, a, b)
	appendAll(t, a, shared.ID, 10, "roll 5,5")
	appendAll(t, b, bID, 10, "roll 6,6")
	return shared.UUID
}

func liveActions(t *testing.T, s *Store) []string {
	t.Helper()
	list, err := s.Sessions(context.Background(), SessionFilter{})
	if err != nil || len(list) != 1 {
		t.Fatal(list, err)
	}
	_, events, err := s.Load(context.Background(), list[0].Session.ID)
	if err != nil {
		t.Fatal(err)
	}
	return actions(events)
}

// TestKeepSettlesAConflict: a conflict named with --keep is settled, and the two
// histories agree after exchanging files, whichever side keeps which way.
func TestKeepSettlesAConflict(t *testing.T) {
	tests := []struct {
		name       string
		onA, onB   string // the side each history keeps when it imports the other's file
		want       []string
		keptOnA    string
		prefixOnly bool
	}{
		{name: "A takes B's game", onA: KeepTheirs, want: []string{"roll 1,1", "roll 6,6"}, keptOnA: KeepTheirs},
		{name: "A keeps its game, B takes it", onA: KeepOurs, onB: KeepTheirs, want: []string{"roll 1,1", "roll 5,5"}, keptOnA: KeepOurs},
		{name: "named by the UUID's first characters", onA: KeepTheirs, want: []string{"roll 1,1", "roll 6,6"}, keptOnA: KeepTheirs, prefixOnly: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			uuid := forked(t, a, b)
			name := uuid
			if tt.prefixOnly {
				name = strings.ToUpper(uuid[:MinKeepPrefix])
			}
			rep := importDoc(t, a, exported(t, b), ImportOptions{Keep: map[string]string{strings.ToLower(name): tt.onA}})
			if len(rep.Conflicts) != 0 || !reflect.DeepEqual(rep.Kept, []KeptSession{{UUID: uuid, Session: 1, Game: "catan", Side: tt.keptOnA}}) {
				t.Fatalf("report %+v", rep)
			}
			var keepB map[string]string
			if tt.onB != "" {
				keepB = map[string]string{uuid: tt.onB}
			}
			repB := importDoc(t, b, exported(t, a), ImportOptions{Keep: keepB})
			if len(repB.Conflicts) != 0 {
				t.Fatalf("B still conflicts: %+v", repB)
			}
			sameHistory(t, a, b)
			if got := liveActions(t, a); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("A's live log %q, want %q", got, tt.want)
			}
			// Settled for good: the files merge both ways without a word, and again.
			for _, s := range []*Store{a, b} {
				for _, doc := range [][]byte{exported(t, a), exported(t, b)} {
					if rep := importDoc(t, s, doc, ImportOptions{}); len(rep.Conflicts)+rep.SessionsUpdated != 0 {
						t.Errorf("after settling: %+v", rep)
					}
				}
			}
		})
	}
}

// TestKeepRefusesWhatItCannotName: a --keep naming no session of the file, or several,
// is refused and changes nothing; one naming a session without a conflict is noted.
func TestKeepRefusesWhatItCannotName(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	uuid := forked(t, a, b)
	played(t, b, "catan", at(30), line{"Ann", 4}, line{"Ben", 5})
	played(t, b, "catan", at(31), line{"Ann", 6}, line{"Ben", 5})
	docB := exported(t, b)
	before := contents(t, a)
	for _, keep := range []map[string]string{
		{"ffffffff": KeepTheirs}, // nobody
		{"": KeepTheirs},         // too short
		{uuid[:8]: "mine"},       // no such side
		{"a!b?c": KeepOurs},      // not a UUID
		{uuid: KeepTheirs, "0000": KeepOurs},
	} {
		_, err := a.Import(context.Background(), strings.NewReader(string(docB)), ImportOptions{Keep: keep})
		var bad *BadFileError
		if !errors.As(err, &bad) {
			t.Errorf("--keep %v: err %v, want a refusal", keep, err)
		}
	}
	if !reflect.DeepEqual(before, contents(t, a)) {
		t.Error("a refused --keep changed the history")
	}
	// A prefix that names two sessions of the file settles neither.
	m := &merger{keep: map[string]keepHits{"abcd": {side: KeepOurs}}}
	m.keepSide("abcd1111-0000")
	m.keepSide("abcd2222-0000")
	if err := m.checkKeep(); err == nil || !strings.Contains(err.Error(), "2 sessions") {
		t.Errorf("a prefix naming two sessions: %v", err)
	}
	// A session without a conflict is merged as usual, and the report says so.
	importDoc(t, a, docB, ImportOptions{Keep: map[string]string{uuid: KeepTheirs}})
	rep := importDoc(t, b, exported(t, a), ImportOptions{Keep: map[string]string{uuid: KeepOurs}})
	if len(rep.Kept) != 1 || rep.Kept[0].Side != KeepMerged {
		t.Errorf("report %+v: want the session merged as usual", rep)
	}
	// One the import adds is named by the number it has once written, as sessions
	// shows it (review F5: it was 0).
	c := openTemp(t)
	played(t, c, "catan", at(40), line{"Cid", 3}, line{"Dan", 4}) // session 1 here: the added one is 2
	rep = importDoc(t, c, docB, ImportOptions{Keep: map[string]string{uuid: KeepTheirs}})
	var id int64
	if err := c.read.QueryRow(`SELECT id FROM sessions WHERE uuid = ?`, uuid).Scan(&id); err != nil || id < 2 {
		t.Fatalf("the added session: %d %v", id, err)
	}
	if want := []KeptSession{{UUID: uuid, Session: id, Game: "catan", Side: KeepMerged}}; !reflect.DeepEqual(rep.Kept, want) {
		t.Errorf("an added session --keep named: %+v, want %+v", rep.Kept, want)
	}
}

// TestSharedMoveTakenBackOnBothSides: a move both histories have, taken back on each at
// its own time, is one event, not a conflict: with or without a later move on one
// side, one exchange of files leaves both histories alike, the earlier undo kept
// (review-3 F3).
func TestSharedMoveTakenBackOnBothSides(t *testing.T) {
	tests := []struct {
		name       string
		laterOnA   string // a move after the undo, on A
		laterOnB   string
		undoA      int // minutes: when each side took the roll back
		undoB      int
		want       []string
		wantUndone int
	}{
		{name: "nothing after", undoA: 20, undoB: 25, want: nil, wantUndone: 20},
		{name: "B undid first", undoA: 25, undoB: 20, want: nil, wantUndone: 20},
		{name: "A went on", laterOnA: "roll 3,3", undoA: 20, undoB: 25, want: []string{"roll 3,3"}, wantUndone: 20},
		{name: "B went on", laterOnB: "roll 4,4", undoA: 25, undoB: 20, want: []string{"roll 4,4"}, wantUndone: 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			a, b := openTemp(t), openTemp(t)
			shared, bID := shareActive(t, a, b)
			for _, side := range []struct {
				s     *Store
				id    int64
				undo  int
				later string
			}{{a, shared.ID, tt.undoA, tt.laterOnA}, {b, bID, tt.undoB, tt.laterOnB}} {
				if _, err := side.s.Undo(ctx, side.id, at(side.undo)); err != nil {
					t.Fatal(err)
				}
				if side.later != "" {
					appendAll(t, side.s, side.id, 30, side.later)
				}
			}
			docA, docB := exported(t, a), exported(t, b)
			for _, rep := range []ImportReport{importDoc(t, a, docB, ImportOptions{}), importDoc(t, b, docA, ImportOptions{})} {
				if len(rep.Conflicts) != 0 {
					t.Fatalf("a conflict: %+v", rep.Conflicts)
				}
			}
			sameHistory(t, a, b)
			if got := liveActions(t, a); strings.Join(got, ";") != strings.Join(tt.want, ";") {
				t.Errorf("live log %q, want %q", got, tt.want)
			}
			if got := contents(t, a); !strings.Contains(fmt.Sprint(got), formatTime(at(tt.wantUndone))) ||
				strings.Contains(fmt.Sprint(got), formatTime(at(max(tt.undoA, tt.undoB)))) {
				t.Errorf("want the earlier undo (%s) kept: %v", formatTime(at(tt.wantUndone)), got)
			}
			for _, s := range []*Store{a, b} {
				if rep := importDoc(t, s, exported(t, a), ImportOptions{}); len(rep.Conflicts)+rep.SessionsUpdated != 0 {
					t.Errorf("again: %+v", rep)
				}
			}
		})
	}
}
