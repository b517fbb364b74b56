package kittest

import (
	"testing"

	"github.com/talon-games/talon/companion"
)

// Opening is the opening state of a script's table: its players, options, data and
// seed, before any action.
func Opening(t testing.TB, e companion.Entry, path string) companion.State {
	t.Helper()
	sc, err := ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	session := Start(t, e, sc)
	st, err := e.Companion.Start(session.Config, session.Setup)
	if err != nil {
		t.Fatal(err)
	}
	return st
}
