// Package neptun scores Neptun (Dirk Henn, Queen Games 2014): the final total of point
// and bonus tiles, and the scoring phase of each game round (who takes which temple tile
// and who takes a bonus tile). Rules follow /work/shared/reference/neptun.md.
package neptun

import "github.com/talon-games/talon/scoring"

// Game is the game id used by `talon score` and the companion registry.
const Game = "neptun"

// Counts from the rulebook.
const (
	MinPlayers = 3 // SEED: "3-5 játékos"
	MaxPlayers = 5 // SEED
	Rounds     = 3 // SEED: game rounds A, B, C

	// RegionalTemples is the number of temples with marker tracks.
	// INFERRED: 25 temple markers = 5 per colour, one per regional temple (SOURCE S4 agrees).
	RegionalTemples = 5
	// PointTiles is the whole supply: 1 A + 2 B + 3 C tiles per temple, 6 temples (SEED).
	PointTiles = 36
	// BonusTiles is the whole supply (SEED).
	BonusTiles = 15
)

// maxPointTilesPerPlayer: a player takes at most one tile per temple per game round.
// INFERRED from the scoring rule (places 1..r in round r, one place per player).
const maxPointTilesPerPlayer = (RegionalTemples + 1) * Rounds

// maxBonusTilesPerPlayer: one bonus tile per round for fulfilling all five contracts (SEED).
const maxBonusTilesPerPlayer = Rounds

// tilesInRound is how many point tiles each temple holds in a game round:
// 1 A tile, 2 B tiles, 3 C tiles (SEED).
func tilesInRound(round int) int { return round }

// Bounds of the numbers the table enters.
var (
	// INFERRED: tile values are UNKNOWN (digest §11.4); none is below 1 (the seed shows
	// a 1-point tile) and none is taken to reach 100.
	tileBound           = scoring.Bound{Min: 1, Max: 99, Why: "INFERRED: a tile shows 1 to 99 points"}
	pointTilesPerPlayer = scoring.Bound{Max: maxPointTilesPerPlayer, Why: "one tile per temple per round, 6 temples, 3 rounds"}
	bonusTilesPerPlayer = scoring.Bound{Max: maxBonusTilesPerPlayer, Why: "one bonus tile per round"}
	tilesPerTemple      = scoring.Bound{Min: 1, Max: Rounds, Why: "a temple holds 1 tile in round 1, 2 in round 2, 3 in round 3"}
	playersBound        = scoring.Bound{Min: MinPlayers, Max: MaxPlayers, Why: "Neptun is for 3 to 5 players"}
	stackBound          = scoring.Bound{Min: 1, Max: MaxPlayers, Why: "1 is the bottom of a stack of at most 5 markers"}
	// INFERRED: the length of the temple tracks is UNKNOWN; no track reaches 100.
	spaceBound = scoring.Bound{Max: 99, Why: "INFERRED: markers start on 0 and no temple track reaches 100"}
	// INFERRED: 55 gold coins (SEED) of UNKNOWN denominations; no player holds 1,000 gold.
	goldBound = scoring.Bound{Max: 999, Why: "INFERRED: no player holds 1,000 gold"}
)
