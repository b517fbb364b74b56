package neptun

import (
	"slices"
	"testing"
)

func TestSetupOpeningPosition(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	if s.Wind != StartWind || s.Round != 1 || s.Phase != PhaseContracts || s.ContractTurn != 1 {
		t.Errorf("wind %d round %d phase %s turn %d", s.Wind, s.Round, s.Phase, s.ContractTurn)
	}
	if len(s.Row) != 4 || slices.ContainsFunc(s.Row, func(c Column) bool { return c.FaceUp }) {
		t.Errorf("row = %+v, want 4 face-down sets (players+1)", s.Row)
	}
	for _, p := range s.Players {
		if p.Gold != StartGold || p.Ship != StartCity || len(p.Hand) != StartOarPerSeat || p.Hand[0].Known {
			t.Errorf("%s: gold %d ship %s hand %+v", p.Name, p.Gold, p.Ship, p.Hand)
		}
	}
}

func TestSetupDrawsOrderAndDealsTokens(t *testing.T) {
	d := filledData(t)
	a := Setup(4, d, newRand(1))
	b := Setup(4, d, newRand(1))
	if !slices.Equal(a.Order, b.Order) || len(a.Distances) != CoastalSlots+LongSlots {
		t.Fatalf("setup not repeatable or tokens missing: %+v %+v", a, b)
	}
	if err := CheckSetup(4, a); err != nil {
		t.Fatal(err)
	}
	var coastal, long []int
	for slot, v := range a.Distances {
		if slot[0] == 'K' {
			coastal = append(coastal, v)
		} else {
			long = append(long, v)
		}
	}
	slices.Sort(coastal)
	slices.Sort(long)
	if !slices.Equal(coastal, d.CoastalTokens) || !slices.Equal(long, d.LongTokens) {
		t.Errorf("tokens dealt %v / %v, want the box's %v / %v", coastal, long, d.CoastalTokens, d.LongTokens)
	}
	orders := map[string]bool{}
	for seed := range uint64(20) {
		orders[joinInts(Setup(3, nil, newRand(seed)).Order)] = true
	}
	if len(orders) < 3 {
		t.Errorf("player order is not random: %v", orders)
	}
	if Setup(3, nil, newRand(1)).Distances != nil {
		t.Error("tokens dealt without a data file")
	}
	if err := CheckSetup(3, SetupRecord{Order: []int{0, 0, 1}}); err == nil {
		t.Error("a broken order passes")
	}
}

var (
	saguntumOlive = card("saguntum", "olive", "temple", 3, 0, 5)
	alexGrape     = card("alexandria", "grape", "temple", 2, 1, 3)
	tyrosSalt     = regionCard("tyros", "graecia", "salt", "gold", 4, -1, 3)
	carthagoHoney = regionCard("carthago", "africa", "honey", "gold", 3, 0, 4)
)

func TestContractRevealTakeAndOarTrackOrder(t *testing.T) {
	s := withTableRegions(t, newTestState(t, DefaultSettings(), nil))
	refused(t, s, Take{Player: "Ann", Column: 1, Slot: 1}, rulePick, "face down")
	refused(t, s, Reveal{Player: "Ben", Cards: saguntumOlive}, ruleTurn, "Ann's turn")
	bad(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "olive", "temple", 3, 0, 99)}, "an oar card is")
	s = do(t, s, Reveal{Player: "Ann", Cards: saguntumOlive}, Take{Player: "Ann", Column: 1, Slot: 1})
	if c := s.Players[0].Contracts[0]; c == nil || c.City != "saguntum" || c.Region != "hispania" || c.Reward.Amount != 3 {
		t.Fatalf("Ann's contract = %+v", c)
	}
	// Ben turns up set 2, rejects it by turning up set 3, and may then take only set 3.
	s = do(t, s, Reveal{Player: "Ben", Cards: alexGrape}, Reveal{Player: "Ben", Cards: tyrosSalt})
	refused(t, s, Take{Player: "Ben", Column: 2, Slot: 1}, rulePick, "only take it or turn up the next")
	s = do(t, s, Take{Player: "Ben", Column: 3, Slot: 2})
	// Cid takes the set Ben rejected directly: it is open to later players.
	refused(t, s, Take{Player: "Cid", Column: 3, Slot: 1}, rulePick, "already taken by Ben")
	s = do(t, s, Take{Player: "Cid", Column: 2, Slot: 1})
	// Oar track: Ann 5; Ben 3 then Cid on top of him. Lowest first, top of a stack first.
	if !slices.Equal(s.Order, []int{2, 1, 0}) {
		t.Errorf("new order = %v, want Cid, Ben, Ann", s.Order)
	}
	// The leftover (set 4) was face down: turned up, no gold, the table enters it.
	if s.ContractTurn != 2 || !s.flipPending() || s.Row[0].Gold != 0 || len(s.Row) != 4 {
		t.Fatalf("turn 2 row = %+v", s.Row)
	}
	refused(t, s, Reveal{Player: "Cid", Cards: saguntumOlive}, ruleCards, "turn up the leftover set first")
	bad(t, s, Flip{Cards: card("carthago", "honey", "gold", 3, 0, 4)}, "region")
	s = do(t, s, Flip{Cards: carthagoHoney})
	refused(t, s, Flip{Cards: carthagoHoney}, ruleCards, "no leftover")
	if s.Regions["carthago"] != "africa" {
		t.Errorf("a region the table names is remembered: %v", s.Regions)
	}
	refused(t, s, Take{Player: "Cid", Column: 1, Slot: 1}, ruleSlot, "slot 1 already holds grape to Alexandria; empty slots: 2, 3, 4, 5")
	bad(t, s, Take{Player: "Cid", Column: 1, Slot: 6}, "slots 1 to 5")
	s = do(t, s, Take{Player: "Cid", Column: 1, Slot: 5})
	if got := s.Players[2].Hand; len(got) != 4 || !got[3].Known || got[3].Card != (OarCard{0, 4}) {
		t.Errorf("Cid's hand = %+v", got)
	}
}

// rejectFirstSet plays contract turn 1 so that Ann rejects set 1 and it is left over.
func rejectFirstSet(t *testing.T, settings Settings) *State {
	s := withTableRegions(t, newTestState(t, settings, nil))
	s = do(t, s,
		Reveal{Player: "Ann", Cards: saguntumOlive}, Reveal{Player: "Ann", Cards: alexGrape}, Take{Player: "Ann", Column: 2, Slot: 1},
		Reveal{Player: "Ben", Cards: tyrosSalt})
	// Ben turned up set 3; set 4 is still face down, so he may not take the open set 1.
	refused(t, s, Take{Player: "Ben", Column: 1, Slot: 1}, rulePick, "only take it or turn up the next")
	s = do(t, s, Take{Player: "Ben", Column: 3, Slot: 1}, Reveal{Player: "Cid", Cards: carthagoHoney})
	// Cid turned up the rightmost set: he must take it.
	refused(t, s, Reveal{Player: "Cid", Cards: carthagoHoney}, rulePick, "every set is face up")
	refused(t, s, Take{Player: "Cid", Column: 1, Slot: 1}, rulePick, "only take it or turn up the next")
	return do(t, s, Take{Player: "Cid", Column: 4, Slot: 1})
}

func TestRejectedSetStaysBarredAsLeftoverWithGold(t *testing.T) {
	s := rejectFirstSet(t, DefaultSettings())
	if s.Row[0].Cards.City != "saguntum" || s.Row[0].Gold != 1 || !s.Row[0].FaceUp {
		t.Fatalf("leftover = %+v, want the face-up Saguntum set with 1 gold", s.Row[0])
	}
	// Order: Ann 3, Ben 3 (on top), Cid 4 -> Ben, Ann, Cid.
	if !slices.Equal(s.Order, []int{1, 0, 2}) {
		t.Fatalf("order = %v", s.Order)
	}
	s = do(t, s, Reveal{Player: "Ben", Cards: saguntumOlive}, Take{Player: "Ben", Column: 2, Slot: 2})
	refused(t, s, Take{Player: "Ann", Column: 1, Slot: 2}, rulePick, "Ann rejected set 1 once and for all")
	// Ann turns up set 3 and takes it; Cid takes the leftover and its gold.
	s = do(t, s, Reveal{Player: "Ann", Cards: tyrosSalt}, Take{Player: "Ann", Column: 3, Slot: 2})
	s = do(t, s, Take{Player: "Cid", Column: 1, Slot: 2})
	if s.Players[2].Gold != StartGold+1 {
		t.Errorf("Cid's gold = %d, want the leftover's coin", s.Players[2].Gold)
	}
}

func TestRejectionBanPickLetsTheRejecterTakeItLater(t *testing.T) {
	settings := DefaultSettings()
	settings.RejectionBan = "pick"
	s := rejectFirstSet(t, settings)
	s = do(t, s, Reveal{Player: "Ben", Cards: saguntumOlive}, Take{Player: "Ben", Column: 2, Slot: 2},
		Take{Player: "Ann", Column: 1, Slot: 2})
	if s.Players[0].Gold != StartGold+1 {
		t.Errorf("Ann's gold = %d", s.Players[0].Gold)
	}
}

func TestLeftoverGoldAccumulates(t *testing.T) {
	s := rejectFirstSet(t, DefaultSettings())
	// Nobody takes the leftover in turn 2: Ben, Ann, Cid take the three new sets.
	s = do(t, s,
		Reveal{Player: "Ben", Cards: saguntumOlive}, Take{Player: "Ben", Column: 2, Slot: 2},
		Reveal{Player: "Ann", Cards: tyrosSalt}, Take{Player: "Ann", Column: 3, Slot: 2},
		Reveal{Player: "Cid", Cards: alexGrape}, Take{Player: "Cid", Column: 4, Slot: 2})
	if s.Row[0].Gold != 2 || s.Row[0].Cards.City != "saguntum" {
		t.Errorf("leftover after two turns = %+v, want 2 gold", s.Row[0])
	}
}

func TestOrderFromOarTrack(t *testing.T) {
	got := OrderFromOarTrack(map[int][]int{5: {0}, 2: {3, 1, 4}, 4: {2}})
	if want := []int{4, 1, 3, 2, 0}; !slices.Equal(got, want) {
		t.Errorf("order = %v, want %v (lowest first, top of a stack first)", got, want)
	}
}

func TestCardsCheckedAgainstTheDataFile(t *testing.T) {
	d := filledData(t)
	s := newTestState(t, DefaultSettings(), d)
	refused(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "olive", "gold", 20, 0, 5)}, ruleCards, "no Saguntum city card pays 20 gold for olive")
	olive := d.CityCards[slices.IndexFunc(d.CityCards, func(c CityCard) bool { return c.City == "saguntum" })].Rewards["olive"]
	refused(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "olive", olive.Kind, olive.Amount, 5, 5)}, ruleCards, "the box has no oar card +5/5")
	refused(t, s, Reveal{Player: "Ann", Cards: regionCard("saguntum", "graecia", "olive", "temple", 1, 0, 5)}, ruleCards, "Saguntum lies in Hispania, not Graecia")
	bad(t, s, Reveal{Player: "Ann", Cards: card("alexandira", "olive", "temple", 1, 0, 5)}, "did you mean alexandria")
	// With the card's reward known, the table need not type it.
	printed := d.CityCards[0]
	in := CardsInput{City: printed.City, Good: "grape", Oar: d.OarCards[0]}
	rewards := map[Reward]bool{}
	for _, c := range d.CityCards {
		if c.City == printed.City {
			rewards[c.Rewards["grape"]] = true
		}
	}
	next, err := s.Apply(Reveal{Player: "Ann", Cards: in})
	if len(rewards) == 1 && (err != nil || next.Row[0].Cards.Reward != printed.Rewards["grape"]) {
		t.Errorf("reward looked up: %v %+v", err, next)
	}
	if len(rewards) > 1 && err == nil {
		t.Errorf("several printed rewards but none typed: accepted")
	}
	if len(next.Notes) != 0 && err == nil {
		t.Errorf("everything was checked, yet notes: %v", next.Notes)
	}
}

func TestUncheckedCardsSayNotChecked(t *testing.T) {
	s := newTestState(t, DefaultSettings(), nil)
	s = do(t, s, Reveal{Player: "Ann", Cards: saguntumOlive})
	if !slices.ContainsFunc(s.Notes, func(n Note) bool { return n.String() == "no data file: oar card +0/5 as entered" }) {
		t.Errorf("notes = %v", s.Notes)
	}
}
