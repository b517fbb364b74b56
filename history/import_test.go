package history

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// exported is a history's export document.
func exported(t testing.TB, s *Store) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := s.Export(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// contents is an export as plain data, for comparing two histories whatever their
// local ids and row order.
func contents(t *testing.T, s *Store) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(exported(t, s), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func importDoc(t *testing.T, s *Store, doc []byte, opts ImportOptions) ImportReport {
	t.Helper()
	rep, err := s.Import(context.Background(), bytes.NewReader(doc), opts)
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	return rep
}

func sameHistory(t *testing.T, a, b *Store) {
	t.Helper()
	ca, cb := contents(t, a), contents(t, b)
	if !reflect.DeepEqual(ca, cb) {
		ja, _ := json.MarshalIndent(ca, "", " ")
		jb, _ := json.MarshalIndent(cb, "", " ")
		t.Fatalf("the histories differ:\n--- a\n%s\n--- b\n%s", ja, jb)
	}
}

// appendAll records actions in order at minutes from.
func appendAll(t *testing.T, s *Store, id int64, from int, actions ...string) {
	t.Helper()
	for i, a := range actions {
		if _, err := s.Append(context.Background(), id, at(from+i), accept(a)); err != nil {
			t.Fatal(err)
		}
	}
}

func finish(t *testing.T, s *Store, id int64, when int, lines ...line) {
	t.Helper()
	entries := make([]scoring.Entry, len(lines))
	for i, l := range lines {
		entries[i] = scoring.Entry{Name: l.name, Breakdown: []scoring.Points{{Category: "points", Points: l.total}}}
	}
	if err := s.Finish(context.Background(), id, at(when), scoring.Rank(entries, scoring.Rules{Game: "catan"})); err != nil {
		t.Fatal(err)
	}
}

// varied is a history with one of everything: finished, active with an undone event,
// abandoned, a score without a log, and a deleted session.
func varied(t *testing.T, s *Store, names ...string) {
	ctx := context.Background()
	live := newSession(t, s, "catan", at(0), names[0], names[1])
	appendAll(t, s, live.ID, 1, "roll 3,4", "build road E(0,1)")
	if _, err := s.Undo(ctx, live.ID, at(3)); err != nil {
		t.Fatal(err)
	}
	done := newSession(t, s, "catan", at(4), names[1], names[0])
	appendAll(t, s, done.ID, 5, "roll 6,6")
	finish(t, s, done.ID, 6, line{names[1], 10}, line{names[0], 7})
	gone := newSession(t, s, "genoa", at(7), names[0], names[1])
	if err := s.Abandon(ctx, gone.ID, at(8)); err != nil {
		t.Fatal(err)
	}
	played(t, s, "san-juan", at(9), line{names[0], 30}, line{names[1], 31})
	del := played(t, s, "neptun", at(10), line{names[0], 1}, line{names[1], 2})
	if err := s.Delete(ctx, del, at(11)); err != nil {
		t.Fatal(err)
	}
}

func TestImportIntoEmptyHistoryCopiesIt(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	varied(t, a, "Ann", "Ben")
	rep := importDoc(t, b, exported(t, a), ImportOptions{})
	if rep.SessionsAdded != 4 || rep.PlayersAdded != 2 || len(rep.Conflicts) != 0 {
		t.Errorf("report %+v: want 4 sessions and 2 players added", rep)
	}
	sameHistory(t, a, b)
	// The copy works as a history: its active session takes the next event.
	sessions, err := b.Sessions(context.Background(), SessionFilter{Status: "active"})
	if err != nil || len(sessions) != 1 {
		t.Fatalf("active sessions %v, %v", sessions, err)
	}
	appendAll(t, b, sessions[0].Session.ID, 20, "roll 2,2")
}

func TestMergeIsCommutative(t *testing.T) {
	tests := []struct {
		name           string
		namesA, namesB []string
	}{
		{"same names", []string{"Ann", "Ben"}, []string{"Ann", "Ben"}},
		{"case and accents differ", []string{"Ödön", "ann"}, []string{"odon", "ANN"}},
		{"one player in common", []string{"Ann", "Ben"}, []string{"Cy", "ann"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := openTemp(t), openTemp(t)
			varied(t, a, tt.namesA...)
			varied(t, b, tt.namesB...)
			docA, docB := exported(t, a), exported(t, b)
			importDoc(t, a, docB, ImportOptions{})
			importDoc(t, b, docA, ImportOptions{})
			// Names keep each side's spelling; everything else must agree.
			ca, cb := contents(t, a), contents(t, b)
			for _, c := range []map[string]any{ca, cb} {
				for _, p := range c["players"].(map[string]any) {
					name := p.(map[string]any)["name"].(string)
					p.(map[string]any)["name"] = matchKey(name)
				}
			}
			if !reflect.DeepEqual(ca, cb) {
				ja, _ := json.MarshalIndent(ca, "", " ")
				jb, _ := json.MarshalIndent(cb, "", " ")
				t.Fatalf("A+B and B+A differ:\n--- A\n%s\n--- B\n%s", ja, jb)
			}
			if n := len(ca["players"].(map[string]any)); n != len(uniqueKeys(tt.namesA, tt.namesB)) {
				t.Errorf("%d players after the merge; want one per person", n)
			}
			// And merging again, either way, changes nothing.
			rep := importDoc(t, a, exported(t, b), ImportOptions{})
			if rep.SessionsAdded+rep.SessionsUpdated+rep.PlayersAdded != 0 {
				t.Errorf("re-merge changed A: %+v", rep)
			}
		})
	}
}

func uniqueKeys(lists ...[]string) map[string]bool {
	out := map[string]bool{}
	for _, l := range lists {
		for _, n := range l {
			out[matchKey(n)] = true
		}
	}
	return out
}

// TestMergeActiveSessions shares one active session between two histories, lets each
// side go on, and merges: the longer log wins when the other is its prefix; logs that
// went different ways are a conflict that changes neither side.
func TestMergeActiveSessions(t *testing.T) {
	tests := []struct {
		name         string
		onA, onB     func(t *testing.T, s *Store, id int64)
		wantConflict bool
		want         []string // A's live actions after importing B
		wantStatus   string
		wantAt       int // when not 0: the minute of A's second event after the merge
	}{
		{name: "B went on", onB: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5", "end") },
			want: []string{"roll 1,1", "roll 5,5", "end"}, wantStatus: "active"},
		{name: "A went on", onA: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active"},
		{name: "B finished", onB: func(t *testing.T, s *Store, id int64) {
			appendAll(t, s, id, 10, "roll 5,5")
			finish(t, s, id, 12, line{"Ann", 10}, line{"Ben", 3})
		}, want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "finished"},
		{name: "B undid", onB: func(t *testing.T, s *Store, id int64) {
			if _, err := s.Undo(context.Background(), id, at(10)); err != nil {
				t.Fatal(err)
			}
			appendAll(t, s, id, 11, "roll 2,3")
		}, want: []string{"roll 2,3"}, wantStatus: "active"},
		{name: "both went on differently",
			onA:          func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			onB:          func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 6,6") },
			wantConflict: true, want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active"},
		// hist-trial2 F13: the same next move entered on both laptops, at their own
		// times, is one move (the earlier time), in either order.
		{name: "both made the same move, B later",
			onA:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			onB:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 14, "roll 5,5") },
			want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active", wantAt: 10},
		{name: "both made the same move, A later",
			onA:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 14, "roll 5,5") },
			onB:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active", wantAt: 10},
		{name: "the same move, then B went on",
			onA:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			onB:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 12, "roll 5,5", "roll 4,4") },
			want: []string{"roll 1,1", "roll 5,5", "roll 4,4"}, wantStatus: "active", wantAt: 10},
		{name: "the same move, then both went on differently",
			onA:          func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5", "roll 3,3") },
			onB:          func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 12, "roll 5,5", "roll 4,4") },
			wantConflict: true, want: []string{"roll 1,1", "roll 5,5", "roll 3,3"}, wantStatus: "active"},
		{name: "B took its move back", onA: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			onB:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 6,6"); undo(t, s, id, 11) },
			want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active"},
		{name: "A took its moves back", onA: func(t *testing.T, s *Store, id int64) {
			appendAll(t, s, id, 10, "roll 5,5", "roll 4,4")
			undo(t, s, id, 12)
			undo(t, s, id, 13)
		}, onB: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 6,6") },
			want: []string{"roll 1,1", "roll 6,6"}, wantStatus: "active"},
		{name: "both took their moves back", onA: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5"); undo(t, s, id, 11) },
			onB:  func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 6,6"); undo(t, s, id, 12) },
			want: []string{"roll 1,1"}, wantStatus: "active"},
		{name: "B took its move back and went on differently",
			onA: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 5,5") },
			onB: func(t *testing.T, s *Store, id int64) {
				appendAll(t, s, id, 10, "roll 6,6")
				undo(t, s, id, 11)
				appendAll(t, s, id, 12, "roll 2,2")
			},
			wantConflict: true, want: []string{"roll 1,1", "roll 5,5"}, wantStatus: "active"},
		{name: "A undid, B went on", onA: func(t *testing.T, s *Store, id int64) {
			if _, err := s.Undo(context.Background(), id, at(10)); err != nil {
				t.Fatal(err)
			}
		}, onB: func(t *testing.T, s *Store, id int64) { appendAll(t, s, id, 10, "roll 6,6") },
			wantConflict: true, want: nil, wantStatus: "active"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			a, b := openTemp(t), openTemp(t)
			shared, bID := shareActive(t, a, b)
			if tt.onA != nil {
				tt.onA(t, a, shared.ID)
			}
			if tt.onB != nil {
				tt.onB(t, b, bID)
			}
			beforeA, beforeB := contents(t, a), contents(t, b)
			docA, docB := exported(t, a), exported(t, b)
			repA := importDoc(t, a, docB, ImportOptions{})
			repB := importDoc(t, b, docA, ImportOptions{})
			if tt.wantConflict {
				if len(repA.Conflicts) != 1 || len(repB.Conflicts) != 1 {
					t.Fatalf("conflicts %v / %v; want one each way", repA.Conflicts, repB.Conflicts)
				}
				if !reflect.DeepEqual(beforeA, contents(t, a)) || !reflect.DeepEqual(beforeB, contents(t, b)) {
					t.Error("a conflict changed a side")
				}
			} else {
				if len(repA.Conflicts)+len(repB.Conflicts) != 0 {
					t.Fatalf("unexpected conflicts %v %v", repA.Conflicts, repB.Conflicts)
				}
				sameHistory(t, a, b)
				// and merging again, either way, changes nothing
				if rep := importDoc(t, a, exported(t, b), ImportOptions{}); rep.SessionsUpdated+rep.SessionsAdded != 0 || len(rep.Conflicts) != 0 {
					t.Errorf("re-merge changed A: %+v", rep)
				}
				if rep := importDoc(t, b, exported(t, a), ImportOptions{}); rep.SessionsUpdated+rep.SessionsAdded != 0 || len(rep.Conflicts) != 0 {
					t.Errorf("re-merge changed B: %+v", rep)
				}
			}
			sess, events, err := a.Load(ctx, shared.ID)
			if err != nil {
				t.Fatal(err)
			}
			if tt.wantAt != 0 && (len(events) < 2 || !events[1].At.Equal(at(tt.wantAt))) {
				t.Errorf("A's second event is at %v, want the earlier time %v", events, at(tt.wantAt))
			}
			if !reflect.DeepEqual(actions(events), tt.want) && !(len(tt.want) == 0 && len(events) == 0) {
				t.Errorf("A's live log %q, want %q", actions(events), tt.want)
			}
			if string(sess.Status) != tt.wantStatus {
				t.Errorf("A's session is %s, want %s", sess.Status, tt.wantStatus)
			}
		})
	}
}

func undo(t *testing.T, s *Store, id int64, when int) {
	t.Helper()
	if _, err := s.Undo(context.Background(), id, at(when)); err != nil {
		t.Fatal(err)
	}
}

func TestDeletionsTravel(t *testing.T) {
	ctx := context.Background()
	a, b, c := openTemp(t), openTemp(t), openTemp(t)
	id := played(t, a, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	keep := played(t, a, "catan", at(2), line{"Ann", 3}, line{"Ben", 4})
	original := exported(t, a)
	importDoc(t, b, original, ImportOptions{})
	importDoc(t, c, original, ImportOptions{})
	if err := a.Delete(ctx, id, at(3)); err != nil {
		t.Fatal(err)
	}
	rep := importDoc(t, b, exported(t, a), ImportOptions{})
	if rep.SessionsDeleted != 1 {
		t.Errorf("report %+v: want the deleted session deleted here too", rep)
	}
	if got, _ := b.History(ctx, HistoryFilter{}); len(got) != 1 {
		t.Fatalf("B has %d plays, want 1", len(got))
	}
	// The old file, with the session still in it, does not bring it back.
	rep = importDoc(t, b, original, ImportOptions{})
	if rep.SessionsSkipped != 1 || rep.SessionsAdded != 0 {
		t.Errorf("report %+v: want the deleted session skipped", rep)
	}
	// The deletion travels on through B to C.
	importDoc(t, c, exported(t, b), ImportOptions{})
	sameHistory(t, b, c)
	if got, _ := c.History(ctx, HistoryFilter{}); len(got) != 1 || got[0].SessionID == 0 {
		t.Errorf("C has %v", got)
	}
	_ = keep
}

func TestImportPlayerMapping(t *testing.T) {
	ctx := context.Background()
	here, there, later := openTemp(t), openTemp(t), openTemp(t)
	played(t, here, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	played(t, there, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
	played(t, later, "catan", at(3), line{"anna", 7}, line{"Ben", 2})

	_, err := here.Import(ctx, bytes.NewReader(exported(t, there)), ImportOptions{Map: map[string]string{"Anna": "Zoe"}})
	var bad *BadFileError
	if !errors.As(err, &bad) || !strings.Contains(err.Error(), "no player Zoe") {
		t.Errorf("a map to nobody: %v", err)
	}
	rep := importDoc(t, here, exported(t, there), ImportOptions{Map: map[string]string{"Anna": "Ann"}})
	if rep.PlayersAdded != 0 {
		t.Errorf("Anna was added as a new player: %+v", rep)
	}
	// A later file with another Anna (another UUID) finds Ann by the remembered name.
	rep = importDoc(t, here, exported(t, later), ImportOptions{})
	if rep.PlayersAdded != 0 {
		t.Errorf("the mapping was not remembered: %+v", rep)
	}
	stats, err := here.Stats(ctx, StatsFilter{Player: "Ann"})
	if err != nil || len(stats) != 1 || stats[0].Plays != 3 {
		t.Errorf("Ann's stats %+v, %v; want 3 plays", stats, err)
	}
	// The mapped name finds Ann's plays too.
	if got, err := here.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Player: "anna"}}); err != nil || len(got) != 3 {
		t.Errorf("history --player anna: %d plays, %v; want Ann's 3", len(got), err)
	}
	if g, err := here.GroupStats(ctx, PlayFilter{Player: "Anna"}, time.UTC, true); err != nil || g.Summary.Plays != 3 || g.Players[0].Player != "Ann" {
		t.Errorf("stats --player Anna: %+v, %v", g.Summary, err)
	}
}

func TestImportAmbiguousNameNeedsMap(t *testing.T) {
	here, there := openTemp(t), openTemp(t)
	played(t, here, "catan", at(1), line{"Ödön", 5}, line{"Ödon", 4})
	played(t, there, "catan", at(2), line{"Odon", 6}, line{"Ben", 4})
	_, err := here.Import(context.Background(), bytes.NewReader(exported(t, there)), ImportOptions{})
	if err == nil || !strings.Contains(err.Error(), "--map") {
		t.Errorf("an accent-blind match to two players: %v", err)
	}
}

func TestMergeDetailsAndCorrections(t *testing.T) {
	ctx := context.Background()
	a, b := openTemp(t), openTemp(t)
	id := played(t, a, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	importDoc(t, b, exported(t, a), ImportOptions{})
	club, home := "Club", "Home"
	if err := a.ChangeDetails(ctx, id, DetailsChange{Location: &home}, ptrTo(at(10))); err != nil {
		t.Fatal(err)
	}
	moved := at(-600)
	if err := b.ChangeDetails(ctx, id, DetailsChange{Location: &club, At: &moved}, ptrTo(at(20))); err != nil {
		t.Fatal(err)
	}
	if _, err := a.CorrectScores(ctx, id, map[int]int{1: 9}, "recount", at(30)); err != nil {
		t.Fatal(err)
	}
	docA, docB := exported(t, a), exported(t, b)
	for _, rep := range []ImportReport{importDoc(t, a, docB, ImportOptions{}), importDoc(t, b, docA, ImportOptions{})} {
		if len(rep.Conflicts) != 0 {
			t.Fatalf("conflicts: %+v", rep.Conflicts)
		}
	}
	sameHistory(t, a, b)
	d, err := a.Details(ctx, id)
	if err != nil || d.Location != "Club" {
		t.Errorf("details %+v, %v: want the later edit (Club)", d, err)
	}
	got, _ := a.History(ctx, HistoryFilter{})
	if len(got) != 1 || !got[0].Date.Equal(moved) || got[0].Players[1].Score != 9 || !got[0].Players[1].Winner {
		t.Errorf("history %+v: want the moved date and Ben's corrected 9 winning", got)
	}
	list, err := b.Corrections(ctx, id)
	if err != nil || len(list) != 1 || list[0].Before[1].Score != 4 {
		t.Errorf("corrections on B %+v, %v: want one, with Ben's original 4", list, err)
	}
}

func ptrTo[T any](v T) *T { return &v }

func TestMergeRounds(t *testing.T) {
	ctx := context.Background()
	a, b := openTemp(t), openTemp(t)
	sess := newSession(t, a, "neptun", at(0), "Ann", "Ben")
	round := func(s *Store, id int64, n, when int, line string) {
		t.Helper()
		if err := s.SaveRound(ctx, id, at(when), companion.RoundResult{Round: n, Lines: []string{line}}); err != nil {
			t.Fatal(err)
		}
	}
	round(a, sess.ID, 1, 1, "first try")
	importDoc(t, b, exported(t, a), ImportOptions{})
	onB, _ := b.Sessions(ctx, SessionFilter{})
	round(b, onB[0].Session.ID, 1, 5, "scored again")
	round(b, onB[0].Session.ID, 2, 6, "round two")
	round(a, sess.ID, 3, 7, "round three")
	docA, docB := exported(t, a), exported(t, b)
	importDoc(t, a, docB, ImportOptions{})
	importDoc(t, b, docA, ImportOptions{})
	sameHistory(t, a, b)
	got, err := a.Rounds(ctx, sess.ID)
	if err != nil || len(got) != 3 || got[0].Lines[0] != "scored again" || got[2].Lines[0] != "round three" {
		t.Errorf("rounds %+v, %v: want all three, round 1 as scored again", got, err)
	}
}

// TestImportVersionOneFile reads an export of the first talon: no "version" member.
func TestImportVersionOneFile(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	played(t, a, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
	doc := strings.Replace(string(exported(t, a)), fmt.Sprintf("\"version\": %d,", FormatVersion), "", 1)
	if strings.Contains(doc, "\"version\"") {
		t.Fatal("the version member is still there")
	}
	rep := importDoc(t, b, []byte(doc), ImportOptions{})
	if rep.SessionsAdded != 1 {
		t.Errorf("report %+v", rep)
	}
	sameHistory(t, a, b)
}

// TestImportMapWorksBothWays: --map "Anna=Ann" says Anna and Ann are one person called
// Ann, whichever side has which name: either laptop may import first, and after both
// imported each other's file (with the same map) the histories are the same.
func TestImportMapWorksBothWays(t *testing.T) {
	for _, annaFirst := range []bool{true, false} {
		t.Run(fmt.Sprint("the laptop with Anna imports first: ", annaFirst), func(t *testing.T) {
			withAnn, withAnna := openTemp(t), openTemp(t)
			played(t, withAnn, "catan", at(1), line{"Ann", 5}, line{"Ben", 4})
			played(t, withAnna, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
			mapped := ImportOptions{Map: map[string]string{"Anna": "Ann"}}
			first, second := withAnn, withAnna
			if annaFirst {
				first, second = withAnna, withAnn
			}
			rep := importDoc(t, first, exported(t, second), mapped)
			if rep.PlayersAdded != 0 {
				t.Errorf("a mapped name was added as a new player: %+v", rep)
			}
			importDoc(t, second, exported(t, first), mapped)
			sameHistory(t, withAnn, withAnna)
			for _, s := range []*Store{withAnn, withAnna} {
				g, err := s.GroupStats(context.Background(), PlayFilter{Player: "anna"}, time.UTC, false)
				if err != nil || g.Summary.Plays != 2 || g.Players[0].Player != "Ann" {
					t.Errorf("stats --player anna: %+v %+v, %v", g.Summary, g.Players, err)
				}
			}
		})
	}
}

// TestImportMapNeverMergesTwoPlayers: a map naming two players who are different
// people here, or in the file, is refused and nothing is imported.
func TestImportMapNeverMergesTwoPlayers(t *testing.T) {
	ctx := context.Background()
	both, one := openTemp(t), openTemp(t)
	played(t, both, "catan", at(1), line{"Ann", 5}, line{"Anna", 4})
	played(t, one, "catan", at(2), line{"Anna", 6}, line{"Ben", 4})
	mapped := ImportOptions{Map: map[string]string{"Anna": "Ann"}}
	for _, c := range []struct {
		name     string
		into     *Store
		from     *Store
		wantText string
	}{
		{"two players here", both, one, "different players here"},
		{"two players in the file", one, both, "the file has two different players"},
	} {
		before := contents(t, c.into)
		_, err := c.into.Import(ctx, bytes.NewReader(exported(t, c.from)), mapped)
		var bad *BadFileError
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), c.wantText) {
			t.Errorf("%s: %v", c.name, err)
		}
		if !reflect.DeepEqual(before, contents(t, c.into)) {
			t.Errorf("%s: the refused import changed the history", c.name)
		}
	}
}
