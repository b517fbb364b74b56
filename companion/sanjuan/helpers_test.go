package sanjuan_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/companion/sanjuan"
	"github.com/talon-games/talon/randomizers"
)

var now = time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)

// table starts a session with the given players (first name is the governor unless
// options say otherwise) and returns the opening state.
func table(t testing.TB, opts map[string]string, names ...string) (companion.Session, companion.State) {
	t.Helper()
	ps := make([]companion.Player, len(names))
	for i, n := range names {
		ps[i] = companion.Player{Name: n}
	}
	o := map[string]string{"governor": names[0]}
	for k, v := range opts {
		o[k] = v
	}
	s, err := companion.NewSession(sanjuan.Entry(), companion.Config{Players: ps, Options: o}, randomizers.Seed(7), now)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sanjuan.Entry().Companion.Start(s.Config, s.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return s, st
}

// do resolves and applies each action, failing on any error.
func do(t testing.TB, st companion.State, actions ...string) companion.State {
	t.Helper()
	for _, a := range actions {
		text, err := kittest.Resolve(st, a, nil)
		if err != nil {
			t.Fatalf("resolve %q: %v", a, err)
		}
		next, err := kittest.Apply(st, text)
		if err != nil {
			t.Fatalf("%q: %v\nnext was: %s", a, err, st.View().Next)
		}
		st = next
	}
	return st
}

// refused applies an action expecting a refusal naming rule, and checks the state did not change.
func refused(t *testing.T, st companion.State, action, rule string) {
	t.Helper()
	before := st.View()
	_, err := kittest.Apply(st, action)
	var r *companion.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%q: got %v, want a refusal (%s)", action, err, rule)
	}
	if r.Rule != rule {
		t.Fatalf("%q: refused by %q (%v), want %q", action, r.Rule, err, rule)
	}
	if !reflect.DeepEqual(before, st.View()) {
		t.Fatalf("%q: refusal changed the state", action)
	}
}

// row finds a player's row in the players table.
func row(t testing.TB, st companion.State, name string) map[string]string {
	t.Helper()
	tab := st.View().Tables[0]
	for _, r := range tab.Rows {
		if strings.HasPrefix(r[0], name) {
			m := map[string]string{}
			for i, h := range tab.Header {
				m[h] = r[i]
			}
			return m
		}
	}
	t.Fatalf("no row for %s", name)
	return nil
}

func hand(t testing.TB, st companion.State, name string) string { return row(t, st, name)["Hand"] }

func lastHas(t *testing.T, st companion.State, want string) {
	t.Helper()
	for _, l := range st.View().Last {
		if strings.Contains(l, want) {
			return
		}
	}
	t.Fatalf("no Last line contains %q; got:\n%s", want, strings.Join(st.View().Last, "\n"))
}

// readScript reads a kit script's accepted actions, in order (its refusals are for the
// conformance suite).
func readScript(t testing.TB, path string) []string {
	t.Helper()
	sc, err := kittest.ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, st := range sc.Steps {
		if st.Expect != kittest.Refused && st.Expect != kittest.BadInput {
			lines = append(lines, st.Action)
		}
	}
	return lines
}
