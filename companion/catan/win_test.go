package catan

import (
	"errors"
	"testing"

	"github.com/talon-games/talon/companion"
)

// position builds a mid-game state directly: Ann, Ben, Cid with the given numbers of
// cities and settlements (each on its own intersection), Cid on turn in the main phase.
func position(t *testing.T, cities, settlements, bought [3]int) *state {
	t.Helper()
	g := game{}
	cfg := companion.Config{Players: []companion.Player{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cid"}}, Options: companion.Options{"layout": "beginner"}}
	rec, err := g.Setup(cfg, companion.SetupRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Start(cfg, rec)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	s.phase, s.current, s.turn = phaseMain, 2, 9
	v := 0
	for p := range cities {
		for i := range cities[p] + settlements[p] {
			s.owner[v], s.city[v] = int8(p), i < cities[p]
			v += 3 // apart, as the distance rule wants
		}
		s.bought[p] = bought[p]
	}
	return s
}

func TestVPRevealThatWouldHaveWonOnOwnTurnIsRefused(t *testing.T) {
	// Ben: 3 cities = 6 points and 5 development cards. Showing 3 VP cards on Cid's turn
	// makes 9: possible. Showing 4 makes 10: Ben would have won on his own turn.
	s := position(t, [3]int{0, 3, 4}, [3]int{2, 0, 0}, [3]int{0, 5, 0})
	next, _, err := s.Apply(companion.Do("vp", "Ben", "3"))
	if err != nil {
		t.Fatalf("vp Ben 3: %v", err)
	}
	before := s.View()
	_, _, err = s.Apply(companion.Do("vp", "Ben", "4"))
	var r *companion.Refusal
	if !errors.As(err, &r) || r.Rule != ruleOwnTurnWin {
		t.Fatalf("vp Ben 4 on Cid's turn: %v, want a refusal under %q", err, ruleOwnTurnWin)
	}
	if after := s.View(); after.Title != before.Title || len(after.Last) != len(before.Last) {
		t.Error("a refusal changed the position")
	}
	// On his own turn the same reveal wins, and the result scores.
	own := position(t, [3]int{0, 3, 4}, [3]int{2, 0, 0}, [3]int{0, 5, 0})
	own.current = 1
	won, _, err := own.Apply(companion.Do("vp", "Ben", "4"))
	if err != nil || won.Result() == nil || won.Result().Winners[0] != "Ben" {
		t.Fatalf("vp Ben 4 on Ben's turn: %v", err)
	}
	// Cid (8 points) then wins with Ben at 9: the final position scores.
	cid := next.(*state)
	cid.owner[51], cid.owner[48] = 2, 2 // two more settlements: 10 points
	cid.checkWin()
	if err := cid.checkScorable(); err != nil || cid.Result() == nil || len(cid.Result().Notes) != 0 {
		t.Fatalf("Cid's win: %v %+v", err, cid.Result())
	}
}

// The companion and the scorer read one rule: what the companion accepts, the scorer
// scores, and what the companion refuses, the scorer refuses.
func TestCompanionAndScorerShareTheWinRule(t *testing.T) {
	for shown := 0; shown <= vpCardsInDeck; shown++ {
		s := position(t, [3]int{0, 3, 4}, [3]int{2, 0, 2}, [3]int{0, 5, 0}) // Cid 10 on turn: the game is over
		s.vpCards[1] = shown
		s.checkWin()
		companionRefuses := s.checkOffTurnPoints(1) != nil
		_, scorerErr := ScoreInput(s.scoreInput())
		if companionRefuses != (scorerErr != nil) {
			t.Errorf("Ben showing %d: companion refuses=%v, scorer: %v", shown, companionRefuses, scorerErr)
		}
	}
}
