package marcopolo

import (
	"fmt"
	"strings"
)

// Good is one of the three goods. Camels are not goods (SEED).
type Good int

const (
	Pepper Good = iota
	Silk
	Gold
)

// AllGoods lists the goods in the order the board shows the bazaar (cheapest first).
var AllGoods = []Good{Pepper, Silk, Gold}

var goodNames = []Name{
	Pepper: {EN: "pepper", DE: "Pfeffer", HU: "bors"},
	Silk:   {EN: "silk", DE: "Seide", HU: "selyem"},
	Gold:   {EN: "gold", DE: "Gold", HU: "arany"},
}

var goodIndex = func() *nameIndex[Good] {
	x := newNameIndex[Good]("good")
	for g, n := range goodNames {
		x.add(n, Good(g))
	}
	return x
}()

func (g Good) String() string { return goodNames[g].EN }

// LookupGood finds a good by its English, German or Hungarian name.
func LookupGood(name string) (Good, error) { return goodIndex.find(name) }

// Stock is what a player holds (in ledger mode) or pays: coins, camels, goods and the VP
// on the score track.
type Stock struct {
	Coins, Camels, Pepper, Silk, Gold, VP int
}

// Add returns s + o.
func (s Stock) Add(o Stock) Stock {
	return Stock{s.Coins + o.Coins, s.Camels + o.Camels, s.Pepper + o.Pepper, s.Silk + o.Silk, s.Gold + o.Gold, s.VP + o.VP}
}

// Sub returns s − o.
func (s Stock) Sub(o Stock) Stock { return s.Add(o.Times(-1)) }

// Times returns s scaled by n.
func (s Stock) Times(n int) Stock {
	return Stock{s.Coins * n, s.Camels * n, s.Pepper * n, s.Silk * n, s.Gold * n, s.VP * n}
}

// Covers tells whether s holds at least o of everything.
func (s Stock) Covers(o Stock) bool {
	return s.Coins >= o.Coins && s.Camels >= o.Camels && s.Pepper >= o.Pepper &&
		s.Silk >= o.Silk && s.Gold >= o.Gold && s.VP >= o.VP
}

// Good returns how many of g the stock holds.
func (s Stock) Good(g Good) int { return [...]int{s.Pepper, s.Silk, s.Gold}[g] }

// Goods counts pepper, silk and gold together.
func (s Stock) Goods() int { return s.Pepper + s.Silk + s.Gold }

// OfGood is one g.
func OfGood(g Good) Stock {
	switch g {
	case Pepper:
		return Stock{Pepper: 1}
	case Silk:
		return Stock{Silk: 1}
	}
	return Stock{Gold: 1}
}

// IsZero tells an empty stock.
func (s Stock) IsZero() bool { return s == Stock{} }

// String reads like the board: "2 camels + 1 pepper + 1 silk".
func (s Stock) String() string {
	var p phrase
	p.add(s.VP, "1 VP", "%d VP")
	p.add(s.Coins, "1 coin", "%d coins")
	p.add(s.Camels, "1 camel", "%d camels")
	p.add(s.Pepper, "1 pepper", "%d pepper")
	p.add(s.Silk, "1 silk", "%d silk")
	p.add(s.Gold, "1 gold", "%d gold")
	return p.String()
}

// phrase joins counted things with " + ", leaving out the ones that are zero.
type phrase []string

func (p *phrase) add(n int, one, many string) {
	switch {
	case n == 1:
		*p = append(*p, one)
	case n != 0:
		*p = append(*p, fmt.Sprintf(many, n))
	}
}

func (p phrase) String() string {
	if len(p) == 0 {
		return "nothing"
	}
	return strings.Join(p, " + ")
}

// Gain is a reward: fixed amounts plus the things a player chooses or talon must track
// (digest §8.2: goods of choice, 2 different goods, black dice, free moves, contracts).
type Gain struct {
	Stock
	AnyGoods       int // that many goods, each of the player's choice
	DifferentGoods int // that many goods, all different
	BlackDice      int // black dice from the board supply (none left: lost)
	FreeMoves      int // one-step moves without travel coins
	Contracts      int // the top contract of the special pile
}

// String reads like the rewards printed on contracts and tiles.
func (g Gain) String() string {
	var p phrase
	if !g.Stock.IsZero() {
		p = append(p, g.Stock.String())
	}
	p.add(g.AnyGoods, "1 good of choice", "%d goods of choice")
	p.add(g.DifferentGoods, "1 good", "%d different goods")
	p.add(g.BlackDice, "1 black die", "%d black dice")
	p.add(g.FreeMoves, "1 free move", "%d free moves")
	p.add(g.Contracts, "1 contract", "%d contracts")
	return p.String()
}

// Times returns the gain n times over.
func (g Gain) Times(n int) Gain {
	return Gain{g.Stock.Times(n), g.AnyGoods * n, g.DifferentGoods * n, g.BlackDice * n, g.FreeMoves * n, g.Contracts * n}
}
