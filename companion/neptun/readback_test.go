package neptun

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring/scoringtest"
)

// The final score's shared place reads back from the history in the live Hungarian.
func TestResultReadsBackInHungarian(t *testing.T) {
	res, err := ScoreInput(Input{Players: []PlayerInput{
		{Name: "Best; Ann", PointTiles: tiles(6, 5), BonusTiles: tiles(2)}, {Name: "Ben", PointTiles: tiles(6, 4, 3)}, {Name: "Cat", PointTiles: tiles(1)},
	}})
	if err != nil {
		t.Fatal(err)
	}
	scoringtest.ReadsBackAsLive(t, res, true, false)
}

// A round's house-rule notes, kept as English in the history, print in Hungarian, the
// same from the live result and from its stored JSON.
func TestRoundNotesReadBackInHungarian(t *testing.T) {
	res, err := ScoreRound(3, RoundInput{
		Tiles:              map[string][]int{"hispania": tiles(5, 3, 1), "graecia": tiles(6, 4, 2), "gold": tiles(5, 3, 1)},
		PlayerOrder:        []string{"Ann", "Best; Ben", "Cat"},
		ZeroScoresWinTiles: ptr(false),
		Players: []RoundPlayer{
			{Name: "Ann", Temples: map[string]TemplePosition{"hispania": at(1, 1), "graecia": at(0, 0)}},
			{Name: "Best; Ben", Gold: 1}, {Name: "Cat"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var stored RoundResult
	if err := json.Unmarshal(data, &stored); err != nil {
		t.Fatal(err)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	live, back := RoundTable(3, res, hu).Lines, RoundTable(3, stored, hu).Lines
	if len(res.Notes) == 0 || !slices.Equal(live, back) {
		t.Fatalf("notes %q: live %q, read back %q", res.Notes, live, back)
	}
	for i, n := range res.Notes {
		if live[i+1] == n {
			t.Errorf("note %q is not in Hungarian", n)
		}
	}
}
