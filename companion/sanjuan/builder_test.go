package sanjuan

import (
	"fmt"
	"testing"
)

func TestBuildCost(t *testing.T) {
	tests := []struct {
		name     string
		ann, ben string // cities; Ann is governor and chooses the builder
		who      string
		action   string
		hand     int
		wantCost int // cards paid besides the building itself
		wantHand int // hand after the build and any draws
		formula  string
	}{
		{"builder privilege", "", "", "Ann", "build Ann sugar_mill", 4, 1, 2, "2 − 1 Builder = 1"},
		{"no privilege for the others", "", "", "Ben", "build Ben sugar_mill", 4, 2, 1, "Ben builds Sugar Mill: 2 cards"},
		{"library doubles the privilege", "indigo_plant,library", "", "Ann", "build Ann coffee_roaster", 4, 2, 1, "4 − 2 Builder = 2"},
		{"smithy on production", "", "indigo_plant,smithy", "Ben", "build Ben tobacco_storage", 4, 2, 1, "3 − 1 Smithy = 2"},
		{"smithy not on violet", "", "indigo_plant,smithy", "Ben", "build Ben tower", 4, 3, 0, "Tower: 3 cards"},
		{"quarry on violet", "", "indigo_plant,quarry", "Ben", "build Ben tower", 4, 2, 1, "3 − 1 Quarry = 2"},
		{"quarry not on production", "", "indigo_plant,quarry", "Ben", "build Ben tobacco_storage", 4, 3, 0, "Tobacco Storage: 3 cards"},
		{"seed: smithy and library, never below 0", "indigo_plant,smithy,library", "", "Ann", "build Ann sugar_mill", 4, 0, 3, "2 − 2 Builder − 1 Smithy = 0"},
		{"seed: quarry builds a crane for free", "indigo_plant,quarry", "", "Ann", "build Ann crane", 4, 0, 3, "2 − 1 Builder − 1 Quarry = 0"},
		{"seed: library and quarry, 3 less", "indigo_plant,quarry,library", "", "Ann", "build Ann hero", 4, 2, 1, "5 − 2 Builder − 1 Quarry = 2"},
		{"seed: crane chapel to palace pays 3", "", "indigo_plant,crane,chapel", "Ben", "build Ben palace over=chapel", 4, 3, 0, "6 − 3 Crane = 3"},
		{"seed: crane coffee to statue pays 0", "", "indigo_plant,crane,coffee_roaster", "Ben", "build Ben statue over=coffee_roaster", 4, 0, 3, "3 − 4 Crane = 0"},
		{"black market pays with goods", "", "indigo_plant*,sugar_mill*,black_market", "Ben", "build Ben library goods=indigo_plant,sugar_mill", 4, 3, 0, "2 paid with goods"},
		{"carpenter draws after violet", "", "indigo_plant,carpenter", "Ben", "build Ben smithy", 4, 1, 3, "Carpenter +1"},
		{"carpenter not after production", "", "indigo_plant,carpenter", "Ben", "build Ben indigo_plant", 4, 1, 2, "hand 4 → 2; 3 buildings"},
		{"poor house draws with 0 or 1 left", "", "indigo_plant,poor_house", "Ben", "build Ben tobacco_storage", 4, 3, 1, "Poor House +1"},
		{"poor house not with 2 left", "", "indigo_plant,poor_house", "Ben", "build Ben sugar_mill", 5, 2, 2, "hand 5 → 2; 3 buildings"},
		{"carpenter then poor house", "", "indigo_plant,carpenter,poor_house", "Ben", "build Ben tower", 4, 3, 2, "Carpenter +1 → 1; Poor House +1 → 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", tt.ann, tt.hand}, fixtureSeat{"Ben", tt.ben, tt.hand})
			s = play(t, s, "role Ann builder")
			if tt.who == "Ben" {
				s = play(t, s, "build Ann pass")
			}
			s = play(t, s, tt.action)
			got := s.seatNamed(t, tt.who).hand
			if got != tt.wantHand {
				t.Errorf("hand %d, want %d", got, tt.wantHand)
			}
			hasLine(t, s, tt.formula)
			hasLine(t, s, fmt.Sprintf("%s builds", tt.who))
		})
	}
}

func TestBuildRefusals(t *testing.T) {
	tests := []struct {
		name   string
		ben    string
		hand   int
		action string
		rule   string
	}{
		{"second violet of a kind", "indigo_plant,smithy", 4, "build Ben smithy", "one of each violet building"},
		{"crane over itself", "indigo_plant,crane", 4, "build Ben statue over=crane", "crane"},
		{"crane over the same kind", "indigo_plant,crane,sugar_mill", 4, "build Ben sugar_mill over=sugar_mill", "crane"},
		{"over without a crane", "indigo_plant,sugar_mill", 4, "build Ben statue over=sugar_mill", "crane"},
		{"over a building not owned", "indigo_plant,crane", 4, "build Ben statue over=sugar_mill", "crane"},
		{"unaffordable", "indigo_plant", 2, "build Ben tobacco_storage", "build cost"},
		{"unaffordable by one card", "indigo_plant", 4, "build Ben hero", "build cost"},
		{"goods without black market", "indigo_plant*", 4, "build Ben sugar_mill goods=indigo_plant", "black market"},
		{"more than 2 goods", "indigo_plant*,sugar_mill*,tobacco_storage*,black_market", 4, "build Ben hero goods=indigo_plant,sugar_mill,tobacco_storage", "black market"},
		{"goods overpay", "indigo_plant*,sugar_mill*,black_market", 4, "build Ben smithy goods=indigo_plant,sugar_mill", "build cost"},
		{"good not there", "indigo_plant,black_market", 4, "build Ben tower goods=indigo_plant", "black market"},
		{"violet still owned under crane rules", "indigo_plant,crane,chapel", 4, "build Ben chapel over=indigo_plant", "one of each violet building"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", tt.ben, tt.hand})
			s = play(t, s, "role Ann builder", "build Ann pass")
			refuse(t, s, tt.action, tt.rule)
		})
	}
}

func TestBuildAfterHandCorrection(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", "", 2})
	s = play(t, s, "role Ann builder", "build Ann pass")
	refuse(t, s, "build Ben tobacco_storage", "build cost")
	s = play(t, s, "hand Ben 6", "build Ben tobacco_storage")
	if got := s.seatNamed(t, "Ben").hand; got != 2 {
		t.Errorf("hand %d, want 2", got)
	}
}

func TestCraneBuildOver(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,crane,chapel,sugar_mill*,sugar_mill", 6}, fixtureSeat{"Ben", "", 4})
	s.seats[0].chapel = 3
	s = play(t, s, "role Ann builder", "build Ann guild_hall over=chapel")
	ann := s.seatNamed(t, "Ann")
	if len(ann.city) != 5 || ann.has(chapel) || !ann.has("guild_hall") {
		t.Fatalf("city after crane build: %v", ann.city)
	}
	if ann.chapel != 3 {
		t.Errorf("chapel cards %d, want 3 (they stay under the covered chapel)", ann.chapel)
	}
	if ann.hand != 6-1-2 { // the card itself, then 6 − 1 builder − 3 chapel = 2
		t.Errorf("hand %d, want 3", ann.hand)
	}
	// A covered violet building may be built again; the empty Sugar Mill is the one covered.
	s = play(t, s, "build Ben pass", "role Ben producer", "produce Ben pass", "produce Ann pass",
		"role Ann councillor", "council Ann", "council Ben", // round 2: Ben governs, Ann's chapel is covered
		"role Ben builder", "build Ben pass", "build Ann chapel over=sugar_mill")
	ann = s.seatNamed(t, "Ann")
	if ann.goods() != 1 || !ann.has(chapel) || len(ann.covered) != 2 {
		t.Errorf("after second crane build: city %v covered %v", ann.city, ann.covered)
	}
}

func TestDeckCopies(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,guild_hall", 8}, fixtureSeat{"Ben", "indigo_plant,guild_hall", 8}, fixtureSeat{"Cid", "", 8})
	s = play(t, s, "role Ann builder", "build Ann pass", "build Ben pass")
	refuse(t, s, "build Cid guild_hall", "card list")
}

func TestCraneBuildDoesNotCount(t *testing.T) {
	eleven := "indigo_plant,crane,sugar_mill,sugar_mill,tobacco_storage,coffee_roaster,silver_smelter,smithy,statue,hero,tower"
	s := fixture(t, fixtureSeat{"Ann", eleven, 8}, fixtureSeat{"Ben", "", 4})
	s = play(t, s, "role Ann builder", "build Ann palace over=sugar_mill", "build Ben pass")
	if s.ended {
		t.Fatal("a crane build does not add a building, yet the game ended")
	}
	if got := len(s.seatNamed(t, "Ann").city); got != 11 {
		t.Errorf("%d buildings, want 11", got)
	}
}
