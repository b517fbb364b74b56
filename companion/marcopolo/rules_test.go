package marcopolo

import (
	"testing"
)

// Seats: Ann Carpini, Ben Niccolò, Cid Mercator (3 players) unless a test says otherwise.
func threePlain(t *testing.T, set Settings) *State {
	return newTestState(t, set, plain[:3], []int{1, 2, 3, 4, 5}, []int{2, 3, 4, 5, 6}, []int{3, 3, 4, 6, 6})
}

func TestR1OwnDice(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(6)}, RuleOwnDice, "no own die showing 6", "dice: 1 2 3 4 5")
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: []DieRef{{Kind: BlackDie, Value: 3}}}, RuleOwnDice, "no black die")
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(0)}, RuleOwnDice, "1 to 6")
	refused(t, s, Place{Seat: 1, Space: space(PepperSpace), Dice: own(2)}, RuleTurn, "Ann's turn")
	mustApply(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(5)})
}

func TestR2DiceCount(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	refused(t, s, Place{Seat: 0, Space: space(SilkSpace), Dice: own(5)}, RuleDiceCount, "exactly 2 dice, got 1")
	refused(t, s, Place{Seat: 0, Space: space(GoldSpace), Dice: own(4, 5)}, RuleDiceCount, "exactly 3 dice")
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(5), Legs: leg(Alexandria)}, RuleDiceCount, "exactly 2 dice")
	refused(t, s, Place{Seat: 0, Space: space(Khan), Dice: own(4, 5)}, RuleDiceCount, "exactly 1 die")
	mustApply(t, s, Place{Seat: 0, Space: space(GoldSpace), Dice: own(3, 4, 5)})
}

func TestR3OneActionPerTurn(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	s = mustApply(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(5)})
	refused(t, s, Place{Seat: 0, Space: space(Camels), Dice: own(4)}, RuleOneAction, "already taken")
	// Bonus actions after the main action are fine; the money bag is not a main action.
	s = mustApply(t, s, UseMoneyBag{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 4}}, UseMoneyBag{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 3}})
	s = mustApply(t, s, EndTurn{Seat: 0})
	if s.Turn != 1 {
		t.Errorf("turn passed to %d", s.Turn)
	}
	refused(t, s, EndTurn{Seat: 1}, RuleOneAction, "not placed a die")
}

func TestR4ColourOncePerSpace(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	s = mustApply(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(5)}, EndTurn{Seat: 0})
	s = mustApply(t, s, Place{Seat: 1, Space: space(PepperSpace), Dice: own(2)}, EndTurn{Seat: 1}) // another colour: fine
	s = mustApply(t, s, UseMoneyBag{Seat: 2, Die: DieRef{Kind: OwnDie, Value: 3}}, EndTurn{Seat: 2})
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(4)}, RuleColourOnce, "Ann already has a die of their colour on pepper")
	// A black die is colourless.
	s = mustApply(t, s, BuyBlackDie{Seat: 0, Value: 2}, Place{Seat: 0, Space: space(PepperSpace), Dice: []DieRef{{Kind: BlackDie, Value: 2}}}, EndTurn{Seat: 0})
	// Khan's favor's slots are one space for the colour rule.
	s = mustApply(t, s, Place{Seat: 1, Space: space(Khan), Dice: own(3)}, EndTurn{Seat: 1})
	s = mustApply(t, s, UseMoneyBag{Seat: 2, Die: DieRef{Kind: OwnDie, Value: 3}}, EndTurn{Seat: 2})
	s = mustApply(t, s, UseMoneyBag{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 1}}, EndTurn{Seat: 0})
	refused(t, s, Place{Seat: 1, Space: space(Khan), Dice: own(4)}, RuleColourOnce, "Khan's favor")
	// The money bag takes the same colour again and again.
	mustApply(t, s, UseMoneyBag{Seat: 1, Die: DieRef{Kind: OwnDie, Value: 4}}, UseMoneyBag{Seat: 1, Die: DieRef{Kind: OwnDie, Value: 5}})
}

func TestR5OccupiedCost(t *testing.T) {
	s := threePlain(t, ledger())
	s = mustApply(t, s, Place{Seat: 0, Space: space(Camels), Dice: own(5)}, EndTurn{Seat: 0})
	before := s.Players[1].Stock.Coins
	s = mustApply(t, s, Place{Seat: 1, Space: space(Camels), Dice: own(4)}) // occupied: pays its own lowest die
	if got := before - s.Players[1].Stock.Coins; got != 4 {
		t.Errorf("Ben paid %d coins for the occupied camels, want 4", got)
	}
	s = mustApply(t, s, EndTurn{Seat: 1})
	// Silk, empty: free; then occupied by another with 2 dice: the lower of the two.
	s = mustApply(t, s, Place{Seat: 2, Space: space(SilkSpace), Dice: own(6, 6)}, EndTurn{Seat: 2})
	coins := s.Players[0].Stock.Coins
	s = mustApply(t, s, Place{Seat: 0, Space: space(SilkSpace), Dice: own(2, 4)})
	if got := coins - s.Players[0].Stock.Coins; got != 2 {
		t.Errorf("Ann paid %d for silk with 2 and 4, want 2", got)
	}
	// Khan's favor is never charged, nor the money bag.
	s = mustApply(t, s, EndTurn{Seat: 0}, Place{Seat: 1, Space: space(Khan), Dice: own(3)}, Choose{Seat: 1, Goods: []Good{Silk}}, EndTurn{Seat: 1})
	coins = s.Players[2].Stock.Coins
	s = mustApply(t, s, Place{Seat: 2, Space: space(Khan), Dice: own(3)})
	if s.Players[2].Stock.Coins != coins {
		t.Errorf("Khan's favor charged %d", coins-s.Players[2].Stock.Coins)
	}
	// Cannot pay: refused under R5.
	s.Players[0].Stock.Coins = 0
	s = mustApply(t, s, Choose{Seat: 2, Goods: []Good{Gold}}, EndTurn{Seat: 2})
	s.Board[slot(space(PepperSpace))] = []Placement{{Seat: 1, Dice: []Die{{Kind: OwnDie, Value: 6}}}}
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(3)}, RuleOccupied, "costs 3 coins", "Ann has 0")
}

func TestR5BerkeNeverPays(t *testing.T) {
	s := newTestState(t, ledger(), []Character{Carpini, Berke}, []int{3, 3, 3, 3, 3}, []int{4, 4, 4, 4, 4})
	s = mustApply(t, s, Place{Seat: 0, Space: space(Camels), Dice: own(3)}, EndTurn{Seat: 0})
	coins := s.Players[1].Stock.Coins
	s = mustApply(t, s, Place{Seat: 1, Space: space(Camels), Dice: own(4)})
	if s.Players[1].Stock.Coins != coins {
		t.Errorf("Berke Khan paid for an occupied space")
	}
}

func TestR6KhanSlots(t *testing.T) {
	// 4 players: four free slots, each die at least the previous one.
	s := newTestState(t, DefaultSettings(), plain, []int{2, 2, 3, 4, 5}, []int{1, 2, 3, 4, 6}, []int{1, 4, 4, 5, 6}, []int{1, 2, 3, 5, 6})
	s = mustApply(t, s, Place{Seat: 0, Space: space(Khan), Dice: own(3)}, EndTurn{Seat: 0})
	refused(t, s, Place{Seat: 1, Space: space(Khan), Dice: own(2)}, RuleKhan, "3 or more", "not 2")
	s = mustApply(t, s, Place{Seat: 1, Space: space(Khan), Dice: own(3)}, EndTurn{Seat: 1}) // equal is fine
	s = mustApply(t, s, Place{Seat: 2, Space: space(Khan), Dice: own(5)}, EndTurn{Seat: 2})
	s = mustApply(t, s, Place{Seat: 3, Space: space(Khan), Dice: own(6)}, EndTurn{Seat: 3})
	s = mustApply(t, s, BuyBlackDie{Seat: 0, Value: 6})
	refused(t, s, Place{Seat: 0, Space: space(Khan), Dice: []DieRef{{Kind: BlackDie, Value: 6}}}, RuleKhan, "all 4 slots")
}

func TestNeutralDice(t *testing.T) {
	// 3 players: slot 1 holds a neutral 1, three slots stay.
	s := threePlain(t, DefaultSettings())
	if len(s.Khan) != 1 || s.Khan[0].Dice[0] != (Die{Kind: NeutralDie, Value: 1}) || s.occupied(space(FiveCoins)) {
		t.Fatalf("3p board: Khan %v, five coins occupied %v", s.Khan, s.occupied(space(FiveCoins)))
	}
	if s.BlackSupply != 4 {
		t.Errorf("3p black dice %d, want 4", s.BlackSupply)
	}
	s = mustApply(t, s, Place{Seat: 0, Space: space(Khan), Dice: own(1)}) // a 1 follows the neutral 1
	if len(s.Khan) != 2 {
		t.Errorf("Khan slots %v", s.Khan)
	}
	// 2 players: slots 1 and 2 hold neutral 1s; Take 5 coins is always occupied.
	s2 := newTestState(t, ledger(), plain[:2], []int{2, 3, 4, 5, 6}, []int{2, 3, 4, 5, 6})
	if len(s2.Khan) != 2 || !s2.occupied(space(FiveCoins)) || s2.BlackSupply != 3 {
		t.Fatalf("2p board: Khan %v, five coins occupied %v, black %d", s2.Khan, s2.occupied(space(FiveCoins)), s2.BlackSupply)
	}
	coins := s2.Players[0].Stock.Coins
	s2 = mustApply(t, s2, Place{Seat: 0, Space: space(FiveCoins), Dice: own(3)})
	if got := s2.Players[0].Stock.Coins - coins; got != 5-3 {
		t.Errorf("2p take 5 coins with a 3: net %d, want 2", got)
	}
	s2 = mustApply(t, s2, EndTurn{Seat: 0}, Place{Seat: 1, Space: space(Khan), Dice: own(2)}, Choose{Seat: 1, Goods: []Good{Silk}}, EndTurn{Seat: 1})
	s2 = mustApply(t, s2, Place{Seat: 0, Space: space(Khan), Dice: own(2)}, Choose{Seat: 0, Goods: []Good{Pepper}}, EndTurn{Seat: 0})
	s2 = mustApply(t, s2, BuyBlackDie{Seat: 1, Value: 6})
	refused(t, s2, Place{Seat: 1, Space: space(Khan), Dice: []DieRef{{Kind: BlackDie, Value: 6}}}, RuleKhan, "all 4 slots")
	// The neutral dice stay for the next round.
	s2 = spendRound(t, s2)
	if len(s2.Khan) != 2 || !s2.occupied(space(FiveCoins)) {
		t.Errorf("neutral dice gone after the round: %v", s2.Khan)
	}
}

func TestR8ValueGates(t *testing.T) {
	s := threePlain(t, ledger())
	refused(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(3), Row: 4}, RuleValueGate, "row from 1 to 3", "not 4")
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(1, 5), Legs: leg(Alexandria, OasisI)}, RuleValueGate, "at most 1 step")
	refused(t, s, Place{Seat: 0, Space: space(Contracts), Dice: own(2), Slots: []int{3}}, RuleValueGate, "slots 1 to 2")
	// A lower row may be chosen.
	next := mustApply(t, s, Place{Seat: 0, Space: space(PepperSpace), Dice: own(4), Row: 3})
	if got := next.Players[0].Stock.Sub(s.Players[0].Stock); got != (Stock{Pepper: 2, Coins: 1}) {
		t.Errorf("pepper row 3 gave %v", got)
	}
}

func TestR9Contracts(t *testing.T) {
	s := threePlain(t, ledger())
	market := s.Market
	refused(t, s, Place{Seat: 0, Space: space(Contracts), Dice: own(5), Slots: []int{1, 2, 3}}, RuleContracts, "1 or 2")
	refused(t, s, Place{Seat: 0, Space: space(Contracts), Dice: own(5), Slots: []int{2, 2}}, RuleContracts, "different slots")
	refused(t, s, Place{Seat: 0, Space: space(Contracts), Dice: own(5), Slots: nil}, RuleContracts, "1 or 2")
	// Slots 2 and 5 of a 5: slot 5 adds a coin or a camel; the rest slide left.
	s = mustApply(t, s, Place{Seat: 0, Space: space(Contracts), Dice: own(5), Slots: []int{5, 2}})
	if want := []int{market[0], market[2], market[3], market[5]}; !equalInts(s.Market, want) {
		t.Errorf("market after sliding %v, want %v", s.Market, want)
	}
	// Ann had her starting contract: 3 active, one older must go.
	if s.Pending[0].Kind != PendDiscard {
		t.Fatalf("pending %v", s.Pending)
	}
	start := s.Players[0].Active[0]
	refused(t, s, Choose{Seat: 0, Contracts: []int{market[1]}}, RuleContracts, "never goes straight to the special pile")
	s = mustApply(t, s, Choose{Seat: 0, Contracts: []int{start}}, Choose{Seat: 0, Camels: 1})
	if got := s.Special[len(s.Special)-1]; got != start {
		t.Errorf("discarded contract not under the special pile: %v", s.Special)
	}
	if !equalInts(s.Players[0].Active, []int{market[4], market[1]}) {
		t.Errorf("active %v", s.Players[0].Active)
	}
	// Emptying the market brings 2 from the special pile.
	s.Market = s.Market[:1]
	top := s.Special[:2]
	top = append([]int(nil), top...)
	s = mustApply(t, s, EndTurn{Seat: 0}, Place{Seat: 1, Space: space(Contracts), Dice: own(2), Slots: []int{1}})
	if !equalInts(s.Market, top) {
		t.Errorf("market refilled with %v, want %v", s.Market, top)
	}
	if len(s.Pending) != 0 || len(s.Players[1].Active) != 2 {
		t.Errorf("Ben with 2 active contracts: pending %v", s.Pending)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestR10Travel(t *testing.T) {
	s := threePlain(t, ledger())
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(Moscow)}, RuleTravel, "Moscow is not one step from Venezia")
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: []Leg{{Path: nil}}}, RuleTravel, "at least 1 step")
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5)}, RuleTravel, "where to travel")
	// Ann (Carpini) has 7 + 3 coins: Venezia > Alexandria > Oasis G > Ormuz costs 12 + 7 coins + 3 camels.
	refused(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(Alexandria, OasisG, Ormuz)}, RuleCost, "19 coins + 3 camels", "Ann has 10 coins, 2 camels")
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(OasisA, Moscow)})
	p := s.Players[0]
	if p.Stock.Coins != 10-7 || p.Figures[0] != MustLoc(Moscow) || !p.HasPost(MustLoc(Moscow)) {
		t.Errorf("after travel: %+v", p)
	}
}

func TestR11BlackDie(t *testing.T) {
	s := threePlain(t, ledger())
	s.Players[0].Stock.Camels = 9
	s = mustApply(t, s, BuyBlackDie{Seat: 0, Value: 6})
	refused(t, s, BuyBlackDie{Seat: 0, Value: 2}, RuleBlackDie, "one black die per turn")
	if s.BlackSupply != 3 || s.Players[0].Stock.Camels != 6 {
		t.Errorf("supply %d, camels %d", s.BlackSupply, s.Players[0].Stock.Camels)
	}
	s.BlackSupply = 0
	s = mustApply(t, s, Place{Seat: 0, Space: space(Camels), Dice: []DieRef{{Kind: BlackDie, Value: 6}}}, EndTurn{Seat: 1 - 1})
	s.Players[1].Stock.Camels = 5
	refused(t, s, BuyBlackDie{Seat: 1, Value: 2}, RuleBlackDie, "no black die is left")
}
