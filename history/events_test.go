package history

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

func TestAppendUndoReplay(t *testing.T) {
	type step struct {
		op      string // "do <action>" or "undo"
		wantSeq int    // seq appended or undone
	}
	tests := []struct {
		name      string
		steps     []step
		wantLive  []string
		wantSeqs  []int
		wantTotal int // rows kept, undone included
	}{
		{"appends in order",
			[]step{{"do a", 1}, {"do b", 2}, {"do c", 3}},
			[]string{"a", "b", "c"}, []int{1, 2, 3}, 3},
		{"undo hides the last live event",
			[]step{{"do a", 1}, {"do b", 2}, {"undo", 2}},
			[]string{"a"}, []int{1}, 2},
		{"new event after undo takes a fresh seq",
			[]step{{"do a", 1}, {"do b", 2}, {"undo", 2}, {"do c", 3}},
			[]string{"a", "c"}, []int{1, 3}, 3},
		{"undo twice walks back",
			[]step{{"do a", 1}, {"do b", 2}, {"do c", 3}, {"undo", 3}, {"undo", 2}, {"do d", 4}},
			[]string{"a", "d"}, []int{1, 4}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := context.Background()
			sess := newSession(t, s, "catan", t0, "Ann", "Ben")
			for i, st := range tt.steps {
				now := at(i + 1)
				var ev companion.Event
				var err error
				if st.op == "undo" {
					ev, err = s.Undo(ctx, sess.ID, now)
				} else {
					ev, err = s.Append(ctx, sess.ID, now, func(_ companion.Session, _ []companion.Event) (companion.Event, error) {
						return companion.Event{Action: st.op[3:], Streams: []string{"dice"}}, nil
					})
					if err == nil && !ev.At.Equal(now) {
						t.Errorf("step %d: At = %v, want %v", i, ev.At, now)
					}
				}
				if err != nil {
					t.Fatalf("step %d %s: %v", i, st.op, err)
				}
				if ev.Seq != st.wantSeq {
					t.Errorf("step %d %s: seq %d, want %d", i, st.op, ev.Seq, st.wantSeq)
				}
			}
			_, events, err := s.Load(ctx, sess.ID)
			if err != nil {
				t.Fatal(err)
			}
			var seqs []int
			for _, e := range events {
				seqs = append(seqs, e.Seq)
				if !reflect.DeepEqual(e.Streams, []string{"dice"}) {
					t.Errorf("streams %v, want [dice]", e.Streams)
				}
			}
			if !reflect.DeepEqual(actions(events), tt.wantLive) || !reflect.DeepEqual(seqs, tt.wantSeqs) {
				t.Errorf("live %v %v, want %v %v", actions(events), seqs, tt.wantLive, tt.wantSeqs)
			}
			var total int
			s.read.QueryRowContext(ctx, `SELECT count(*) FROM events WHERE session_id = ?`, sess.ID).Scan(&total)
			if total != tt.wantTotal {
				t.Errorf("%d event rows kept, want %d", total, tt.wantTotal)
			}
		})
	}
}

func TestAppendDecideSeesSessionAndLiveEvents(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	sess := newSession(t, s, "catan", t0, "Ann")
	for i, a := range []string{"a", "b"} {
		if _, err := s.Append(ctx, sess.ID, at(i), accept(a)); err != nil {
			t.Fatal(err)
		}
	}
	s.Undo(ctx, sess.ID, at(3))
	var seen []string
	var seenSession companion.Session
	_, err := s.Append(ctx, sess.ID, at(4), func(got companion.Session, events []companion.Event) (companion.Event, error) {
		seenSession, seen = got, actions(events)
		return companion.Event{Action: "c"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seenSession.ID != sess.ID || seenSession.Config.Players[0].Name != "Ann" {
		t.Errorf("decide saw session %+v", seenSession)
	}
	if !reflect.DeepEqual(seen, []string{"a"}) {
		t.Errorf("decide saw %v, want only the live event [a]", seen)
	}
}

func TestAppendDecideErrorStoresNothing(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	sess := newSession(t, s, "catan", t0, "Ann")
	refusal := companion.Refuse("distance rule", "N(1,-1) is next to a settlement")
	_, err := s.Append(ctx, sess.ID, at(1), func(companion.Session, []companion.Event) (companion.Event, error) {
		return companion.Event{Action: "build settlement N(1,-1)"}, refusal
	})
	var r *companion.Refusal
	if !errors.As(err, &r) || err != refusal {
		t.Errorf("err = %v, want the refusal unchanged", err)
	}
	if _, events, _ := s.Load(ctx, sess.ID); len(events) != 0 {
		t.Errorf("refused event stored: %v", events)
	}
	if ev, err := s.Append(ctx, sess.ID, at(2), accept("roll 2,5")); err != nil || ev.Seq != 1 {
		t.Errorf("next append: seq %d, %v; want seq 1", ev.Seq, err)
	}
}

func TestAppendAndUndoRefusals(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	finished := newSession(t, s, "catan", t0, "Ann")
	if _, err := s.Append(ctx, finished.ID, at(1), accept("a")); err != nil {
		t.Fatal(err)
	}
	win := scoring.Result{Game: "catan", Players: []scoring.PlayerResult{{Name: "Ann", Total: 10, Rank: 1, Winner: true}}}
	if err := s.Finish(ctx, finished.ID, at(2), win); err != nil {
		t.Fatal(err)
	}
	abandoned := newSession(t, s, "catan", t0, "Ann")
	s.Abandon(ctx, abandoned.ID, at(1))
	fresh := newSession(t, s, "catan", t0, "Ann")

	called := false
	decide := func(companion.Session, []companion.Event) (companion.Event, error) {
		called = true
		return companion.Event{Action: "x"}, nil
	}
	tests := []struct {
		name string
		op   func() error
		want error
	}{
		{"append to finished", func() error { _, err := s.Append(ctx, finished.ID, at(3), decide); return err }, ErrNotActive},
		{"append to abandoned", func() error { _, err := s.Append(ctx, abandoned.ID, at(3), decide); return err }, ErrNotActive},
		{"append to missing", func() error { _, err := s.Append(ctx, 999, at(3), decide); return err }, ErrNotFound},
		{"undo on abandoned", func() error { _, err := s.Undo(ctx, abandoned.ID, at(3)); return err }, ErrNotActive},
		{"undo with no events", func() error { _, err := s.Undo(ctx, fresh.ID, at(3)); return err }, ErrNothingToUndo},
		{"undo on missing", func() error { _, err := s.Undo(ctx, 999, at(3)); return err }, ErrNotFound},
		{"empty action", func() error { _, err := s.Append(ctx, fresh.ID, at(3), accept("")); return err }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.op()
			if err == nil || tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
		})
	}
	if called {
		t.Error("decide ran for a session that is not active")
	}
	if _, events, _ := s.Load(ctx, finished.ID); len(events) != 1 {
		t.Errorf("finished session has %d events, want 1", len(events))
	}

	// Undoing the event that ended a game reopens it and drops its results.
	if _, err := s.Undo(ctx, finished.ID, at(4)); err != nil {
		t.Fatalf("undo on finished: %v", err)
	}
	sess, events, err := s.Load(ctx, finished.ID)
	if err != nil || sess.Status != companion.Active || sess.Ended != nil || len(events) != 0 {
		t.Errorf("after undo: %v status %s ended %v events %d", err, sess.Status, sess.Ended, len(events))
	}
	if played, _ := s.History(ctx, HistoryFilter{}); len(played) != 0 {
		t.Errorf("reopened game still in history: %+v", played)
	}
}
