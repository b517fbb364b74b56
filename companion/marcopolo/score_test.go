package marcopolo

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func ptr(n int) *int { return &n }

// subjectCards and rivalCards are distinct goal cards, so a two-player game is valid.
var (
	subjectCards = [][]string{{Moscow, Xian}, {Karakorum, Kochi}}
	rivalCards   = [][]string{{Sumatra, Anxi}, {Karachi, Kashgar}}
)

// rival scores nothing but its track and holds one contract, so the subject
// gets no most-contracts bonus unless a case says otherwise.
func rival() PlayerInput {
	return PlayerInput{Name: "Rival", TrackVP: 10, TradingPosts: []string{}, GoalCards: rivalCards, CompletedContracts: 1}
}

func points(t *testing.T, res scoring.Result, player string) map[string]int {
	t.Helper()
	for _, p := range res.Players {
		if p.Name == player {
			got := map[string]int{}
			for _, pt := range p.Breakdown {
				got[pt.Category] = pt.Points
			}
			return got
		}
	}
	t.Fatalf("no player %q in result", player)
	return nil
}

// TestCategories scores one player against a fixed rival and checks the
// categories the case is about; the others must be 0.
func TestCategories(t *testing.T) {
	tests := []struct {
		name    string
		subject PlayerInput
		want    map[string]int
	}{
		{"track only", PlayerInput{TrackVP: 33}, map[string]int{CatTrack: 33}},
		{"goal card complete", PlayerInput{TradingPosts: []string{Moscow, Xian}},
			map[string]int{CatGoalCards: 4, CatGoalCities: 3}},
		{"goal card half done", PlayerInput{TradingPosts: []string{Moscow}},
			map[string]int{CatGoalCities: 1}},
		{"one city of each card", PlayerInput{TradingPosts: []string{Moscow, Kochi}},
			map[string]int{CatGoalCities: 3}},
		{"three goal cities", PlayerInput{TradingPosts: []string{Moscow, Xian, Kochi}},
			map[string]int{CatGoalCards: 4, CatGoalCities: 6}},
		{"both cards complete", PlayerInput{TradingPosts: []string{Moscow, Xian, Karakorum, Kochi}},
			map[string]int{CatGoalCards: 9, CatGoalCities: 10}},
		{"shared city counts once", PlayerInput{GoalCards: [][]string{{Moscow, Xian}, {Karakorum, Xian}},
			TradingPosts: []string{Moscow, Karakorum, Xian}},
			map[string]int{CatGoalCards: 8, CatGoalCities: 6}},
		{"posts off the goal cards", PlayerInput{TradingPosts: []string{Alexandria, Ormuz, Adana}}, map[string]int{}},
		{"aliases and case in posts", PlayerInput{TradingPosts: []string{"moscow", "XIAN"}},
			map[string]int{CatGoalCards: 4, CatGoalCities: 3}},
		{"goal card typed in reverse", PlayerInput{GoalCards: [][]string{{Xian, Moscow}, {"kochi", "karakorum"}},
			TradingPosts: []string{Moscow, Xian}},
			map[string]int{CatGoalCards: 4, CatGoalCities: 3}},
		{"coins 9", PlayerInput{Coins: 9}, map[string]int{}},
		{"seed: every full 10 coins is 1 VP", PlayerInput{Coins: 10}, map[string]int{CatCoins: 1}},
		{"coins 19", PlayerInput{Coins: 19}, map[string]int{CatCoins: 1}},
		{"coins 100", PlayerInput{Coins: 100}, map[string]int{CatCoins: 10}},
		{"seed: Beijing post scores its space", PlayerInput{BeijingArrival: ptr(1)}, map[string]int{CatBeijing: 10}},
		{"Beijing post also listed", PlayerInput{BeijingArrival: ptr(1), TradingPosts: []string{"Peking"}},
			map[string]int{CatBeijing: 10}},
		{"seed: with a Beijing post every 2 goods are 1 VP", PlayerInput{BeijingArrival: ptr(1), Goods: Goods{Pepper: 3, Silk: 2, Gold: 2}},
			map[string]int{CatBeijing: 10, CatGoods: 3}},
		{"one good rounds down", PlayerInput{BeijingArrival: ptr(1), Goods: Goods{Gold: 1}},
			map[string]int{CatBeijing: 10}},
		{"seed: without a Beijing post goods score nothing", PlayerInput{Goods: Goods{Pepper: 4, Silk: 4, Gold: 4}}, map[string]int{}},
		{"seed: camels are not goods", PlayerInput{BeijingArrival: ptr(1), Camels: 9, Goods: Goods{Pepper: 1}},
			map[string]int{CatBeijing: 10}},
		{"most contracts alone", PlayerInput{CompletedContracts: 2}, map[string]int{CatMostContracts: 7}},
		{"seed: all players tied for most contracts score 7", PlayerInput{CompletedContracts: 1}, map[string]int{CatMostContracts: 7}},
		{"fewer contracts", PlayerInput{CompletedContracts: 0}, map[string]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.subject
			s.Name = "Subject"
			if s.GoalCards == nil {
				s.GoalCards = subjectCards
			}
			res, err := ScoreInput(Input{Players: []PlayerInput{s, rival()}})
			if err != nil {
				t.Fatal(err)
			}
			got := points(t, res, "Subject")
			for _, c := range Categories {
				if got[c] != tt.want[c] {
					t.Errorf("%s = %d, want %d", c, got[c], tt.want[c])
				}
			}
		})
	}
}

func TestBeijingSpaces(t *testing.T) {
	names := []string{"A", "B", "C", "D"}
	cards := [][][]string{subjectCards, rivalCards, {{Moscow, Ormuz}, {LanZhou, Adana}}, {{Alexandria, Anxi}, {Samarcanda, Xian}}}
	// Seat order differs from arrival order on purpose.
	arrivals := []int{3, 1, 4, 2}
	want := []int{4, 10, 1, 7}
	in := Input{}
	for i, n := range names {
		in.Players = append(in.Players, PlayerInput{Name: n, TradingPosts: []string{}, GoalCards: cards[i], BeijingArrival: ptr(arrivals[i])})
	}
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		if got := points(t, res, n)[CatBeijing]; got != want[i] {
			t.Errorf("%s arrived %d: Beijing %d, want %d", n, arrivals[i], got, want[i])
		}
	}
}

func TestMostContracts(t *testing.T) {
	tests := []struct {
		name      string
		contracts []int
		needsOne  bool
		want      []int
		note      bool
	}{
		{"one leader", []int{4, 2, 3}, false, []int{7, 0, 0}, false},
		{"two tied leaders", []int{4, 4, 3}, false, []int{7, 7, 0}, false},
		{"all tied", []int{2, 2, 2}, false, []int{7, 7, 7}, false},
		// UNKNOWN in the rules; default follows both implementations.
		{"nobody completed one: default all score", []int{0, 0, 0}, false, []int{7, 7, 7}, false},
		{"nobody completed one: setting withholds", []int{0, 0, 0}, true, []int{0, 0, 0}, true},
		{"setting without effect", []int{1, 0, 0}, true, []int{7, 0, 0}, false},
	}
	cards := [][][]string{subjectCards, rivalCards, {{Moscow, Ormuz}, {LanZhou, Adana}}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := Input{MostContractsNeedsOne: tt.needsOne}
			for i, c := range tt.contracts {
				in.Players = append(in.Players, PlayerInput{Name: string(rune('A' + i)), TradingPosts: []string{}, GoalCards: cards[i], CompletedContracts: c})
			}
			res, err := ScoreInput(in)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range res.Players {
				if got := points(t, res, p.Name)[CatMostContracts]; got != tt.want[i] {
					t.Errorf("%s with %d contracts: %d VP, want %d", p.Name, tt.contracts[i], got, tt.want[i])
				}
			}
			if hasNote := len(res.Notes) > 0; hasNote != tt.note {
				t.Errorf("notes %q, want a note: %v", res.Notes, tt.note)
			}
			if tt.note && !strings.Contains(res.Notes[0], "most_contracts_needs_one") {
				t.Errorf("note %q does not name the setting", res.Notes[0])
			}
		})
	}
}

// TestWorkedExampleA is digest §14.1: Blue ends on 70.
func TestWorkedExampleA(t *testing.T) {
	blue := PlayerInput{
		Name: "Blue", TrackVP: 47, Coins: 23, Camels: 1,
		Goods:              Goods{Pepper: 3, Silk: 2},
		BeijingArrival:     ptr(3),
		TradingPosts:       []string{Alexandria, Kashgar},
		GoalCards:          [][]string{{Alexandria, Kashgar}, {Karachi, Kashgar}},
		CompletedContracts: 5,
	}
	others := []PlayerInput{
		{Name: "Red", TrackVP: 40, TradingPosts: []string{}, GoalCards: [][]string{{Moscow, Xian}, {Sumatra, Anxi}}, CompletedContracts: 5, BeijingArrival: ptr(1)},
		{Name: "Green", TrackVP: 40, TradingPosts: []string{}, GoalCards: [][]string{{LanZhou, Adana}, {Samarcanda, Kochi}}, CompletedContracts: 2, BeijingArrival: ptr(2)},
	}
	res, err := ScoreInput(Input{Players: append([]PlayerInput{blue}, others...)})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{CatTrack: 47, CatCoins: 2, CatGoalCards: 5, CatGoalCities: 3, CatBeijing: 4, CatGoods: 2, CatMostContracts: 7}
	got := points(t, res, "Blue")
	for _, c := range Categories {
		if got[c] != want[c] {
			t.Errorf("%s = %d, want %d", c, got[c], want[c])
		}
	}
	if res.Players[0].Total != 70 {
		t.Errorf("Blue total %d, want 70", res.Players[0].Total)
	}
	if got[CatGoalCards]+got[CatGoalCities] != 8 {
		t.Errorf("goal total %d, want 8", got[CatGoalCards]+got[CatGoalCities])
	}
}

// TestTies covers digest §14.2 (worked example B) and the seed's tie rule:
// more camels wins; still tied, the players share.
func TestTies(t *testing.T) {
	type p struct {
		track, camels int
	}
	tests := []struct {
		name     string
		players  []p
		ranks    []int
		winners  []string
		tieBreak string // substring; "" means TieBreak must be nil
	}{
		{"example B: more camels wins", []p{{70, 2}, {70, 5}}, []int{2, 1}, []string{"B"}, "decided by camels (5 vs 2)"},
		{"example B and seed: same camels share the win", []p{{70, 5}, {70, 5}}, []int{1, 1}, []string{"A", "B"}, "share the place"},
		{"camels only break equal totals", []p{{71, 0}, {70, 9}}, []int{1, 2}, []string{"A"}, ""},
		{"shared first, next place skips", []p{{70, 3}, {70, 3}, {60, 9}}, []int{1, 1, 3}, []string{"A", "B"}, "share the place"},
		{"shared second place", []p{{80, 0}, {70, 3}, {70, 3}, {50, 0}}, []int{1, 2, 2, 4}, []string{"A"}, "share the place"},
		{"three-way tie split by camels", []p{{70, 1}, {70, 3}, {70, 2}}, []int{3, 1, 2}, []string{"B"}, "decided by camels"},
	}
	cards := [][][]string{subjectCards, rivalCards, {{Moscow, Ormuz}, {LanZhou, Adana}}, {{Alexandria, Anxi}, {Samarcanda, Xian}}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := Input{}
			for i, pl := range tt.players {
				in.Players = append(in.Players, PlayerInput{Name: string(rune('A' + i)), TrackVP: pl.track, Camels: pl.camels, TradingPosts: []string{}, GoalCards: cards[i]})
			}
			res, err := ScoreInput(in)
			if err != nil {
				t.Fatal(err)
			}
			for i, pr := range res.Players {
				if pr.Rank != tt.ranks[i] {
					t.Errorf("%s rank %d, want %d", pr.Name, pr.Rank, tt.ranks[i])
				}
				if pr.Winner != (tt.ranks[i] == 1) {
					t.Errorf("%s winner %v", pr.Name, pr.Winner)
				}
			}
			if !slices.Equal(res.Winners, tt.winners) {
				t.Errorf("winners %v, want %v", res.Winners, tt.winners)
			}
			switch {
			case tt.tieBreak == "" && res.TieBreak != nil:
				t.Errorf("tie break %q, want none", *res.TieBreak)
			case tt.tieBreak != "" && (res.TieBreak == nil || !strings.Contains(*res.TieBreak, tt.tieBreak)):
				t.Errorf("tie break %v, want it to contain %q", res.TieBreak, tt.tieBreak)
			}
		})
	}
}

// TestResultJSON checks the shape `talon score --json` prints.
func TestResultJSON(t *testing.T) {
	res, err := NewScorer().Score([]byte(NewScorer().Template()))
	if err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	if !strings.HasPrefix(s, `{"game":"marco-polo","players":[{"name":"Blue","total":70,`) {
		t.Errorf("unexpected start: %s", s)
	}
	// Categories appear in the fixed order.
	last := -1
	for _, c := range Categories {
		i := strings.Index(s, `"`+c+`":`)
		if i < last {
			t.Errorf("category %q out of order in %s", c, s)
		}
		last = i
	}
	if !slices.Equal(res.Categories, Categories) {
		t.Errorf("Categories %v", res.Categories)
	}
	if !strings.Contains(s, `"tie_break":null`) {
		t.Errorf("want tie_break null: %s", s)
	}
}
