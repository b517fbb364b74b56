package sanjuan

import "github.com/talon-games/talon/scoring"

// Game is the game id used by `talon score` and the companion registry.
const Game = "san-juan"

// Player limits of the 1st edition.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// CardsBound is the range of any count of San Juan cards a player has (in hand, under
// the chapel): the whole deck at most. The companion's hand correction uses it too.
var CardsBound = scoring.Bound{Max: DeckSize, Why: "the deck has 110 cards"}

// goodsBound: each good lies on a production building, one each, and a city stops at 12.
var goodsBound = scoring.Bound{Max: MaxBuildings, Why: "one good per production building, at most 12 buildings"}

// sixCostBound: a 6-cost building scores 0 (rulebook examples) or 1 (card list's "6/1").
var sixCostBound = scoring.Bound{Max: 1, Why: "0 as in the rulebook's examples, or 1 as the card list's \"6/1\""}

// DefaultSixCostVP is the points a 6-cost building scores on its own.
// INFERRED: the rulebook's card list prints "6/1", but its examples and two independent
// implementations give these cards no points of their own (digest §1.1).
const DefaultSixCostVP = 0

// Input is the end-of-game table for one game of San Juan.
type Input struct {
	Players []PlayerInput `json:"players" talon:"required"`
	// SixCostVP is the points each Guild Hall, City Hall, Triumphal Arch and Palace scores
	// on its own, besides its bonus: 0 (default) or 1 for tables that read the card list's "6/1".
	SixCostVP int `json:"six_cost_vp"`
}

// PlayerInput is what one player has in front of him at the end.
type PlayerInput struct {
	Name string `json:"name"`
	// Buildings are the face-up top cards (covered cards under a crane build excluded),
	// by any English, German or Hungarian name.
	Buildings []string `json:"buildings"`
	// ChapelCards are the cards under his chapel, which count even if the chapel was built over.
	ChapelCards int `json:"chapel_cards"`
	// HandCards and Goods (cards on production buildings) only break ties.
	HandCards int `json:"hand_cards"`
	Goods     int `json:"goods"`
}
