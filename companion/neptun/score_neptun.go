// Package neptun scores Neptun (Dirk Henn, Queen Games 2014): the final total of point
// and bonus tiles, and the scoring phase of each game round (who takes which temple tile
// and who takes a bonus tile). Rules follow /work/shared/reference/neptun.md.
package neptun

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
