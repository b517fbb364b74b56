package neptun

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

func ptr[T any](v T) *T { return &v }

func at(space, height int) TemplePosition { return TemplePosition{Space: space, StackHeight: height} }

// awardsText renders awards compactly in board order: "graecia: Ann 6, Cat 4 | gold: Ben 5".
func awardsText(r RoundResult) string {
	var parts []string
	for _, id := range r.Temples() {
		var as []string
		for _, a := range r.Awards[id] {
			as = append(as, fmt.Sprintf("%s %d", a.Player, a.Tile))
		}
		parts = append(parts, id+": "+strings.Join(as, ", "))
	}
	return strings.Join(parts, " | ")
}

func TestScoreRound(t *testing.T) {
	tests := []struct {
		name   string
		round  int
		in     RoundInput
		awards string
		bonus  []string
		notes  []string // substrings, one per note
	}{
		{
			name:  "digest worked example 8.1: stack and player-order ties in round 3",
			round: 3,
			in: RoundInput{
				Tiles:       map[string][]int{"graecia": tiles(6, 4, 2), "gold": tiles(5, 3, 1)},
				PlayerOrder: []string{"Cat", "Ann", "Ben"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 3, Temples: map[string]TemplePosition{"graecia": at(14, 1)}},
					{Name: "Ben", Gold: 8, Temples: map[string]TemplePosition{"graecia": at(11, 2)}},
					{Name: "Cat", Gold: 3, Temples: map[string]TemplePosition{"graecia": at(11, 1)}},
				},
			},
			awards: "graecia: Ann 6, Cat 4, Ben 2 | gold: Ben 5, Cat 3, Ann 1",
			bonus:  []string{},
		},
		{
			name:  "seed round 1: the player farthest in Graecia takes its A tile",
			round: 1,
			in: RoundInput{
				Tiles:       map[string][]int{"Graecia": tiles(2)},
				PlayerOrder: []string{"Jenny", "Peter", "Ani", "Becca"},
				Players: []RoundPlayer{
					{Name: "Becca", Temples: map[string]TemplePosition{"graecia": at(5, 1)}},
					{Name: "Jenny", Temples: map[string]TemplePosition{"graecia": at(3, 1)}},
					{Name: "Peter"},
					{Name: "Ani", Temples: map[string]TemplePosition{"graecia": at(2, 1)}},
				},
			},
			awards: "graecia: Becca 2",
			bonus:  []string{},
		},
		{
			name:  "seed round 2: Becca reached the space before Ani and takes the 1-point tile",
			round: 2,
			in: RoundInput{
				Tiles:       map[string][]int{"yellow": tiles(3, 1)},
				PlayerOrder: []string{"Jenny", "Peter", "Ani", "Becca"},
				Players: []RoundPlayer{
					{Name: "Becca", Temples: map[string]TemplePosition{"yellow": at(4, 1)}},
					{Name: "Jenny"},
					{Name: "Peter", Temples: map[string]TemplePosition{"yellow": at(7, 1)}},
					{Name: "Ani", Temples: map[string]TemplePosition{"yellow": at(4, 2)}},
				},
			},
			awards: "yellow: Peter 3, Becca 1",
			bonus:  []string{},
		},
		{
			name:  "higher space beats lower stack; tiles typed worst first are handed out best first",
			round: 3,
			in: RoundInput{
				Tiles:       map[string][]int{"hispania": tiles(1, 5, 3)},
				PlayerOrder: []string{"Ann", "Ben", "Cat"},
				Players: []RoundPlayer{
					{Name: "Ann", Temples: map[string]TemplePosition{"hispania": at(2, 1)}},
					{Name: "Ben", Temples: map[string]TemplePosition{"hispania": at(3, 2)}},
					{Name: "Cat", Temples: map[string]TemplePosition{"hispania": at(3, 1)}},
				},
			},
			awards: "hispania: Cat 5, Ben 3, Ann 1",
			bonus:  []string{},
		},
		{
			name:  "gold temple: most gold first, equal gold goes to the earlier player in order",
			round: 2,
			in: RoundInput{
				Tiles:       map[string][]int{"gold": tiles(4, 2)},
				PlayerOrder: []string{"Ben", "Dan", "Cat", "Ann"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 6}, {Name: "Ben", Gold: 2}, {Name: "Cat", Gold: 6}, {Name: "Dan", Gold: 2},
				},
			},
			awards: "gold: Cat 4, Ann 2",
			bonus:  []string{},
		},
		{
			name:  "default (rulebook): tiles go by place, markers left on 0 in player order",
			round: 3,
			in: RoundInput{
				Tiles:       map[string][]int{"hispania": tiles(5, 3, 1), "graecia": tiles(6, 4, 2), "gold": tiles(5, 3, 1)},
				PlayerOrder: []string{"Ann", "Ben", "Cat"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 0, Temples: map[string]TemplePosition{"hispania": at(1, 1), "graecia": at(0, 0)}},
					{Name: "Ben", Gold: 1},
					{Name: "Cat", Gold: 0},
				},
			},
			awards: "hispania: Ann 5, Ben 3, Cat 1 | graecia: Ann 6, Ben 4, Cat 2 | gold: Ben 5, Ann 3, Cat 1",
			bonus:  []string{},
		},
		{
			name:  "house rule zero_scores_win_tiles off: no tile without progress or gold, the rest is removed",
			round: 3,
			in: RoundInput{
				Tiles:              map[string][]int{"hispania": tiles(5, 3, 1), "graecia": tiles(6, 4, 2), "gold": tiles(5, 3, 1)},
				PlayerOrder:        []string{"Ann", "Ben", "Cat"},
				ZeroScoresWinTiles: ptr(false),
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 0, Temples: map[string]TemplePosition{"hispania": at(1, 1), "graecia": at(0, 0)}},
					{Name: "Ben", Gold: 1},
					{Name: "Cat", Gold: 0},
				},
			},
			awards: "hispania: Ann 5 | graecia:  | gold: Ben 5",
			bonus:  []string{},
			notes: []string{"the 3 tile of Hispania is removed; by the rulebook Ben would take it with its marker on 0",
				"the 1 tile of Hispania is removed; by the rulebook Cat", "the 6 tile of Graecia", "the 4 tile of Graecia", "the 2 tile of Graecia",
				"the 3 tile of Gold temple is removed; by the rulebook Ann would take it with 0 gold", "the 1 tile of Gold temple"},
		},
		{
			name:  "the 0 stack and 0 gold take tiles: the stack on 0, the player order for gold",
			round: 2,
			in: RoundInput{
				Tiles:       map[string][]int{"hispania": tiles(3, 1), "gold": tiles(4, 2)},
				PlayerOrder: []string{"Cat", "Ben", "Ann"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 0, Temples: map[string]TemplePosition{"hispania": at(0, 2)}},
					{Name: "Ben", Gold: 0, Temples: map[string]TemplePosition{"hispania": at(0, 1)}},
					{Name: "Cat", Gold: 5, Temples: map[string]TemplePosition{"hispania": at(2, 1)}},
				},
			},
			awards: "hispania: Cat 3, Ben 1 | gold: Cat 4, Ben 2",
			bonus:  []string{},
		},
		{
			name:  "one tile, taken by the only marker above 0",
			round: 1,
			in: RoundInput{
				Tiles:       map[string][]int{"hispania": tiles(3)},
				PlayerOrder: []string{"Ann", "Ben", "Cat"},
				Players: []RoundPlayer{
					{Name: "Ann", Temples: map[string]TemplePosition{"hispania": at(1, 1)}},
					{Name: "Ben", Temples: map[string]TemplePosition{"hispania": at(0, 1)}},
					{Name: "Cat", Temples: map[string]TemplePosition{"hispania": at(0, 2)}},
				},
			},
			awards: "hispania: Ann 3",
			bonus:  []string{},
		},
		{
			name:  "bonus tiles for all five contracts, in player order",
			round: 1,
			in: RoundInput{
				Tiles:       map[string][]int{"gold": tiles(2)},
				PlayerOrder: []string{"cat", "ANN", "Ben"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 1, AllContracts: true}, {Name: "Ben", Gold: 1}, {Name: "Cat", Gold: 1, AllContracts: true},
				},
			},
			awards: "gold: Cat 2",
			bonus:  []string{"Cat", "Ann"},
		},
		{
			name:  "Hungarian and spaced temple names resolve to English ids",
			round: 1,
			in: RoundInput{
				Tiles:       map[string][]int{"Sárga templom": tiles(3), "ARANY": tiles(2), " HISPANIA ": tiles(4)},
				PlayerOrder: []string{"Ann", "Ben", "Cat"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 2, Temples: map[string]TemplePosition{"sarga": at(2, 1), "Hispania": at(1, 1)}},
					{Name: "Ben", Gold: 3, Temples: map[string]TemplePosition{"yellow_temple": at(3, 1)}},
					{Name: "Cat"},
				},
			},
			awards: "hispania: Ann 4 | yellow: Ben 3 | gold: Ben 2",
			bonus:  []string{},
		},
		{
			name:  "the table names its own temples, in board order",
			round: 1,
			in: RoundInput{
				Temples:     []string{"Hispania", "Italia", "Graecia", "Aegyptus", "Syria"},
				Tiles:       map[string][]int{"syria": tiles(5), "italia": tiles(3), "hispania": tiles(2), "gold": tiles(1)},
				PlayerOrder: []string{"Ann", "Ben", "Cat"},
				Players: []RoundPlayer{
					{Name: "Ann", Gold: 1, Temples: map[string]TemplePosition{"Syria": at(2, 1), "hispania": at(1, 1)}},
					{Name: "Ben", Temples: map[string]TemplePosition{"ITALIA": at(4, 1)}},
					{Name: "Cat"},
				},
			},
			awards: "hispania: Ann 2 | italia: Ben 3 | syria: Ann 5 | gold: Ann 1",
			bonus:  []string{},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ScoreRound(tc.round, tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := awardsText(res); got != tc.awards {
				t.Errorf("awards\n got %s\nwant %s", got, tc.awards)
			}
			if !slices.Equal(res.Bonus, tc.bonus) || res.Bonus == nil {
				t.Errorf("bonus %#v, want %v", res.Bonus, tc.bonus)
			}
			if len(res.Notes) != len(tc.notes) {
				t.Fatalf("notes %q, want %d", res.Notes, len(tc.notes))
			}
			for i, n := range tc.notes {
				if !strings.Contains(res.Notes[i], n) {
					t.Errorf("note %q, want it to contain %q", res.Notes[i], n)
				}
			}
			if res.Round != tc.round {
				t.Errorf("round %d", res.Round)
			}
		})
	}
}

// roundBase is a valid round-2 input the rejection cases break one way each.
func roundBase() RoundInput {
	return RoundInput{
		Tiles:       map[string][]int{"hispania": tiles(3, 1), "gold": tiles(4, 2)},
		PlayerOrder: []string{"Ann", "Ben", "Cat"},
		Players: []RoundPlayer{
			{Name: "Ann", Gold: 2, Temples: map[string]TemplePosition{"hispania": at(3, 1)}},
			{Name: "Ben", Gold: 1, Temples: map[string]TemplePosition{"hispania": at(3, 2)}},
			{Name: "Cat", Gold: 0},
		},
	}
}

func TestScoreRoundRejects(t *testing.T) {
	if _, err := ScoreRound(2, roundBase()); err != nil {
		t.Fatalf("base input rejected: %v", err)
	}
	tests := []struct {
		name  string
		round int
		mod   func(in *RoundInput)
		wants []want
	}{
		{"round 0", 0, func(*RoundInput) {}, []want{{"", "round", "3 game rounds, got round 0"}}},
		{"round 4", 4, func(*RoundInput) {}, []want{{"", "round", "got round 4"}}},
		{"two players", 2, func(in *RoundInput) {
			in.Players = in.Players[:2]
			in.PlayerOrder = in.PlayerOrder[:2]
		}, []want{{"", "players", "3 to 5 players, got 2"}}},
		{"missing and duplicate names", 2, func(in *RoundInput) {
			in.Players[1].Name = ""
			in.Players[2].Name = "aNN"
		}, []want{{"player 2", "name", "missing"}, {"aNN (player 3)", "name", "same name"}}},
		{"no tiles", 2, func(in *RoundInput) { in.Tiles = nil }, []want{{"", "tiles", "missing"}}},
		{"unknown temple with a suggestion", 2, func(in *RoundInput) { in.Tiles["hispanya"] = tiles(2, 1) },
			[]want{{"", "tiles.hispanya", `unknown temple "hispanya" (did you mean "hispania"?)`}}},
		{"wrong tile count for the round", 2, func(in *RoundInput) { in.Tiles["gold"] = tiles(4, 2, 1) },
			[]want{{"", "tiles.gold", "round 2 has 2 tiles on each temple, got 3"}}},
		{"tile worth nothing", 2, func(in *RoundInput) { in.Tiles["gold"] = tiles(4, 0) },
			[]want{{"", "tiles.gold[1]", "0 is out of range: must be 1 to 99"}}},
		{"temple given twice under two names", 2, func(in *RoundInput) { in.Tiles["arany"] = tiles(4, 2) },
			[]want{{"", "tiles.gold", "given twice"}}},
		{"player order missing", 2, func(in *RoundInput) { in.PlayerOrder = nil },
			[]want{{"", "player_order", "missing"}}},
		{"player order: stranger, repeat and someone left out", 2, func(in *RoundInput) {
			in.PlayerOrder = []string{"Ann", "Zed", "ann"}
		}, []want{{"", "player_order[1]", `"Zed" is not one of the players`}, {"", "player_order[2]", "listed twice"},
			{"Ben", "player_order", "missing from"}, {"Cat", "player_order", "missing from"}}},
		{"negative gold", 2, func(in *RoundInput) { in.Players[2].Gold = -1 },
			[]want{{"Cat", "gold", "-1 is negative"}}},
		{"negative space", 2, func(in *RoundInput) { in.Players[2].Temples = map[string]TemplePosition{"hispania": at(-1, 1)} },
			[]want{{"Cat", "temples.hispania.space", "-1 is negative"}}},
		{"stack height missing above 0", 2, func(in *RoundInput) { in.Players[2].Temples = map[string]TemplePosition{"hispania": at(2, 0)} },
			[]want{{"Cat", "temples.hispania.stack_height", "0 is out of range: must be 1 to 5"}}},
		{"stack height above the player count", 2, func(in *RoundInput) { in.Players[2].Temples = map[string]TemplePosition{"hispania": at(2, 4)} },
			[]want{{"Cat", "temples.hispania.stack_height", "4 is out of range: must be 1 to 3"}}},
		{"two markers at the bottom of one stack", 2, func(in *RoundInput) { in.Players[1].Temples["hispania"] = at(3, 1) },
			[]want{{"", "temples.hispania", "space 3 holds 2 markers, so stack heights must be 1 to 2 once each, got Ann 1, Ben 1"}}},
		{"a gap in a stack", 2, func(in *RoundInput) { in.Players[2].Temples = map[string]TemplePosition{"hispania": at(5, 2)} },
			[]want{{"", "temples.hispania", "space 5 holds 1 marker,"}}},
		{"gold temple as a marker track", 2, func(in *RoundInput) { in.Players[0].Temples["gold"] = at(2, 1) },
			[]want{{"Ann", "temples.gold", "ranks by gold held"}}},
		{"marker in a temple without tiles", 2, func(in *RoundInput) { in.Players[0].Temples["graecia"] = at(2, 1) },
			[]want{{"Ann", "temples.graecia", "no tiles are given for temple graecia"}}},
		{"unknown temple in a player's markers", 2, func(in *RoundInput) { in.Players[0].Temples["atlantis"] = at(2, 1) },
			[]want{{"Ann", "temples.atlantis", `name your board's temples with "temples"`}}},
		{"same temple twice for a player", 2, func(in *RoundInput) { in.Players[0].Temples["HISPANIA"] = at(3, 1) },
			[]want{{"Ann", "temples.hispania", "given twice"}}},
		{"stack height on 0 above the player count", 2, func(in *RoundInput) { in.Players[2].Temples = map[string]TemplePosition{"hispania": at(0, 4)} },
			[]want{{"Cat", "temples.hispania.stack_height", "4 is out of range: must be 1 to 3"}}},
		{"too many, repeated and gold temple names", 2, func(in *RoundInput) {
			in.Temples = []string{"Hispania", "Italia", "italia", "gold", "", "Syria"}
		}, []want{{"", "temples", "5 regional temples, got 6"}, {"", "temples[2]", "listed twice"},
			{"", "temples[3]", "gold temple is always there"}, {"", "temples[4]", "missing temple name"}}},
		{"a declared list replaces the digest's names", 2, func(in *RoundInput) { in.Temples = []string{"Iberia"} },
			[]want{{"", "tiles.hispania", "unknown temple"}, {"Ann", "temples.hispania", "unknown temple"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := roundBase()
			tc.mod(&in)
			_, err := ScoreRound(tc.round, in)
			expectProblems(t, err, tc.wants)
		})
	}
}

func TestScoreRoundJSON(t *testing.T) {
	s := NewScorer().(Scorer)
	tests := []struct {
		name  string
		input string
		wants []want
	}{
		{"not JSON", `{`, []want{{"", "input", "the JSON ends too early"}}},
		{"unknown fields everywhere", `{"tiles":{"gold":[2]},"player_order":["A","B","C"],"wind":5,
			"players":[{"name":"A","gold":1,"ships":1,"temples":{"hispania":{"space":1,"stack_height":1,"colour":"red"}}},{"name":"B","gold":0},{"name":"C","gold":0}]}`,
			[]want{{"", "wind", "unknown field"}, {"A", "ships", "unknown field"}, {"A", "temples.hispania.colour", "unknown field (known: space, stack_height)"}}},
		{"missing gold and space", `{"tiles":{"gold":[2]},"player_order":["A","B","C"],
			"players":[{"name":"A","temples":{"hispania":{"stack_height":1}}},{"name":"B","gold":0},{"name":"C","gold":0}]}`,
			[]want{{"A", "gold", "missing"}, {"A", "temples.hispania.space", "missing"}}},
		{"wrong types", `{"tiles":[2],"player_order":"A,B,C","zero_scores_win_tiles":"no",
			"players":[{"name":"A","gold":"3","all_contracts":1,"temples":[1]},{"name":"B","gold":0,"temples":{"hispania":5}},{"name":"C","gold":0}]}`,
			[]want{{"", "tiles", "want an object {...}, got a list [2]"}, {"", "player_order", "want a list of names"},
				{"", "zero_scores_win_tiles", "want true or false"}, {"A", "gold", "want a whole number, got text"},
				{"A", "all_contracts", "want true or false"}, {"A", "temples", "want an object"}, {"B", "temples.hispania", "want an object"}}},
		{"round checked with the JSON problems", `{"tiles":{"gold":[2]},"player_order":["A","B","C"],"x":1,
			"players":[{"name":"A","gold":1},{"name":"B","gold":0},{"name":"C","gold":0}]}`,
			[]want{{"", "x", "unknown field"}, {"", "round", "got round 9"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			round := 1
			if strings.Contains(tc.name, "round checked") {
				round = 9
			}
			_, err := s.ScoreRound(round, []byte(tc.input))
			expectProblems(t, err, tc.wants)
		})
	}
}

func TestRoundTemplate(t *testing.T) {
	s := NewScorer().(Scorer)
	wantAwards := map[int]string{
		1: "hispania: Ann 5 | graecia: Ann 6 | yellow: Cat 7 | gold: Ben 5",
		2: "hispania: Ann 5, Cat 3 | graecia: Ann 6, Cat 4 | yellow: Cat 7, Ben 5 | gold: Ben 5, Cat 3",
		3: "hispania: Ann 5, Cat 3, Ben 1 | graecia: Ann 6, Cat 4, Ben 2 | yellow: Cat 7, Ben 5, Ann 3 | gold: Ben 5, Cat 3, Ann 1",
	}
	for round := 1; round <= Rounds; round++ {
		t.Run(fmt.Sprint("round ", round), func(t *testing.T) {
			tmpl := RoundTemplateFor(round)
			if round == Rounds && tmpl != s.RoundTemplate() {
				t.Error("RoundTemplate is not the last round's template")
			}
			res, err := s.ScoreRound(round, []byte(tmpl))
			if err != nil {
				t.Fatalf("template rejected: %v", err)
			}
			if got := awardsText(res); got != wantAwards[round] {
				t.Errorf("awards\n got %s\nwant %s", got, wantAwards[round])
			}
			// The input JSON round-trips through RoundInput.
			var in RoundInput
			if err := json.Unmarshal([]byte(tmpl), &in); err != nil {
				t.Fatal(err)
			}
			again, _ := json.Marshal(in)
			res2, err := s.ScoreRound(round, again)
			if err != nil {
				t.Fatalf("re-encoded template rejected: %v", err)
			}
			// The result JSON is exactly {awards, bonus} and round-trips, keeping the board order.
			out, _ := json.Marshal(res)
			out2, _ := json.Marshal(res2)
			if string(out) != string(out2) {
				t.Errorf("round trip changed the result:\n%s\n%s", out, out2)
			}
			var shape map[string]json.RawMessage
			_ = json.Unmarshal(out, &shape)
			if len(shape) != 2 || shape["awards"] == nil || shape["bonus"] == nil {
				t.Errorf("result JSON %s, want exactly awards and bonus", out)
			}
			var back RoundResult
			if err := json.Unmarshal(out, &back); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(back.Temples(), res.Temples()) {
				t.Errorf("board order after JSON %v, want %v", back.Temples(), res.Temples())
			}
		})
	}
	if RoundTemplateFor(0) != RoundTemplateFor(1) || RoundTemplateFor(9) != RoundTemplateFor(Rounds) {
		t.Error("out-of-range rounds are not clamped")
	}
}

func TestTemplesOrderFromJSON(t *testing.T) {
	var r RoundResult
	if err := json.Unmarshal([]byte(`{"awards":{"syria":[],"gold":[],"graecia":[],"italia":[],"hispania":[]},"bonus":[]}`), &r); err != nil {
		t.Fatal(err)
	}
	want := []string{"hispania", "graecia", "italia", "syria", "gold"} // the gold temple last, as the board order has it
	if got := r.Temples(); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// A round's problems read in the table's language, numbers as its plural forms need.
func TestScoreRoundProblemsInHungarian(t *testing.T) {
	in := roundBase()
	in.Tiles["gold"] = tiles(4, 2, 1)
	_, err := ScoreRound(2, in)
	hu := i18n.NewPrinter(i18n.Hungarian).Error(err)
	if !strings.Contains(hu, "tiles.gold: a 2. körben templomonként 2 lapka van, ez: 3") {
		t.Errorf("Hungarian problem: %q", hu)
	}
}
