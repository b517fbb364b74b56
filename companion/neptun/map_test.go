package neptun

import (
	"fmt"
	"github.com/talon-games/talon/companion"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/randomizers"
)

// mapState is a voyage with the fixture's board: tokens laid in slot order.
func mapState(t *testing.T, contracts map[string][]*Contract) *State {
	t.Helper()
	return voyageState(t, DefaultSettings(), filledData(t), contracts, sameHands(OarCard{0, 4}, 5, OarCard{1, 2}))
}

func TestDistancesLookedUpWithTheMap(t *testing.T) {
	s := mapState(t, map[string][]*Contract{"Ann": {toTyros}})
	// Fixture: K01 crete–alexandria 3, K04 alexandria–tyros 4, L01 crete–tyros 11.
	if got, _ := s.shortest("crete", "tyros"); got != 7 {
		t.Errorf("Crete to Tyros = %d, want 7 (via Alexandria, 3 + 4)", got)
	}
	s = do(t, s, PlayOar{Player: "Ann", Card: OarCard{0, 4}}, PlayOar{Player: "Ben", Card: OarCard{0, 4}}, PlayOar{Player: "Cid", Card: OarCard{0, 4}})
	refused(t, s, Sail{Player: "Ann", To: "tyros", Distance: 8, Buy: -1}, ruleRange, "Crete to Tyros is 7 sea miles by the tokens on the board, not 8")
	stops := s.Reachable(0)
	if len(stops) == 0 || stops[0].City != "crete" || stops[0].Miles != 0 {
		t.Fatalf("reachable = %+v", stops)
	}
	for _, st := range stops {
		if st.Miles > s.Range(0)+s.Players[0].Gold || st.Buy != max(0, st.Miles-s.Range(0)) {
			t.Errorf("stop %+v beyond range %d + gold %d", st, s.Range(0), s.Players[0].Gold)
		}
	}
	if !slices.ContainsFunc(stops, func(st Stop) bool { return st.City == "tyros" }) {
		t.Errorf("Tyros (7) not within range 9: %+v", stops)
	}
	// The prompt lists the harbours in reach, nearest first, with their miles.
	sail, ok := s.sailChoice(0)
	if !ok || sail.Args[1].Options[0].Label != "Alexandria · 3 sea miles" ||
		!slices.ContainsFunc(sail.Args[1].Options, func(o companion.Option) bool { return o.Label == "Tyros · 7 sea miles" }) {
		t.Errorf("destinations: %+v", sail.Args[1].Options)
	}
	s = do(t, s, Sail{Player: "Ann", To: "tyros", Buy: -1, Fulfil: []int{1}})
	if len(s.Notes) != 0 || s.Players[0].Ship != "tyros" {
		t.Errorf("with the map nothing is unchecked: %v", s.Notes)
	}
	// The setup sheet lists every dealt token.
	sheet := s.TokenTable(english)
	if len(sheet.Rows) != (CoastalSlots+LongSlots+1)/2 || !slices.Equal(sheet.Rows[0][:2], []string{"K01", "Crete–Alexandria"}) {
		t.Errorf("token sheet: %+v", sheet.Rows)
	}
}

func TestStayingFulfilsAndRangeNeverBelowZero(t *testing.T) {
	crete := contract("crete", "hispania", "salt", "gold", 2)
	s := voyageState(t, DefaultSettings(), nil, map[string][]*Contract{"Ann": {crete}}, sameHands(OarCard{-9, 0}, 5))
	s = do(t, s, PlayOar{Player: "Ann", Card: OarCard{-9, 0}}, PlayOar{Player: "Ben", Card: OarCard{-9, 0}}, PlayOar{Player: "Cid", Card: OarCard{-9, 0}})
	if got := s.Range(0); got != 5 {
		t.Errorf("range = %d", got)
	}
	s = do(t, s, Sail{Player: "Ann", To: "crete", Buy: -1, Fulfil: []int{1}}, Sail{Player: "Ben", To: "crete", Buy: -1}, Sail{Player: "Cid", To: "crete", Buy: -1})
	if s.Players[0].Contracts[0].Status != Fulfilled || s.Players[0].Gold != 7 {
		t.Errorf("staying fulfils: %+v gold %d", s.Players[0].Contracts[0], s.Players[0].Gold)
	}
	// Forecast -27: 5 + sum is below 0, so the wind is 0 and every range is the oar alone.
	if s.Wind != 0 {
		t.Errorf("wind = %d, want the floor 0", s.Wind)
	}
	s = do(t, s, PlayOar{Player: "Ann", Card: OarCard{-9, 0}}, PlayOar{Player: "Ben", Card: OarCard{-9, 0}}, PlayOar{Player: "Cid", Card: OarCard{-9, 0}})
	if got := s.Range(0); got != 0 {
		t.Errorf("range with oar 0 and wind 0 = %d", got)
	}
	refused(t, s, Sail{Player: "Ann", To: "tyros", Distance: 8, Buy: -1}, ruleRange, "range 0 (oar 0 + wind 0) plus 7 gold is 7")
}

func TestTalonDrawsBonusTilesFromTheBox(t *testing.T) {
	st := startScript(t, readFixture(t, "filled.yaml"))
	s, _ := SessionState(st)
	s.Phase, s.BonusDue = PhaseScoring, []int{0}
	st = &session{State: s}
	rng := randomizers.NewSource(randomizers.Seed(3))
	for range 3 {
		text, err := resolveText(st, "bonus Ann", rng)
		if err != nil {
			t.Fatal(err)
		}
		var v int
		if _, err := fmt.Sscan(strings.TrimPrefix(text, "bonus Ann "), &v); err != nil || !slices.Contains(s.BonusSupply, v) {
			t.Errorf("drawn %q, not a tile of the supply %v", text, s.BonusSupply)
		}
	}
	next, err := s.Apply(Bonus{Player: "Ann", Value: 99})
	if err == nil {
		t.Errorf("a tile not in the box accepted: %v", next.Players[0].BonusTiles)
	}
	// The prompt says talon draws it instead of asking for a value.
	for _, c := range s.Choices() {
		if c.Verb == verbBonus {
			if v := c.Args[1].After([]string{"Ann"}); v.Optional || len(v.Options) != 1 || v.Options[0].Value != "" {
				t.Errorf("bonus value question: %+v", v)
			}
		}
	}
}
