package genoa

import (
	"errors"
	"fmt"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// validate finds every problem in an input: player count and names, impossible
// per-player counts, and totals the game's components cannot reach.
func validate(in Input) scoring.Problems {
	var ps scoring.Problems
	scoring.CheckPlayerCount("Genoa", len(in.Players), minPlayers, maxPlayers, &ps)
	scoring.CheckNames(playerNames(in.Players), &ps)
	// Totals add only in-bound counts (the others are reported per player), so they
	// cannot overflow.
	var markers, contracts, items int
	oneOverContracts, oneOverItems := false, false // a player over a limit is reported on its own
	labels := playerLabels(in.Players)
	for i, p := range in.Players {
		who := labels[i]
		for _, pr := range checkPlayer(p) {
			ps.AddProblem(who, pr) // its reason stays in the table's language
		}
		markers += clamp(p.MarkersOnBuildings, markersBound)
		contracts += contractCount(p.ContractGroups)
		oneOverContracts = oneOverContracts || contractCount(p.ContractGroups) > contractCards
		items += clamp(p.Items, itemsBound)
		oneOverItems = oneOverItems || p.Items > allItems
	}
	if markers > buildings {
		ps.Add("", "markers_on_buildings", "%d markers on buildings in total, but the board has %d buildings and each carries at most one marker", markers, buildings)
	}
	if contracts > contractCards && !oneOverContracts {
		ps.Add("", "contract_groups", "%d contract cards in total (the sum of all group sizes), but the game has %d", contracts, contractCards)
	}
	if items > allItems && !oneOverItems {
		ps.Add("", "items", "%d items in total, but the game has only %d (%d cards, %d commodity tiles, %d special tiles)", items, allItems, cards, commodityTiles, specialTiles)
	}
	var given []int // the sizes whose value is in its bounds, smallest first
	for _, size := range sortedSizes(in.ContractValues) {
		if err := checkContractValue(size, in.ContractValues[size]); err != nil {
			ps.AddError("", fmt.Sprintf("contract_values.%d", size), err)
			continue
		}
		given = append(given, size)
	}
	contractOrder(in.ContractValues, given, &ps)
	return ps
}

// contractOrder holds the values given for several group sizes against each other
// (review F7: {"2": 90, "3": 20} passed, each in its bounds): a larger group is never
// worth less than a smaller one (INFERRED, as contractValueBound), so each value is at
// least the one given for the next smaller size given. The larger size's field is
// refused, naming both; a value left to its default is not held against (the form
// asks for 2 before 3, and an answer is checked before the next is given).
func contractOrder(values map[int]int, given []int, ps *scoring.Problems) {
	for i := 1; i < len(given); i++ {
		small, large := given[i-1], given[i]
		if values[large] < values[small] {
			ps.Add("", fmt.Sprintf("contract_values.%d", large), "%d ducats for a group of %d is less than the %d given for a group of %d: INFERRED: a larger group is never worth less",
				values[large], large, values[small], small)
		}
	}
}

// checkPlayer checks one player's counts on their own, field by field.
func checkPlayer(p PlayerInput) scoring.Problems {
	var ps scoring.Problems
	add := func(field string, err error) {
		if err != nil {
			ps.AddError("", field, err)
		}
	}
	add("ducats", errors.Join(ducatsBound.Check(p.Ducats), checkDucats(p.Ducats)))
	add("markers_on_buildings", markersBound.Check(p.MarkersOnBuildings))
	add("contract_groups", checkContractGroups(p.ContractGroups))
	add("items", itemsBound.Check(p.Items))
	if n := contractCount(p.ContractGroups); p.Items >= 0 && p.Items < n {
		ps.Add("", "items", "%d items, but the player holds %d contract cards and items count every card held", p.Items, n)
	}
	return ps
}

// checkDucats checks what the bound does not: the coins' denominations.
func checkDucats(d int) error {
	switch {
	case d < 0:
		return nil // the bound says it
	case d%smallestCoin != 0:
		// INFERRED from the coin values (5, 10, 50, 100): any sum of coins is a multiple of 5.
		return i18n.Errorf("%d ducats is not a multiple of %d (coins are 5, 10, 50 and 100)", d, smallestCoin)
	}
	return nil
}

func checkContractGroups(groups []int) error {
	for _, g := range groups {
		if err := groupBound.Check(g); err != nil {
			return i18n.Errorf("group size %w", err)
		}
	}
	if n := contractCount(groups); n > contractCards {
		return i18n.Errorf("groups add up to %d contract cards, but the game has %d", n, contractCards)
	}
	return nil
}

func checkContractValue(size, value int) error {
	switch {
	case size < 1 || size > contractCards:
		return i18n.Errorf("group size %d is impossible: sizes run from 1 to %d", size, contractCards)
	}
	return contractValueBound(size).Check(value)
}

// contractCount is the number of contract cards behind a player's groups: each card
// names one building, so it is the sum of the group sizes.
func contractCount(groups []int) int {
	n := 0
	for _, g := range groups {
		n += clamp(g, groupBound)
	}
	return n
}

// playerLabels name the players in problems, the one way every scorer does.
func playerLabels(players []PlayerInput) []string { return scoring.PlayerLabels(playerNames(players)) }

// clamp keeps a count inside its bound for totals; out of bounds it is reported alone.
func clamp(n int, b scoring.Bound) int { return min(max(n, 0), b.Max) }

func playerNames(players []PlayerInput) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Name
	}
	return out
}
