package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// Two tied groups (one decided by hand plus goods, one shared) and the six-cost note:
// read back from the history they print the live Hungarian, names holding "; " intact.
func TestResultReadsBackInHungarian(t *testing.T) {
	player := func(name string, hand, goods int, buildings ...string) PlayerInput {
		return PlayerInput{Name: name, Buildings: buildings, HandCards: hand, Goods: goods}
	}
	res, err := ScoreInput(Input{SixCostVP: 1 - DefaultSixCostVP, Players: []PlayerInput{
		player("Best; Ann", 1, 1, "indigo_plant", "palace"), player("Bob", 3, 0, "indigo_plant", "palace"),
		player("Cid", 0, 0, "indigo_plant"), player("Dan; Eve", 0, 0, "indigo_plant"),
	}})
	if err != nil {
		t.Fatal(err)
	}
	scoringtest.ReadsBackAsLive(t, res, true, true)
}
