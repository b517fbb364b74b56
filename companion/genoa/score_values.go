package genoa

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Component counts from the rulebook (digest §1, §3).
const (
	minPlayers       = 2
	maxPlayers       = 5
	markersPerColour = 7  // ownership markers of one colour
	buildings        = 18 // each carries at most one ownership marker
	contractCards    = 14 // each names one building
	markerValue      = 10 // ducats per own marker standing on a building
	smallestCoin     = 5  // coins are 5, 10, 50 and 100 ducats
	cards            = 60 // 14 contract + 14 message + 16 large order + 16 small order
	commodityTiles   = 40 // 8 kinds × 5
	specialTiles     = 27 // 5 + 7 + 5 + 5 + 5
	allItems         = cards + commodityTiles + specialTiles
)

// Bounds of the counts the table enters, from the components above.
var (
	// INFERRED: the bank is unlimited (digest §1), so no component caps the ducats; a
	// 5-player game starts with 650 in all, and no game comes near 100,000.
	ducatsBound        = scoring.Bound{Max: 100_000, Why: i18n.Key("INFERRED: no game comes near 100,000 ducats")}
	markersBound       = scoring.Bound{Max: markersPerColour, Why: i18n.Key("each colour has 7 ownership markers")}
	groupBound         = scoring.Bound{Min: 1, Max: contractCards, Why: i18n.Key("a group has 1 to 14 buildings: the game has 14 contract cards")}
	itemsBound         = scoring.Bound{Max: allItems, Why: i18n.Key("the game has 60 cards, 40 commodity tiles and 27 special tiles")}
	contractValueBound = scoring.Bound{Max: 10 * ContractValue(contractCards), Why: i18n.Key("INFERRED: ten times the default value of the largest group")}
)

// contractValueTable is V(n) for small groups; larger groups follow the rule in ContractValue.
var contractValueTable = map[int]int{
	1: 10,  // rulebook: a lone building
	2: 30,  // INFERRED: 10 × triangular number, fits 1 → 10 and 4 → 100; check a contract card
	3: 60,  // INFERRED: as above
	4: 100, // rulebook: four adjacent buildings
}

// inferredSizes are the group sizes whose default value the rulebook does not state.
var inferredSizes = map[int]bool{2: true, 3: true}

// ContractValue is the default V(n): ducats for a group of n adjacent contract buildings.
// From 4 buildings on, each further building adds 50 (rulebook: 5 → 150, 6 → 200).
func ContractValue(n int) int {
	switch {
	case n <= 0:
		return 0
	case n >= 4:
		return 100 + 50*(n-4)
	default:
		return contractValueTable[n]
	}
}

// contractValue is V(n) with the table's overrides applied.
func contractValue(n int, overrides map[int]int) int {
	if v, ok := overrides[n]; ok {
		return v
	}
	return ContractValue(n)
}
