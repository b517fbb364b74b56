package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestScoreInputRejects(t *testing.T) {
	ok := func(name string) PlayerInput { return PlayerInput{Name: name, Buildings: []string{"indigo_plant"}} }
	twelve := []string{"indigo_plant", "indigo_plant", "smithy", "well", "tower", "chapel", "library", "statue", "hero", "palace", "quarry", "crane"}
	tests := []struct {
		name  string
		input Input
		wants []want
	}{
		{"one player", Input{Players: []PlayerInput{ok("Ann")}},
			[]want{{"", "players", "2 to 4 players, got 1"}}},
		{"five players", Input{Players: []PlayerInput{ok("A"), ok("B"), ok("C"), ok("D"), ok("E")}},
			[]want{{"", "players", "got 5"}}},
		{"no players", Input{},
			[]want{{"", "players", "got 0"}}},
		{"missing name", Input{Players: []PlayerInput{ok("Ann"), {Name: "  ", Buildings: []string{"indigo_plant"}}}},
			[]want{{"player 2", "name", "missing"}}},
		{"duplicate name ignoring case", Input{Players: []PlayerInput{ok("Ann"), ok("ANN")}},
			[]want{{"ANN (player 2)", "name", "same name as player 1"}}},
		{"unknown building", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant", "palce"}}}},
			[]want{{"Bob", "buildings[1]", `unknown building "palce" (did you mean "Palace"?)`}}},
		{"violet building twice, in two languages", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant", "chapel", "Kápolna"}}}},
			[]want{{"Bob", "buildings", "Chapel listed more than once"}}},
		{"production buildings may repeat", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant", "indigo_plant", "sugar_mill", "sugar_mill"}}}},
			nil},
		{"no buildings", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob"}}},
			[]want{{"Bob", "buildings", "none listed"}}},
		{"thirteen buildings", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: append(twelve, "sugar_mill")}}},
			[]want{{"Bob", "buildings", "13 listed"}}},
		{"twelve buildings are fine", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: twelve}}},
			nil},
		{"negative counts", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant"}, ChapelCards: -1, HandCards: -2, Goods: -3}}},
			[]want{{"Bob", "chapel_cards", "negative"}, {"Bob", "hand_cards", "negative"}, {"Bob", "goods", "negative"}}},
		{"more goods than production buildings", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant", "sugar_mill", "library"}, Goods: 3}}},
			[]want{{"Bob", "goods", "3 goods but only 2 production buildings"}}},
		{"goods not checked against an unreadable building list", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant", "sugr mill"}, Goods: 2}}},
			[]want{{"Bob", "buildings[1]", `did you mean "Sugar Mill"`}}},
		{"more copies than the deck holds", Input{Players: []PlayerInput{
			{Name: "Ann", Buildings: []string{"indigo_plant", "palace"}},
			{Name: "Bob", Buildings: []string{"indigo_plant", "Palast"}},
			{Name: "Cy", Buildings: []string{"indigo_plant", "palota"}},
		}}, []want{{"", "buildings", "Palace built 3 times (Ann, Bob, Cy) but the deck holds only 2"}}},
		{"eleven indigo plants", Input{Players: []PlayerInput{
			{Name: "Ann", Buildings: []string{"indigo_plant", "indigo_plant", "indigo_plant", "indigo_plant", "indigo_plant", "indigo_plant"}},
			{Name: "Bob", Buildings: []string{"indigo_plant", "indigo_plant", "indigo_plant", "indigo_plant", "indigo_plant"}},
		}}, []want{{"", "buildings", "Indigo Plant built 11 times"}}},
		{"more cards than the deck", Input{Players: []PlayerInput{ok("Ann"), {Name: "Bob", Buildings: []string{"indigo_plant"}, HandCards: 60, ChapelCards: 49}}},
			[]want{{"", "cards", "111 cards counted"}}},
		{"six_cost_vp out of range", Input{SixCostVP: 2, Players: []PlayerInput{ok("Ann"), ok("Bob")}},
			[]want{{"", "six_cost_vp", "must be 0 to 1"}}},
		{"every problem at once", Input{Players: []PlayerInput{
			{Name: "Ann", Buildings: []string{"indigo_plant", "castle", "well", "well"}},
			{Name: "ann", Buildings: []string{"indigo_plant"}, HandCards: -1, Goods: 2},
		}}, []want{
			{"Ann", "buildings[1]", "unknown building"},
			{"Ann", "buildings", "Well listed more than once"},
			{"ann (player 2)", "goods", "2 goods but only 1"},
			{"ann (player 2)", "name", "same name"},
			{"ann (player 2)", "hand_cards", "negative"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ScoreInput(tt.input)
			if tt.wants == nil {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			checkProblems(t, err, tt.wants)
		})
	}
}

type want = scoringtest.Want

var checkProblems = scoringtest.CheckProblems
