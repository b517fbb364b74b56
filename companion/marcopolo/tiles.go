package marcopolo

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// CityBonus is one of the 6 small-city bonus tiles (digest §10, SOURCE: both
// implementations). A player gains it when placing a post in its city and again at the
// start of every later round.
type CityBonus struct {
	Letter string
	Gain   Gain
	// Other: the tile gives, each time, the bonus of any other small-city tile of the
	// player's choice (need not own a post there).
	Other bool
	// Standard is the small city the tile lies on in the standard setup.
	// INFERRED: the letters follow BGA's storage order; the seed's example (a small-city
	// post giving 1 camel + 3 coins) matches tile E. The table confirms at setup.
	Standard string
}

// CityBonuses are the 6 tiles by letter.
var CityBonuses = []CityBonus{
	{Letter: "A", Gain: Gain{Stock: Stock{Coins: 5}}, Standard: Anxi},
	{Letter: "B", Gain: Gain{Stock: Stock{Camels: 3}}, Standard: Ormuz},
	{Letter: "C", Gain: Gain{DifferentGoods: 2}, Standard: Kashgar},
	{Letter: "D", Other: true, Standard: Xian},
	{Letter: "E", Gain: Gain{Stock: Stock{Camels: 1, Coins: 3}}, Standard: Adana},
	{Letter: "F", Gain: Gain{Stock: Stock{VP: 3}}, Standard: Kochi},
}

func (b CityBonus) String() string {
	if b.Other {
		return b.Letter + ": the bonus of any other small-city tile"
	}
	return b.Letter + ": " + b.Gain.String()
}

// LookupCityBonus finds a tile by its letter.
func LookupCityBonus(letter string) (int, error) {
	l := strings.ToUpper(strings.TrimSpace(letter))
	for i, b := range CityBonuses {
		if b.Letter == l {
			return i, nil
		}
	}
	return 0, i18n.Errorf("%q is not a small-city bonus tile (A to F)", letter)
}

// OutpostBonuses are the 10 outpost bonus tiles (digest §11, SOURCE): 7 lie face up on
// the large cities; the first player to place a post in a city takes its tile.
var OutpostBonuses = []Gain{
	{Stock: Stock{Coins: 3}},
	{Stock: Stock{Coins: 5}},
	{Stock: Stock{Camels: 2}},
	{Stock: Stock{Camels: 3}},
	{Stock: Stock{Gold: 2}},
	{Stock: Stock{Silk: 2}},
	{AnyGoods: 1},
	{BlackDice: 1},
	{Contracts: 1},
	{FreeMoves: 1},
}
