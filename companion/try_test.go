package companion_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/talon-games/talon/companion"
)

// Try gives Act's verdict without storing: a bare roll, which only resolving makes a
// whole action, is accepted (Apply alone refuses it); a die the game has not is refused
// as Act refuses it; a finished game takes nothing.
func TestTryIsActWithoutTheStore(t *testing.T) {
	cfg := companion.Config{Players: players("Ann", "Ben")}
	st, err := game{}.Start(cfg, json.RawMessage("0"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Apply(companion.Do("roll")); err == nil {
		t.Fatal("Apply took a bare roll: the test no longer tells Try from Apply")
	}
	for _, c := range []struct {
		action companion.Action
		ok     bool
	}{
		{companion.Do("roll"), true},
		{companion.Do("roll", "6"), true},
		{companion.Do("roll", "7"), false},
		{companion.Do("pass"), false},
	} {
		err := companion.Try(st, c.action)
		if (err == nil) != c.ok {
			t.Errorf("Try(%s) = %v, want accepted %v", c.action, err, c.ok)
		}
	}
	won := st
	for range 40 {
		if won.Result() != nil {
			break
		}
		if won, _, err = won.Apply(companion.Do("roll", "6")); err != nil {
			t.Fatal(err)
		}
	}
	var refusal *companion.Refusal
	if err := companion.Try(won, companion.Do("roll")); !errors.As(err, &refusal) || refusal.Rule != "game over" {
		t.Errorf("Try after the end = %v, want the game-over refusal", err)
	}
}
