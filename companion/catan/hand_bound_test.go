package catan_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
)

// The hand sizes of a 7 hold no more resource cards together than the game's 95
// (trial F7: each hand could be 95): a hand above what the hands before it leave is bad
// input (exit 2) saying the bound and why, at `talon do` and at play's question alike.
func TestHandsAreBoundByTheResourceCards(t *testing.T) {
	for _, tc := range []struct {
		hands string
		want  string // "" when taken
		asked string // what play's questions say, when not want
	}{
		{"Ann=95", "", ""},
		{"Ann=90 Ben=5", "", ""},
		{"Ann=90 Ben=6", "Ben can hold at most 5 resource cards: the game has 95, and the hands entered before hold 90", ""},
		{"Ann=40 Ben=40 Cid=16", "Cid can hold at most 15 resource cards: the game has 95, and the hands entered before hold 80", ""},
		{"Ann=9 Ben=9 Cid=9", "", ""},
		{"Ann=96", `"96" is not a whole number from 0 to 95`, "Ann can hold at most 95 resource cards: the game has 95 (19 of each resource)"},
	} {
		t.Run(tc.hands, func(t *testing.T) {
			st := do(t, setupABC(t), "roll 3,4")
			check := func(where string, err error) {
				t.Helper()
				want := tc.want
				if where == "the questions" && tc.asked != "" {
					want = tc.asked
				}
				kittest.BadInputSays(t, where, err, want)
			}
			_, err := kittest.Apply(st, "hands "+tc.hands)
			check("hands "+tc.hands, err)
			// play asks each hand in turn, as it stands after those before it.
			var choice companion.Choice
			for _, c := range st.Legal() {
				if c.Verb == "hands" {
					choice = c
				}
			}
			var answers []string
			err = nil
			for i, h := range strings.Fields(tc.hands) {
				_, n, _ := strings.Cut(h, "=")
				var v string
				if v, err = choice.Args[i].After(answers).Check(n); err != nil {
					break
				}
				answers = append(answers, v)
			}
			check("the questions", err)
		})
	}
}
