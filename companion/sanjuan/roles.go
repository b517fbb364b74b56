package sanjuan

import (
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Role is one of the five role tiles.
type Role string

const (
	Builder    Role = "builder"
	Producer   Role = "producer"
	Trader     Role = "trader"
	Councillor Role = "councillor"
	Prospector Role = "prospector"
)

// Roles lists the role tiles in the rulebook's order.
var Roles = []Role{Builder, Producer, Trader, Councillor, Prospector}

// roleNames are the names a table may type for each role: English, German, Hungarian
// (digest §1.2), the Hungarian also without accents.
var roleNames = map[Role][]string{
	Builder:    {"builder", "baumeister", "építész", "epitesz"},
	Producer:   {"producer", "aufseher", "iparos"},
	Trader:     {"trader", "händler", "handler", "haendler", "kereskedő", "kereskedo"},
	Councillor: {"councillor", "councilor", "council", "ratsherr", "tanácsos", "tanacsos"},
	Prospector: {"prospector", "goldsucher", "aranyásó", "aranyaso"},
}

func lookupRole(name string) (Role, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, r := range Roles {
		for _, n := range roleNames[r] {
			if n == name {
				return r, true
			}
		}
	}
	return "", false
}

// House is one trading-house tile: cards drawn per good sold, by good.
type House struct {
	Tile                                   int
	Indigo, Sugar, Tobacco, Coffee, Silver int
}

// Houses are the five trading-house tiles (digest §11, SOURCE: identical in three independent
// implementations; the rulebook only says prices rise from indigo to silver).
var Houses = []House{
	{Tile: 1, Indigo: 1, Sugar: 1, Tobacco: 1, Coffee: 2, Silver: 2},
	{Tile: 2, Indigo: 1, Sugar: 1, Tobacco: 2, Coffee: 2, Silver: 2},
	{Tile: 3, Indigo: 1, Sugar: 1, Tobacco: 2, Coffee: 2, Silver: 3},
	{Tile: 4, Indigo: 1, Sugar: 2, Tobacco: 2, Coffee: 2, Silver: 3},
	{Tile: 5, Indigo: 1, Sugar: 2, Tobacco: 2, Coffee: 3, Silver: 3},
}

// Price is the cards drawn for selling one good of the kind a production building makes.
func (h House) Price(g Good) int {
	switch g {
	case Indigo:
		return h.Indigo
	case Sugar:
		return h.Sugar
	case Tobacco:
		return h.Tobacco
	case Coffee:
		return h.Coffee
	case Silver:
		return h.Silver
	}
	return 0
}

func (h House) String() string { return h.Text().String() }

// Text is the tile's prices, the goods named as the table's cards name them.
func (h House) Text() i18n.Message {
	return i18n.M("tile %d: %s %d, %s %d, %s %d, %s %d, %s %d", h.Tile, Indigo.Term(), h.Indigo, Sugar.Term(), h.Sugar,
		Tobacco.Term(), h.Tobacco, Coffee.Term(), h.Coffee, Silver.Term(), h.Silver)
}
