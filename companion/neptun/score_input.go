package neptun

// Input is the end-of-game facts for the final score.
type Input struct {
	Players []PlayerInput `json:"players" talon:"required"`
}

// PlayerInput is one player's tiles at the end of the game.
type PlayerInput struct {
	Name string `json:"name"`
	// PointTiles are the values printed on the player's point tiles (all temples, all rounds).
	PointTiles []int `json:"point_tiles"`
	// BonusTiles are the values printed on the player's bonus tiles.
	BonusTiles []int `json:"bonus_tiles"`
}

// RoundInput is the board at the scoring phase of one game round.
type RoundInput struct {
	// Tiles maps a temple name to the values of the point tiles lying on it this round,
	// best first. The gold temple is "gold".
	Tiles map[string][]int `json:"tiles"`
	// PlayerOrder is this round's player order; it breaks gold-temple ties (SEED).
	PlayerOrder []string      `json:"player_order"`
	Players     []RoundPlayer `json:"players" talon:"required"`

	// Temples names the board's regional temples in board order, when the table's board
	// uses names the digest does not know. Empty means the digest's known temples.
	// UNKNOWN: two of the five regional temple names are not in the digest.
	Temples []string `json:"temples,omitempty"`
	// ZeroScoresWinTiles says whether a player with no temple progress (or no gold) can
	// take a tile. nil is the rulebook's reading, true: tiles go by place with no minimum
	// (digest §6.5). false is the house rule "at least 1 to take a tile".
	ZeroScoresWinTiles *bool `json:"zero_scores_win_tiles,omitempty"`
}

// zeroWins is the ZeroScoresWinTiles setting with its default.
func (in RoundInput) zeroWins() bool { return in.ZeroScoresWinTiles == nil || *in.ZeroScoresWinTiles }

// RoundPlayer is one player's standing at a round's scoring.
type RoundPlayer struct {
	Name string `json:"name"`
	Gold int    `json:"gold" talon:"required"`
	// Temples maps a regional temple name to the player's marker; a temple left out means
	// the marker is still on 0.
	Temples map[string]TemplePosition `json:"temples"`
	// AllContracts: the player fulfilled all five contracts this round (bonus tile, SEED).
	AllContracts bool `json:"all_contracts"`
}

// TemplePosition is a marker on a temple track.
type TemplePosition struct {
	Space int `json:"space" talon:"required"`
	// StackHeight is the marker's place in the stack on its space, 1 at the bottom
	// (arrived first, ranks higher on a tie, SEED). On space 0 it may be left out (0):
	// markers still on 0 then rank in this round's player order (INFERRED, digest §6.5).
	StackHeight int `json:"stack_height"`
}
