// Package marcopolo scores the end of a game of The Voyages of Marco Polo
// (Auf den Spuren von Marco Polo): goal cards, coins, Beijing, goods and the
// most-contracts bonus on top of the VP already on the score track.
package marcopolo

// Game is the game id used by `talon score` and the companions.
const Game = "marco-polo"

// Input is the table's end-of-game facts.
type Input struct {
	Players []PlayerInput `json:"players" talon:"required"`
	// MostContractsNeedsOne withholds the most-contracts bonus when nobody
	// completed a contract.
	// UNKNOWN: the seed is silent; both implementations give all tied players
	// (everyone, at 0) the 7 VP, so the default is false (digest §14.5, §15 #8).
	MostContractsNeedsOne bool `json:"most_contracts_needs_one"`
}

// PlayerInput is one player's end-of-game facts, read from their tableau.
type PlayerInput struct {
	Name    string `json:"name" talon:"required"`
	TrackVP int    `json:"track_vp" talon:"required"` // VP on the score track (incl. 50/100 cards)
	Coins   int    `json:"coins" talon:"required"`
	Camels  int    `json:"camels" talon:"required"`
	Goods   Goods  `json:"goods" talon:"required"`
	// BeijingArrival is the player's place in the order of arrival in Beijing
	// (1 = first, on the 10 VP space); nil when they have no post there.
	BeijingArrival *int `json:"beijing_arrival"`
	// TradingPosts names the cities holding the player's trading posts;
	// Beijing may be listed and must then agree with BeijingArrival.
	TradingPosts []string `json:"trading_posts" talon:"required"`
	// GoalCards are the player's two goal cards, each as its two city names.
	GoalCards          [][]string `json:"goal_cards" talon:"required"`
	CompletedContracts int        `json:"completed_contracts" talon:"required"`
}

// Goods left in storage. Camels are not goods.
type Goods struct {
	Pepper int `json:"pepper"`
	Silk   int `json:"silk"`
	Gold   int `json:"gold"`
}

// Total counts all goods.
func (g Goods) Total() int { return g.Pepper + g.Silk + g.Gold }
