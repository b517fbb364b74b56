package sanjuan

import (
	"fmt"
	"github.com/talon-games/talon/companion/kittest"
	"testing"
)

func TestProduce(t *testing.T) {
	tests := []struct {
		name     string
		ann      string // Ann is governor and producer
		ben      string
		action   string
		goods    int // Ann's or Ben's goods after the action
		hand     int
		wantLine string
	}{
		{"producer privilege: 2", "indigo_plant,sugar_mill,tobacco_storage", "", "produce Ann indigo_plant,sugar_mill", 2, 4, "Ann produces 2"},
		{"library: 3", "indigo_plant,sugar_mill,tobacco_storage,library", "", "produce Ann indigo,sugar,tobacco", 3, 4, "Ann produces 3"},
		{"aqueduct and library: 4", "indigo_plant,sugar_mill,tobacco_storage,coffee_roaster,library,aqueduct", "", "produce Ann indigo_plant,sugar_mill,tobacco_storage,coffee_roaster", 4, 4, "Ann produces 4"},
		{"well draws for 2", "indigo_plant,sugar_mill,well", "", "produce Ann indigo_plant,sugar_mill", 2, 5, "Well +1 card → 5"},
		{"two alike buildings", "indigo_plant,indigo_plant", "", "produce Ann indigo_plant,indigo_plant", 2, 4, "Indigo Plant, Indigo Plant"},
		{"others: 1, aqueduct 2", "", "indigo_plant,sugar_mill,aqueduct", "produce Ben indigo_plant,sugar_mill", 2, 4, "Ben produces 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", tt.ann, 4}, fixtureSeat{"Ben", tt.ben, 4})
			s = play(t, s, "role Ann producer")
			who := "Ann"
			if tt.ben != "" {
				who = "Ben"
				s = play(t, s, "produce Ann pass")
			}
			s = play(t, s, tt.action)
			p := s.seatNamed(t, who)
			if p.goods() != tt.goods || p.hand != tt.hand {
				t.Errorf("goods %d hand %d, want %d and %d", p.goods(), p.hand, tt.goods, tt.hand)
			}
			hasLine(t, s, tt.wantLine)
		})
	}
}

func TestProduceRefusals(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,sugar_mill*,tobacco_storage,coffee_roaster", 4}, fixtureSeat{"Ben", "indigo_plant,sugar_mill", 4})
	s = play(t, s, "role Ann producer")
	hasLine(t, s, "Ann: may produce up to 2 goods (privilege +1) on 3 empty production buildings")
	hasLine(t, s, "Ben: may produce up to 1 good on 2 empty")
	refuse(t, s, "produce Ann indigo_plant,tobacco_storage,coffee_roaster", "production")
	refuse(t, s, "produce Ann sugar_mill", "production")
	refuse(t, s, "produce Ann silver_smelter", "production")
	refuse(t, s, "produce Ann indigo_plant,indigo_plant", "production")
	s = play(t, s, "produce Ann indigo_plant")
	refuse(t, s, "produce Ben indigo_plant,sugar_mill", "production")
}

func TestProduceSkipsFullCities(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant*", 4}, fixtureSeat{"Ben", "indigo_plant", 4})
	s = play(t, s, "role Ann producer")
	hasLine(t, s, "Ann has no empty production building")
	if s.steps[0].player != 1 {
		t.Fatalf("step %v, want Ben to produce", s.steps[0])
	}
}

func TestTraderRevealsTalonsStack(t *testing.T) {
	// fixture stack: 3, 1, 4, 5, 2; the revealed tile goes to the bottom.
	s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "", 4})
	var seen []int
	for len(seen) < 7 {
		s = play(t, s, "role trader") // nobody has goods: the phase ends at once
		seen = append(seen, s.reveals[len(s.reveals)-1])
		s = play(t, s, "role prospector", "prospect", "role councillor", "council", "council")
	}
	if want := []int{3, 1, 4, 5, 2, 3, 1}; fmt.Sprint(seen) != fmt.Sprint(want) {
		t.Errorf("tiles %v, want %v", seen, want)
	}
}

func TestSell(t *testing.T) {
	tests := []struct {
		name   string
		ann    string // governor and trader; tile 3: indigo 1, sugar 1, tobacco 2, coffee 2, silver 3
		ben    string
		action string
		hand   int
		line   string
	}{
		{"trader sells 2", "indigo_plant*,silver_smelter*", "", "sell Ann indigo_plant,silver_smelter", 8, "draws 4 (indigo 1 + silver 3)"},
		{"seed: market stand and trading post", "indigo_plant*,tobacco_storage*,silver_smelter*,market_stand,trading_post", "", "sell Ann indigo_plant,tobacco_storage,silver_smelter", 11, "draws 7 (indigo 1 + tobacco 2 + silver 3 + Market Stand 1)"},
		{"library sells 3", "indigo_plant*,sugar_mill*,coffee_roaster*,library", "", "sell Ann indigo,sugar,coffee", 8, "draws 4"},
		{"market hall once", "indigo_plant*,sugar_mill*,market_hall", "", "sell Ann indigo_plant,sugar_mill", 7, "indigo 1 + sugar 1 + Market Hall 1"},
		{"market stand needs 2", "", "coffee_roaster*,market_stand", "sell Ben coffee_roaster", 6, "draws 2 (coffee 2)"},
		{"seed: market hall, sugar and coffee", "", "sugar_mill*,coffee_roaster*,market_hall,trading_post", "sell Ben sugar_mill,coffee_roaster", 8, "draws 4 (sugar 1 + coffee 2 + Market Hall 1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", tt.ann, 4}, fixtureSeat{"Ben", tt.ben, 4})
			s = play(t, s, "role Ann trader")
			who := "Ann"
			if tt.ben != "" {
				who = "Ben"
				if s.steps[0].player == 0 {
					s = play(t, s, "sell Ann pass")
				}
			}
			s = play(t, s, tt.action)
			p := s.seatNamed(t, who)
			if p.hand != tt.hand || p.goods() != 0 {
				t.Errorf("hand %d goods %d, want %d and 0", p.hand, p.goods(), tt.hand)
			}
			hasLine(t, s, tt.line)
		})
	}
}

func TestSellRefusals(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant*,sugar_mill*,tobacco_storage*", 4}, fixtureSeat{"Ben", "indigo_plant*,sugar_mill*", 4})
	s = play(t, s, "role Ann trader")
	refuse(t, s, "sell Ann indigo_plant,sugar_mill,tobacco_storage", "trade")
	refuse(t, s, "sell Ann coffee_roaster", "trade")
	refuse(t, s, "sell Ann indigo_plant,indigo_plant", "trade")
	s = play(t, s, "sell Ann pass")
	refuse(t, s, "sell Ben indigo_plant,sugar_mill", "trade")
}

func TestTableEntersHouses(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant*", 4}, fixtureSeat{"Ben", "", 4})
	s.opts.houses = housesTable
	s = play(t, s, "role Ann trader")
	refuse(t, s, "sell Ann indigo_plant", "turn order")
	s = play(t, s, "house 5", "sell Ann indigo_plant") // tile 5: indigo 1
	if s.seats[0].hand != 5 {
		t.Errorf("hand %d, want 5", s.seats[0].hand)
	}
	s = play(t, s, "role prospector", "prospect", "role councillor", "council", "council")
	for _, tile := range []string{"2", "1", "4", "3"} {
		s = play(t, s, "role trader")
		refuse(t, s, "house 5", "trading-house order") // turned up already, now at the bottom
		s = play(t, s, "house "+tile, "role prospector", "prospect", "role councillor", "council", "council")
	}
	// The order never changes: the sixth tile is the first again.
	s = play(t, s, "role trader")
	refuse(t, s, "house 3", "trading-house order")
	if opts := kittest.Values(s.Legal()[0].Args[0].Options); fmt.Sprint(opts) != "[5]" {
		t.Errorf("house options %v, want [5]", opts)
	}
	play(t, s, "house 5")
}

func TestCouncillor(t *testing.T) {
	tests := []struct {
		name      string
		ann, ben  string // Ann chooses the councillor
		line      string
		annHand   int
		benHand   int
		benAction string
	}{
		{"plain", "", "", "Ann: draws 5, keeps 1, discards 4", 5, 5, "council Ben"},
		{"library", "indigo_plant,library", "", "Ann: draws 8, keeps 1, discards 7", 5, 5, "council Ben"},
		{"prefecture", "", "indigo_plant,prefecture", "Ben: draws 2, keeps 2 (Prefecture), discards 0", 5, 6, "council Ben"},
		{"seed: library, archive and prefecture", "indigo_plant,library,archive,prefecture", "", "Ann: draws 8, keeps 2 (Prefecture); Archive: takes the 8 into their hand, then discards 6", 6, 5, "council Ben"},
		{"declined", "", "", "Ben: draws 2, keeps 1, discards 1", 5, 4, "council Ben pass"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", tt.ann, 4}, fixtureSeat{"Ben", tt.ben, 4})
			s = play(t, s, "role Ann councillor")
			hasLine(t, s, tt.line)
			s = play(t, s, "council Ann", tt.benAction)
			if a, b := s.seatNamed(t, "Ann").hand, s.seatNamed(t, "Ben").hand; a != tt.annHand || b != tt.benHand {
				t.Errorf("hands %d, %d, want %d, %d", a, b, tt.annHand, tt.benHand)
			}
		})
	}
}

func TestProspectorAndGoldMines(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,gold_mine", 4}, fixtureSeat{"Ben", "indigo_plant,library,gold_mine", 4}, fixtureSeat{"Cid", "indigo_plant,gold_mine", 4})
	s = play(t, s, "role Ann builder", "build pass", "build pass", "build pass")
	s = play(t, s, "role Ben prospector")
	hasLine(t, s, "Ben: draws 2 (privilege doubled by the Library)")
	// Gold mines turn up clockwise from the prospector: Ben, Cid, Ann.
	refuse(t, s, "goldmine Ben 1,2,3,4", "turn order")
	s = play(t, s, "prospect Ben")
	refuse(t, s, "goldmine Ann 1,2,3,4", "turn order")
	s = play(t, s, "goldmine Ben 1,2,3,4", "goldmine Cid 1,2,2,4", "goldmine Ann pass")
	for name, want := range map[string]int{"Ann": 4, "Ben": 7, "Cid": 4} {
		if got := s.seatNamed(t, name).hand; got != want {
			t.Errorf("%s hand %d, want %d", name, got, want)
		}
	}
	hasLine(t, s, "Ann does not use the Gold Mine")
	if s.chooserNow() != 2 {
		t.Errorf("chooser %d, want Cid", s.chooserNow())
	}
}

func TestLibraryTwoPlayers(t *testing.T) {
	lib := "indigo_plant,sugar_mill,tobacco_storage,coffee_roaster,library"
	t.Run("used for the first role", func(t *testing.T) {
		s := fixture(t, fixtureSeat{"Ann", lib, 4}, fixtureSeat{"Ben", "", 4})
		s = play(t, s, "role Ann councillor")
		hasLine(t, s, "Ann: draws 8")
		s = play(t, s, "council", "council", "role Ben prospector", "prospect", "role Ann producer")
		hasLine(t, s, "used the Library for their first role")
		hasLine(t, s, "Ann: may produce up to 2 goods (privilege +1)")
	})
	t.Run("kept for the second role", func(t *testing.T) {
		s := fixture(t, fixtureSeat{"Ann", lib, 4}, fixtureSeat{"Ben", "", 4})
		if c := s.Legal()[0]; len(c.Args) != 3 || c.Args[2].Key != "library" {
			t.Fatalf("role choice should offer library=no: %+v", c)
		}
		s = play(t, s, "role Ann councillor library=no")
		hasLine(t, s, "Ann: draws 5")
		s = play(t, s, "council", "council", "role Ben prospector", "prospect", "role Ann producer")
		hasLine(t, s, "Ann: may produce up to 3 goods (privilege +2 with Library)")
	})
	t.Run("three players: no limit", func(t *testing.T) {
		s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", lib, 4}, fixtureSeat{"Cid", "", 4})
		s = play(t, s, "role Ann prospector", "prospect", "role Ben councillor")
		hasLine(t, s, "Ben: draws 8")
	})
}

func TestChapelAndHandLimit(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,chapel", 9}, fixtureSeat{"Ben", "indigo_plant,chapel,tower", 14}, fixtureSeat{"Cid", "", 9})
	s = play(t, s, "role Ann prospector", "prospect", "role Ben councillor", "council", "council", "council", "role Cid producer", "produce pass", "produce pass", "produce pass")
	// Round 2: Ben governs; chapel owners from Ben: Ben, Ann.
	hasLine(t, s, "Round 2: Ben is governor")
	if s.steps[0] != (step{verbChapel, 1}) || s.steps[1] != (step{verbChapel, 0}) {
		t.Fatalf("steps %v, want Ben's then Ann's chapel", s.steps)
	}
	refuse(t, s, "role Ben builder", "turn order")
	refuse(t, s, "chapel Ann", "turn order")
	s = play(t, s, "chapel Ben", "chapel Ann")
	// Hands before the check: Ann 9+1+1−1 = 10, Ben 14+1−1 = 14, Cid 9+1 = 10.
	hasLine(t, s, "Ann holds 10 cards, limit 7: discards 3")
	hasLine(t, s, "Ben holds 14 cards, limit 12: discards 2")
	hasLine(t, s, "Cid holds 10 cards, limit 7: discards 3")
	if s.seats[0].chapel != 1 || s.seats[1].chapel != 1 || s.seats[0].hand != 7 || s.seats[1].hand != 12 {
		t.Errorf("after round start: %+v", s.seats)
	}
	if s.chooserNow() != 1 {
		t.Errorf("chooser %d, want Ben", s.chooserNow())
	}
}

func TestChapelNeedsACard(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,chapel", 0}, fixtureSeat{"Ben", "", 4})
	s = play(t, s, "role Ann builder", "build Ann pass", "build Ben pass", "role Ben producer", "produce pass", "produce pass", "role Ann councillor", "council Ann pass", "council Ben pass")
	refuse(t, s, "chapel Ann", "chapel")
	s = play(t, s, "chapel Ann pass")
	if s.chooserNow() != 1 {
		t.Errorf("chooser %d, want Ben", s.chooserNow())
	}
}
