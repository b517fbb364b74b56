package history

import (
	"context"
	"errors"
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
			docA, docB := exported(t, a), exported(t, b)
			rep := importDoc(t, a, docB, ImportOptions{Keep: map[string]string{strings.ToLower(name): tt.onA}})
			if len(rep.Conflicts) != 0 || !reflect.DeepEqual(rep.Kept, []KeptSession{{UUID: uuid, Game: "catan", Side: tt.keptOnA}}) {
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
			_ = docA
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
}
