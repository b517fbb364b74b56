package sanjuan

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// badField marks a player's field that could not be decoded, so validation does not
// report it a second time. Player is the index in Input.Players.
type badField struct {
	player int
	field  string
}

// validate checks everything the table entered and resolves each player's buildings.
func validate(in Input, bad map[badField]bool) ([][]Building, scoring.Problems) {
	var ps scoring.Problems
	if n := len(in.Players); n < MinPlayers || n > MaxPlayers {
		ps.Add("", "players", fmt.Sprintf("San Juan is for %d to %d players, got %d", MinPlayers, MaxPlayers, n))
	}
	if in.SixCostVP != 0 && in.SixCostVP != 1 {
		ps.Add("", "six_cost_vp", fmt.Sprintf("must be 0 or 1, got %d", in.SixCostVP))
	}
	checkNames(in.Players, bad, &ps)

	cities := make([][]Building, len(in.Players))
	for i, p := range in.Players {
		who := label(p, i)
		if !bad[badField{i, "buildings"}] {
			cities[i] = checkBuildings(who, p.Buildings, &ps)
		}
		for _, f := range []struct {
			field string
			value int
		}{{"chapel_cards", p.ChapelCards}, {"hand_cards", p.HandCards}, {"goods", p.Goods}} {
			if f.value < 0 && !bad[badField{i, f.field}] {
				ps.Add(who, f.field, fmt.Sprintf("cannot be negative, got %d", f.value))
			}
		}
		// With an unknown or undecodable building the count is unreliable, so it is left out.
		complete := !bad[badField{i, "buildings"}] && len(cities[i]) == len(p.Buildings)
		if production := countProduction(cities[i]); complete && p.Goods > production {
			ps.Add(who, "goods", fmt.Sprintf("%d goods but only %d production buildings, each holding at most one", p.Goods, production))
		}
	}
	checkDeck(in.Players, cities, &ps)
	return cities, ps
}

// label names a player in problems, falling back to the seat when the name is missing.
func label(p PlayerInput, i int) string { return scoring.PlayerLabel(i, p.Name) }

// checkNames reports missing and duplicate names; a name that did not decode is
// already reported.
func checkNames(players []PlayerInput, bad map[badField]bool, ps *scoring.Problems) {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	for i, first := range scoring.FirstSameName(names) {
		switch {
		case bad[badField{i, "name"}]:
		case first < 0:
			ps.Add(label(players[i], i), "name", "missing")
		case first < i:
			ps.Add(label(players[i], i), "name", fmt.Sprintf("same name as player %d (%q), ignoring case", first+1, players[first].Name))
		}
	}
}

// checkBuildings resolves one player's building names and checks the count and
// that no violet building stands twice.
func checkBuildings(who string, names []string, ps *scoring.Problems) []Building {
	switch n := len(names); {
	case n == 0:
		ps.Add(who, "buildings", "none listed, but every player starts with an Indigo Plant")
	case n > MaxBuildings:
		ps.Add(who, "buildings", fmt.Sprintf("%d listed, but nobody can have more than %d (the game ends at the %dth)", n, MaxBuildings, MaxBuildings))
	}
	city := make([]Building, 0, len(names))
	count := map[string]int{}
	for i, name := range names {
		b, ok := Lookup(name)
		if !ok {
			ps.Add(who, fmt.Sprintf("buildings[%d]", i), unknownBuilding(name))
			continue
		}
		city = append(city, b)
		count[b.ID]++
		if b.IsViolet() && count[b.ID] == 2 {
			ps.Add(who, "buildings", fmt.Sprintf("%s listed more than once, but a player may own only one of each violet building", b.English))
		}
	}
	return city
}

// unknownBuilding explains a name Lookup does not know, with the closest names.
func unknownBuilding(name string) string {
	reason := fmt.Sprintf("unknown building %q", name)
	if near := closest(name); len(near) > 0 {
		reason += " (did you mean " + strings.Join(near, ", ") + "?)"
	}
	return reason
}

func countProduction(city []Building) int {
	n := 0
	for _, b := range city {
		if b.Kind == Production {
			n++
		}
	}
	return n
}

// checkDeck checks that the players' buildings and face-down cards fit in the deck.
func checkDeck(players []PlayerInput, cities [][]Building, ps *scoring.Problems) {
	built := map[string][]string{} // building id -> owners, one entry per copy
	cards := 0
	for i, city := range cities {
		for _, b := range city {
			built[b.ID] = append(built[b.ID], label(players[i], i))
		}
		cards += len(city) + max(players[i].ChapelCards, 0) + max(players[i].HandCards, 0) + max(players[i].Goods, 0)
	}
	for _, b := range Buildings {
		if owners := built[b.ID]; len(owners) > b.Copies {
			ps.Add("", "buildings", fmt.Sprintf("%s built %d times (%s) but the deck holds only %d", b.English, len(owners), strings.Join(owners, ", "), b.Copies))
		}
	}
	if cards > DeckSize {
		ps.Add("", "players", fmt.Sprintf("%d cards counted (buildings, chapel cards, hand cards and goods) but the deck holds only %d", cards, DeckSize))
	}
}
