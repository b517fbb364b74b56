package neptun

import (
	"fmt"
	"strings"
)

// finalTemplate is the digest's worked example (§8.1; tile values are illustrative).
const finalTemplate = `{
  "players": [
    {"name": "Ann", "point_tiles": [3, 2, 6, 1], "bonus_tiles": [2]},
    {"name": "Ben", "point_tiles": [4, 3, 2, 5], "bonus_tiles": []},
    {"name": "Cat", "point_tiles": [2, 1, 4, 3], "bonus_tiles": [3]}
  ]
}
`

// templateTiles are illustrative tile values, best first (real values are UNKNOWN);
// round r puts the first r of them on each temple. Graecia and gold follow §8.1.
var templateTiles = []struct {
	temple string
	values []int
}{
	{"hispania", []int{5, 3, 1}},
	{"graecia", []int{6, 4, 2}},
	{"yellow", []int{7, 5, 3}},
	{"gold", []int{5, 3, 1}},
}

// RoundTemplateFor is a complete round-scoring input for the given round (clamped to
// 1..Rounds), built on the digest's worked example (§8.1).
func RoundTemplateFor(round int) string {
	round = max(1, min(round, Rounds))
	tiles := make([]string, len(templateTiles))
	for i, t := range templateTiles {
		vals := make([]string, round)
		for k := range vals {
			vals[k] = fmt.Sprint(t.values[k])
		}
		tiles[i] = fmt.Sprintf("    %q: [%s]", t.temple, strings.Join(vals, ", "))
	}
	return `{
  "temples": ["hispania", "graecia", "yellow"],
  "tiles": {
` + strings.Join(tiles, ",\n") + `
  },
  "player_order": ["Cat", "Ann", "Ben"],
  "zero_scores_win_tiles": true,
  "players": [
    {"name": "Ann", "gold": 3, "all_contracts": true, "temples": {
      "hispania": {"space": 4, "stack_height": 1},
      "graecia": {"space": 14, "stack_height": 1}}},
    {"name": "Ben", "gold": 8, "all_contracts": false, "temples": {
      "graecia": {"space": 11, "stack_height": 2},
      "yellow": {"space": 2, "stack_height": 1}}},
    {"name": "Cat", "gold": 3, "all_contracts": true, "temples": {
      "hispania": {"space": 4, "stack_height": 2},
      "graecia": {"space": 11, "stack_height": 1},
      "yellow": {"space": 5, "stack_height": 1}}}
  ]
}
`
}
