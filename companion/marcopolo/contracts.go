package marcopolo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Contract is one of the 44 contract tiles: what completing it costs and what it gives.
// Ids are the BGA implementation's (the tiles print no number); talon shows a contract
// as its cost and reward, which is what the table reads on the tile.
type Contract struct {
	ID       int
	Starting bool // one of the 6 starting contracts (distinct back)
	Cost     Stock
	Reward   Gain
}

// ContractID names a contract in actions and the log: "C7".
func ContractID(id int) string { return "C" + strconv.Itoa(id) }

// String reads like the tile: "C39: 2 camels + 1 pepper + 1 silk → 5 VP + 1 contract".
func (c Contract) String() string {
	return fmt.Sprintf("%s: %s → %s", ContractID(c.ID), c.Cost, c.Reward)
}

// cost builds a contract cost in the order of the digest's table.
func cost(camels, pepper, silk, gold int) Stock {
	return Stock{Camels: camels, Pepper: pepper, Silk: silk, Gold: gold}
}

func vp(n int, extra Gain) Gain { extra.VP = n; return extra }

// AllContracts are the 44 contracts (digest §8.3, SOURCE: both implementations agree
// except contract 2's silk, a setting). Index = id.
var AllContracts = []Contract{
	{0, false, cost(2, 3, 0, 2), vp(7, Gain{Stock: Stock{Camels: 5}})},
	{1, false, cost(3, 1, 1, 1), vp(6, Gain{Contracts: 1})},
	{2, false, cost(2, 0, 1, 2), vp(6, Gain{Stock: Stock{Camels: 4}})}, // DISPUTED: C# 2 silk (Settings.Contract2Silk)
	{3, false, cost(2, 1, 2, 0), vp(4, Gain{Stock: Stock{Coins: 3}})},
	{4, false, cost(1, 0, 0, 4), vp(7, Gain{Stock: Stock{Camels: 3}})},
	{5, false, cost(2, 0, 3, 2), vp(8, Gain{Stock: Stock{Camels: 4}})},
	{6, false, cost(1, 0, 3, 0), vp(3, Gain{AnyGoods: 1})},
	{7, false, cost(2, 0, 3, 2), vp(8, Gain{Contracts: 1})},
	{8, false, cost(2, 3, 0, 2), vp(6, Gain{Stock: Stock{Coins: 7}})},
	{9, false, cost(2, 2, 0, 1), vp(4, Gain{FreeMoves: 1})},
	{10, false, cost(2, 2, 3, 0), vp(5, Gain{AnyGoods: 1, BlackDice: 1})},
	{11, false, cost(3, 1, 1, 1), vp(5, Gain{FreeMoves: 1})},
	{12, false, cost(2, 0, 2, 1), vp(4, Gain{Stock: Stock{Camels: 4}})},
	{13, false, cost(3, 1, 1, 1), vp(6, Gain{AnyGoods: 1})},
	{14, false, cost(3, 1, 1, 1), vp(5, Gain{DifferentGoods: 2})},
	{15, false, cost(2, 0, 2, 2), vp(7, Gain{FreeMoves: 1})},
	{16, false, cost(2, 3, 2, 0), vp(5, Gain{FreeMoves: 1})},
	{17, false, cost(2, 2, 0, 3), vp(8, Gain{Stock: Stock{Coins: 7}})},
	{18, false, cost(1, 3, 0, 0), vp(2, Gain{BlackDice: 1})},
	{19, false, cost(2, 0, 1, 2), vp(6, Gain{BlackDice: 1})},
	{20, false, cost(2, 1, 0, 2), vp(5, Gain{BlackDice: 1})},
	{21, false, cost(2, 0, 2, 3), vp(9, Gain{Stock: Stock{Coins: 7}})},
	{22, false, cost(2, 0, 2, 3), vp(9, Gain{FreeMoves: 1})},
	{23, false, cost(3, 1, 2, 1), vp(5, Gain{Stock: Stock{Camels: 3}, Contracts: 1})},
	{24, false, cost(2, 0, 1, 2), vp(6, Gain{Stock: Stock{Coins: 4}})},
	{25, false, cost(2, 2, 3, 0), vp(5, Gain{Stock: Stock{Coins: 6}})},
	{26, false, cost(1, 0, 0, 3), vp(6, Gain{AnyGoods: 1})},
	{27, false, cost(2, 2, 1, 0), vp(3, Gain{Stock: Stock{Coins: 4}})},
	{28, false, cost(2, 2, 1, 0), vp(3, Gain{DifferentGoods: 2})},
	{29, true, cost(2, 0, 1, 1), vp(4, Gain{DifferentGoods: 2})},
	{30, false, cost(2, 2, 0, 1), vp(4, Gain{Contracts: 1})},
	{31, false, cost(2, 2, 0, 3), vp(9, Gain{DifferentGoods: 2})},
	{32, false, cost(2, 2, 2, 0), vp(5, Gain{BlackDice: 1})},
	{33, false, cost(3, 1, 1, 2), vp(7, Gain{Stock: Stock{Coins: 5}})},
	{34, false, cost(3, 1, 1, 1), vp(5, Gain{BlackDice: 1})},
	{35, false, cost(3, 1, 2, 1), vp(5, Gain{Stock: Stock{Coins: 4, Camels: 3}})},
	{36, false, cost(1, 0, 0, 4), vp(7, Gain{FreeMoves: 1})},
	{37, false, cost(2, 0, 2, 2), vp(7, Gain{Contracts: 1})},
	{38, false, cost(1, 4, 0, 0), vp(3, Gain{Contracts: 1})},
	{39, true, cost(2, 1, 1, 0), vp(5, Gain{Contracts: 1})},
	{40, true, cost(2, 1, 0, 1), vp(4, Gain{BlackDice: 1})},
	{41, true, cost(1, 0, 0, 1), vp(2, Gain{Stock: Stock{Camels: 3}})},
	{42, true, cost(1, 3, 0, 0), vp(1, Gain{FreeMoves: 1})},
	{43, true, cost(1, 0, 2, 0), vp(3, Gain{Stock: Stock{Coins: 5}})},
}

// ContractFor returns contract id under the session's settings (contract 2's silk).
func ContractFor(id int, set Settings) (Contract, bool) {
	if id < 0 || id >= len(AllContracts) {
		return Contract{}, false
	}
	c := AllContracts[id]
	if id == 2 && set.Contract2Silk > 0 {
		c.Cost.Silk = set.Contract2Silk
	}
	return c, true
}

// StartingContracts and OtherContracts split the 44 by their back.
func StartingContracts() []int { return contractIDs(true) }

// OtherContracts lists the 38 contracts shuffled into the piles.
func OtherContracts() []int { return contractIDs(false) }

func contractIDs(starting bool) []int {
	var out []int
	for _, c := range AllContracts {
		if c.Starting == starting {
			out = append(out, c.ID)
		}
	}
	return out
}

// ParseContractID reads "C7", "c7" or "7".
func ParseContractID(s string) (int, error) {
	return parseNumbered(s, "C", i18n.M("a contract"), len(AllContracts))
}

// parseNumbered reads an id written with its letter ("C7") or bare ("7"), below n.
func parseNumbered(s, letter string, what i18n.Message, n int) (int, error) {
	t := strings.TrimPrefix(strings.ToUpper(strings.TrimSpace(s)), letter)
	id, err := strconv.Atoi(t)
	if err != nil || id < 0 || id >= n {
		return 0, i18n.Errorf("%q is not %s (%s to %s)", s, what, letter+"0", letter+strconv.Itoa(n-1))
	}
	return id, nil
}
