package sanjuan

import (
	"github.com/talon-games/talon/companion/kittest"
	"slices"
	"testing"
)

func TestLegalBuildOptions(t *testing.T) {
	tests := []struct {
		name     string
		ben      string
		hand     int
		want     []string // must be offered
		wantNot  []string // must not be offered
		overs    []string // Crane targets offered, nil when none
		goodsArg bool
	}{
		{"hand limits the choice", "indigo_plant,smithy", 2,
			[]string{"indigo_plant", "sugar_mill", "gold_mine", "archive", "pass"}, []string{"smithy", "tobacco_storage", "poor_house", "palace"}, nil, false},
		{"black market goods count", "indigo_plant*,sugar_mill*,black_market", 2,
			[]string{"tobacco_storage", "tower"}, []string{"black_market", "coffee_roaster"}, nil, true},
		{"crane targets", "indigo_plant,crane,coffee_roaster", 1,
			[]string{"statue", "victory_column", "tobacco_storage"}, []string{"crane", "hero", "palace"}, []string{"indigo_plant", "coffee_roaster"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixture(t, fixtureSeat{"Ann", "", 4}, fixtureSeat{"Ben", tt.ben, tt.hand})
			s = play(t, s, "role Ann builder", "build Ann pass")
			c := s.Legal()[0]
			if c.Verb != verbBuild || c.Args[0].Options[0].Value != "Ben" {
				t.Fatalf("choice %+v", c)
			}
			offered := kittest.Values(c.Args[1].Options)
			for _, id := range tt.want {
				if !slices.Contains(offered, id) {
					t.Errorf("%s not offered: %v", id, offered)
				}
			}
			for _, id := range tt.wantNot {
				if slices.Contains(offered, id) {
					t.Errorf("%s offered: %v", id, offered)
				}
			}
			var overs []string
			goods := false
			for _, a := range c.Args[2:] {
				switch a.Key {
				case "over":
					overs = kittest.Values(a.Options)
				case "goods":
					goods = true
				}
			}
			if !slices.Equal(overs, tt.overs) || goods != tt.goodsArg {
				t.Errorf("over %v goods %v, want %v %v", overs, goods, tt.overs, tt.goodsArg)
			}
			// Every building offered can really be built some way.
			for _, id := range offered {
				if id == wordPass {
					continue
				}
				ok := false
				for _, over := range append([]string{""}, overs...) {
					if s.affordable(1, buildings[id], over, min(s.seats[1].goods(), 2)) {
						ok = true
					}
				}
				if !ok {
					t.Errorf("%s offered but not buildable", id)
				}
			}
		})
	}
}

func TestLegalSteps(t *testing.T) {
	s := fixture(t, fixtureSeat{"Ann", "indigo_plant,sugar_mill*,coffee_roaster", 4}, fixtureSeat{"Ben", "", 4})
	s = play(t, s, "role Ann producer")
	c := s.Legal()[0]
	if c.Verb != verbProduce || !slices.Equal(kittest.Values(c.Args[1].Options), []string{"indigo_plant", "coffee_roaster"}) {
		t.Errorf("produce choice %+v", c)
	}
	s = play(t, s, "produce Ann indigo_plant", "produce Ben pass", "role Ben trader")
	c = s.Legal()[0] // Ben has no goods and is skipped: Ann sells
	if c.Verb != verbSell || c.Args[0].Options[0].Value != "Ann" || !slices.Equal(kittest.Values(c.Args[1].Options), []string{"indigo_plant", "sugar_mill"}) {
		t.Errorf("sell choice %+v", c)
	}
}
