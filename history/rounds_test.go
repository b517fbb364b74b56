package history

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/talon-games/talon/companion"
)

func TestRoundsAreKeptWithTheSession(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	sess := newSession(t, s, "neptun", t0, "Ann", "Ben", "Cid")
	round := func(n int, who string) companion.RoundResult {
		return companion.RoundResult{Round: n, Table: companion.Table{Title: "Round", Header: []string{"Temple", "Tiles"}, Rows: [][]string{{"red", who + " takes 3"}}},
			Lines: []string{"Bonus tile: " + who}, Data: json.RawMessage(`{"awards":{}}`)}
	}
	for _, r := range []companion.RoundResult{round(2, "Ben"), round(1, "Ann"), round(2, "Cid")} {
		if err := s.SaveRound(ctx, sess.ID, t0, r); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Rounds(ctx, sess.ID)
	if err != nil || len(got) != 2 || got[0].Round != 1 || got[1].Lines[0] != "Bonus tile: Cid" || string(got[1].Data) != `{"awards":{}}` {
		t.Fatalf("rounds %+v, %v (want 1 then 2, round 2 scored again by Cid)", got, err)
	}
	if err := s.SaveRound(ctx, 999, t0, round(1, "Ann")); err == nil {
		t.Error("a round saved to a session that does not exist")
	}
	if err := s.SaveRound(ctx, sess.ID, t0, round(0, "Ann")); err == nil {
		t.Error("round 0 saved")
	}
	if err := s.Delete(ctx, sess.ID, t0); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Rounds(ctx, sess.ID); len(got) != 0 {
		t.Errorf("rounds outlive their session: %+v", got)
	}
}
