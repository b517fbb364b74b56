package sanjuan

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
)

// fixture starts a game with the given seats (the first is governor, talon's house stack
// 1–5) and gives each player the listed buildings (goods marked with a trailing *) and hand.
func fixture(t testing.TB, seats ...fixtureSeat) *state {
	t.Helper()
	cfg := companion.Config{Options: map[string]string{}}
	for _, f := range seats {
		cfg.Players = append(cfg.Players, companion.Player{Name: f.name})
	}
	st, err := game{}.Start(cfg, []byte(`{"governor":0,"houses":[3,1,4,5,2]}`))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	for i, f := range seats {
		if f.city != "" {
			s.seats[i].city = nil
			for _, id := range strings.Split(f.city, ",") {
				id = strings.TrimSpace(id)
				good := strings.HasSuffix(id, "*")
				id = strings.TrimSuffix(id, "*")
				if _, ok := buildings[id]; !ok {
					t.Fatalf("fixture: unknown building %q", id)
				}
				s.seats[i].city = append(s.seats[i].city, slot{id: id, good: good})
			}
		}
		s.seats[i].hand = f.hand
	}
	return s
}

type fixtureSeat struct {
	name string
	city string // comma-separated building ids, "" for the starting Indigo Plant
	hand int
}

// play applies actions in order, failing on the first error.
func play(t testing.TB, s *state, actions ...string) *state {
	t.Helper()
	for _, a := range actions {
		next, err := kittest.Apply(s, a)
		if err != nil {
			t.Fatalf("%q: %v (next: %s)", a, err, s.next())
		}
		s = next.(*state)
	}
	return s
}

// refuse applies an action that must be refused by rule, leaving s unchanged.
func refuse(t *testing.T, s *state, action, rule string) {
	t.Helper()
	before := snapshot(s)
	_, err := kittest.Apply(s, action)
	var r *companion.Refusal
	if !errors.As(err, &r) || r.Rule != rule {
		t.Fatalf("%q: got %v, want a refusal by %q", action, err, rule)
	}
	if !reflect.DeepEqual(before, snapshot(s)) {
		t.Fatalf("%q: the refusal changed the state", action)
	}
}

func (s *state) seatNamed(t testing.TB, name string) seat {
	t.Helper()
	for _, p := range s.seats {
		if p.name == name {
			return p
		}
	}
	t.Fatalf("no seat %s", name)
	return seat{}
}

func hasLine(t *testing.T, s *state, want string) {
	t.Helper()
	last := s.View().Last
	for _, l := range last {
		if strings.Contains(l, want) {
			return
		}
	}
	t.Errorf("no Last line contains %q:\n%s", want, strings.Join(last, "\n"))
}

// snapshot is a deep copy of s, to compare before and after an action.
func snapshot(s *state) *state {
	c := s.clone()
	for i := range c.seats {
		c.own(i)
		c.seats[i].owned = false
	}
	c.taken = slices.Clone(s.taken)
	c.reveals = slices.Clone(s.reveals)
	c.steps = slices.Clone(s.steps)
	c.last = slices.Clone(s.last)
	return c
}
