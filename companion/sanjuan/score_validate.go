package sanjuan

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// validate checks everything the table entered and resolves each player's buildings.
// decoded holds the problems of decoding: checks that build on a field that did not
// decode are skipped.
func validate(in Input, decoded scoring.Problems) ([][]Building, scoring.Problems) {
	var ps scoring.Problems
	scoring.CheckPlayerCount("San Juan", len(in.Players), MinPlayers, MaxPlayers, &ps)
	sixCostBound.Add(&ps, "", "six_cost_vp", in.SixCostVP)
	names := make([]string, len(in.Players))
	for i, p := range in.Players {
		names[i] = p.Name
	}
	scoring.CheckNames(names, &ps)

	labels := scoring.PlayerLabels(names)
	cities := make([][]Building, len(in.Players))
	for i, p := range in.Players {
		who := labels[i]
		buildingsRead := !decoded.About(who, "buildings")
		if buildingsRead {
			cities[i] = checkBuildings(who, p.Buildings, &ps)
		}
		CardsBound.Add(&ps, who, "chapel_cards", p.ChapelCards)
		CardsBound.Add(&ps, who, "hand_cards", p.HandCards)
		goodsOK := goodsBound.Add(&ps, who, "goods", p.Goods)
		// With an unknown or undecodable building the count is unreliable, so it is left out.
		complete := buildingsRead && goodsOK && len(cities[i]) == len(p.Buildings)
		if production := countProduction(cities[i]); complete && p.Goods > production {
			ps.Add(who, "goods", "%d goods but only %d production buildings, each holding at most one", p.Goods, production)
		}
	}
	checkDeck(in.Players, cities, &ps)
	return cities, ps
}

// checkBuildings resolves one player's building names and checks the count and
// that no violet building stands twice.
func checkBuildings(who string, names []string, ps *scoring.Problems) []Building {
	switch n := len(names); {
	case n == 0:
		ps.Add(who, "buildings", "none listed, but every player starts with an Indigo Plant")
	case n > MaxBuildings:
		ps.Add(who, "buildings", "%d listed, but nobody can have more than %d (the game ends at the %dth)", n, MaxBuildings, MaxBuildings)
	}
	city := make([]Building, 0, len(names))
	count := map[string]int{}
	for i, name := range names {
		b, ok, why := lookupTyped(name)
		if !ok {
			ps.AddMessage(who, fmt.Sprintf("buildings[%d]", i), why)
			continue
		}
		city = append(city, b)
		count[b.ID]++
		if b.IsViolet() && count[b.ID] == 2 {
			ps.Add(who, "buildings", "%s listed more than once, but a player may own only one of each violet building", b.Term())
		}
	}
	return city
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
	inBounds := func(n int) int { return min(max(n, 0), DeckSize) } // out of bounds is reported per player
	labels := make([]string, len(players))
	for i, p := range players {
		labels[i] = p.Name
	}
	labels = scoring.PlayerLabels(labels)
	for i, city := range cities {
		for _, b := range city {
			built[b.ID] = append(built[b.ID], labels[i])
		}
		p := players[i]
		cards += len(city) + inBounds(p.ChapelCards) + inBounds(p.HandCards) + inBounds(p.Goods)
	}
	for _, b := range Buildings {
		if owners := built[b.ID]; len(owners) > b.Copies {
			ps.Add("", "buildings", "%s built %d times (%s) but the deck holds only %d", b.Term(), len(owners), strings.Join(owners, ", "), b.Copies)
		}
	}
	if cards > DeckSize {
		ps.Add("", "cards", "%d cards counted (buildings, chapel cards, hand cards and goods) but the deck holds only %d", cards, DeckSize)
	}
}
