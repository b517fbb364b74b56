package main

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

// intLists collects every list of whole numbers in a JSON value.
func intLists(v any, into *[][]int) {
	switch x := v.(type) {
	case map[string]any:
		for _, val := range x {
			intLists(val, into)
		}
	case []any:
		var ints []int
		for _, e := range x {
			if f, ok := e.(float64); ok {
				ints = append(ints, int(f))
			}
			intLists(e, into)
		}
		if len(ints) > 0 && len(ints) == len(x) {
			*into = append(*into, ints)
		}
	}
}

// printedIntLists reads a command's JSON output and every list of whole numbers in it.
func printedIntLists(t *testing.T, name, out string) (map[string]any, [][]int) {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%s: not JSON: %v", name, err)
	}
	var lists [][]int
	intLists(v, &lists)
	return v, lists
}

// storedSession is session id as the history file keeps it, setup record whole.
func (e *env) storedSession(id int64) companion.Session {
	e.t.Helper()
	store, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer store.Close()
	sess, err := store.Session(context.Background(), id)
	if err != nil {
		e.t.Fatal(err)
	}
	return sess
}

// A San Juan session's --json never prints the order of the face-down trading-house
// stack (a player who read it would know the next tiles), while the stored record keeps
// it so the log replays: the setup prints the stack's size instead.
func TestSanJuanJSONHidesTheHouseOrder(t *testing.T) {
	for _, houses := range []string{"talon", "table"} {
		t.Run(houses, func(t *testing.T) {
			e := newEnv(t)
			outputs := map[string]string{
				"new": e.ok("new", "san-juan", "--players", "Ann,Ben,Cid", "--option", "governor=Ann", "--option", "houses="+houses, "--json"),
			}
			outputs["status"] = e.ok("status", "--json")
			if houses == "talon" {
				outputs["do"] = e.ok("do", "role", "Ann", "trader", "--json") // talon turns up its top tile
				outputs["status after a tile"] = e.ok("status", "--json")
			}
			sess := e.storedSession(1)
			var stored struct{ Houses []int }
			if err := json.Unmarshal(sess.Setup, &stored); err != nil || len(stored.Houses) != 5 {
				t.Fatalf("the stored setup lost the stack's order (the log could not replay): %s (%v)", sess.Setup, err)
			}
			for name, out := range outputs {
				v, lists := printedIntLists(t, name, out)
				for _, l := range lists {
					if slices.Equal(l, stored.Houses) || slices.Equal(l, stored.Houses[1:]) {
						t.Errorf("%s prints the hidden trading-house order %v", name, l)
					}
				}
				sessJSON, ok := v["session"].(map[string]any)
				if !ok {
					continue // do --json has no session
				}
				setup, _ := json.Marshal(sessJSON["setup"])
				if want := `{"governor":0,"house_tiles":5}`; string(setup) != want {
					t.Errorf("%s: setup %s, want %s", name, setup, want)
				}
			}
		})
	}
}
