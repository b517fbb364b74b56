package history

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/talon-games/talon/companion"
)

func TestCreateAndLoadSessionRoundTrip(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	in := companion.Session{
		Game: "catan",
		Config: companion.Config{
			Players: []companion.Player{{Name: "Ann", Colour: "red"}, {Name: "Ödön", Colour: "blue"}},
			Options: map[string]string{"board": "beginner"},
		},
		Seed:    "K7Q2-PLUM",
		Setup:   json.RawMessage(`{"first":1,"order":[1,0]}`),
		Started: t0,
	}
	created, err := s.CreateSession(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if created.ID == 0 || len(created.UUID) != 36 || created.UUID[14] != '4' {
		t.Errorf("ID %d, UUID %q: want an id and a v4 uuid", created.ID, created.UUID)
	}
	if created.Status != companion.Active {
		t.Errorf("status %q, want active", created.Status)
	}
	got, events, err := s.Load(ctx, created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 0 {
		t.Errorf("new session has events %v", events)
	}
	if !got.Started.Equal(t0) || got.Started.Nanosecond() != t0.Nanosecond() {
		t.Errorf("started %v, want %v (nanoseconds kept)", got.Started, t0)
	}
	got.Started, created.Started = t0, t0
	if !reflect.DeepEqual(got, created) {
		t.Errorf("loaded\n%+v\nwant\n%+v", got, created)
	}
	if _, err := s.Session(ctx, created.ID+100); !errors.Is(err, ErrNotFound) {
		t.Errorf("missing session: err = %v, want ErrNotFound", err)
	}
}

func TestCreateSessionMatchesPlayersCaseInsensitively(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	newSession(t, s, "catan", at(0), "Ann", "Ödön")
	newSession(t, s, "catan", at(1), "ANN", "ödön", "Cy")
	var players int
	if err := s.read.QueryRowContext(ctx, `SELECT count(*) FROM players`).Scan(&players); err != nil {
		t.Fatal(err)
	}
	if players != 3 {
		t.Errorf("players = %d, want 3 (Ann, Ödön, Cy)", players)
	}
}

func TestCreateSessionRefusals(t *testing.T) {
	tests := []struct {
		name string
		sess companion.Session
	}{
		{"no game", companion.Session{Started: t0}},
		{"no start", companion.Session{Game: "catan"}},
		{"bad setup", companion.Session{Game: "catan", Started: t0, Setup: json.RawMessage(`{`)}},
		{"empty name", companion.Session{Game: "catan", Started: t0,
			Config: companion.Config{Players: []companion.Player{{Name: " "}}}}},
		{"seated twice", companion.Session{Game: "catan", Started: t0,
			Config: companion.Config{Players: []companion.Player{{Name: "Ann"}, {Name: "ann"}}}}},
	}
	s := openTemp(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := s.CreateSession(context.Background(), tt.sess); err == nil {
				t.Error("accepted")
			}
		})
	}
	if list, _ := s.Sessions(context.Background(), SessionFilter{}); len(list) != 0 {
		t.Errorf("refused sessions were stored: %d", len(list))
	}
}

func TestLatestActiveFollowsActivity(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	if _, err := s.LatestActive(ctx); !errors.Is(err, ErrNoActiveSession) {
		t.Fatalf("empty store: err = %v, want ErrNoActiveSession", err)
	}
	older := newSession(t, s, "catan", at(0), "Ann")
	newer := newSession(t, s, "genoa", at(10), "Ben")
	steps := []struct {
		name string
		do   func() error
		want int64
	}{
		{"latest start", func() error { return nil }, newer.ID},
		{"event in the older session", func() error {
			_, err := s.Append(ctx, older.ID, at(20), accept("roll 3,4"))
			return err
		}, older.ID},
		{"undo in the newer session", func() error {
			if _, err := s.Append(ctx, newer.ID, at(21), accept("a")); err != nil {
				return err
			}
			if _, err := s.Append(ctx, older.ID, at(22), accept("b")); err != nil {
				return err
			}
			_, err := s.Undo(ctx, newer.ID, at(23))
			return err
		}, newer.ID},
		{"newer abandoned", func() error { return s.Abandon(ctx, newer.ID, at(24)) }, older.ID},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		got, err := s.LatestActive(ctx)
		if err != nil || got.ID != st.want {
			t.Errorf("%s: LatestActive = %d, %v; want %d", st.name, got.ID, err, st.want)
		}
	}
}

func TestSessionsFilterAndOrder(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	a := newSession(t, s, "catan", at(0), "Ann")
	b := newSession(t, s, "genoa", at(1), "Ann")
	c := newSession(t, s, "catan", at(2), "Ann")
	for i := range 3 {
		if _, err := s.Append(ctx, a.ID, at(3+i), accept("x")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Undo(ctx, a.ID, at(9)); err != nil {
		t.Fatal(err)
	}
	if err := s.Abandon(ctx, b.ID, at(10)); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		f    SessionFilter
		want []int64
	}{
		{"all, newest first", SessionFilter{}, []int64{c.ID, b.ID, a.ID}},
		{"by game", SessionFilter{Game: "catan"}, []int64{c.ID, a.ID}},
		{"by status", SessionFilter{Status: "abandoned"}, []int64{b.ID}},
		{"limit", SessionFilter{Limit: 1}, []int64{c.ID}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list, err := s.Sessions(ctx, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, sum := range list {
				ids = append(ids, sum.Session.ID)
			}
			if !reflect.DeepEqual(ids, tt.want) {
				t.Errorf("ids %v, want %v", ids, tt.want)
			}
		})
	}
	list, _ := s.Sessions(ctx, SessionFilter{Game: "catan"})
	last := list[1]
	if last.Events != 2 || !last.LastAt.Equal(at(9)) {
		t.Errorf("summary of a: %d events, last %v; want 2 live events, last at the undo %v", last.Events, last.LastAt, at(9))
	}
}

func TestAbandonAndDelete(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	keep := newSession(t, s, "catan", at(0), "Ann")
	gone := newSession(t, s, "catan", at(1), "Ann", "Ben")
	if _, err := s.Append(ctx, gone.ID, at(2), accept("x")); err != nil {
		t.Fatal(err)
	}
	if err := s.Abandon(ctx, gone.ID, at(3)); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Session(ctx, gone.ID)
	if got.Status != companion.Abandoned || got.Ended == nil || !got.Ended.Equal(at(3)) {
		t.Errorf("abandoned session: %s ended %v", got.Status, got.Ended)
	}
	if err := s.Abandon(ctx, gone.ID, at(4)); !errors.Is(err, ErrNotActive) {
		t.Errorf("abandon twice: %v, want ErrNotActive", err)
	}
	if err := s.Delete(ctx, gone.ID, at(99)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session(ctx, gone.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted session still there: %v", err)
	}
	for _, table := range []string{"seats", "events", "results"} {
		var n int
		s.read.QueryRowContext(ctx, `SELECT count(*) FROM `+table+` WHERE session_id = ?`, gone.ID).Scan(&n)
		if n != 0 {
			t.Errorf("%d %s rows left", n, table)
		}
	}
	if _, err := s.Session(ctx, keep.ID); err != nil {
		t.Errorf("other session lost: %v", err)
	}
	if err := s.Delete(ctx, gone.ID, at(99)); !errors.Is(err, ErrNotFound) {
		t.Errorf("delete twice: %v, want ErrNotFound", err)
	}
}
