package neptun

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// checkNames reports a wrong player count, missing names and duplicate names
// (case-insensitive).
func checkNames(names []string, ps *scoring.Problems) {
	if n := len(names); n < MinPlayers || n > MaxPlayers {
		ps.Add("", "players", fmt.Sprintf("Neptun is for %d-%d players, got %d", MinPlayers, MaxPlayers, n))
	}
	for i, j := range scoring.FirstSameName(names) {
		switch {
		case j < 0:
			ps.Add(scoring.PlayerLabel(i, names[i]), "name", "missing")
		case j < i:
			ps.Add(scoring.PlayerLabel(i, names[i]), "name", fmt.Sprintf("duplicate name (same as player %d)", j+1))
		}
	}
}

// checkTileValues reports tile values that cannot be printed on a tile.
// INFERRED: every tile shows a positive number of points (the seed shows a 1-point tile);
// the upper end of the values is UNKNOWN, so it is not checked.
func checkTileValues(player, field string, values []int, ps *scoring.Problems) {
	for i, v := range values {
		if v < 1 {
			ps.Add(player, fmt.Sprintf("%s[%d]", field, i), fmt.Sprintf("a tile is worth at least 1 point, got %d", v))
		}
	}
}
