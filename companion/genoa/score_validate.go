package genoa

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// validate finds every problem in an input: player count and names, impossible
// per-player counts, and totals the game's components cannot reach.
func validate(in Input) scoring.Problems {
	var ps scoring.Problems
	if n := len(in.Players); n < minPlayers || n > maxPlayers {
		ps.Add("", "players", fmt.Sprintf("Genoa is for %d to %d players, got %d", minPlayers, maxPlayers, n))
	}
	var markers, contracts, items int
	oneOverContracts, oneOverItems := false, false // a player over a limit is reported on its own
	labels := playerLabels(in.Players)
	firsts := scoring.FirstSameName(names(in.Players))
	for i, p := range in.Players {
		who := labels[i]
		switch first := firsts[i]; {
		case first < 0:
			ps.Add(who, "name", "missing")
		case first < i:
			ps.Add(who, "name", fmt.Sprintf("same name as player %d (%q); names are compared ignoring case", first+1, strings.TrimSpace(in.Players[first].Name)))
		}
		for _, pr := range checkPlayer(p) {
			ps.Add(who, pr.Field, pr.Reason)
		}
		markers += max(p.MarkersOnBuildings, 0)
		contracts += contractCount(p.ContractGroups)
		oneOverContracts = oneOverContracts || contractCount(p.ContractGroups) > contractCards
		items += max(p.Items, 0)
		oneOverItems = oneOverItems || p.Items > allItems
	}
	if markers > buildings {
		ps.Add("", "markers_on_buildings", fmt.Sprintf("%d markers on buildings in total, but the board has %d buildings and each carries at most one marker", markers, buildings))
	}
	if contracts > contractCards && !oneOverContracts {
		ps.Add("", "contract_groups", fmt.Sprintf("%d contract cards in total (the sum of all group sizes), but the game has %d", contracts, contractCards))
	}
	if items > allItems && !oneOverItems {
		ps.Add("", "items", fmt.Sprintf("%d items in total, but the game has only %d (%d cards, %d commodity tiles, %d special tiles)", items, allItems, cards, commodityTiles, specialTiles))
	}
	for _, size := range sortedSizes(in.ContractValues) {
		if err := checkContractValue(size, in.ContractValues[size]); err != nil {
			ps.Add("", fmt.Sprintf("contract_values.%d", size), err.Error())
		}
	}
	return ps
}

// checkPlayer checks one player's counts on their own, field by field.
func checkPlayer(p PlayerInput) scoring.Problems {
	var ps scoring.Problems
	add := func(field string, err error) {
		if err != nil {
			ps.Add("", field, err.Error())
		}
	}
	add("ducats", checkDucats(p.Ducats))
	add("markers_on_buildings", checkMarkers(p.MarkersOnBuildings))
	add("contract_groups", checkContractGroups(p.ContractGroups))
	add("items", checkItems(p.Items))
	if n := contractCount(p.ContractGroups); p.Items >= 0 && p.Items < n {
		ps.Add("", "items", fmt.Sprintf("%d items, but the player holds %d contract cards and items count every card held", p.Items, n))
	}
	return ps
}

func checkDucats(d int) error {
	switch {
	case d < 0:
		return fmt.Errorf("%d ducats is negative", d)
	case d%smallestCoin != 0:
		// INFERRED from the coin values (5, 10, 50, 100): any sum of coins is a multiple of 5.
		return fmt.Errorf("%d ducats is not a multiple of %d (coins are 5, 10, 50 and 100)", d, smallestCoin)
	}
	return nil
}

func checkMarkers(n int) error {
	if n < 0 || n > markersPerColour {
		return fmt.Errorf("%d markers on buildings is impossible: each colour has %d ownership markers", n, markersPerColour)
	}
	return nil
}

func checkContractGroups(groups []int) error {
	for _, g := range groups {
		if g < 1 {
			return fmt.Errorf("group size %d is impossible: a group has at least 1 building", g)
		}
	}
	if n := contractCount(groups); n > contractCards {
		return fmt.Errorf("groups add up to %d contract cards, but the game has %d", n, contractCards)
	}
	return nil
}

func checkItems(n int) error {
	if n < 0 || n > allItems {
		return fmt.Errorf("%d items is impossible: the game has %d cards, commodity tiles and special tiles", n, allItems)
	}
	return nil
}

func checkContractValue(size, value int) error {
	switch {
	case size < 1 || size > contractCards:
		return fmt.Errorf("group size %d is impossible: sizes run from 1 to %d", size, contractCards)
	case value < 0:
		return fmt.Errorf("%d ducats is negative", value)
	}
	return nil
}

// contractCount is the number of contract cards behind a player's groups: each card
// names one building, so it is the sum of the group sizes.
func contractCount(groups []int) int {
	n := 0
	for _, g := range groups {
		n += max(g, 0)
	}
	return n
}

// playerLabels name the players in problems: by name, by seat when the name is
// missing, and by both when an earlier player has the same name.
func playerLabels(players []PlayerInput) []string {
	labels := make([]string, len(players))
	for i, first := range scoring.FirstSameName(names(players)) {
		labels[i] = scoring.PlayerLabel(i, players[i].Name)
		if first >= 0 && first < i {
			labels[i] += fmt.Sprintf(" (player %d)", i+1)
		}
	}
	return labels
}

func names(players []PlayerInput) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Name
	}
	return out
}
