package neptun

import (
	"strings"

	"github.com/talon-games/talon/scoring"
)

// Breakdown categories of the final score, in table order.
const (
	CategoryPointTiles = "Point tiles"
	CategoryBonusTiles = "Bonus tiles"
)

// rules: highest total wins; ties share the victory, there is no tie-break (SEED).
var rules = scoring.Rules{Game: Game}

// ScoreInput validates the end-of-game facts (every problem at once, as
// *scoring.InputError) and scores them: each player adds the values of their point
// tiles and bonus tiles (SEED).
func ScoreInput(in Input) (scoring.Result, error) {
	if err := validateInput(in).Err(); err != nil {
		return scoring.Result{}, err
	}
	entries := make([]scoring.Entry, len(in.Players))
	for i, p := range in.Players {
		entries[i] = scoring.Entry{
			Name: strings.TrimSpace(p.Name),
			Breakdown: []scoring.Points{
				{Category: CategoryPointTiles, Points: sum(p.PointTiles)},
				{Category: CategoryBonusTiles, Points: sum(p.BonusTiles)},
			},
		}
	}
	return scoring.Rank(entries, rules), nil
}

func validateInput(in Input) scoring.Problems {
	var ps scoring.Problems
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	checkNames(names, &ps)

	pointTotal, bonusTotal := 0, 0
	labels := scoring.PlayerLabels(names)
	for i, p := range in.Players {
		who := labels[i]
		checkTileValues(who, "point_tiles", p.PointTiles, &ps)
		checkTileValues(who, "bonus_tiles", p.BonusTiles, &ps)
		if err := pointTilesPerPlayer.Check(len(p.PointTiles)); err != nil {
			ps.Add(who, "point_tiles", "tiles: "+err.Error())
		}
		if err := bonusTilesPerPlayer.Check(len(p.BonusTiles)); err != nil {
			ps.Add(who, "bonus_tiles", "tiles: "+err.Error())
		}
		pointTotal += len(p.PointTiles)
		bonusTotal += len(p.BonusTiles)
	}
	if pointTotal > PointTiles {
		ps.Add("", "point_tiles", "%d point tiles in all, but the game has %d", pointTotal, PointTiles)
	}
	if bonusTotal > BonusTiles {
		ps.Add("", "bonus_tiles", "%d bonus tiles in all, but the game has %d", bonusTotal, BonusTiles)
	}
	return ps
}

func sum(values []int) int {
	t := 0
	for _, v := range values {
		t += v
	}
	return t
}
