package marcopolo

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// valid returns a correct two-player input for rejection cases to spoil.
func valid() Input {
	return Input{Players: []PlayerInput{
		{Name: "Ann", TrackVP: 50, Coins: 12, Camels: 3, TradingPosts: []string{Moscow}, GoalCards: subjectCards, CompletedContracts: 2},
		{Name: "Bob", TrackVP: 45, Coins: 7, Camels: 1, TradingPosts: []string{Sumatra}, GoalCards: rivalCards, CompletedContracts: 1},
	}}
}

// TestRejectInput spoils a valid input one way each; both entry points must
// refuse it with the same problems.
func TestRejectInput(t *testing.T) {
	tests := []struct {
		name  string
		spoil func(in *Input)
		want  []wantProblem
	}{
		{"one player", func(in *Input) { in.Players = in.Players[:1] },
			[]wantProblem{{"", "players", "2 to 4 players, got 1"}}},
		{"five players", func(in *Input) {
			extra := []PlayerInput{
				{Name: "C", TradingPosts: []string{}, GoalCards: [][]string{{Moscow, Ormuz}, {LanZhou, Adana}}},
				{Name: "D", TradingPosts: []string{}, GoalCards: [][]string{{Alexandria, Anxi}, {Samarcanda, Xian}}},
				{Name: "E", TradingPosts: []string{}, GoalCards: [][]string{{Moscow, Kashgar}, {Karakorum, Adana}}},
			}
			in.Players = append(in.Players, extra...)
		}, []wantProblem{{"", "players", "got 5"}}},
		{"missing name", func(in *Input) { in.Players[1].Name = "  " },
			[]wantProblem{{"player 2", "name", "missing"}}},
		{"duplicate name, other case", func(in *Input) { in.Players[1].Name = "ANN" },
			[]wantProblem{{"ANN (player 2)", "name", "same name as player 1"}}},
		{"negative counts", func(in *Input) {
			p := &in.Players[0]
			p.TrackVP, p.Coins, p.Camels, p.Goods = -1, -2, -3, Goods{Pepper: -1, Silk: -1, Gold: -1}
		}, []wantProblem{
			{"Ann", "track_vp", "negative"}, {"Ann", "coins", "negative"}, {"Ann", "camels", "negative"},
			{"Ann", "goods.pepper", "negative"}, {"Ann", "goods.silk", "negative"}, {"Ann", "goods.gold", "negative"},
		}},
		{"negative contracts", func(in *Input) { in.Players[0].CompletedContracts = -1 },
			[]wantProblem{{"Ann", "completed_contracts", "negative"}}},
		{"more contracts than exist", func(in *Input) { in.Players[0].CompletedContracts = 45 },
			[]wantProblem{{"Ann", "completed_contracts", "must be 0 to 44"}}},
		{"contracts add up past 44", func(in *Input) { in.Players[0].CompletedContracts, in.Players[1].CompletedContracts = 30, 20 },
			[]wantProblem{{"", "completed_contracts", "50 contracts in all"}}},
		{"unknown city", func(in *Input) { in.Players[0].TradingPosts = []string{"Moskow"} },
			[]wantProblem{{"Ann", "trading_posts", `unknown city "Moskow" (did you mean "Moscow"?)`}}},
		{"oasis is no city", func(in *Input) { in.Players[0].TradingPosts = []string{"Oasis A"} },
			[]wantProblem{{"Ann", "trading_posts", "unknown city"}}},
		{"post in Venezia", func(in *Input) { in.Players[0].TradingPosts = []string{"Venice"} },
			[]wantProblem{{"Ann", "trading_posts", "Venezia never holds trading posts"}}},
		{"two posts in one city", func(in *Input) { in.Players[0].TradingPosts = []string{Moscow, "MOSCOW"} },
			[]wantProblem{{"Ann", "trading_posts", "Moscow listed twice"}}},
		{"Beijing post without arrival", func(in *Input) { in.Players[0].TradingPosts = []string{"Peking"} },
			[]wantProblem{{"Ann", "trading_posts", "beijing_arrival is empty"}}},
		{"too many posts", func(in *Input) {
			in.Players[0].TradingPosts = []string{Moscow, Karakorum, Samarcanda, LanZhou, Alexandria, Karachi, Sumatra, Anxi, Kashgar, Xian, Ormuz, Adana}
		}, []wantProblem{{"Ann", "trading_posts", "trading posts: 12 is out of range"}}},
		{"Beijing arrival 0", func(in *Input) { in.Players[0].BeijingArrival = ptr(0) },
			[]wantProblem{{"Ann", "beijing_arrival", "must be 1 to 4"}}},
		{"Beijing arrival 5", func(in *Input) { in.Players[0].BeijingArrival = ptr(5) },
			[]wantProblem{{"Ann", "beijing_arrival", "must be 1 to 4"}}},
		{"two players on one Beijing space", func(in *Input) {
			in.Players[0].BeijingArrival, in.Players[1].BeijingArrival = ptr(1), ptr(1)
		}, []wantProblem{{"Bob", "beijing_arrival", "space 1 is already taken by Ann"}}},
		{"Beijing space skipped", func(in *Input) { in.Players[1].BeijingArrival = ptr(2) },
			[]wantProblem{{"Bob", "beijing_order", "nobody arrived 1st"}}},
		{"one goal card", func(in *Input) { in.Players[0].GoalCards = subjectCards[:1] },
			[]wantProblem{{"Ann", "goal_cards", "exactly 2 goal cards, got 1"}}},
		{"three goal cards", func(in *Input) {
			in.Players[0].GoalCards = append(subjectCards[:2:2], []string{Moscow, Ormuz})
		}, []wantProblem{{"Ann", "goal_cards", "got 3"}}},
		{"not a goal card", func(in *Input) { in.Players[0].GoalCards = [][]string{{Moscow, Adana}, {Karakorum, Kochi}} },
			[]wantProblem{{"Ann", "goal_cards", "card 1: Moscow + Adana is not a goal card (Moscow pairs with Xian, Ormuz, Kashgar)"}}},
		{"goal card with unknown city", func(in *Input) { in.Players[0].GoalCards = [][]string{{"Mosqua", Xian}, {Karakorum, Kochi}} },
			[]wantProblem{{"Ann", "goal_cards", `card 1: unknown city "Mosqua"`}}},
		{"goal card with one city", func(in *Input) { in.Players[0].GoalCards = [][]string{{Moscow}, {Karakorum, Kochi}} },
			[]wantProblem{{"Ann", "goal_cards", "card 1: a goal card names 2 cities, got 1"}}},
		{"same goal card twice", func(in *Input) { in.Players[0].GoalCards = [][]string{{Moscow, Xian}, {Xian, Moscow}} },
			[]wantProblem{{"Ann", "goal_cards", "card 2: goal card Moscow + Xian listed twice"}}},
		{"goal card in two hands", func(in *Input) { in.Players[1].GoalCards = [][]string{{Moscow, Xian}, {Karachi, Kashgar}} },
			[]wantProblem{{"Bob", "goal_cards", "goal card Moscow + Xian is already held by Ann"}}},
		{"several problems at once", func(in *Input) {
			in.Players[0].Coins = -1
			in.Players[0].TradingPosts = []string{"Atlantis"}
			in.Players[1].Name = "ann"
			in.Players[1].GoalCards = [][]string{}
		}, []wantProblem{
			{"Ann", "coins", "negative"}, {"Ann", "trading_posts", "Atlantis"},
			{"ann (player 2)", "name", "same name"}, {"ann (player 2)", "goal_cards", "got 0"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := valid()
			tt.spoil(&in)
			_, err := ScoreInput(in)
			checkProblems(t, err, tt.want)
			data, jerr := json.Marshal(in)
			if jerr != nil {
				t.Fatal(jerr)
			}
			_, err = NewScorer().Score(data)
			checkProblems(t, err, tt.want)
		})
	}
}

func TestValidInputAccepted(t *testing.T) {
	if _, err := ScoreInput(valid()); err != nil {
		t.Fatal(err)
	}
}

// TestRejectJSON covers what only the JSON form can get wrong.
func TestRejectJSON(t *testing.T) {
	const bob = `{"name":"Bob","track_vp":1,"coins":0,"camels":0,"goods":{"pepper":0,"silk":0,"gold":0},"trading_posts":[],"goal_cards":[["Sumatra","Anxi"],["Karachi","Kashgar"]],"completed_contracts":0}`
	cy := strings.NewReplacer(`"Bob"`, `"Cy"`, "Sumatra", "Alexandria", "Karachi", "Moscow").Replace(bob)
	tests := []struct {
		name string
		json string
		want []wantProblem
	}{
		{"not JSON", `{"players":`, []wantProblem{{"", "input", "the JSON ends too early"}}},
		{"not an object", `[1,2]`, []wantProblem{{"", "input", "not a JSON object"}}},
		{"missing players", `{}`, []wantProblem{{"", "players", "missing"}}},
		{"players not a list", `{"players":{}}`, []wantProblem{{"", "players", "want a list"}}},
		{"unknown game-wide field", `{"players":[` + bob + `,` + cy + `],"rounds":5}`,
			[]wantProblem{{"", "rounds", "unknown field"}}},
		{"bad setting", `{"players":[` + bob + `],"most_contracts_needs_one":"yes"}`,
			[]wantProblem{{"", "most_contracts_needs_one", "true or false"}, {"", "players", "got 1"}}},
		{"player not an object", `{"players":[` + bob + `,7]}`,
			[]wantProblem{{"player 2", "player", "want an object"}}},
		{"unknown, missing, mistyped and null fields", `{"players":[` + bob + `,
			{"name":"Cy","track_vp":"ten","coins":null,"goods":{"pepper":1,"salt":2,"gold":"x"},"trading_posts":"Moscow",
			 "goal_cards":[["Moscow","Xian"],["Karakorum","Kochi"]],"completed_contracts":1.5,"beijing_arrival":null,"character":"Berke Khan"}]}`,
			[]wantProblem{
				{"Cy", "character", "unknown field"},
				{"Cy", "track_vp", "want a whole number, got text"},
				{"Cy", "coins", "missing"},
				{"Cy", "camels", "missing"},
				{"Cy", "goods.salt", "unknown field (known: pepper, silk, gold)"},
				{"Cy", "goods.gold", "want a whole number"},
				{"Cy", "trading_posts", "want a list of names"},
				{"Cy", "completed_contracts", "want a whole number, got the number 1.5"},
			}},
		{"name of the wrong type", `{"players":[` + bob + `,` + strings.Replace(cy, `"Cy"`, `42`, 1) + `]}`,
			[]wantProblem{{"player 2", "name", "want text, got the number"}}},
		{"goods not an object", `{"players":[` + bob + `,` + strings.Replace(cy, `{"pepper":0,"silk":0,"gold":0}`, `5`, 1) + `]}`,
			[]wantProblem{{"Cy", "goods", "want an object"}}},
		{"goal card in two hands", `{"players":[` + bob + `,` + strings.Replace(bob, `"Bob"`, `"Cy"`, 1) + `]}`,
			[]wantProblem{{"Cy", "goal_cards", "Sumatra + Anxi is already held by Bob"}, {"Cy", "goal_cards", "Karachi + Kashgar is already held by Bob"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewScorer().Score([]byte(tt.json))
			checkProblems(t, err, tt.want)
		})
	}
}

// TestOptionalJSONFields: beijing_arrival and single goods may be left out.
func TestOptionalJSONFields(t *testing.T) {
	in := `{"players":[
		{"name":"Ann","track_vp":20,"coins":0,"camels":0,"goods":{"gold":4},"trading_posts":[],"goal_cards":[["Moscow","Xian"],["Karakorum","Kochi"]],"completed_contracts":0},
		{"name":"Bob","track_vp":20,"coins":0,"camels":0,"goods":{},"trading_posts":["Beijing"],"beijing_arrival":1,"goal_cards":[["Sumatra","Anxi"],["Karachi","Kashgar"]],"completed_contracts":0}]}`
	res, err := NewScorer().Score([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Players[0].Total; got != 27 { // 20 + 7 shared most-contracts (gold scores nothing without Beijing)
		t.Errorf("Ann total %d, want 27", got)
	}
	if got := res.Players[1].Total; got != 37 { // 20 + 10 Beijing + 7
		t.Errorf("Bob total %d, want 37", got)
	}
}

type wantProblem = scoringtest.Want

var (
	problemsOf    = scoringtest.Problems
	checkProblems = scoringtest.CheckProblems
)
