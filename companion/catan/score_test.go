package catan

import (
	"encoding/json"
	"github.com/talon-games/talon/companion/i18n"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
	"github.com/talon-games/talon/scoring/scoringtest"
)

// pl builds a player: settlements, cities, VP cards, Longest Road, Largest Army.
func pl(name string, settlements, cities, vpCards int, road, army bool) PlayerInput {
	return PlayerInput{Name: name, Settlements: settlements, Cities: cities, VPCards: vpCards, LongestRoad: road, LargestArmy: army}
}

func points(t *testing.T, res scoring.Result, name string) (scoring.PlayerResult, map[string]int) {
	t.Helper()
	for _, p := range res.Players {
		if p.Name == name {
			m := map[string]int{}
			for _, b := range p.Breakdown {
				m[b.Category] = b.Points
			}
			return p, m
		}
	}
	t.Fatalf("no player %q in result", name)
	return scoring.PlayerResult{}, nil
}

func TestCategories(t *testing.T) {
	// Each row gives one player a single kind of holding on top of 2 settlements, and the
	// points the rulebook gives for it.
	tests := []struct {
		name     string
		player   PlayerInput
		category string
		want     int
	}{
		{"settlement 1 each (SEED)", pl("X", 5, 0, 0, false, false), "Settlements", 5},
		{"city 2 each (SEED)", pl("X", 0, 4, 0, false, false), "Cities", 8},
		{"longest road card 2 (SEED)", pl("X", 2, 0, 0, true, false), "Longest Road", 2},
		{"largest army card 2 (SEED)", pl("X", 2, 0, 0, false, true), "Largest Army", 2},
		{"VP card 1 each (SOURCE)", pl("X", 2, 0, 3, false, false), "VP Cards", 3},
		{"no card, no points", pl("X", 2, 0, 0, false, false), "Longest Road", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			winner := pl("W", 2, 4, 0, false, false) // 10
			in := Input{Players: []PlayerInput{winner, tt.player, pl("Y", 2, 0, 0, false, false)}, EndedOnTurnOf: "W"}
			if tt.player.VPCards > 0 || tt.player.Cities > 0 {
				in.Players[0] = pl("W", 4, 3, 0, false, false) // keep the 4 cities/VP cards free
			}
			res, err := ScoreInput(in)
			if err != nil {
				t.Fatal(err)
			}
			p, got := points(t, res, "X")
			if got[tt.category] != tt.want {
				t.Errorf("%s = %d, want %d", tt.category, got[tt.category], tt.want)
			}
			sum := 0
			for _, v := range got {
				sum += v
			}
			if p.Total != sum {
				t.Errorf("total %d is not the sum of the breakdown %d", p.Total, sum)
			}
		})
	}
}

func TestCategoryOrder(t *testing.T) {
	res, err := NewScorer().Score([]byte(Template()))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Settlements", "Cities", "Longest Road", "Largest Army", "VP Cards"}
	if !slices.Equal(res.Categories, want) {
		t.Errorf("categories %v, want %v", res.Categories, want)
	}
	for _, p := range res.Players {
		var got []string
		for _, b := range p.Breakdown {
			got = append(got, b.Category)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s breakdown order %v, want %v", p.Name, got, want)
		}
	}
}

func TestRanking(t *testing.T) {
	tests := []struct {
		name     string
		in       Input
		ranks    map[string]int
		totals   map[string]int
		winners  []string
		tieBreak string // substring; empty means no tie-break text
	}{
		{
			name: "digest example 6: 2 settlements + 3 cities + Largest Army = 10 wins on his turn",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 3, 0, false, true), pl("Ben", 4, 2, 0, false, false), pl("Cid", 3, 1, 0, false, false),
			}, EndedOnTurnOf: "Ann"},
			ranks:   map[string]int{"Ann": 1, "Ben": 2, "Cid": 3},
			totals:  map[string]int{"Ann": 10, "Ben": 8, "Cid": 5},
			winners: []string{"Ann"},
		},
		{
			name: "seed: Longest Road holder (Red, 6 segments) gets its 2 points",
			in: Input{Players: []PlayerInput{
				pl("Red", 2, 2, 0, true, false), pl("Orange", 3, 1, 0, false, false), pl("White", 4, 3, 0, false, false),
			}, EndedOnTurnOf: "White"},
			ranks:   map[string]int{"White": 1, "Red": 2, "Orange": 3},
			totals:  map[string]int{"Red": 8, "Orange": 5, "White": 10},
			winners: []string{"White"},
		},
		{
			name: "the player whose turn it was wins with fewer points than one who got Longest Road off-turn",
			in: Input{Players: []PlayerInput{
				pl("Ann", 4, 3, 0, false, false), pl("Ben", 1, 4, 0, true, false), pl("Cid", 2, 0, 0, false, false),
			}, EndedOnTurnOf: "Ann"},
			ranks:    map[string]int{"Ann": 1, "Ben": 2, "Cid": 3},
			totals:   map[string]int{"Ann": 10, "Ben": 11, "Cid": 2},
			winners:  []string{"Ann"},
			tieBreak: "Ann wins with 10: the game ended on Ann's turn (Ben 11)",
		},
		{
			name: "equal at 10: the turn decides",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 3, 0, true, false), pl("Ben", 4, 2, 0, false, true), pl("Cid", 2, 0, 0, false, false),
			}, EndedOnTurnOf: "Ben"},
			ranks:    map[string]int{"Ben": 1, "Ann": 2, "Cid": 3},
			totals:   map[string]int{"Ann": 10, "Ben": 10, "Cid": 2},
			winners:  []string{"Ben"},
			tieBreak: "ended on Ben's turn (Ann 10)",
		},
		{
			name: "others tied on points share the place, the next place is skipped",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 4, 0, false, false), pl("Ben", 3, 1, 0, false, false), pl("Cid", 1, 2, 0, false, false), pl("Dan", 2, 0, 0, false, false),
			}, EndedOnTurnOf: "Ann"},
			ranks:    map[string]int{"Ann": 1, "Ben": 2, "Cid": 2, "Dan": 4},
			totals:   map[string]int{"Ann": 10, "Ben": 5, "Cid": 5, "Dan": 2},
			winners:  []string{"Ann"},
			tieBreak: "Ben, Cid tied on 5 and share the place",
		},
		{
			name: "all others tied",
			in: Input{Players: []PlayerInput{
				pl("Ann", 3, 3, 1, false, false), pl("Ben", 2, 0, 0, false, false), pl("Cid", 2, 0, 0, false, false), pl("Dan", 2, 0, 0, false, false),
			}, EndedOnTurnOf: "Ann"},
			ranks:    map[string]int{"Ann": 1, "Ben": 2, "Cid": 2, "Dan": 2},
			totals:   map[string]int{"Ann": 10, "Ben": 2, "Cid": 2, "Dan": 2},
			winners:  []string{"Ann"},
			tieBreak: "Ben, Cid, Dan tied on 2",
		},
		{
			name: "ended_on_turn_of matches case-insensitively and is trimmed",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 0, 0, false, false), pl("Ben", 3, 3, 1, false, false), pl("Cid", 2, 1, 0, false, false),
			}, EndedOnTurnOf: "  bEN "},
			ranks:   map[string]int{"Ben": 1, "Cid": 2, "Ann": 3},
			totals:  map[string]int{"Ann": 2, "Ben": 10, "Cid": 4},
			winners: []string{"Ben"},
		},
		{
			name: "ended_on_turn_of left out: the only player with 10+ won",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 0, 0, false, false), pl("Ben", 1, 4, 0, false, true), pl("Cid", 2, 1, 0, false, false),
			}},
			ranks:   map[string]int{"Ben": 1, "Cid": 2, "Ann": 3},
			totals:  map[string]int{"Ann": 2, "Ben": 11, "Cid": 4},
			winners: []string{"Ben"},
		},
		{
			name: "winner at the most one action can give: 9 + settlement taking Longest Road = 12",
			in: Input{Players: []PlayerInput{
				pl("Ann", 2, 4, 0, true, false), pl("Ben", 2, 0, 0, false, false), pl("Cid", 2, 0, 0, false, false),
			}, EndedOnTurnOf: "Ann"},
			ranks:    map[string]int{"Ann": 1, "Ben": 2, "Cid": 2},
			totals:   map[string]int{"Ann": 12, "Ben": 2, "Cid": 2},
			winners:  []string{"Ann"},
			tieBreak: "Ben, Cid tied on 2",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ScoreInput(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if res.Game != Game {
				t.Errorf("game %q", res.Game)
			}
			for name, rank := range tt.ranks {
				p, _ := points(t, res, name)
				if p.Rank != rank {
					t.Errorf("%s rank %d, want %d", name, p.Rank, rank)
				}
				if p.Winner != (rank == 1) {
					t.Errorf("%s winner %v", name, p.Winner)
				}
				if p.Total != tt.totals[name] {
					t.Errorf("%s total %d, want %d", name, p.Total, tt.totals[name])
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
			if len(res.Notes) != 0 {
				t.Errorf("notes %v, want none (no settings)", res.Notes)
			}
		})
	}
}

func TestPlayersKeepSeatOrder(t *testing.T) {
	in := Input{Players: []PlayerInput{
		pl("Ann", 2, 0, 0, false, false), pl("Ben", 3, 3, 1, false, false), pl("Cid", 2, 1, 0, false, false),
	}, EndedOnTurnOf: "Ben"}
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range res.Players {
		got = append(got, p.Name)
	}
	if want := []string{"Ann", "Ben", "Cid"}; !slices.Equal(got, want) {
		t.Errorf("players %v, want seat order %v", got, want)
	}
}

func TestResultJSON(t *testing.T) {
	res, err := NewScorer().Score([]byte(Template()))
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Game    string `json:"game"`
		Players []struct {
			Name      string         `json:"name"`
			Total     int            `json:"total"`
			Rank      int            `json:"rank"`
			Winner    bool           `json:"winner"`
			Breakdown map[string]int `json:"breakdown"`
		} `json:"players"`
		Winners  []string `json:"winners"`
		TieBreak *string  `json:"tie_break"`
	}
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Game != "catan" || len(back.Players) != 4 || back.Players[0].Breakdown["Cities"] != 6 || !slices.Equal(back.Winners, []string{"Anna"}) {
		t.Errorf("unexpected JSON %s", data)
	}
}

func TestRejections(t *testing.T) {
	ok := func() []PlayerInput { // a valid game: Ann 10 on her turn
		return []PlayerInput{pl("Ann", 2, 4, 0, false, false), pl("Ben", 3, 1, 1, true, false), pl("Cid", 2, 2, 0, false, true)}
	}
	with := func(i int, f func(*PlayerInput)) []PlayerInput {
		ps := ok()
		f(&ps[i])
		return ps
	}
	type want struct{ player, field, reason string }
	tests := []struct {
		name string
		in   Input
		want []want
	}{
		{"too few players", Input{Players: ok()[:2], EndedOnTurnOf: "Ann"}, []want{{"", "players", "3 to 4 players, got 2"}}},
		{"too many players", Input{Players: append(ok(), pl("Dan", 2, 0, 0, false, false), pl("Eve", 2, 0, 0, false, false)), EndedOnTurnOf: "Ann"},
			[]want{{"", "players", "3 to 4 players, got 5"}}},
		{"no players", Input{EndedOnTurnOf: "Ann"}, []want{{"", "players", "3 to 4 players, got 0"}, {"", "ended_on_turn_of", "not one of the players"}}},
		{"missing name", Input{Players: with(1, func(p *PlayerInput) { p.Name = "  " }), EndedOnTurnOf: "Ann"}, []want{{"player 2", "name", "missing"}}},
		{"duplicate name, case-insensitive", Input{Players: with(2, func(p *PlayerInput) { p.Name = "ANN" }), EndedOnTurnOf: "Ann"},
			[]want{{"ANN (player 3)", "name", `same name as player 1 ("Ann")`}}},
		{"more than 5 settlements", Input{Players: with(1, func(p *PlayerInput) { p.Settlements = 6 }), EndedOnTurnOf: "Ann"},
			[]want{{"Ben", "settlements", "at most 5"}}},
		{"more than 4 cities", Input{Players: with(0, func(p *PlayerInput) { p.Cities = 5 }), EndedOnTurnOf: "Ann"},
			[]want{{"Ann", "cities", "at most 4"}}},
		{"negative count", Input{Players: with(2, func(p *PlayerInput) { p.Cities = -1 }), EndedOnTurnOf: "Ann"},
			[]want{{"Cid", "cities", "negative"}}},
		{"more than 5 VP cards for one player", Input{Players: with(1, func(p *PlayerInput) { p.VPCards = 6 }), EndedOnTurnOf: "Ann"},
			[]want{{"Ben", "vp_cards", "at most 5"}}},
		{"fewer than the 2 set-up buildings", Input{Players: with(1, func(p *PlayerInput) { p.Settlements, p.Cities = 1, 0 }), EndedOnTurnOf: "Ann"},
			[]want{{"Ben", "cities", "2 settlements of the set-up"}}},
		{"more than 5 VP cards in total", Input{Players: with(2, func(p *PlayerInput) { p.VPCards = 5 }), EndedOnTurnOf: "Ann"},
			[]want{{"", "vp_cards", "6 in all (Ben 1, Cid 5)"}}},
		{"two holders of Longest Road", Input{Players: with(0, func(p *PlayerInput) { p.LongestRoad = true }), EndedOnTurnOf: "Ann"},
			[]want{{"", "longest_road", "Ann and Ben"}}},
		{"two holders of Largest Army", Input{Players: with(1, func(p *PlayerInput) { p.LargestArmy = true }), EndedOnTurnOf: "Ann"},
			[]want{{"", "largest_army", "Ben and Cid"}}},
		{"ended_on_turn_of player under 10", Input{Players: ok(), EndedOnTurnOf: "Ben"},
			[]want{{"", "ended_on_turn_of", "Ben has 8 points"}, {"Ann", "points", "set ended_on_turn_of to them"}}},
		{"ended_on_turn_of unknown, closest suggested", Input{Players: ok(), EndedOnTurnOf: "Anne"},
			[]want{{"", "ended_on_turn_of", `did you mean "Ann"?`}}},
		{"ended_on_turn_of missing, nobody at 10", Input{Players: with(0, func(p *PlayerInput) { p.Cities = 3 })},
			[]want{{"", "ended_on_turn_of", "nobody has 10"}}},
		{"ended_on_turn_of missing, two at 10+", Input{Players: with(1, func(p *PlayerInput) { p.VPCards = 2; p.Settlements = 1; p.Cities = 3 })},
			[]want{{"", "ended_on_turn_of", "Ann (10) and Ben (11)"}}},
		{"another player at 10 without Longest Road", Input{Players: with(2, func(p *PlayerInput) { p.Settlements = 4 }), EndedOnTurnOf: "Ann"},
			[]want{{"Cid", "points", "10 without Longest Road"}}},
		{"winner above what one action allows", Input{Players: with(0, func(p *PlayerInput) { p.Settlements = 3; p.VPCards = 2; p.LargestArmy = true }), EndedOnTurnOf: "Ann"},
			[]want{{"", "largest_army", "Ann and Cid"}}},
		{"winner above 12", Input{Players: []PlayerInput{pl("Ann", 3, 4, 2, false, false), pl("Ben", 2, 0, 0, false, false), pl("Cid", 2, 0, 0, false, false)}, EndedOnTurnOf: "Ann"},
			[]want{{"Ann", "points", "13, but"}}},
		{"every problem at once", Input{Players: []PlayerInput{pl("", 6, 5, 0, true, false), pl("Ben", -2, 0, 0, true, false), pl("ben", 2, 0, 6, false, false)}, EndedOnTurnOf: "Zed"},
			[]want{
				{"player 1", "name", "missing"},
				{"ben (player 3)", "name", "same name as player 2"},
				{"player 1", "settlements", "at most 5"},
				{"player 1", "cities", "at most 4"},
				{"Ben", "settlements", "negative"},
				{"ben (player 3)", "vp_cards", "at most 5"},
				{"", "longest_road", "player 1 and Ben"},
				{"", "ended_on_turn_of", `"Zed" is not one of the players`},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ScoreInput(tt.in)
			got := problemsOf(t, err)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d problems %v, want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Player != w.player || g.Field != w.field || !strings.Contains(g.Reason, w.reason) {
					t.Errorf("problem %d = %q, want player %q field %q reason containing %q", i, g, w.player, w.field, w.reason)
				}
			}
		})
	}
}

func TestOffTurnTenWithLongestRoadIsLegal(t *testing.T) {
	// Digest §11: Longest Road can pass to a player on someone else's turn and lift them to
	// 10 or 11; the game still ended on the active player's turn.
	in := Input{Players: []PlayerInput{pl("Ann", 2, 4, 0, false, false), pl("Ben", 3, 3, 0, true, false), pl("Cid", 2, 0, 0, false, false)}, EndedOnTurnOf: "Ann"}
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := points(t, res, "Ben"); p.Total != 11 || p.Rank != 2 {
		t.Errorf("Ben total %d rank %d, want 11 and 2", p.Total, p.Rank)
	}
}

func BenchmarkScore(b *testing.B) {
	s := NewScorer()
	data := []byte(Template())
	for range b.N {
		if _, err := s.Score(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScoreInput(b *testing.B) {
	in := Input{Players: []PlayerInput{pl("Ann", 2, 4, 0, false, false), pl("Ben", 3, 1, 1, true, false), pl("Cid", 2, 2, 0, false, true), pl("Dan", 2, 0, 0, false, false)}, EndedOnTurnOf: "Ann"}
	for range b.N {
		if _, err := ScoreInput(in); err != nil {
			b.Fatal(err)
		}
	}
}

var problemsOf = scoringtest.Problems

// The player named as ending the game but not at the table is a problem in the table's
// language, with the suggestion (it was built in English with fmt.Sprintf).
func TestUnknownEndingPlayerInHungarian(t *testing.T) {
	in := Input{Players: []PlayerInput{pl("Anna", 5, 2, 0, false, false), pl("Béla", 2, 0, 0, false, false)}, EndedOnTurnOf: "Bela"}
	_, err := ScoreInput(in)
	got := problemsOf(t, err)
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, p := range got {
		if p.Field == "ended_on_turn_of" {
			text := p.Local(hu)
			if !strings.Contains(text, `"Bela" nem a játékosok egyike (Anna, Béla)`) || strings.Contains(text, "not one of") {
				t.Fatalf("in Hungarian: %q", text)
			}
			if !strings.Contains(p.Reason, `"Bela" is not one of the players (Anna, Béla)`) {
				t.Fatalf("in English: %q", p.Reason)
			}
			return
		}
	}
	t.Fatalf("no problem about ended_on_turn_of: %v", got)
}
