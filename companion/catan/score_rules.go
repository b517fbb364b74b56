package catan

import "github.com/talon-games/talon/companion/i18n"

// The rule data of base Catan's final scoring (digest §8, §9, §11).
const (
	pointsToWin    = 10 // SEED: the player whose turn it is wins at 10 or more
	maxSettlements = 5  // SEED: pieces per colour
	maxCities      = 4  // SEED
	vpCardsInDeck  = 5  // SOURCE: 5 of the 25 development cards are victory point cards
	minPlayers     = 3  // SEED: base game, 3–4 players
	maxPlayers     = 4
	awardPoints    = 2 // SEED: Longest Road and Largest Army cards
	// INFERRED: each player places 2 settlements at set-up and nothing in the base game
	// removes a building (a city replaces a settlement), so every player ends with at least 2.
	minBuildings = 2
	// INFERRED: off their own turn a player can gain points only by Longest Road passing to
	// them (settlements, cities, VP cards and knights all happen on one's own turn), and they
	// had at most 9 when their own last turn ended, else the game would have ended then.
	maxPointsWithoutLongestRoadOffTurn = pointsToWin - 1
	// INFERRED: the game ends the moment the active player reaches 10; one action adds at
	// most 3 points (a settlement that also takes Longest Road by breaking a road), so
	// the winner has at most 9+3.
	maxWinnerPoints = pointsToWin - 1 + 3
)

// category is one row of the score table, in the order of the digest's §11 table.
type category struct {
	Key    string // JSON field of PlayerInput
	Label  string // Breakdown category, a catalog key (messages_hu.go: the seed's names)
	Points int    // per piece or card held
}

var categories = []category{
	{Key: "settlements", Label: i18n.Key("Settlements"), Points: 1}, // SEED
	{Key: "cities", Label: i18n.Key("Cities"), Points: 2},           // SEED
	{Key: "longest_road", Label: i18n.Key("Longest Road"), Points: awardPoints},
	{Key: "largest_army", Label: i18n.Key("Largest Army"), Points: awardPoints},
	{Key: "vp_cards", Label: i18n.Key("VP Cards"), Points: 1}, // SOURCE
}

// held is how many of a category's pieces or cards the player has (awards count 0 or 1).
func (p PlayerInput) held(key string) int {
	switch key {
	case "settlements":
		return p.Settlements
	case "cities":
		return p.Cities
	case "vp_cards":
		return p.VPCards
	case "longest_road":
		return boolCount(p.LongestRoad)
	case "largest_army":
		return boolCount(p.LargestArmy)
	}
	return 0
}

func boolCount(b bool) int {
	if b {
		return 1
	}
	return 0
}

// points is the player's victory point total.
func (p PlayerInput) points() int {
	total := 0
	for _, c := range categories {
		total += c.Points * p.held(c.Key)
	}
	return total
}
