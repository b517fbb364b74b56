package scoring

import (
	"encoding/json"
	"reflect"
	"testing"
)

func entry(name string, points int, ties ...int) Entry {
	return Entry{Name: name, Breakdown: []Points{{"A", points - 1}, {"B", 1}}, TieBreaks: ties}
}

func TestRank(t *testing.T) {
	tests := []struct {
		name      string
		entries   []Entry
		rules     Rules
		ranks     []int
		winners   []string
		tieBreak  string
		noTieText bool
	}{
		{
			name:      "clear order keeps seats",
			entries:   []Entry{entry("Ann", 10), entry("Ben", 30), entry("Cid", 20)},
			ranks:     []int{3, 1, 2},
			winners:   []string{"Ben"},
			noTieText: true,
		},
		{
			name:     "tie broken by the first tie-break",
			entries:  []Entry{entry("Ann", 30, 2), entry("Ben", 30, 5), entry("Cid", 20, 9)},
			rules:    Rules{TieBreaks: []string{"hand cards"}},
			ranks:    []int{2, 1, 3},
			winners:  []string{"Ben"},
			tieBreak: "Ben, Ann tied on 30, decided by hand cards (5 vs 2)",
		},
		{
			name:     "second tie-break used only when the first is equal",
			entries:  []Entry{entry("Ann", 30, 2, 1), entry("Ben", 30, 2, 4)},
			rules:    Rules{TieBreaks: []string{"camels", "coins"}},
			ranks:    []int{2, 1},
			winners:  []string{"Ben"},
			tieBreak: "Ben, Ann tied on 30, decided by coins (4 vs 1)",
		},
		{
			name:     "still tied: shared win and skipped place",
			entries:  []Entry{entry("Ann", 30, 2), entry("Ben", 30, 2), entry("Cid", 20)},
			rules:    Rules{TieBreaks: []string{"camels"}},
			ranks:    []int{1, 1, 3},
			winners:  []string{"Ann", "Ben"},
			tieBreak: "Ann, Ben tied on 30 and on camels, and share the place",
		},
		{
			name:     "no tie-breaks at all",
			entries:  []Entry{entry("Ann", 5), entry("Ben", 9), entry("Cid", 5)},
			ranks:    []int{2, 1, 2},
			winners:  []string{"Ben"},
			tieBreak: "Ann, Cid tied on 5 and share the place",
		},
		{
			name:      "decider wins whatever the totals",
			entries:   []Entry{entry("Ann", 10), entry("Ben", 11), entry("Cid", 7)},
			rules:     Rules{Decider: "ann"},
			ranks:     []int{1, 2, 3},
			winners:   []string{"Ann"},
			noTieText: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rank(tt.entries, tt.rules)
			var ranks []int
			for i, p := range r.Players {
				ranks = append(ranks, p.Rank)
				if p.Name != tt.entries[i].Name || p.Total != tt.entries[i].Total() || p.Winner != (p.Rank == 1) {
					t.Errorf("player %d: %+v", i, p)
				}
			}
			if !reflect.DeepEqual(ranks, tt.ranks) {
				t.Errorf("ranks %v, want %v", ranks, tt.ranks)
			}
			if !reflect.DeepEqual(r.Winners, tt.winners) {
				t.Errorf("winners %v, want %v", r.Winners, tt.winners)
			}
			switch {
			case tt.noTieText && r.TieBreak != nil:
				t.Errorf("unexpected tie-break text %q", *r.TieBreak)
			case !tt.noTieText && (r.TieBreak == nil || *r.TieBreak != tt.tieBreak):
				t.Errorf("tie-break text %v, want %q", r.TieBreak, tt.tieBreak)
			}
		})
	}
}

func TestResultJSONKeepsCategoryOrder(t *testing.T) {
	r := Rank([]Entry{{Name: "Ann", Breakdown: []Points{{"Zeta", 3}, {"Alpha", 1}}}}, Rules{Game: "x"})
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"game":"x","players":[{"name":"Ann","total":4,"rank":1,"winner":true,"breakdown":{"Zeta":3,"Alpha":1}}],"winners":["Ann"],"tie_break":null}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	var back Result
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back.Players[0].Breakdown, r.Players[0].Breakdown) {
		t.Errorf("round trip: %+v", back.Players[0].Breakdown)
	}
}

func TestProblems(t *testing.T) {
	var ps Problems
	if ps.Err() != nil {
		t.Fatal("no problems must be no error")
	}
	ps.Add("Ann", "buildings", "unknown building \"bakery\"")
	ps.Add("", "players", "2–4 players")
	err := ps.Err()
	if err == nil || err.Error() != `Ann: buildings: unknown building "bakery"; players: 2–4 players` {
		t.Errorf("got %v", err)
	}
}
