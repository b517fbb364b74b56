package genoa

import (
	"maps"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/kittest"
	"github.com/talon-games/talon/randomizers"
)

func TestThreePlayerGame(t *testing.T) {
	// The kit's runner checks every step (conformance, refusals, replay); the script's
	// data: line gives the fixture board.
	session, events := kittest.Run(t, Entry(), "testdata/three_player_game.txtar")
	st, _, err := companion.Replay(Entry().Companion, session, events)
	if err != nil {
		t.Fatal(err)
	}
	res := st.Result()
	if res == nil {
		t.Fatal("the game did not end")
	}
	s, _ := SessionState(st)
	if s.Round != 3 || s.RoundsLeft != 1 {
		t.Errorf("ended in round %d with %d left", s.Round, s.RoundsLeft)
	}
	totals := map[string]int{}
	for _, p := range res.Players {
		totals[p.Name] = p.Total
	}
	// Ann: 130 + 20 (Ben's deal) + 30 (message) + 40 (small order) = 220 ducats, a marker
	// on the Tavern (10), the Inn alone (10). Ben: 130 - 20 + 10 (Cid at his Tavern
	// before Ann took it) = 120 ducats, the Fabric warehouse (10), the Tavern (10).
	// Cid: 200 as the table counts, Cathedral and Harbor (20), the Palace alone (10).
	want := map[string]int{"Ann": 240, "Ben": 140, "Cid": 230}
	for name, total := range want {
		if totals[name] != total {
			t.Errorf("%s scored %d, want %d (%v)", name, totals[name], total, res.Players)
		}
	}
	if len(events) < 70 {
		t.Errorf("only %d events", len(events))
	}
}

func TestTwoPlayerGameConforms(t *testing.T) {
	_, events := kittest.Run(t, Entry(), "testdata/two_player_game.txtar")
	if len(events) < 40 {
		t.Errorf("only %d events", len(events))
	}
}

// FuzzAction feeds any text to a game in its first turn, on the fixture board with a
// ledger: reading, resolving and applying never panic, and what Resolve writes reads
// back as an action.
func FuzzAction(f *testing.F) {
	for _, seed := range []string{"roll", "roll 3,3", "move guild_hall", "action Ann", "deliver large Ben villa_colini silk,silk,wine reward=extra_action",
		"deal Ann Ben ducats=20 goods=pepper tiles=trade cards=message markers=1", "tile trade Ann give=pepper get=marker", "acquire Ann st_2_3 coach_house,guild_hall",
		"final Ann ducats=10 items=2 contracts=inn groups=1", "fix markers Ann 2", "start \"st_3_2\"", "deliver small Cid x y=z"} {
		f.Add(seed)
	}
	board, _ := ParseBoard([]byte(fixtureText(f)))
	names := []string{"Ann", "Ben", "Cid"}
	st, err := NewGame(Setup{Players: names, Ledger: true, Board: board})
	if err != nil {
		f.Fatal(err)
	}
	rolled, _, err := st.Apply(Roll{Blue: 3, Red: 3})
	if err != nil {
		f.Fatal(err)
	}
	rng := companion.SetupRNG(randomizers.Seed(42))
	f.Fuzz(func(t *testing.T, text string) {
		a, err := companion.Parse(text)
		if err != nil {
			return
		}
		for _, base := range []State{st, rolled} {
			s := &session{st: base, r: reader{names: names, seats: companion.PlayerTerms(names), words: DefaultNames}}
			_, _, _ = s.Apply(a)
			resolved, err := s.Resolve(a, rng)
			if err != nil {
				continue
			}
			if _, err := companion.Parse(resolved.String()); err != nil {
				t.Fatalf("%q resolves to %q, which does not read back: %v", text, resolved.String(), err)
			}
		}
	})
}

// scriptTotals plays a whole-game script through the kit's runner and returns each
// player's total.
func scriptTotals(t *testing.T, path string) (map[string]int, State) {
	t.Helper()
	session, events := kittest.Run(t, Entry(), path)
	st, _, err := companion.Replay(Entry().Companion, session, events)
	if err != nil {
		t.Fatal(err)
	}
	if st.Result() == nil {
		t.Fatal("the game did not end")
	}
	totals := map[string]int{}
	for _, p := range st.Result().Players {
		totals[p.Name] = p.Total
	}
	s, _ := SessionState(st)
	return totals, s
}

// The 4-player game: contract groups from the alley board (Inn, Metals and Drinks touch:
// 60; Inn, Metals, Fabric and Drinks: 100; Guild Hall and Post Office apart: 10 + 10);
// one marker each for Anna (Harbor) and Cili (Cathedral, taken from Béla, who took it
// from Anna).
func TestFourPlayerGame(t *testing.T) {
	totals, s := scriptTotals(t, "testdata/four_player_game.txtar")
	want := map[string]int{"Anna": 170 + 10 + 60, "Béla": 150 + 20, "Cili": 130 + 10 + 10, "Dani": 200 + 100}
	if !maps.Equal(totals, want) {
		t.Errorf("totals %v, want %v", totals, want)
	}
	if s.Round != 2 || s.Owner[Cathedral] != 2 || s.Owner[Harbor] != 0 {
		t.Errorf("round %d, owners %v", s.Round, s.Owner)
	}
}

// The 5-player game with a ledger: Dora 130 + 15 (Eve's deal) + 40 (small order) + 100
// (large order); Cid's 30 from the bank as owner; Ann and Ben tie on 190 and Ben holds
// more items.
func TestFivePlayerGame(t *testing.T) {
	totals, s := scriptTotals(t, "testdata/five_player_game.txtar")
	want := map[string]int{"Ann": 160 + 20 + 10, "Ben": 160 + 30, "Cid": 160 + 10 + 10, "Dora": 285 + 10, "Eve": 115 + 10}
	if !maps.Equal(totals, want) {
		t.Errorf("totals %v, want %v", totals, want)
	}
	res := s.Result
	rank := map[string]int{}
	for _, p := range res.Players {
		rank[p.Name] = p.Rank
	}
	if rank["Dora"] != 1 || rank["Ben"] != 2 || rank["Ann"] != 3 {
		t.Errorf("ranks %v: Ben wins the tie on items", rank)
	}
}
