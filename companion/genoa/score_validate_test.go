package genoa

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

func TestRejections(t *testing.T) {
	two := func(a PlayerInput) []PlayerInput { return []PlayerInput{a, player("Zed", 100, 0, 0)} }
	tests := []struct {
		name  string
		in    Input
		wants []want
	}{
		{"one player", Input{Players: []PlayerInput{player("A", 100, 0, 0)}},
			[]want{{"", "players", "2 to 5 players, got 1"}}},
		{"no players", Input{},
			[]want{{"", "players", "got 0"}}},
		{"six players", Input{Players: []PlayerInput{
			player("A", 0, 0, 0), player("B", 0, 0, 0), player("C", 0, 0, 0),
			player("D", 0, 0, 0), player("E", 0, 0, 0), player("F", 0, 0, 0)}},
			[]want{{"", "players", "got 6"}}},
		{"missing name", Input{Players: two(player("  ", 100, 0, 0))},
			[]want{{"player 1", "name", "missing"}}},
		{"duplicate name ignoring case", Input{Players: []PlayerInput{player("Anna", 100, 0, 0), player("anna", 50, 0, 0)}},
			[]want{{"anna (player 2)", "name", `same name as player 1 ("Anna")`}}},
		{"negative ducats", Input{Players: two(player("A", -5, 0, 0))},
			[]want{{"A", "ducats", "negative"}}},
		{"ducats no coins can make", Input{Players: two(player("A", 213, 0, 0))},
			[]want{{"A", "ducats", "not a multiple of 5"}}},
		{"eight markers", Input{Players: two(player("A", 100, 8, 0))},
			[]want{{"A", "markers_on_buildings", "each colour has 7"}}},
		{"negative markers", Input{Players: two(player("A", 100, -1, 0))},
			[]want{{"A", "markers_on_buildings", "negative"}}},
		{"more than 18 markers on the board", Input{Players: []PlayerInput{
			player("A", 0, 7, 0), player("B", 0, 7, 0), player("C", 0, 5, 0)}},
			[]want{{"", "markers_on_buildings", "19 markers on buildings in total"}}},
		{"exactly 18 markers", Input{Players: []PlayerInput{
			player("A", 0, 7, 0), player("B", 0, 7, 0), player("C", 0, 4, 0), player("D", 0, 0, 0)}},
			nil},
		{"empty group", Input{Players: two(player("A", 100, 0, 2, 2, 0))},
			[]want{{"A", "contract_groups", "group size 0"}}},
		{"negative group", Input{Players: two(player("A", 100, 0, 0, -1))},
			[]want{{"A", "contract_groups", "group size -1"}}},
		{"one player over 14 contracts", Input{Players: two(player("A", 100, 0, 15, 10, 5))},
			[]want{{"A", "contract_groups", "15 contract cards"}}},
		{"more than 14 contracts in total", Input{Players: []PlayerInput{
			player("A", 0, 0, 8, 4, 4), player("B", 0, 0, 7, 7)}},
			[]want{{"", "contract_groups", "15 contract cards in total"}}},
		{"exactly 14 contracts", Input{Players: []PlayerInput{
			player("A", 0, 0, 7, 4, 3), player("B", 0, 0, 7, 7)}},
			nil},
		{"fewer items than contract cards", Input{Players: two(player("A", 100, 0, 2, 3))},
			[]want{{"A", "items", "holds 3 contract cards"}}},
		{"negative items", Input{Players: two(player("A", 100, 0, -1))},
			[]want{{"A", "items", "negative"}}},
		{"more items than the game has", Input{Players: two(player("A", 100, 0, 128))},
			[]want{{"A", "items", "out of range"}}},
		{"more items in total than the game has", Input{Players: []PlayerInput{
			player("A", 0, 0, 100), player("B", 0, 0, 28)}},
			[]want{{"", "items", "128 items in total"}}},
		{"contract value for size 0", Input{Players: two(player("A", 100, 0, 0)), ContractValues: map[int]int{0: 5}},
			[]want{{"", "contract_values.0", "group size 0"}}},
		{"contract value for size 15", Input{Players: two(player("A", 100, 0, 0)), ContractValues: map[int]int{15: 5}},
			[]want{{"", "contract_values.15", "group size 15"}}},
		{"negative contract value", Input{Players: two(player("A", 100, 0, 0)), ContractValues: map[int]int{2: -30}},
			[]want{{"", "contract_values.2", "negative"}}},
		{"every problem at once", Input{Players: []PlayerInput{
			player("", 7, 9, 0, 0), player("Bo", 100, 0, 0), player("bo", -10, 0, -1)},
			ContractValues: map[int]int{3: -1}},
			[]want{
				{"player 1", "name", "missing"},
				{"player 1", "ducats", "multiple of 5"},
				{"player 1", "markers_on_buildings", "7"},
				{"player 1", "contract_groups", "group size 0"},
				{"bo (player 3)", "name", "same name"},
				{"bo (player 3)", "ducats", "negative"},
				{"bo (player 3)", "items", "negative"},
				{"", "contract_values.3", "negative"},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ScoreInput(tt.in)
			if tt.wants == nil {
				if err != nil {
					t.Fatalf("ScoreInput: %v, want it accepted", err)
				}
				return
			}
			checkProblems(t, err, tt.wants)
		})
	}
}

type want = scoringtest.Want

var checkProblems = scoringtest.CheckProblems
