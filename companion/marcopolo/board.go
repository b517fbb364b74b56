package marcopolo

import "github.com/talon-games/talon/companion/i18n"

// The action board (digest §4): the spaces a die may be placed on, how many dice each
// takes, and what the bazaar pays by row.

// SpaceKind is one kind of action space.
type SpaceKind int

const (
	FiveCoins   SpaceKind = iota // Take 5 coins
	Camels                       // Grand Bazaar: camels
	PepperSpace                  // Grand Bazaar: pepper
	SilkSpace                    // Grand Bazaar: silk
	GoldSpace                    // Grand Bazaar: gold
	Khan                         // Khan's favor (4 ascending slots)
	Contracts                    // Take contracts
	Travel                       // Travel
	CityCard                     // one of the 9 city-card spaces
	MoneyBag                     // Take 3 coins, a bonus action
)

// SpaceInfo is what the board prints beside a space.
type SpaceInfo struct {
	Name Name
	Dice int // dice to place, exactly (R2)
}

// Spaces describes each kind of space. Gold's 3 dice: SOURCE (both implementations);
// the rest SEED.
var Spaces = []SpaceInfo{
	FiveCoins:   {Name{EN: "take 5 coins", DE: "5 Münzen nehmen", HU: "5 érme elvétele", Aliases: []string{"5 coins", "coins5", "five coins"}}, 1},
	Camels:      {Name{EN: "camels", DE: "Kamele", HU: "tevék", Aliases: []string{"camel", "teve"}}, 1},
	PepperSpace: {Name{EN: "pepper", DE: "Pfeffer", HU: "bors"}, 1},
	SilkSpace:   {Name{EN: "silk", DE: "Seide", HU: "selyem"}, 2},
	GoldSpace:   {Name{EN: "gold", DE: "Gold", HU: "arany"}, 3},
	Khan:        {Name{EN: "Khan's favor", DE: "Gunst des Khan", HU: "Kán kegye", Aliases: []string{"khan", "kan", "favor", "favour", "Khan's favour"}}, 1},
	Contracts:   {Name{EN: "contracts", DE: "Aufträge", HU: "szerződések", Aliases: []string{"contract", "take contracts", "Auftrag", "szerződés"}}, 1},
	Travel:      {Name{EN: "travel", DE: "Reisen", HU: "utazás", Aliases: []string{"move"}}, 2},
	CityCard:    {Name{EN: "city card", DE: "Stadtkarte", HU: "városkártya", Aliases: []string{"card", "city"}}, 1},
	MoneyBag:    {Name{EN: "money bag", DE: "Geldsack", HU: "pénzeszsák", Aliases: []string{"take 3 coins", "3 coins", "bag"}}, 1},
}

func (k SpaceKind) String() string { return Spaces[k].Name.EN }

var spaceIndex = func() *nameIndex[SpaceKind] {
	x := newNameIndex[SpaceKind]("space")
	for k, s := range Spaces {
		x.add(s.Name, SpaceKind(k))
	}
	return x
}()

// LookupSpace finds a kind of space by any of its names.
func LookupSpace(name string) (SpaceKind, error) { return spaceIndex.find(name) }

// IsBazaar tells the four Grand Bazaar spaces.
func (k SpaceKind) IsBazaar() bool { return k >= Camels && k <= GoldSpace }

// BazaarGood is the good (or camels, as -1) a bazaar space gives: Mercator takes one of it.
func (k SpaceKind) bazaarStock() Stock {
	switch k {
	case Camels:
		return Stock{Camels: 1}
	case PepperSpace:
		return Stock{Pepper: 1}
	case SilkSpace:
		return Stock{Silk: 1}
	}
	return Stock{Gold: 1}
}

// Rows is the bazaar's payout table, by chosen row 1–6 (index 0 = row 1). A player may
// choose any row up to the lowest placed die (R8). Confidence: both implementations
// agree on every cell but gold row 3; the seed's examples confirm pepper rows 3–4, silk
// row 4 and camels row 6 (digest §4).
var bazaarRows = map[SpaceKind][6]Gain{
	Camels: {
		{Stock: Stock{Camels: 1}}, {Stock: Stock{Camels: 2}}, {Stock: Stock{Camels: 3}},
		{Stock: Stock{Camels: 4}}, {Stock: Stock{Camels: 5}}, {Stock: Stock{Camels: 6}},
	},
	PepperSpace: {
		{Stock: Stock{Pepper: 1}}, {Stock: Stock{Pepper: 2}}, {Stock: Stock{Pepper: 2, Coins: 1}},
		{Stock: Stock{Pepper: 3}}, {Stock: Stock{Pepper: 3, Coins: 2}}, {Stock: Stock{Pepper: 4}},
	},
	SilkSpace: {
		{Stock: Stock{Silk: 1}}, {Stock: Stock{Silk: 2}}, {Stock: Stock{Silk: 2, Camels: 1}},
		{Stock: Stock{Silk: 3}}, {Stock: Stock{Silk: 3, Camels: 1, Coins: 1}}, {Stock: Stock{Silk: 4}},
	},
	GoldSpace: {
		{Stock: Stock{Gold: 1}}, {Stock: Stock{Gold: 2}}, {Stock: Stock{Gold: 2, Camels: 2}},
		{Stock: Stock{Gold: 3}}, {Stock: Stock{Gold: 3}, FreeMoves: 1}, {Stock: Stock{Gold: 4}},
	},
}

// BazaarRow is what row (1–6) of a bazaar space pays under the session's settings.
func BazaarRow(k SpaceKind, row int, set Settings) (Gain, error) {
	rows, ok := bazaarRows[k]
	if !ok {
		return Gain{}, i18n.Errorf("%s is not a bazaar space", k)
	}
	if row < 1 || row > 6 {
		return Gain{}, i18n.Errorf("bazaar rows are 1 to 6, not %d", row)
	}
	g := rows[row-1]
	if k == GoldSpace && row == 3 {
		g.Gold = set.GoldRow3Gold
	}
	return g, nil
}

// KhanGain is what each die on Khan's favor gives: 1 good of choice and 2 camels (SEED).
var KhanGain = Gain{Stock: Stock{Camels: 2}, AnyGoods: 1}

// KhanSlots is the number of slots of Khan's favor (SEED).
const KhanSlots = 4

// FiveCoinsGain and MoneyBagGain are what the coin spaces pay, whatever the die shows.
var (
	FiveCoinsGain = Gain{Stock: Stock{Coins: 5}}
	MoneyBagGain  = Gain{Stock: Stock{Coins: 3}}
)

// ContractSlots is the number of contract slots on the board; slot 5 gives an extra 1
// coin or camel, slot 6 an extra 2 (SEED).
const ContractSlots = 6

// ContractSlotExtra is the extra coins-or-camels for taking the contract in slot n (1–6).
func ContractSlotExtra(slot int) int {
	switch slot {
	case 5:
		return 1
	case 6:
		return 2
	}
	return 0
}

// TravelCost is the coins a Travel pays by steps moved (index = steps). 2 and 3 steps
// SEED; 1, 4, 5 SOURCE (both implementations); 6 SOURCE and a review (digest §4).
var TravelCost = []int{0, 3, 7, 12, 12, 18, 18}

// MaxSteps is the most steps one Travel can move: the highest die.
const MaxSteps = 6

// Bonus-action costs (SEED, digest §6).
const (
	RerollCamels     = 1
	AdjustCamels     = 2
	BlackDieCamels   = 3
	CompensationSum  = 15 // a roll below this is compensated, 1 coin or camel per pip missing
	StartCamels      = 2
	EighthPostVP     = 5
	NinthPostVP      = 10
	WilhelmAllPostVP = 10 // Wilhelm von Rubruk placing all 11 posts (SOURCE: BGA)
	PostsPerColour   = 9
	Rounds           = 5
	ActiveContracts  = 2
)

// StartCoins is the starting money by seat from the start player (SEED).
var StartCoins = []int{7, 8, 9, 10}
