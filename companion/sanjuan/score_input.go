package sanjuan

// Game is the game id used by `talon score` and the companion registry.
const Game = "san-juan"

// Player limits of the 1st edition.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// DefaultSixCostVP is the points a 6-cost building scores on its own.
// INFERRED: the rulebook's card list prints "6/1", but its examples and two independent
// implementations give these cards no points of their own (digest §1.1).
const DefaultSixCostVP = 0

// Input is the end-of-game table for one game of San Juan.
type Input struct {
	Players []PlayerInput `json:"players"`
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
