package history

import (
	"context"
	"testing"
)

// TestCorrectionOutlivesUndoAndRedo (hu-trial2 F47): a finished play corrected with
// history edit, reopened with undo and finished again, shows its correction in its
// totals, as history show lists it; finished again with other totals, the corrected
// seat keeps the corrected total.
func TestCorrectionOutlivesUndoAndRedo(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	game := newSession(t, s, "catan", at(0), "Ann", "Ben")
	appendAll(t, s, game.ID, 1, "roll 6,6", "roll 2,3")
	finish(t, s, game.ID, 5, line{"Ann", 10}, line{"Ben", 7})
	if _, err := s.CorrectScores(ctx, game.ID, map[int]int{1: 11}, "recount", at(6)); err != nil {
		t.Fatal(err)
	}
	undo(t, s, game.ID, 7)
	finish(t, s, game.ID, 8, line{"Ann", 10}, line{"Ben", 7})
	r, err := s.Result(ctx, game.ID)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	winner := ""
	for _, p := range r.Players {
		got[p.Name] = p.Total
		if p.Winner {
			winner = p.Name
		}
	}
	if got["Ann"] != 10 || got["Ben"] != 11 || winner != "Ben" {
		t.Errorf("after undo and finish again: totals %v, winner %q; want Ben's correction to 11 applied and Ben winning", got, winner)
	}
	checkKept(t, s, "a corrected play finished again")
}
