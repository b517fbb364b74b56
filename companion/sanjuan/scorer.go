package sanjuan

import (
	"encoding/json"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

type scorer struct{}

// New returns the San Juan scorer for `talon score san-juan`.
func NewScorer() scoring.Scorer { return scorer{} }

func (scorer) Game() string { return Game }

// Score decodes the JSON input strictly, validates it and scores it; every problem,
// decoding and rules alike, comes back at once in one *scoring.InputError, a field that
// did not decode reported once.
func (scorer) Score(data []byte) (scoring.Result, error) {
	var in Input
	ps, readable := scoring.DecodeStruct(data, &in)
	if !readable {
		return scoring.Result{}, ps.Err()
	}
	_, more := validate(in, ps)
	if all := append(ps, more.Without(ps)...); len(all) > 0 {
		return scoring.Result{}, all.Err()
	}
	return ScoreInput(in)
}

// Template is a three-player example: one player per language, every bonus building,
// and a tie for second place decided by cards in hand plus goods.
func (scorer) Template() string {
	out, err := json.MarshalIndent(templateInput, "", "  ")
	if err != nil {
		panic(err) // a literal that does not marshal is a programming error
	}
	return string(out)
}

var templateInput = Input{
	Players: []PlayerInput{
		{Name: "Alfonz", Buildings: []string{
			"Indigo Plant", "Sugar Mill", "Tobacco Storage", "Coffee Roaster", "Chapel", "Library",
			"Statue", "Victory Column", "Triumphal Arch", "Palace", "Quarry", "Smithy",
		}, ChapelCards: 5, HandCards: 3, Goods: 2},
		{Name: "Kelemen", Buildings: []string{
			"Indigoküpperei", "Indigoküpperei", "Silberschmelzer", "Zunfthalle", "Rathaus", "Kapelle",
			"Kran", "Reiter", "Turm",
		}, ChapelCards: 2, HandCards: 6, Goods: 1},
		{Name: "Miki", Buildings: []string{
			"Indigófeldolgozó", "Cukormalom", "Dohányszárító", "Kávépörkölő", "Ezüstolvasztó", "Céhház",
			"Aranybánya", "Kút", "Hősi emlékmű", "Szobor",
		}, HandCards: 3, Goods: 5},
	},
	SixCostVP: DefaultSixCostVP,
}

// Form asks the buildings first, then what lies on and under them, then the hand.
func (scorer) Form() scoring.Form {
	return scoring.Form{
		Game: "San Juan", MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
		PerPlayer: []scoring.Field{
			{Key: "buildings", Kind: scoring.List, Check: checkBuildingsAnswer,
				Prompt: i18n.Key("Buildings face up (top cards only, English, German or Hungarian names)")},
			{Key: "goods", Kind: scoring.Int, Bound: goodsBound,
				Prompt: i18n.Key("Goods on production buildings")},
			{Key: "chapel_cards", Kind: scoring.Int, Optional: true, Bound: CardsBound,
				Prompt: i18n.Key("Cards under the chapel, also if built over")},
			{Key: "hand_cards", Kind: scoring.Int, Bound: CardsBound,
				Prompt: i18n.Key("Cards in hand")},
		},
		GameWide: []scoring.Field{
			{Key: "six_cost_vp", Kind: scoring.Int, Optional: true, Bound: sixCostBound,
				Prompt: i18n.Key("Own VP of each 6-cost building (0 = rulebook examples, 1 = card list's \"6/1\"; empty for 0)")},
		},
	}
}

// checkBuildingsAnswer checks one player's list of buildings as typed.
func checkBuildingsAnswer(a scoring.Answer) error {
	var ps scoring.Problems
	checkBuildings("", a.List, &ps)
	return ps.Reasons() // each reason in the table's language
}
