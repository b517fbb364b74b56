package catan

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// A win on the last turn with fewer points than a rival, and two others tied: the line
// read back from the history prints the Hungarian of the live result.
func TestTieBreakReadsBackInHungarian(t *testing.T) {
	res, err := ScoreInput(Input{Players: []PlayerInput{
		pl("Ann", 4, 3, 0, false, false), pl("Best; Ben", 1, 4, 0, true, false), pl("Cid", 2, 0, 0, false, false), pl("Dan", 2, 0, 0, false, false),
	}, EndedOnTurnOf: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Ann wins with 10: the game ended on Ann's turn (Best; Ben 11); Cid, Dan tied on 2 and share the place"; *res.TieBreak != want {
		t.Errorf("tie-break %q, want %q", *res.TieBreak, want)
	}
	scoringtest.ReadsBackAsLive(t, res, true, false)
}
