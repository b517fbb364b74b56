package sanjuan

import (
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// Scoring categories, in the order of the rulebook's scoring summary (Palace last). They
// are catalog keys (messages_hu.go): the score table prints them in the table's language.
const (
	CatBuildings     = "Buildings"      // printed VP of the top buildings
	CatChapelCards   = "Chapel cards"   // 1 VP per card under a chapel
	CatGuildHall     = "Guild Hall"     // +2 per production building
	CatCityHall      = "City Hall"      // +1 per violet building
	CatTriumphalArch = "Triumphal Arch" // +4/+6/+8 for 1/2/3 monuments
	CatPalace        = "Palace"         // +1 per full 4 VP of everything else
)

// Categories lists the breakdown rows in order.
var Categories = []string{CatBuildings, CatChapelCards, CatGuildHall, CatCityHall, CatTriumphalArch, CatPalace}

// TieBreak names the rulebook's tie-break: more cards in hand and on production buildings.
// UNKNOWN: the rules are silent on a tie that survives it; such players share the place.
const TieBreak = "cards in hand plus goods"

// archBonus is the Triumphal Arch bonus by number of monuments.
var archBonus = [...]int{0, 4, 6, 8}

// ScoreInput validates in (every problem at once, as *scoring.InputError) and scores it.
func ScoreInput(in Input) (scoring.Result, error) {
	cities, problems := validate(in, nil)
	if err := problems.Err(); err != nil {
		return scoring.Result{}, err
	}
	entries := make([]scoring.Entry, len(in.Players))
	for i, p := range in.Players {
		entries[i] = scoring.Entry{
			Name:      p.Name,
			Breakdown: scorePlayer(cities[i], p.ChapelCards, in.SixCostVP),
			TieBreaks: []int{p.HandCards + p.Goods},
		}
	}
	res := scoring.Rank(entries, scoring.Rules{Game: Game, TieBreaks: []string{TieBreak}})
	res.Categories = Categories
	if note := sixCostNote(in, cities); note != "" {
		res.Notes = append(res.Notes, note)
	}
	return res, nil
}

// scorePlayer applies the rulebook's final scoring to one player's top buildings.
func scorePlayer(city []Building, chapelCards, sixCostVP int) []scoring.Points {
	var printed, production, violet, monuments int
	var guildHall, cityHall, arch, palace bool
	for _, b := range city {
		printed += b.VP
		if b.SixCost {
			printed += sixCostVP
		}
		if b.Kind == Production {
			production++
		} else {
			violet++
		}
		if b.Monument {
			monuments++
		}
		switch b.ID {
		case "guild_hall":
			guildHall = true
		case "city_hall":
			cityHall = true
		case "triumphal_arch":
			arch = true
		case "palace":
			palace = true
		}
	}
	points := []scoring.Points{
		{Category: CatBuildings, Points: printed},
		{Category: CatChapelCards, Points: chapelCards},
		{Category: CatGuildHall, Points: when(guildHall, 2*production)},
		{Category: CatCityHall, Points: when(cityHall, violet)},
		{Category: CatTriumphalArch, Points: when(arch, archBonus[min(monuments, 3)])},
	}
	subtotal := 0
	for _, p := range points {
		subtotal += p.Points
	}
	return append(points, scoring.Points{Category: CatPalace, Points: when(palace, subtotal/4)})
}

func when(owned bool, points int) int {
	if owned {
		return points
	}
	return 0
}

// sixCostNote says when a non-default SixCostVP changed someone's score.
func sixCostNote(in Input, cities [][]Building) string {
	if in.SixCostVP == DefaultSixCostVP {
		return ""
	}
	for _, city := range cities {
		for _, b := range city {
			if b.SixCost {
				return i18n.M("6-cost buildings scored %d VP each of their own (setting six_cost_vp, default %d)", in.SixCostVP, DefaultSixCostVP).String()
			}
		}
	}
	return ""
}
