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
	// ducatsBound: INFERRED. The bank is unlimited (digest §1), so no component caps the
	// ducats, but one player cannot hold more than all the money a game pays out:
	// 650 to start (5 players), 2,660 for every order and message, and 10 of owner
	// income for each action, at most 15 a turn in at most 32 turns (4,800): 8,110,
	// rounded up to 10,000. (It was 100,000, "no game comes near": trial F5.)
	ducatsBound  = scoring.Bound{Max: 10_000, Why: i18n.Key("INFERRED: a game pays out less than 10,000 ducats in all")}
	markersBound = scoring.Bound{Max: markersPerColour, Why: i18n.Key("each colour has 7 ownership markers")}
	groupBound   = scoring.Bound{Min: 1, Max: contractCards, Why: i18n.Key("a group has 1 to 14 buildings: the game has 14 contract cards")}
	itemsBound   = scoring.Bound{Max: allItems, Why: i18n.Key("the game has 60 cards, 40 commodity tiles and 27 special tiles")}
)

// allMoney is the most a game can pay out, which ducatsBound rounds up (INFERRED, from
// the components in data.go): every player's starting money, every order and message
// paid, and owner income for every action of every turn, a turn's actions counted as
// a disc for each of the tower's discs plus every Building action and Extra action tile
// played at once.
func allMoney() int {
	turns := 0
	for players, rounds := range roundsFor { // market starts only shorten a game
		turns = max(turns, players*rounds)
	}
	actions := towerDiscs + tileCount(BuildingAction) + tileCount(ExtraAction)
	return maxPlayers*StartingDucats + deckSize(LargeOrders)*largeOrderReward + deckSize(SmallOrders)*smallOrderReward +
		deckSize(Messages)*messageReward + ownerIncome*actions*turns
}

// printedSize says whether the rulebook prints the value of a group of n (digest §9.2:
// 1 → 10, 4 → 100 and +50 for each building more); 2 and 3 are INFERRED.
func printedSize(n int) bool { return n == 1 || n >= 4 }

// contractValueBound is the range a table may give V(size) (trial F5: 999 was taken
// for a group of 2). INFERRED: a larger group is never worth less than a smaller one,
// so a group's value lies between the printed values of the nearest smaller and larger
// printed sizes: 2 and 3 lie in 10..100, 4 in 10..150, 5 in 100..200. No printed size is
// smaller than 1, whose printed 10 is its own least (digest §9.2: 1 → 10 is the seed's,
// and no group is worth nothing): 1 lies in 10..100 (it was 0..100, from V(0), which is
// no group's value: review F7). The contract card is the check (digest §9.2); the bound
// catches a mistyped number. Values given for several sizes are held against each
// other as well (contractOrder).
func contractValueBound(size int) scoring.Bound {
	lo, hi := size-1, size+1
	for lo > 0 && !printedSize(lo) {
		lo--
	}
	why := contractValueWhy
	if lo == 0 { // no smaller printed size: the size's own printed value
		lo, why = size, contractValueLeastWhy
	}
	for !printedSize(hi) {
		hi++
	}
	return scoring.Bound{Min: ContractValue(lo), Max: ContractValue(hi), Why: why}
}

// contractValueWhy and contractValueLeastWhy are the reasons contractValueBound gives,
// the second for the smallest group.
var (
	contractValueWhy      = i18n.Key("INFERRED: between the printed values of the nearest smaller and larger groups")
	contractValueLeastWhy = i18n.Key("INFERRED: from its printed value to that of the nearest larger group")
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
