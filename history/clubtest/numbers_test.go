package clubtest_test

import (
	"context"
	"testing"

	"github.com/talon-games/talon/history"
)

// Plays read from the club carry this laptop's number for each (in batches, so more
// plays than a batch holds), the club's own number beside it; a laptop that lacks a
// play has no number for it.
func TestClubPlaysNumberedAsHere(t *testing.T) {
	url := newClub(t)
	c := openClub(t, url)
	a, b := laptop(t), laptop(t)
	const n = 450
	for j := 0; j < n; j++ {
		play(t, a, "catan", j, map[string]int{"Ann": j % 9, "Ben": 4})
	}
	play(t, b, "genoa", n+1, map[string]int{"Cy": 1, "Dora": 2}) // b's own, numbered 1 there
	sync1(t, c, b)
	sync1(t, c, a)
	ctx := context.Background()
	here := map[string]int64{}
	if err := a.EachPlayed(ctx, history.HistoryFilter{}, func(p history.Played) error {
		here[p.UUID] = p.SessionID
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		store    *history.Store
		numbered int
	}{{"a, which has every play", a, n + 1}, {"b, which has one", b, 1}, {"no history", nil, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			c.NumberAs(tc.store)
			clubIDs := map[int64]bool{}
			numbered, seen := 0, 0
			err := c.EachPlayed(ctx, history.HistoryFilter{}, func(p history.Played) error {
				seen++
				if p.ClubID == 0 || clubIDs[p.ClubID] {
					t.Fatalf("play %s: club number %d missing or twice", p.UUID, p.ClubID)
				}
				clubIDs[p.ClubID] = true
				if p.SessionID != 0 {
					numbered++
					if tc.store == a && p.SessionID != here[p.UUID] {
						t.Fatalf("play %s: numbered %d, a numbers it %d", p.UUID, p.SessionID, here[p.UUID])
					}
					if tc.store == b && (p.Game != "genoa" || p.SessionID != 1) {
						t.Fatalf("b numbers %s play %s as %d", p.Game, p.UUID, p.SessionID)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if seen != n+1 || numbered != tc.numbered {
				t.Fatalf("%d plays read, %d numbered; want %d, %d", seen, numbered, n+1, tc.numbered)
			}
		})
	}
}
