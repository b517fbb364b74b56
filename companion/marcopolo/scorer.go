package marcopolo

import (
	"encoding/json"

	"github.com/talon-games/talon/scoring"
)

type scorer struct{}

// New returns the Marco Polo final scorer.
func NewScorer() scoring.Scorer { return scorer{} }

func (scorer) Game() string       { return Game }
func (scorer) Template() string   { return template() }
func (scorer) Form() scoring.Form { return form() }

// Score decodes the JSON input strictly, validates it and scores it; every
// problem is reported at once as *scoring.InputError.
func (scorer) Score(data []byte) (scoring.Result, error) {
	var in Input
	ps, readable := scoring.DecodeStruct(data, &in)
	if !readable {
		return scoring.Result{}, ps.Err()
	}
	_, more := validate(in, ps)
	ps = append(ps, more...)
	if err := ps.Err(); err != nil {
		return scoring.Result{}, err
	}
	return ScoreInput(in)
}

// template is a complete three-player example; Blue is the digest's worked
// example A (70 VP).
func template() string {
	arrival := func(n int) *int { return &n }
	in := Input{Players: []PlayerInput{
		{
			Name: "Blue", TrackVP: 47, Coins: 23, Camels: 1,
			Goods:              Goods{Pepper: 3, Silk: 2},
			BeijingArrival:     arrival(3),
			TradingPosts:       []string{Alexandria, Kashgar, Beijing},
			GoalCards:          [][]string{{Alexandria, Kashgar}, {Karachi, Kashgar}},
			CompletedContracts: 5,
		},
		{
			Name: "Red", TrackVP: 44, Coins: 8, Camels: 4,
			Goods:              Goods{Pepper: 1, Silk: 1, Gold: 1},
			BeijingArrival:     arrival(1),
			TradingPosts:       []string{Moscow, Anxi, Karakorum, Xian, Beijing},
			GoalCards:          [][]string{{Moscow, Xian}, {Karakorum, Xian}},
			CompletedContracts: 5,
		},
		{
			Name: "Green", TrackVP: 51, Coins: 12, Camels: 2,
			Goods:              Goods{Silk: 2, Gold: 2},
			BeijingArrival:     arrival(2),
			TradingPosts:       []string{Samarcanda, Kochi, Sumatra, Ormuz, LanZhou},
			GoalCards:          [][]string{{Samarcanda, Kochi}, {Sumatra, Ormuz}},
			CompletedContracts: 3,
		},
	}}
	out, err := json.MarshalIndent(in, "", "  ")
	if err != nil {
		panic(err) // a literal of plain types always marshals
	}
	return string(out) + "\n"
}
