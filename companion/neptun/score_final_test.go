package neptun

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestScoreInput(t *testing.T) {
	type line struct {
		points, bonus, total, rank int
		winner                     bool
	}
	tests := []struct {
		name     string
		players  []PlayerInput
		want     []line
		winners  []string
		tieBreak string // substring; "" means no tie-break text
	}{
		{
			name: "digest worked example 8.1: Ann and Ben share the win",
			players: []PlayerInput{
				{Name: "Ann", PointTiles: tiles(3, 2, 6, 1), BonusTiles: tiles(2)},
				{Name: "Ben", PointTiles: tiles(4, 3, 2, 5)},
				{Name: "Cat", PointTiles: tiles(2, 1, 4, 3), BonusTiles: tiles(3)},
			},
			want:     []line{{12, 2, 14, 1, true}, {14, 0, 14, 1, true}, {10, 3, 13, 3, false}},
			winners:  []string{"Ann", "Ben"},
			tieBreak: "Ann, Ben tied on 14 and share the place",
		},
		{
			name: "bonus tiles decide an outright win",
			players: []PlayerInput{
				{Name: "Ann", PointTiles: tiles(5, 4), BonusTiles: tiles(3, 2)},
				{Name: "Ben", PointTiles: tiles(8, 4)},
				{Name: "Cat", PointTiles: tiles(1)},
			},
			want:    []line{{9, 5, 14, 1, true}, {12, 0, 12, 2, false}, {1, 0, 1, 3, false}},
			winners: []string{"Ann"},
		},
		{
			name: "three-way tie: all share the victory",
			players: []PlayerInput{
				{Name: "Ann", PointTiles: tiles(6)},
				{Name: "Ben", PointTiles: tiles(4), BonusTiles: tiles(2)},
				{Name: "Cat", BonusTiles: tiles(3, 3)},
			},
			want:     []line{{6, 0, 6, 1, true}, {4, 2, 6, 1, true}, {0, 6, 6, 1, true}},
			winners:  []string{"Ann", "Ben", "Cat"},
			tieBreak: "share the place",
		},
		{
			name: "five players, shared second place",
			players: []PlayerInput{
				{Name: "Ann", PointTiles: tiles(9, 7, 5)},
				{Name: "Ben", PointTiles: tiles(4, 4)},
				{Name: "Cat", PointTiles: tiles(8)},
				{Name: "Dan", PointTiles: tiles(6), BonusTiles: tiles(2)},
				{Name: "Eve"},
			},
			want:     []line{{21, 0, 21, 1, true}, {8, 0, 8, 2, false}, {8, 0, 8, 2, false}, {6, 2, 8, 2, false}, {0, 0, 0, 5, false}},
			winners:  []string{"Ann"},
			tieBreak: "Ben, Cat, Dan tied on 8",
		},
		{
			name: "names are trimmed",
			players: []PlayerInput{
				{Name: " Ann ", PointTiles: tiles(2)},
				{Name: "Ben", PointTiles: tiles(1)},
				{Name: "Cat"},
			},
			want:    []line{{2, 0, 2, 1, true}, {1, 0, 1, 2, false}, {0, 0, 0, 3, false}},
			winners: []string{"Ann"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ScoreInput(Input{Players: tc.players})
			if err != nil {
				t.Fatal(err)
			}
			if res.Game != Game || !slices.Equal(res.Categories, []string{CategoryPointTiles, CategoryBonusTiles}) {
				t.Errorf("game %q categories %v", res.Game, res.Categories)
			}
			for i, w := range tc.want {
				p := res.Players[i]
				got := line{p.Breakdown[0].Points, p.Breakdown[1].Points, p.Total, p.Rank, p.Winner}
				if got != w {
					t.Errorf("%s: got %+v, want %+v", p.Name, got, w)
				}
			}
			if !slices.Equal(res.Winners, tc.winners) {
				t.Errorf("winners %v, want %v", res.Winners, tc.winners)
			}
			switch {
			case tc.tieBreak == "" && res.TieBreak != nil:
				t.Errorf("unexpected tie-break %q", *res.TieBreak)
			case tc.tieBreak != "" && (res.TieBreak == nil || !strings.Contains(*res.TieBreak, tc.tieBreak)):
				t.Errorf("tie-break %v, want it to contain %q", res.TieBreak, tc.tieBreak)
			}
			if len(res.Notes) != 0 {
				t.Errorf("unexpected notes %v", res.Notes)
			}
		})
	}
}

func TestScoreInputRejects(t *testing.T) {
	three := func(mod func(ps []PlayerInput)) []PlayerInput {
		ps := []PlayerInput{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cat"}}
		mod(ps)
		return ps
	}
	many := func(n, size int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = size
		}
		return out
	}
	tests := []struct {
		name    string
		players []PlayerInput
		wants   []want
	}{
		{"two players", []PlayerInput{{Name: "Ann"}, {Name: "Ben"}},
			[]want{{"", "players", "3 to 5 players, got 2"}}},
		{"six players", []PlayerInput{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}, {Name: "F"}},
			[]want{{"", "players", "got 6"}}},
		{"no players", nil, []want{{"", "players", "got 0"}}},
		{"missing name", three(func(ps []PlayerInput) { ps[1].Name = "  " }),
			[]want{{"player 2", "name", "missing"}}},
		{"duplicate name, any case", three(func(ps []PlayerInput) { ps[2].Name = "ANN" }),
			[]want{{"ANN (player 3)", "name", "same name as player 1"}}},
		{"zero-point tile", three(func(ps []PlayerInput) { ps[0].PointTiles = tiles(3, 0) }),
			[]want{{"Ann", "point_tiles[1]", "0 is out of range: must be 1 to 99"}}},
		{"negative bonus tile", three(func(ps []PlayerInput) { ps[1].BonusTiles = tiles(-2) }),
			[]want{{"Ben", "bonus_tiles[0]", "-2 is negative"}}},
		{"more point tiles than temples x rounds", three(func(ps []PlayerInput) { ps[0].PointTiles = many(19, 1) }),
			[]want{{"Ann", "point_tiles", "tiles: 19 is out of range: must be 0 to 18"}}},
		{"more bonus tiles than rounds", three(func(ps []PlayerInput) { ps[2].BonusTiles = tiles(1, 1, 1, 1) }),
			[]want{{"Cat", "bonus_tiles", "tiles: 4 is out of range: must be 0 to 3"}}},
		{"more point tiles than the game has",
			[]PlayerInput{{Name: "A", PointTiles: many(10, 2)}, {Name: "B", PointTiles: many(10, 2)}, {Name: "C", PointTiles: many(10, 2)}, {Name: "D", PointTiles: many(7, 2)}},
			[]want{{"", "point_tiles", "37 point tiles in all, but the game has 36"}}},
		{"more bonus tiles than the game has",
			[]PlayerInput{{Name: "A", BonusTiles: many(3, 1)}, {Name: "B", BonusTiles: many(3, 1)}, {Name: "C", BonusTiles: many(3, 1)}, {Name: "D", BonusTiles: many(3, 1)}, {Name: "E", BonusTiles: many(3, 1)}, {Name: "F", BonusTiles: many(3, 1)}},
			[]want{{"", "bonus_tiles", "18 bonus tiles in all, but the game has 15"}}},
		{"every problem at once",
			[]PlayerInput{{Name: "", PointTiles: tiles(0)}, {Name: "ben", BonusTiles: tiles(1, 2, 3, 4)}},
			[]want{{"", "players", "got 2"}, {"player 1", "name", "missing"}, {"player 1", "point_tiles[0]", "0 is out of range"}, {"ben", "bonus_tiles", "tiles: 4 is out of range"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ScoreInput(Input{Players: tc.players})
			expectProblems(t, err, tc.wants)
		})
	}
}

func TestScoreJSON(t *testing.T) {
	ok := `{"players":[{"name":"Ann","point_tiles":[3]},{"name":"Ben","bonus_tiles":[2,2]},{"name":"Cat"}]}`
	res, err := NewScorer().Score([]byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Winners, []string{"Ben"}) || res.Players[1].Total != 4 {
		t.Errorf("got winners %v, Ben %d", res.Winners, res.Players[1].Total)
	}

	tests := []struct {
		name  string
		input string
		wants []want
	}{
		{"not JSON", `{"players":`, []want{{"", "input", "the JSON ends too early"}}},
		{"not an object", `[1,2]`, []want{{"", "input", "not a JSON object"}}},
		{"trailing data", ok + ` {}`, []want{{"", "input", "unexpected data after"}}},
		{"players missing", `{}`, []want{{"", "players", "missing"}}},
		{"players not a list", `{"players":{"name":"Ann"}}`, []want{{"", "players", "want a list of players"}}},
		{"player not an object", `{"players":[{"name":"Ann"},{"name":"Ben"},7]}`, []want{{"player 3", "player", "want an object"}}},
		{"unknown game-wide field", `{"players":[{"name":"Ann"},{"name":"Ben"},{"name":"Cat"}],"round":3}`,
			[]want{{"", "round", "unknown field"}}},
		{"unknown player fields, each named", `{"players":[{"name":"Ann","gold":3,"tiles":[1]},{"name":"Ben"},{"name":"Cat"}]}`,
			[]want{{"Ann", "gold", "unknown field"}, {"Ann", "tiles", "unknown field (known: name, point_tiles, bonus_tiles)"}}},
		{"wrong types", `{"players":[{"name":5},{"name":"Ben","point_tiles":"3,2"},{"name":"Cat","bonus_tiles":[1.5]}]}`,
			[]want{{"player 1", "name", "want text, got the number 5"}, {"Ben", "point_tiles", "want a list of whole numbers, got text"}, {"Cat", "bonus_tiles", "want a list of whole numbers"}}},
		{"half-decoded list is not validated as zeros", `{"players":[{"name":"Ann","point_tiles":[4,"x"]},{"name":"Ben"},{"name":"Cat"}]}`,
			[]want{{"Ann", "point_tiles", "want a list of whole numbers"}}},
		{"decode and validation problems together", `{"players":[{"name":"Ann","x":1},{"name":"ann"}]}`,
			[]want{{"Ann", "x", "unknown field"}, {"", "players", "got 2"}, {"ann (player 2)", "name", "same name"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewScorer().Score([]byte(tc.input))
			expectProblems(t, err, tc.wants)
		})
	}
}

func TestHalfDecodedListLeavesNoZeros(t *testing.T) {
	_, err := NewScorer().Score([]byte(`{"players":[{"name":"Ann","point_tiles":[4,"x"]},{"name":"Ben"},{"name":"Cat"}]}`))
	if err == nil || strings.Contains(err.Error(), "at least 1 point") {
		t.Errorf("got %v, want only the type problem", err)
	}
}

func TestTemplate(t *testing.T) {
	s := NewScorer()
	if s.Game() != Game {
		t.Fatalf("game %q", s.Game())
	}
	res, err := s.Score([]byte(s.Template()))
	if err != nil {
		t.Fatalf("template rejected: %v", err)
	}
	// The template's JSON round-trips through Input.
	var in Input
	if err := json.Unmarshal([]byte(s.Template()), &in); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(in)
	res2, err := s.Score(again)
	if err != nil {
		t.Fatalf("re-encoded template rejected: %v", err)
	}
	a, _ := json.Marshal(res)
	b, _ := json.Marshal(res2)
	if string(a) != string(b) {
		t.Errorf("round trip changed the result:\n%s\n%s", a, b)
	}
	// The result's JSON has the shape and round-trips too.
	var shape map[string]json.RawMessage
	if err := json.Unmarshal(a, &shape); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"game", "players", "winners", "tie_break"} {
		if _, ok := shape[k]; !ok {
			t.Errorf("result JSON lacks %q: %s", k, a)
		}
	}
	var back scoring.Result
	if err := json.Unmarshal(a, &back); err != nil {
		t.Fatal(err)
	}
	if c, _ := json.Marshal(back); string(c) != string(a) {
		t.Errorf("result JSON does not round-trip:\n%s\n%s", a, c)
	}
	if !strings.Contains(string(a), `"breakdown":{"Point tiles":12,"Bonus tiles":2}`) {
		t.Errorf("breakdown not in category order: %s", a)
	}
}

// A field that did not decode is reported once, not again by validation.
func TestScoreReportsUndecodedFieldOnce(t *testing.T) {
	for input, want := range map[string]string{
		`{"players":[{"name":5},{"name":"B"},{"name":"C"}]}`: "player 1: name: want text, got the number 5",
		`{}`: "players: missing",
	} {
		_, err := NewScorer().Score([]byte(input))
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %q", input, err, want)
		}
	}
}
