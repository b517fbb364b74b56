package neptun

import (
	"strings"
	"testing"
)

func TestWholeThreePlayerGameThroughTheAPI(t *testing.T) {
	states := playGame(t, newTestState(t, DefaultSettings(), nil))
	end := states[len(states)-1]
	if len(end.Results) != Rounds {
		t.Fatalf("%d round results, want %d", len(end.Results), Rounds)
	}
	res := end.Result()
	if res == nil {
		t.Fatal("no final result")
	}
	total := 0
	for _, p := range end.Players {
		if len(p.PointTiles) == 0 {
			t.Errorf("%s took no tile in three rounds", p.Name)
		}
		for _, v := range append(p.PointTiles, p.BonusTiles...) {
			total += v
		}
	}
	sum := 0
	for _, e := range res.Players {
		sum += e.Total
	}
	if sum != total {
		t.Errorf("final totals %d, tiles held %d", sum, total)
	}
	// 1+2+3 tiles per temple over the game, for every temple that was scored.
	tiles := 0
	for _, r := range end.Results {
		for _, aw := range r.Awards {
			tiles += len(aw)
		}
	}
	if tiles == 0 || tiles > PointTiles {
		t.Errorf("%d tiles handed out", tiles)
	}
	if len(states) < 60 {
		t.Errorf("only %d actions in a whole game", len(states))
	}
}

func TestWholeGameWithTheDataFile(t *testing.T) {
	states := playGame(t, newTestState(t, DefaultSettings(), filledData(t)))
	end := states[len(states)-1]
	if end.Result() == nil || len(end.Results) != Rounds {
		t.Fatal("game with data did not finish")
	}
	for _, s := range states {
		for _, n := range s.Notes {
			t.Errorf("round %d %s: not checked with a complete data file: %s", s.Round, s.Phase, n)
		}
	}
}

func TestBoardFitsEightyByTwentyFourWithFivePlayers(t *testing.T) {
	s, err := NewState([]string{"Annabella", "Ben", "Cid", "Dora", "Emerich"}, DefaultSettings(), SetupRecord{Order: []int{0, 1, 2, 3, 4}})
	if err != nil {
		t.Fatal(err)
	}
	states := playGame(t, s)
	tallest := 0
	for _, st := range states {
		lines := strings.Split(strings.TrimRight(st.Board(), "\n"), "\n")
		tallest = max(tallest, len(lines))
		for _, l := range lines {
			if len([]rune(l)) > 80 {
				t.Fatalf("round %d %s: a line of %d columns: %q", st.Round, st.Phase, len([]rune(l)), l)
			}
		}
	}
	// The board leaves room for the title, wind, order and the question on a 24-line screen.
	if tallest > 18 {
		t.Errorf("the board is %d lines tall with 5 players", tallest)
	}
}
