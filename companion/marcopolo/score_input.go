// Package marcopolo scores the end of a game of The Voyages of Marco Polo
// (Auf den Spuren von Marco Polo): goal cards, coins, Beijing, goods and the
// most-contracts bonus on top of the VP already on the score track.
package marcopolo

// Game is the game id used by `talon score` and the companions.
const Game = "marco-polo"

// Input is the table's end-of-game facts.
type Input struct {
	Players []PlayerInput `json:"players"`
	// MostContractsNeedsOne withholds the most-contracts bonus when nobody
	// completed a contract.
	// UNKNOWN: the seed is silent; both implementations give all tied players
	// (everyone, at 0) the 7 VP, so the default is false (digest §14.5, §15 #8).
	MostContractsNeedsOne bool `json:"most_contracts_needs_one"`
}

// PlayerInput is one player's end-of-game facts, read from their tableau.
type PlayerInput struct {
	Name    string `json:"name"`
	TrackVP int    `json:"track_vp"` // VP on the score track (incl. 50/100 cards)
	Coins   int    `json:"coins"`
	Camels  int    `json:"camels"`
	Goods   Goods  `json:"goods"`
	// BeijingArrival is the player's place in the order of arrival in Beijing
	// (1 = first, on the 10 VP space); nil when they have no post there.
	BeijingArrival *int `json:"beijing_arrival"`
	// TradingPosts names the cities holding the player's trading posts;
	// Beijing may be listed and must then agree with BeijingArrival.
	TradingPosts []string `json:"trading_posts"`
	// GoalCards are the player's two goal cards, each as its two city names.
	GoalCards          [][]string `json:"goal_cards"`
	CompletedContracts int        `json:"completed_contracts"`
}

// Goods left in storage. Camels are not goods.
type Goods struct {
	Pepper int `json:"pepper"`
	Silk   int `json:"silk"`
	Gold   int `json:"gold"`
}

// Total counts all goods.
func (g Goods) Total() int { return g.Pepper + g.Silk + g.Gold }
