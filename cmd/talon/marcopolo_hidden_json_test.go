package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// A Marco Polo session's --json never prints what lies face down at the table (the
// contract piles for rounds 2–5 and the special pile, whose order tells the next
// contracts) nor any player's goal cards (for that player's eyes: talon marco-polo goals
// shows them), while the stored record keeps the whole deal so the log replays: the
// setup prints how many instead.
func TestMarcoPoloJSONHidesTheFaceDownDeal(t *testing.T) {
	for _, goals := range []string{"deal", "choose"} {
		t.Run(goals, func(t *testing.T) {
			e := newEnv(t)
			outputs := map[string]string{
				"new": e.ok("new", "marco-polo", "--players", "Ann,Ben,Cid", "--option", "goals="+goals, "--json"),
			}
			outputs["status"] = e.ok("status", "--json")
			sess := e.storedSession(1)
			var stored struct {
				Piles   [][]int
				Special []int
				Goals   [][]int
			}
			if err := json.Unmarshal(sess.Setup, &stored); err != nil || len(stored.Piles) != 5 || len(stored.Goals) != 3 || len(stored.Special) == 0 {
				t.Fatalf("the stored setup lost the deal (the log could not replay): %s (%v)", sess.Setup, err)
			}
			hidden := append(slices.Clone(stored.Piles[1:]), stored.Special)
			hidden = append(hidden, stored.Goals...)
			for name, out := range outputs {
				v, lists := printedIntLists(t, name, out)
				for _, l := range lists {
					for _, h := range hidden {
						if slices.Equal(l, h) {
							t.Errorf("%s prints hidden cards %v", name, l)
						}
					}
				}
				var setup struct {
					Market           []int `json:"market"`
					PileContracts    []int `json:"pile_contracts"`
					SpecialContracts int   `json:"special_contracts"`
					GoalCards        []int `json:"goal_cards"`
				}
				raw, _ := json.Marshal(v["session"].(map[string]any)["setup"])
				if err := json.Unmarshal(raw, &setup); err != nil {
					t.Fatal(err)
				}
				hand := 2
				if goals == "choose" {
					hand = 4
				}
				if !slices.Equal(setup.Market, stored.Piles[0]) || !slices.Equal(setup.PileContracts, []int{6, 6, 6, 6}) ||
					setup.SpecialContracts != len(stored.Special) || !slices.Equal(setup.GoalCards, []int{hand, hand, hand}) {
					t.Errorf("%s: setup %s, want the face-up market, 4 piles of 6, %d special contracts and %d goal cards a seat", name, raw, len(stored.Special), hand)
				}
			}
		})
	}
}

// The goal cards a player keeps (expert variant, the others look away) stay off what
// the whole table reads afterwards: status, status --json and undo write them "…", as
// talon play does, while the stored event keeps them so the log replays.
func TestMarcoPoloKeptGoalsStayOffTheSharedScreens(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "marco-polo", "--players", "Ann,Ben,Cid", "--option", "goals=choose")
	sess := e.storedSession(1)
	var stored struct{ Goals [][]int }
	if err := json.Unmarshal(sess.Setup, &stored); err != nil || len(stored.Goals) != 3 || len(stored.Goals[0]) != 4 {
		t.Fatalf("stored setup %s (%v)", sess.Setup, err)
	}
	kept := fmt.Sprintf("%d,%d", stored.Goals[0][2], stored.Goals[0][0])
	e.ok("do", "goals", "Ann", kept)
	outputs := map[string]string{"status": e.ok("status"), "status --json": e.ok("status", "--json")}
	var st statusJSON
	if err := json.Unmarshal([]byte(outputs["status --json"]), &st); err != nil || st.Last == nil {
		t.Fatalf("status --json: %v", err)
	}
	if st.Last.Action != "goals Ann …" {
		t.Errorf("status --json: last action %q, want %q", st.Last.Action, "goals Ann …")
	}
	outputs["undo"] = e.ok("undo")
	for name, out := range outputs {
		if strings.Contains(out, kept) {
			t.Errorf("%s shows the goal cards Ann kept (%s):\n%s", name, kept, out)
		}
	}
	if !strings.Contains(outputs["undo"], "Undid #1 goals Ann …") {
		t.Errorf("undo: %s", outputs["undo"])
	}
	e.ok("do", "goals", "Ann", kept) // the stored action replays whole
	if out := e.ok("marco-polo", "goals", "Ann"); strings.Count(out, "|") == 0 {
		t.Errorf("marco-polo goals Ann: %s", out)
	}
}
