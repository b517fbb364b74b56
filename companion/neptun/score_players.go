package neptun

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// checkNames reports a wrong player count, missing names and duplicate names
// (case-insensitive).
func checkNames(names []string, ps *scoring.Problems) {
	scoring.CheckPlayerCount("Neptun", len(names), MinPlayers, MaxPlayers, ps)
	scoring.CheckNames(names, ps)
}

// checkTileValues reports tile values that cannot be printed on a tile.
func checkTileValues(player, field string, values []int, ps *scoring.Problems) {
	for i, v := range values {
		tileBound.Add(ps, player, fmt.Sprintf("%s[%d]", field, i), v)
	}
}
