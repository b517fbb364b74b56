package marcopolo

import (
	"slices"
	"testing"

	"github.com/talon-games/talon/companion"
)

// findCard puts the card space of city first in the test's view: the index of the space.
func cardSpaceAt(s *State, city string) int {
	return slices.IndexFunc(s.CardSpaces, func(cs CardSpace) bool { return cs.City == MustLoc(city) })
}

func TestR7CityCardNeedsPostFromBeforeThisTurn(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	moscow := Space{Kind: CityCard, Card: cardSpaceAt(s, Moscow)}
	refused(t, s, Place{Seat: 0, Space: moscow, Dice: own(1), Card: CardUse{Times: 1}}, RuleCityCard, "no trading post in Moscow")
	// Ann reaches Moscow with a travel: her post there is from this turn.
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(OasisA, Moscow)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	s = mustApply(t, s, EndTurn{Seat: 0})
	// A free move placing a post this turn counts from the next turn only.
	s.Pending = append(s.Pending, Pending{Seat: 1, Kind: PendFreeMove, From: "test"})
	s = mustApply(t, s, FreeMove{Seat: 1, To: MustLoc(OasisA)})
	s.Pending = append(s.Pending, Pending{Seat: 1, Kind: PendFreeMove, From: "test"})
	s = mustApply(t, s, FreeMove{Seat: 1, To: MustLoc(Moscow)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	refused(t, s, Place{Seat: 1, Space: moscow, Dice: own(2), Card: CardUse{Times: 1}}, RuleCityCard, "placed this turn", "from the next turn")
	s = mustApply(t, s, UseMoneyBag{Seat: 1, Die: DieRef{Kind: OwnDie, Value: 2}}, EndTurn{Seat: 1})
	s = mustApply(t, s, UseMoneyBag{Seat: 2, Die: DieRef{Kind: OwnDie, Value: 3}}, EndTurn{Seat: 2})
	// Next turn: Ann may use it; then it is taken for the round, even for Ben.
	s = mustApply(t, s, Place{Seat: 0, Space: moscow, Dice: own(1), Card: CardUse{Times: 1}})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	s = mustApply(t, s, EndTurn{Seat: 0})
	refused(t, s, Place{Seat: 1, Space: moscow, Dice: own(3), Card: CardUse{Times: 1}}, RuleCityCard, "used this round", "by Ann")
	refused(t, s, Place{Seat: 1, Space: moscow, Dice: own(3, 4)}, RuleDiceCount, "exactly 1 die")
}

// resolvePendingSkip answers pending choices plainly: skip free moves, roll black dice 3,
// discard the oldest contracts, first goods, coins for coins-or-camels, tile A, first post.
func resolvePendingSkip(s *State) []Action {
	var out []Action
	for _, p := range s.Pending {
		switch p.Kind {
		case PendFreeMove:
			out = append(out, FreeMove{Seat: p.Seat, Skip: true})
		case PendBlackDie:
			out = append(out, TakeBlackDie{Seat: p.Seat, Value: 3})
		case PendGoods:
			gs := []Good{Pepper, Silk, Gold}[:p.N]
			out = append(out, Choose{Seat: p.Seat, Goods: gs})
		case PendCoinsCamels:
			out = append(out, Choose{Seat: p.Seat, Coins: p.N})
		case PendOtherTile:
			out = append(out, Choose{Seat: p.Seat, Tile: 0})
		case PendDiscard:
			out = append(out, Choose{Seat: p.Seat, Contracts: s.Players[p.Seat].Active[:p.N]})
		case PendMovePost:
			out = append(out, Choose{Seat: p.Seat, From: s.Players[p.Seat].Posts[0].At})
		}
	}
	return out
}

func TestStartPlayerSuccession(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	if s.Start != 0 {
		t.Fatalf("round 1 start player %d", s.Start)
	}
	// Round 1: Ben travels, then Cid travels with a black die: Cid placed last.
	s = mustApply(t, s, UseMoneyBag{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 1}}, EndTurn{Seat: 0})
	s = mustApply(t, s, Place{Seat: 1, Space: space(Travel), Dice: own(2, 3), Legs: leg(Alexandria)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	s = mustApply(t, s, EndTurn{Seat: 1})
	s = mustApply(t, s, BuyBlackDie{Seat: 2, Value: 4}, Place{Seat: 2, Space: space(Travel), Dice: []DieRef{{Kind: BlackDie, Value: 4}, {Kind: OwnDie, Value: 3}}, Legs: leg(Alexandria)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	s = mustApply(t, s, EndTurn{Seat: 2})
	s = spendRound(t, s)
	if s.Round != 2 || s.Start != 2 {
		t.Fatalf("round %d start %d, want round 2 start Cid (2)", s.Round, s.Start)
	}
	s = mustApply(t, s, Roll{Values: [][]int{{1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}}})
	if s.Turn != 2 {
		t.Errorf("round 2 begins with seat %d, want Cid", s.Turn)
	}
	// Round 2: nobody travels: Cid stays start player; free moves do not count.
	s = spendRound(t, s)
	if s.Start != 2 {
		t.Errorf("nobody travelled: start %d, want 2", s.Start)
	}
	if !slices.Contains(s.LastLines(), "nobody travelled: Cid stays start player") {
		t.Errorf("last: %v", s.LastLines())
	}
}

func TestCompensationAndRoundBonuses(t *testing.T) {
	// Ann (Carpini) rolls 1,1,2,3,4 = 11: 4 coins-or-camels; Ben (Niccolò) 15: none.
	s := newTestState(t, ledger(), []Character{Carpini, Niccolo}, []int{1, 1, 2, 3, 4}, []int{1, 2, 3, 4, 5})
	if len(s.Pending) != 1 || s.Pending[0].Seat != 0 || s.Pending[0].N != 4 {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Choose{Seat: 0, Coins: 1, Camels: 1}, RulePending, "4 in all")
	coins := s.Players[0].Stock
	s = mustApply(t, s, Choose{Seat: 0, Coins: 1, Camels: 3})
	if got := s.Players[0].Stock.Sub(coins); got != (Stock{Coins: 1, Camels: 3}) {
		t.Errorf("compensation gave %v", got)
	}
	// Round bonuses: Carpini +3 coins, Niccolò +1 camel, a small city's tile.
	if s.Players[0].Stock.Coins != 7+3+1 || s.Players[1].Stock.Camels != 2+1 {
		t.Errorf("round 1 bonuses: Ann %v, Ben %v", s.Players[0].Stock, s.Players[1].Stock)
	}
	// Raschid rolls nothing and gets no compensation; Matteo's white die counts.
	s = newTestState(t, ledger(), []Character{Raschid, Matteo}, []int{}, []int{1, 1, 1, 1, 1, 6})
	if len(s.Pending) != 1 || s.Pending[0].Seat != 1 || s.Pending[0].N != 15-11 {
		t.Errorf("Matteo with white 6: pending %v", s.Pending)
	}
	if c := s.Players[1].Active; len(c) != 2 {
		t.Errorf("Matteo's round contract: active %v", c)
	}
	set := ledger()
	set.WhiteDieCompensated = false
	s = newTestState(t, set, []Character{Raschid, Matteo}, []int{}, []int{1, 1, 1, 1, 1, 6})
	if s.Pending[0].N != 10 {
		t.Errorf("white die not counted: %v", s.Pending)
	}
}

func TestRaschidSetsHisDice(t *testing.T) {
	s := newTestState(t, ledger(), []Character{Raschid, Matteo}, []int{}, []int{3, 3, 3, 3, 3, 3})
	s = mustApply(t, s, Place{Seat: 0, Space: space(Camels), Dice: own(6)})
	if got := s.Players[0].Stock.Camels; got != 2+6 {
		t.Errorf("Raschid's 6 on camels: %d camels", got)
	}
	refused(t, s, Reroll{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 6}, New: 2}, RuleOwnDice, "no own die showing 6")
}

func TestPostsAndBonuses(t *testing.T) {
	s := threePlain(t, ledger())
	ann := &s.Players[0]
	ann.Stock = Stock{Coins: 100, Camels: 50}
	kochi := MustLoc(Kochi)
	tileKochi := CityBonuses[s.CityTiles[kochi]]
	// Adana: small city, its tile at once.
	s.Players[0].Figures[0] = MustLoc(OasisI)
	before := s.Players[0].Stock
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(Adana, Kochi)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	if !s.Players[0].HasPost(kochi) || s.Players[0].HasPost(MustLoc(Adana)) {
		t.Errorf("posts %v: only where the move ends", s.Players[0].Posts)
	}
	want := before.Sub(Stock{Coins: 7 + 15, Camels: 2})
	if !tileKochi.Other {
		want = want.Add(tileKochi.Gain.Stock)
	}
	if got := s.Players[0].Stock; !tileKochi.Other && tileKochi.Gain.AnyGoods == 0 && tileKochi.Gain.DifferentGoods == 0 && got != want {
		t.Errorf("after Kochi: %v, want %v", got, want)
	}
	// Outpost bonus: the first post in a large city takes the tile; the second does not.
	s = mustApply(t, s, EndTurn{Seat: 0})
	sumatra := MustLoc(Sumatra)
	tile := s.Outposts[sumatra]
	if tile < 0 {
		t.Fatal("Sumatra has no outpost bonus")
	}
	s.Players[1].Figures[0] = MustLoc(OasisJ)
	s.Players[1].Stock.Camels = 20
	s = mustApply(t, s, Place{Seat: 1, Space: space(Travel), Dice: own(2, 3), Legs: leg(Sumatra)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	if s.Outposts[sumatra] >= 0 {
		t.Error("outpost bonus still on Sumatra")
	}
	_ = tile
	// Beijing by arrival: 10, then 7.
	s = mustApply(t, s, EndTurn{Seat: 1})
	s.Players[2].Figures[0] = MustLoc(Xian)
	s = mustApply(t, s, Place{Seat: 2, Space: space(Travel), Dice: own(3, 3), Legs: leg(Beijing)})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	s = mustApply(t, s, EndTurn{Seat: 2})
	s.Players[0].Figures[0] = MustLoc(OasisJ)
	s.Players[0].Dice = append(s.Players[0].Dice, Die{Kind: BlackDie, Value: 1}, Die{Kind: BlackDie, Value: 2})
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: []DieRef{{Kind: BlackDie, Value: 1}, {Kind: BlackDie, Value: 2}}, Legs: leg(Beijing)})
	if !slices.Equal(s.Beijing, []int{2, 0}) {
		t.Errorf("Beijing order %v", s.Beijing)
	}
}

func TestEighthNinthPostAndMovingAPost(t *testing.T) {
	s := threePlain(t, ledger())
	cities := []string{Moscow, Anxi, Karakorum, Samarcanda, LanZhou, Alexandria, Karachi}
	for _, c := range cities {
		s.Players[0].Posts = append(s.Players[0].Posts, Post{At: MustLoc(c)})
	}
	s.Outposts[MustLoc(Sumatra)] = -1
	s.Players[0].Figures[0] = MustLoc(OasisJ)
	s.Players[0].Stock.Camels = 50
	vp := s.Players[0].Stock.VP
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(1, 2), Legs: leg(Sumatra)})
	if got := s.Players[0].Stock.VP - vp; got != EighthPostVP {
		t.Errorf("8th post: +%d VP, want 5", got)
	}
	s = mustApply(t, s, EndTurn{Seat: 0}, UseMoneyBag{Seat: 1, Die: DieRef{Kind: OwnDie, Value: 2}}, EndTurn{Seat: 1}, UseMoneyBag{Seat: 2, Die: DieRef{Kind: OwnDie, Value: 3}}, EndTurn{Seat: 2})
	s.Players[0].Stock.Coins = 50
	s.Players[0].Dice = append(s.Players[0].Dice, Die{Kind: BlackDie, Value: 3}, Die{Kind: BlackDie, Value: 4})
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: []DieRef{{Kind: BlackDie, Value: 3}, {Kind: BlackDie, Value: 4}}, Legs: leg(OasisJ, Beijing)})
	if got := s.Players[0].Stock.VP - vp; got != EighthPostVP+NinthPostVP || len(s.Players[0].Posts) != 9 {
		t.Errorf("9th post: +%d VP in all, %d posts", got, len(s.Players[0].Posts))
	}
	// All 9 placed: reaching Xian moves a post there, with no VP.
	s = mustApply(t, s, EndTurn{Seat: 0}, UseMoneyBag{Seat: 1, Die: DieRef{Kind: OwnDie, Value: 3}}, EndTurn{Seat: 1}, UseMoneyBag{Seat: 2, Die: DieRef{Kind: OwnDie, Value: 4}}, EndTurn{Seat: 2})
	s.Players[0].Dice = []Die{{Kind: BlackDie, Value: 5}, {Kind: WhiteDie, Value: 5}} // colourless: travel again
	vp = s.Players[0].Stock.VP
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: []DieRef{{Kind: BlackDie, Value: 5}, {Kind: WhiteDie, Value: 5}}, Legs: leg(Xian)})
	if s.Pending[0].Kind != PendMovePost {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Choose{Seat: 0, From: MustLoc(Kochi)}, RuleTravel, "no trading post at Kochi")
	s = mustApply(t, s, Choose{Seat: 0, From: MustLoc(Moscow)})
	p := s.Players[0]
	if p.HasPost(MustLoc(Moscow)) || !p.HasPost(MustLoc(Xian)) || len(p.Posts) != 9 {
		t.Errorf("moved post: %v", p.Posts)
	}
	if s.Players[0].Stock.VP-vp != 0 && CityBonuses[s.CityTiles[MustLoc(Xian)]].Gain.VP == 0 {
		t.Errorf("a moved post scored %d VP", s.Players[0].Stock.VP-vp)
	}
}

func TestCharacterAbilities(t *testing.T) {
	// Mercator takes 1 of each bazaar good others take; 3 players: +1 camel on Khan's favor.
	s := newTestState(t, ledger(), []Character{Carpini, Mercator, Niccolo}, []int{2, 3, 4, 5, 6}, []int{2, 3, 4, 5, 6}, []int{2, 3, 4, 5, 6})
	merc := s.Players[1].Stock
	s = mustApply(t, s, Place{Seat: 0, Space: space(SilkSpace), Dice: own(4, 5)})
	s = mustApply(t, s, EndTurn{Seat: 0}, Place{Seat: 1, Space: space(PepperSpace), Dice: own(6)}, EndTurn{Seat: 1})
	s = mustApply(t, s, Place{Seat: 2, Space: space(Khan), Dice: own(2)}, Choose{Seat: 2, Goods: []Good{Gold}})
	got := s.Players[1].Stock.Sub(merc)
	if want := (Stock{Silk: 1, Pepper: 4, Camels: 1}); got != want {
		t.Errorf("Mercator gained %v, want %v", got, want)
	}
	// Wilhelm places a post in every city passed through.
	s = newTestState(t, ledger(), []Character{Wilhelm, Carpini}, []int{5, 5, 5, 5, 5}, []int{5, 5, 5, 5, 5})
	s.Players[0].Stock.Coins, s.Players[0].Stock.Camels = 50, 20
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(5, 5), Legs: leg(OasisA, Moscow, Anxi)})
	if !s.Players[0].HasPost(MustLoc(Moscow)) || !s.Players[0].HasPost(MustLoc(Anxi)) || s.Players[0].Character.Posts() != 11 {
		t.Errorf("Wilhelm's posts %v", s.Players[0].Posts)
	}
	// Kubilai Khan starts in Beijing on the 10.
	s = newTestState(t, DefaultSettings(), []Character{Kubilai, Carpini}, []int{5, 5, 5, 5, 5}, []int{5, 5, 5, 5, 5})
	if !slices.Equal(s.Beijing, []int{0}) || s.Players[0].Figures[0] != MustLoc(Beijing) {
		t.Errorf("Kubilai: Beijing %v at %v", s.Beijing, s.Players[0].Figures)
	}
	// Niccolò & Marco Polo: two figures; steps split between them.
	s = newTestState(t, ledger(), []Character{Niccolo, Carpini}, []int{5, 5, 5, 5, 5}, []int{5, 5, 5, 5, 5})
	s.Players[0].Stock.Coins = 50
	s = mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(5, 5), Legs: []Leg{{Figure: 0, Path: locs(Alexandria)}, {Figure: 1, Path: locs(OasisA, Moscow)}}})
	if p := s.Players[0]; p.Figures[0] != MustLoc(Alexandria) || p.Figures[1] != MustLoc(Moscow) || p.Stock.Coins != 50-12 {
		t.Errorf("Niccolò: %v, %v", p.Figures, p.Stock)
	}
}

func TestBonusActions(t *testing.T) {
	s := threePlain(t, ledger())
	s.Players[0].Stock.Camels = 6
	refused(t, s, Adjust{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 1}, Delta: -1}, RuleBonusAction, "1 can be turned to 2 only")
	s = mustApply(t, s, Adjust{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 1}, Delta: 1}, Reroll{Seat: 0, Die: DieRef{Kind: OwnDie, Value: 5}, New: 6})
	if p := s.Players[0]; p.Stock.Camels != 6-2-1 || !slices.ContainsFunc(p.Dice, func(d Die) bool { return d.Value == 6 }) {
		t.Errorf("after adjust and reroll: %v %v", p.Stock, p.Dice)
	}
	s.Players[0].Stock.Camels = 2
	refused(t, s, BuyBlackDie{Seat: 0, Value: 3}, RuleCost, "3 camels", "2 camels")
	// Completing a contract pays its cost and gives its reward.
	id := s.Players[0].Active[0]
	c := AllContracts[id]
	s.Players[0].Stock = c.Cost
	s = mustApply(t, s, Complete{Seat: 0, Contract: id})
	s = mustApply(t, s, resolvePendingSkip(s)...)
	if p := s.Players[0]; len(p.Completed) != 1 || p.Stock.VP != c.Reward.VP {
		t.Errorf("completed %v, stock %v", p.Completed, p.Stock)
	}
	refused(t, s, Complete{Seat: 0, Contract: id}, RuleBonusAction, "not one of Ann's active contracts")
}

func TestCityCardEffects(t *testing.T) {
	s := threePlain(t, ledger())
	// Put card 3 (×v: 2 gold → 4 VP) on Alexandria's space, as the seed's example shows.
	i := cardSpaceAt(s, Alexandria)
	s.CardSpaces[i].Card = 3
	s.Players[0].Posts = append(s.Players[0].Posts, Post{At: MustLoc(Alexandria)})
	s.Players[0].Stock.Gold = 4
	refused(t, s, Place{Seat: 0, Space: Space{Kind: CityCard, Card: i}, Dice: own(3), Card: CardUse{Times: 4}}, RuleValueGate, "1 to 3, not 4")
	next := mustApply(t, s, Place{Seat: 0, Space: Space{Kind: CityCard, Card: i}, Dice: own(3), Card: CardUse{Times: 2}})
	if got := next.Players[0].Stock.Sub(s.Players[0].Stock); got != (Stock{Gold: -4, VP: 8}) {
		t.Errorf("card 3 twice: %v", got)
	}
	refused(t, s, Place{Seat: 0, Space: Space{Kind: CityCard, Card: i}, Dice: own(3), Card: CardUse{Times: 3}}, RuleCost, "6 gold", "4 gold")
	// Card 22: 2 coins per own post, at most v.
	s.CardSpaces[i].Card = 22
	next = mustApply(t, s, Place{Seat: 0, Space: Space{Kind: CityCard, Card: i}, Dice: own(5)})
	if got := next.Players[0].Stock.Coins - s.Players[0].Stock.Coins; got != 2 {
		t.Errorf("card 22 with 1 post: %d coins", got)
	}
}

func TestFinalScoringFromState(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	for s.Phase != PhaseFinal {
		s = spendRound(t, s)
		if s.Phase == PhaseRoll {
			s = mustApply(t, s, Roll{Values: [][]int{{1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}}})
			s = mustApply(t, s, resolvePendingSkip(s)...)
		}
	}
	if s.Round != Rounds {
		t.Errorf("ended in round %d", s.Round)
	}
	refused(t, s, FinalFacts{Seat: 0, Count: Stock{VP: MaxTrackVP + 1}}, RuleFinal, "VP on the score track")
	// Past the 50/100 card the track wraps: 160 is a score like any other.
	s = mustApply(t, s, FinalFacts{Seat: 0, Count: Stock{VP: 160, Coins: 23, Camels: 1, Pepper: 3, Silk: 2}},
		FinalFacts{Seat: 1, Count: Stock{VP: 40}}, FinalFacts{Seat: 2, Count: Stock{VP: 40, Camels: 2}})
	res, err := s.Result()
	if err != nil || res == nil {
		t.Fatalf("result %v, %v", res, err)
	}
	if res.Winners[0] != "Ann" || res.Players[0].Total < 160 {
		t.Errorf("winners %v, Ann's total %d", res.Winners, res.Players[0].Total)
	}
}

func TestLedgerScorePastTheTrackEnds(t *testing.T) {
	s := threePlain(t, ledger())
	s.Players[1].Stock.VP = 160 // Ben's track passed the 50/100 card
	for !s.Over() {
		s = spendRound(t, s)
		if s.Phase == PhaseRoll {
			s = mustApply(t, s, Roll{Values: [][]int{{1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}}})
			s = mustApply(t, s, resolvePendingSkip(s)...)
		}
	}
	res, err := s.Result()
	if err != nil || res.Winners[0] != "Ben" {
		t.Fatalf("result %+v, %v", res, err)
	}
}

func TestNiccoloSplitsStepsThroughTheGrammar(t *testing.T) {
	m := newTestState(t, ledger(), []Character{Niccolo, Carpini}, []int{5, 5, 5, 5, 5}, []int{5, 5, 5, 5, 5})
	m.Players[0].Stock.Coins = 12
	var st companion.State = &session{st: m, players: companion.PlayerTerms([]string{"Ann", "Ben"}), folded: []string{"ann", "ben"}}
	r, err := st.Resolve(mustAction(t, "travel 5,5 to=alexandria to2=moscow via2=oasis_a"), testRNG{1})
	if err != nil || r.String() != "travel Ann 5,5 to=alexandria to2=moscow via2=oasis_a" {
		t.Fatalf("resolved %q, %v", r, err)
	}
	next, _, err := st.Apply(r)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := SessionState(next)
	if p := s.Players[0]; p.Figures[0] != MustLoc(Alexandria) || p.Figures[1] != MustLoc(Moscow) {
		t.Errorf("figures %v", p.Figures)
	}
}

func TestTakeFiveCoinsWarnsWhenItCostsMore(t *testing.T) {
	_, _, st := startSession(t, []string{"Ann", "Ben"}, nil, 4)
	st, _, _ = st.Apply(mustAction(t, "roll - 6,6,6,6,6,6"))
	st, _, _ = st.Apply(mustAction(t, "bag Ann 1"))
	st, _, _ = st.Apply(mustAction(t, "done Ann"))
	_, out, err := st.Apply(mustAction(t, "coins Ben 6"))
	if err != nil || len(out.Warnings) != 1 || out.Warnings[0].Code != "costs_more_than_it_gives" {
		t.Errorf("warnings %+v, %v", out.Warnings, err)
	}
}
