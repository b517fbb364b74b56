package neptun

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// playerLabel names a player in problems: the name, or the seat when the name is missing.
func playerLabel(i int, name string) string {
	if n := strings.TrimSpace(name); n != "" {
		return n
	}
	return fmt.Sprintf("player %d", i+1)
}

// checkNames reports a wrong player count, missing names and duplicate names
// (case-insensitive).
func checkNames(names []string, ps *scoring.Problems) {
	if n := len(names); n < MinPlayers || n > MaxPlayers {
		ps.Add("", "players", fmt.Sprintf("Neptun is for %d-%d players, got %d", MinPlayers, MaxPlayers, n))
	}
	seen := map[string]int{}
	for i, name := range names {
		key := strings.ToLower(strings.TrimSpace(name))
		if key == "" {
			ps.Add(playerLabel(i, name), "name", "missing")
			continue
		}
		if j, dup := seen[key]; dup {
			ps.Add(playerLabel(i, name), "name", fmt.Sprintf("duplicate name (same as player %d)", j+1))
			continue
		}
		seen[key] = i
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
