package genoa

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// game starts a game for the named players (first player Ann) on the fixture board, or
// without a board when board is nil.
func game(t *testing.T, board *Board, ledger bool, names ...string) State {
	t.Helper()
	s, err := NewGame(Setup{Players: names, Ledger: ledger, Board: board})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies actions that must all be accepted and returns the last outcome.
func play(t *testing.T, s State, actions ...Action) (State, Outcome) {
	t.Helper()
	var o Outcome
	for i, a := range actions {
		next, out, err := s.Apply(a)
		if err != nil {
			t.Fatalf("action %d %#v refused: %v", i+1, a, err)
		}
		s, o = next, out
	}
	return s, o
}

// refused applies an action that must be refused by the named rule.
func refused(t *testing.T, s State, a Action, rule string) {
	t.Helper()
	next, _, err := s.Apply(a)
	var r *companion.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("%#v: want a refusal by %q, got %v", a, rule, err)
	}
	if r.Rule != rule {
		t.Fatalf("%#v: refused by %q (%s), want %q", a, r.Rule, r.Reason, rule)
	}
	if next.Phase != s.Phase || len(next.Turn.Path) != len(s.Turn.Path) {
		t.Fatal("a refusal changed the state")
	}
}

func st(blue, red int) SpaceID { return StreetID(Cell{blue, red}) }

func sp(b BuildingID) SpaceID { return SpaceID(b) }

func TestSetup(t *testing.T) {
	for n, rounds := range map[int]int{2: 12, 3: 10, 4: 8, 5: 6} {
		names := []string{"Ann", "Ben", "Cid", "Dora", "Eve"}[:n]
		s := game(t, nil, false, names...)
		if s.RoundsLeft != rounds || s.Round != 1 || s.Merchant != 0 || s.Phase != PhaseStart {
			t.Errorf("%d players: rounds %d, round %d, merchant %d, phase %v", n, s.RoundsLeft, s.Round, s.Merchant, s.Phase)
		}
		for _, p := range s.Players {
			if p.Ducats != 130 || p.Markers != 0 || p.Supply != 7 || p.Cards[Contracts.i()] != 1 || p.Cards[SmallOrders.i()] != 1 {
				t.Errorf("%d players: %s starts with %+v", n, p.Name, p)
			}
		}
		if s.Decks[Contracts.i()].Draw != 14-n || s.Decks[LargeOrders.i()].Draw != 16-n {
			t.Errorf("%d players: decks %+v", n, s.Decks)
		}
	}
	for _, names := range [][]string{{"Ann"}, {"A", "B", "C", "D", "E", "F"}, {"Ann", "ann"}, {"Ann", ""}, {"Ann", "B\x1b"}} {
		if _, err := NewGame(Setup{Players: names}); err == nil {
			t.Errorf("NewGame(%q) accepted", names)
		}
	}
}

func TestStartSpace(t *testing.T) {
	board := fixtureBoard(t)
	s := game(t, board, false, "Ann", "Ben", "Cid")
	refused(t, s, Roll{Blue: 3, Red: 2, Space: sp(Palace)}, ruleStart)
	next, _ := play(t, s, Roll{Blue: 3, Red: 3})
	if next.Turn.Here() != sp(GuildHall) || next.Turn.DiscsOn(sp(GuildHall)) != 5 || *next.Turn.Rolled != (Cell{3, 3}) {
		t.Errorf("roll 3,3 on the fixture: tower %s with %d discs", next.Turn.Here(), next.Turn.DiscsOn(sp(GuildHall)))
	}
	refused(t, next, Roll{Blue: 1, Red: 1}, ruleTurn)

	// Without a board the table names the space; what the rulebook fixes is still checked.
	free := game(t, nil, false, "Ann", "Ben", "Cid")
	rolled, _ := play(t, free, Roll{Blue: 6, Red: 6})
	if rolled.Phase != PhaseStart || *rolled.Turn.Rolled != (Cell{6, 6}) {
		t.Errorf("a roll without a board waits for the space: %v", rolled.Phase)
	}
	refused(t, rolled, Roll{Blue: 1, Red: 1}, ruleTurn)
	refused(t, rolled, StartOn{Space: Market}, ruleStart)
	refused(t, free, StartOn{Space: sp(Park)}, ruleTurn)
	if rolled, _ = play(t, rolled, StartOn{Space: sp(Park)}); rolled.Turn.Here() != sp(Park) {
		t.Errorf("start on the named space: %s", rolled.Turn.Here())
	}
	refused(t, free, Roll{Blue: 4, Red: 5, Space: sp(Palace)}, ruleStart)
	refused(t, free, Roll{Blue: 6, Red: 6, Space: Market}, ruleStart)
	refused(t, free, Roll{Blue: 3, Red: 2, Space: sp(Park)}, ruleStart)
	_, o := play(t, free, Roll{Blue: 6, Red: 6, Space: sp(Park)})
	if len(o.NotChecked) != 1 || !strings.Contains(o.NotChecked[0].String(), "board not captured") {
		t.Errorf("an unverifiable start must be noted: %v", o.NotChecked)
	}
	if _, _, err := free.Apply(Roll{Blue: 9, Red: 1, Space: sp(Park)}); err == nil {
		t.Error("a die showing 9 was accepted")
	}
}

func TestMarketStartMovesTheRoundMarker(t *testing.T) {
	s := game(t, nil, false, "Ann", "Ben")
	s, o := play(t, s, Roll{Blue: 4, Red: 4, Space: Market})
	if s.RoundsLeft != 11 || len(o.Says) != 1 {
		t.Errorf("market start: %d rounds left (%v)", s.RoundsLeft, o.Says)
	}
	// A market reached later in the turn changes nothing (M8).
	s, _ = play(t, s, Move{To: st(4, 6)}, Move{To: st(5, 6)})
	if s.RoundsLeft != 11 {
		t.Errorf("rounds left %d after moving on", s.RoundsLeft)
	}
	// On the last round the marker stays.
	last := game(t, nil, false, "Ann", "Ben")
	last.RoundsLeft = 1
	last, o = play(t, last, StartTileFree(Market))
	if last.RoundsLeft != 1 || !strings.Contains(o.Says[0].String(), "stays") {
		t.Errorf("market start on the last round: %d left, %v", last.RoundsLeft, o.Says)
	}
}

// StartTileFree plays a Starting space tile in a game without a ledger.
func StartTileFree(s SpaceID) Action { return StartTile{Space: s} }

func TestTowerMoves(t *testing.T) {
	board := fixtureBoard(t)
	s := game(t, board, false, "Ann", "Ben", "Cid")
	s, _ = play(t, s, Roll{Blue: 2, Red: 3}) // street (2,3)
	refused(t, s, Move{To: sp(Palace)}, ruleAdjacent)
	refused(t, s, Move{To: st(2, 3)}, ruleOnce)
	s, _ = play(t, s, Move{To: sp(GuildHall)}, Move{To: Market}, Move{To: sp(CityHall)})
	refused(t, s, Move{To: sp(GuildHall)}, ruleOnce)
	s, _ = play(t, s, Move{To: st(5, 2)})
	refused(t, s, Move{To: st(6, 2)}, ruleMoves)
	want := map[SpaceID]int{st(2, 3): 1, sp(GuildHall): 1, Market: 1, sp(CityHall): 1, st(5, 2): 1}
	for space, n := range want {
		if s.Turn.DiscsOn(space) != n {
			t.Errorf("discs on %s = %d, want %d", space, s.Turn.DiscsOn(space), n)
		}
	}
	if s.RoundsLeft != 10 {
		t.Error("moving onto the market changed the round track")
	}
	// A shorter route leaves the remaining discs on its last space (M7).
	short := game(t, board, false, "Ann", "Ben", "Cid")
	short, _ = play(t, short, Roll{Blue: 2, Red: 3}, Move{To: sp(CoachHouse)})
	if short.Turn.DiscsOn(sp(CoachHouse)) != 4 {
		t.Errorf("last space holds %d discs, want 4", short.Turn.DiscsOn(sp(CoachHouse)))
	}
	// Without a board adjacency is not checked, and says so.
	free := game(t, nil, false, "Ann", "Ben", "Cid")
	free, o := play(t, free, Roll{Blue: 2, Red: 3, Space: st(2, 3)}, Move{To: sp(Palace)})
	if len(o.NotChecked) != 1 || !strings.Contains(o.NotChecked[0].String(), "board not captured") {
		t.Errorf("move without a board: %v", o.NotChecked)
	}
	refused(t, free, Move{To: st(2, 3)}, ruleOnce)
}

// atGuildHall is a 3-player game on the fixture with the tower on the Guild Hall.
func atGuildHall(t *testing.T, ledger bool) State {
	s := game(t, fixtureBoard(t), ledger, "Ann", "Ben", "Cid")
	s, _ = play(t, s, Roll{Blue: 3, Red: 3})
	return s
}

func TestActions(t *testing.T) {
	s := atGuildHall(t, true)
	refused(t, s, TakeAction{Player: 1, Building: Palace}, ruleTowerThere)
	s, _ = play(t, s, TakeAction{Player: 1, Building: GuildHall})
	if s.Players[1].Cards[LargeOrders.i()] != 2 || s.Decks[LargeOrders.i()].Draw != 12 {
		t.Errorf("Guild Hall: Ben holds %d large orders, deck %d", s.Players[1].Cards[LargeOrders.i()], s.Decks[LargeOrders.i()].Draw)
	}
	refused(t, s, TakeAction{Player: 2, Building: GuildHall}, ruleOncePerTurn)
	refused(t, s, TakeAction{Player: 2, Building: GuildHall, Via: ViaExtra}, ruleOncePerTurn)
	s, _ = play(t, s, Move{To: sp(PostOffice)})
	refused(t, s, TakeAction{Player: 1, Building: PostOffice}, ruleOneAction)
	refused(t, s, TakeAction{Player: 1, Building: PostOffice, Via: ViaExtra}, ruleExtraTile) // Ben holds no tile
	s, _ = play(t, s, TakeAction{Player: 0, Building: PostOffice}, Move{To: st(2, 4)}, Move{To: sp(CoachHouse)}, TakeAction{Player: 2, Building: CoachHouse})
	if s.Players[2].Tiles[StartingSpace.i()] != 1 || s.Tiles[StartingSpace.i()] != 4 || s.Players[0].Cards[Messages.i()] != 3 {
		t.Errorf("Coach House / Post Office effects: %+v", s.Players)
	}
}

func TestExtraAndBuildingActionTiles(t *testing.T) {
	s := atGuildHall(t, true)
	s.Players[1].Tiles[ExtraAction.i()] = 1
	s.Players[1].Tiles[BuildingAction.i()] = 2
	s.Owner[GuildHall] = 1
	s, _ = play(t, s, TakeAction{Player: 0, Building: GuildHall}) // Ben, the owner, is paid
	if s.Players[1].Ducats != 140 {
		t.Errorf("owner income: Ben has %d", s.Players[1].Ducats)
	}
	// A3 exception: Ben uses his own building twice with tiles, though its action was taken.
	s, _ = play(t, s, TakeAction{Player: 1, Building: GuildHall, Via: ViaBuildingTile}, TakeAction{Player: 1, Building: GuildHall, Via: ViaBuildingTile})
	if s.Players[1].Cards[LargeOrders.i()] != 3 || s.Players[1].Ducats != 140 || s.Turn.Actions[1] != 0 {
		t.Errorf("building tiles: %+v, actions %v", s.Players[1], s.Turn.Actions)
	}
	refused(t, s, TakeAction{Player: 2, Building: GuildHall, Via: ViaBuildingTile}, ruleBuildTile)
	s, _ = play(t, s, Move{To: sp(CityHall)}, TakeAction{Player: 1, Building: CityHall}, Move{To: sp(Cathedral)}, TakeAction{Player: 1, Building: Cathedral, Via: ViaExtra})
	if s.Players[1].Markers != 2 || s.Players[1].Supply != 5 || s.Players[1].Tiles[ExtraAction.i()] != 0 {
		t.Errorf("Extra action at the Cathedral: %+v", s.Players[1])
	}
	// Without a ledger a tile play is accepted and noted.
	free := atGuildHall(t, false)
	_, o := play(t, free, TakeAction{Player: 1, Building: GuildHall, Via: ViaExtra})
	if len(o.NotChecked) == 0 || !strings.Contains(o.NotChecked[0].String(), "no ledger") {
		t.Errorf("extra tile without a ledger: %v", o.NotChecked)
	}
}

func TestTwoPlayerRules(t *testing.T) {
	s := game(t, fixtureBoard(t), true, "Ann", "Ben")
	s, _ = play(t, s, Roll{Blue: 3, Red: 3}, TakeAction{Player: 0, Building: GuildHall}, Move{To: Market}, Move{To: sp(CityHall)})
	refused(t, s, TakeAction{Player: 0, Building: CityHall}, ruleTwoPlayer)
	refused(t, s, Deal{From: 1, To: 0, Give: Goods{Ducats: 20}}, ruleTwoOffer)
	s, _ = play(t, s, Deal{From: 1, To: 0, Give: Goods{Ducats: 20, Cards: []Deck{SmallOrders}}}, TakeAction{Player: 1, Building: CityHall})
	s, _ = play(t, s, Move{To: sp(Cathedral)}, TakeAction{Player: 0, Building: Cathedral})
	if s.Turn.Actions[0] != 2 || s.Players[0].Markers != 2 || s.Players[0].Ducats != 150 || s.Players[0].Cards[SmallOrders.i()] != 2 {
		t.Errorf("merchant's second action: %+v", s.Players[0])
	}
	refused(t, s, Move{To: sp(PostOffice)}, ruleAdjacent)
	s, _ = play(t, s, Move{To: st(6, 6)})
	// The opponent still has one action only.
	three := game(t, fixtureBoard(t), true, "Ann", "Ben")
	three, _ = play(t, three, Roll{Blue: 3, Red: 3}, TakeAction{Player: 1, Building: GuildHall}, Move{To: Market}, Move{To: sp(CityHall)})
	refused(t, three, TakeAction{Player: 1, Building: CityHall}, ruleOneAction)
}

func TestMessages(t *testing.T) {
	s := atGuildHall(t, true)
	refused(t, s, DeliverMessage{Player: 1, A: GuildHall, B: CityHall}, ruleMessage)
	s, _ = play(t, s, Move{To: Market}, Move{To: sp(CityHall)})
	s, o := play(t, s, DeliverMessage{Player: 1, A: CityHall, B: GuildHall})
	if s.Players[1].Ducats != 160 || s.Players[1].Cards[Messages.i()] != 0 || s.Decks[Messages.i()].Returned != 1 {
		t.Errorf("message: %+v, deck %+v (%v)", s.Players[1], s.Decks[Messages.i()], o.Says)
	}
	refused(t, s, DeliverMessage{Player: 1, A: CityHall, B: GuildHall}, ruleMessage) // no card left
	if _, _, err := s.Apply(DeliverMessage{Player: 2, A: CityHall, B: CityHall}); err == nil {
		t.Error("a message naming one building twice was accepted")
	}
}

func TestOrders(t *testing.T) {
	s := atGuildHall(t, true)
	s.Players[1].Goods[Pepper.i()] = 1
	s.Players[1].Goods[Silk.i()] = 2
	s.Players[1].Goods[Wine.i()] = 1
	s.Players[1].Tiles[BuildingAction.i()] = 1
	s.Owner[VillaColini] = 1
	small := &Order{Kind: SmallOrders, Goods: []Commodity{Pepper}}
	refused(t, s, TakeAction{Player: 1, Building: GuildHall, Via: ViaBuildingTile, Order: small}, ruleBuildTile) // not his
	s.Owner[GuildHall] = 1
	refused(t, s, TakeAction{Player: 1, Building: GuildHall, Via: ViaBuildingTile, Order: small}, ruleNoTileOrder)
	s, _ = play(t, s, TakeAction{Player: 1, Building: GuildHall, Order: small})
	if p := s.Players[1]; p.Ducats != 170 || p.Goods[Pepper.i()] != 0 || p.Cards[SmallOrders.i()] != 0 || p.Cards[LargeOrders.i()] != 2 {
		t.Errorf("small order with the Guild Hall's action: %+v", p)
	}
	large := &Order{Kind: LargeOrders, Goods: []Commodity{Silk, Silk, Wine}, Tile: ExtraAction}
	s.Turn.Used = [buildings]int8{}
	s.Turn.Actions = [maxPlayers]int{}
	refused(t, s, TakeAction{Player: 1, Building: GuildHall, Order: large}, ruleLargeOrder)
	s.Tiles[ExtraAction.i()] = 0 // the reward chosen is gone: another kind must be chosen
	refused(t, s, TakeAction{Player: 1, Building: VillaColini, Via: ViaBuildingTile, Order: large}, ruleLargeOrder)
	s.Tiles[ExtraAction.i()] = 5
	s, _ = play(t, s, TakeAction{Player: 1, Building: VillaColini, Via: ViaBuildingTile, Order: large})
	if p := s.Players[1]; p.Ducats != 270 || p.Goods[Silk.i()] != 0 || p.Tiles[ExtraAction.i()] != 1 || p.Cards[Contracts.i()] != 1 || p.Cards[LargeOrders.i()] != 1 {
		t.Errorf("large order via a Building action tile on his villa: %+v", p)
	}
	short := &Order{Kind: LargeOrders, Goods: []Commodity{Silk, Silk, Wine}, Tile: ExtraAction}
	s.Players[1].Tiles[BuildingAction.i()] = 1
	refused(t, s, TakeAction{Player: 1, Building: VillaColini, Via: ViaBuildingTile, Order: short}, ruleLargeOrder) // goods gone
}

func TestDeckReshuffle(t *testing.T) {
	s := game(t, nil, true, "Ann", "Ben", "Cid")
	s.Decks[Messages.i()] = DeckState{Draw: 1, Returned: 3}
	var o Outcome
	s.draw(0, Messages, 2, &o)
	if s.Decks[Messages.i()] != (DeckState{Draw: 2}) || s.Players[0].Cards[Messages.i()] != 3 || len(o.Tell) != 1 {
		t.Errorf("draw through a face-up card: deck %+v, hand %d, %v", s.Decks[Messages.i()], s.Players[0].Cards[Messages.i()], o.Tell)
	}
	s.Decks[Messages.i()] = DeckState{}
	o = Outcome{}
	if err := s.returnCard(0, Messages, ruleMessage, &o); err != nil || s.Decks[Messages.i()] != (DeckState{Draw: 1}) {
		t.Errorf("a card returned under an empty deck shows on top and is reshuffled: %+v %v", s.Decks[Messages.i()], err)
	}
	s.Decks[Messages.i()] = DeckState{}
	o = Outcome{}
	s.draw(1, Messages, 2, &o)
	if s.Players[1].Cards[Messages.i()] != 1 || !strings.Contains(o.Says[0].String(), "empty") {
		t.Errorf("empty deck: %v", o.Says)
	}
}

func TestAcquisition(t *testing.T) {
	s := atGuildHall(t, false) // Ann is the merchant
	s.Players[0].Markers, s.Players[0].Supply = 3, 4
	s.Players[1].Markers, s.Players[1].Supply = 2, 5
	s.Players[2].Markers, s.Players[2].Supply = 0, 7
	s, _ = play(t, s, Move{To: st(2, 3)}, Move{To: st(2, 4)}, EndMoves{})
	if s.Phase != PhaseAcquire || s.Turn.Next != 0 {
		t.Fatalf("acquisition starts with the merchant: %v %d", s.Phase, s.Turn.Next)
	}
	refused(t, s, Acquire{Player: 1, Street: st(2, 3), Place: []BuildingID{CoachHouse}}, ruleAcquirer)
	refused(t, s, Acquire{Player: 0, Street: st(3, 2), Place: []BuildingID{Palace}}, ruleStreet)
	refused(t, s, Acquire{Player: 0, Street: sp(GuildHall), Place: []BuildingID{CoachHouse}}, ruleStreet)
	refused(t, s, Acquire{Player: 0, Street: st(2, 3), Place: []BuildingID{Palace}}, ruleNextTo)
	refused(t, s, Acquire{Player: 0, Street: st(2, 3), Place: []BuildingID{CoachHouse, CoachHouse}}, ruleOneMarker)
	s, _ = play(t, s, Acquire{Player: 0, Street: st(2, 3), Place: []BuildingID{CoachHouse, GuildHall}})
	if s.Owner[CoachHouse] != 0 || s.Players[0].Markers != 1 || s.Turn.DiscsOn(st(2, 3)) != 0 || s.Turn.Next != 1 {
		t.Errorf("after Ann: owners %v, Ann %+v, discs %v", s.Owner, s.Players[0], s.Turn.Discs)
	}
	refused(t, s, Acquire{Player: 1, Street: st(2, 3), Place: []BuildingID{CoachHouse}}, ruleStreet) // B8
	refused(t, s, Acquire{Player: 1, Street: st(2, 4), Place: []BuildingID{CoachHouse, PostOffice}}, ruleCost)
	// Ben replaces Ann's marker on the Coach House: 2 markers, both go back (B5, B6).
	s, o := play(t, s, Acquire{Player: 1, Street: st(2, 4), Place: []BuildingID{CoachHouse}})
	if s.Owner[CoachHouse] != 1 || s.Players[1].Markers != 0 || s.Players[1].Supply != 6 || s.Players[0].Supply != 5 || len(o.Says) == 0 {
		t.Errorf("replacement: owners %v, Ben %+v, Ann %+v", s.Owner, s.Players[1], s.Players[0])
	}
	// Cid has no marker: skipped; the turn passes to Ben.
	if s.Phase != PhaseStart || s.Merchant != 1 {
		t.Errorf("after acquisition: phase %v, merchant %d", s.Phase, s.Merchant)
	}
	// Without a board adjacency is noted as not checked.
	free := game(t, nil, false, "Ann", "Ben")
	free.Players[0].Markers = 1
	free, _ = play(t, free, Roll{Blue: 3, Red: 2, Space: st(3, 2)}, EndMoves{})
	_, o = play(t, free, Acquire{Player: 0, Street: st(3, 2), Place: []BuildingID{Palace}})
	if len(o.NotChecked) != 1 || !strings.Contains(o.NotChecked[0].String(), "board not captured") {
		t.Errorf("acquire without a board: %v", o.NotChecked)
	}
}

func TestRoundsAndEnd(t *testing.T) {
	s := game(t, nil, false, "Ann", "Ben")
	s.Merchant, s.First = 1, 1
	s.RoundsLeft = 2
	turn := func(s State, space SpaceID, cell Cell) State {
		s, _ = play(t, s, Roll{Blue: cell.Blue, Red: cell.Red, Space: space}, EndMoves{})
		return s
	}
	s = turn(s, st(3, 2), Cell{3, 2})
	s = turn(s, st(3, 2), Cell{3, 2})
	if s.Round != 2 || s.RoundsLeft != 1 || s.Merchant != 1 {
		t.Fatalf("after round 1: round %d, left %d, merchant %d", s.Round, s.RoundsLeft, s.Merchant)
	}
	s = turn(s, Market, Cell{4, 4}) // the last round: the marker stays
	s = turn(s, Market, Cell{5, 5})
	if s.Phase != PhaseFinal {
		t.Fatalf("after the last round: %v", s.Phase)
	}
	refused(t, s, Roll{Blue: 1, Red: 1, Space: sp(VillaColini)}, ruleTurn)
	// A market start shortens the game by a round.
	short := game(t, nil, false, "Ann", "Ben")
	short.RoundsLeft = 3
	short = turn(short, Market, Cell{4, 5})
	short = turn(short, st(3, 2), Cell{3, 2})
	if short.RoundsLeft != 1 || short.Round != 2 {
		t.Errorf("market start: round %d, %d left", short.Round, short.RoundsLeft)
	}
}

func TestFinalScoring(t *testing.T) {
	board := fixtureBoard(t)
	s := game(t, board, true, "Ann", "Ben")
	s.Phase = PhaseFinal
	s.Owner[Tavern], s.Owner[Harbor], s.Owner[Palace] = 0, 0, 1
	s.Players[0].Cards[Contracts.i()] = 3
	refused(t, s, Final{Player: 0, Contracts: []BuildingID{Tavern, Harbor}}, ruleFinal)
	s, _ = play(t, s, Final{Player: 0, Contracts: []BuildingID{Tavern, Harbor, Palace}})
	if s.Result != nil || s.Phase != PhaseFinal {
		t.Fatal("scored before every player's facts were in")
	}
	ducats := 200
	s, o := play(t, s, Final{Player: 1, Ducats: &ducats, Contracts: []BuildingID{Inn}})
	if s.Phase != PhaseOver || s.Result == nil || len(o.Says) != 1 {
		t.Fatalf("not scored: %v %v", s.Phase, o.Says)
	}
	// Ann: 130 + 2 markers 20 + groups [2,1] 30+10 = 190; Ben: 200 + 10 + 10 = 220.
	totals := map[string]int{}
	for _, p := range s.Result.Players {
		totals[p.Name] = p.Total
	}
	if totals["Ann"] != 190 || totals["Ben"] != 220 {
		t.Errorf("totals %v", totals)
	}
	free := game(t, nil, false, "Ann", "Ben")
	free.Phase = PhaseFinal
	if _, _, err := free.Apply(Final{Player: 0}); err == nil || !strings.Contains(err.Error(), "no ledger") {
		t.Errorf("final without a ledger needs ducats: %v", err)
	}
	if _, _, err := free.Apply(Final{Player: 0, Ducats: &ducats, Items: &ducats, Contracts: []BuildingID{Inn}}); err == nil {
		t.Error("contracts without a board need group sizes")
	}
	items := 4
	free, _ = play(t, free, Final{Player: 0, Ducats: &ducats, Items: &items, Contracts: []BuildingID{Inn, Tavern}, Groups: []int{2}})
	if got := free.Final[0].Groups; !slices.Equal(got, []int{2}) {
		t.Errorf("groups %v", got)
	}
}

func TestCorrect(t *testing.T) {
	s := game(t, nil, false, "Ann", "Ben")
	s, _ = play(t, s, Correct{Player: 0, Field: "markers", Value: 3}, Correct{Player: 1, Field: "pepper", Value: 2}, Correct{Field: roundsLeftField, Value: 4},
		Correct{Player: NoSeat, Field: deckField(Messages), Value: 9})
	if s.Players[0].Markers != 3 || s.Players[0].Supply != 4 || s.Players[1].Goods[Pepper.i()] != 2 || s.RoundsLeft != 4 || s.Decks[Messages.i()].Draw != 9 {
		t.Errorf("corrections: %+v %+v %d", s.Players[0], s.Players[1], s.RoundsLeft)
	}
	for _, bad := range []Correct{{Player: 0, Field: "markers", Value: 8}, {Player: NoSeat, Field: deckField(Contracts), Value: 15}, {Player: 0, Field: "gold", Value: 1}, {Player: 5, Field: "ducats", Value: 1}} {
		if _, _, err := s.Apply(bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// An order's commodities are offered as often as they may be named on its card: with a
// ledger as many as the player holds (an order of 2 silk from 2 silk held), and every
// commodity again when what is held is too few for the card.
func TestOrderGoodsOfferedAsOftenAsHeld(t *testing.T) {
	s := atGuildHall(t, true)
	s.Players[1].Goods[Silk.i()] = 2
	s.Players[1].Goods[Wine.i()] = 1
	ses := &session{st: s, r: reader{names: []string{"Ann", "Ben", "Cid"}, seats: companion.PlayerTerms([]string{"Ann", "Ben", "Cid"}), words: DefaultNames}}
	offered := func(verb, player string) string {
		for _, c := range ses.Legal() {
			if c.Verb != verb {
				continue
			}
			var vals []string
			for _, o := range c.Args[2].After([]string{player, "guild_hall"}).Options {
				vals = append(vals, o.Value)
			}
			return strings.Join(vals, ",")
		}
		return "not offered"
	}
	if got := offered("deliver small", "Ben"); got != "silk,silk,wine" {
		t.Errorf("small order, Ben holding 2 silk and 1 wine: offered %s", got)
	}
	if got := offered("deliver large", "Ben"); got != "silk,silk,wine" {
		t.Errorf("large order, Ben holding 2 silk and 1 wine: offered %s", got)
	}
	// Ann holds nothing: every commodity three times, so the refusal names what she lacks.
	if got := offered("deliver small", "Ann"); strings.Count(got, "silk") != 3 || strings.Count(got, ",")+1 != 3*len(Commodities) {
		t.Errorf("small order, Ann holding nothing: offered %s", got)
	}
	if _, _, err := ses.st.Apply(TakeAction{Player: 1, Building: GuildHall, Order: &Order{Kind: SmallOrders, Goods: []Commodity{Silk, Silk}}}); err != nil {
		t.Errorf("a small order of 2 silk from 2 held: %v", err)
	}
	// What is missing is named as the table's edition prints it.
	_, _, err := ses.st.Apply(TakeAction{Player: 0, Building: GuildHall, Order: &Order{Kind: SmallOrders, Goods: []Commodity{Silk, Silk}}})
	if hu := i18n.NewPrinter(i18n.Hungarian).Error(err); !strings.Contains(hu, "Ann kezében nincs selyem, 2 kell") {
		t.Errorf("Ann lacking 2 silk, in Hungarian: %q", hu) // not "0 selyem" (hu-trial F29)
	}
	// One missing, none held: "nincs", with no count ("kezében 0 1:1 kereskedés lapka van").
	_, _, err = ses.st.Apply(TakeAction{Player: 0, Building: GuildHall, Order: &Order{Kind: SmallOrders, Goods: []Commodity{Silk}}})
	if hu := i18n.NewPrinter(i18n.Hungarian).Error(err); !strings.Contains(hu, "Ann kezében nincs selyem") || strings.Contains(hu, "kell") {
		t.Errorf("Ann lacking 1 silk, in Hungarian: %q", hu)
	}
}
