package sanjuan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
)

// cost is what one build costs one player, reduction by reduction (digest §5).
type cost struct {
	Printed   int // the card's cost
	Privilege int // builder: 1, with a Library 2
	Smithy    int // 1 for a production building
	Quarry    int // 1 for a violet building
	Crane     int // the printed cost of the building built over
	Final     int // never below 0, and never a refund
}

// buildCost applies every reduction the player's buildings give him now.
func (s *state) buildCost(p int, b Building, over string) cost {
	c := cost{Printed: b.Cost, Privilege: s.privilege(p)}
	if s.seats[p].has(smithy) && b.Kind == Production {
		c.Smithy = 1
	}
	// INFERRED (digest §13): Smithy and Quarry go by the new card's kind, also for a crane build.
	if s.seats[p].has(quarry) && b.Kind == Violet {
		c.Quarry = 1
	}
	if over != "" {
		c.Crane = buildings[over].Cost
	}
	c.Final = max(0, c.Printed-c.Privilege-c.Smithy-c.Quarry-c.Crane)
	return c
}

func (c cost) String() string {
	parts := []string{fmt.Sprint(c.Printed)}
	for _, r := range []struct {
		n    int
		name string
	}{{c.Privilege, "builder"}, {c.Smithy, "Smithy"}, {c.Quarry, "Quarry"}, {c.Crane, "Crane"}} {
		if r.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", r.n, r.name))
		}
	}
	text := strings.Join(parts, " − ")
	if len(parts) > 1 {
		text += fmt.Sprintf(" = %d", c.Final)
	}
	return text
}

func (s *state) startBuilder() {
	s.steps = s.stepsFor(verbBuild)
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		var mods []string
		if pr := s.privilege(p); pr > 0 {
			mods = append(mods, fmt.Sprintf("builder −%d", pr))
		}
		if seat.has(smithy) {
			mods = append(mods, "Smithy −1 on production buildings")
		}
		if seat.has(quarry) {
			mods = append(mods, "Quarry −1 on violet buildings")
		}
		if seat.has(crane) {
			mods = append(mods, "Crane: may build over one of their buildings, paying the difference")
		}
		if seat.has(blackMarket) {
			mods = append(mods, fmt.Sprintf("Black Market: up to %d of their %d goods pay a card each", blackMarketN, seat.goods()))
		}
		if seat.has(carpenter) {
			mods = append(mods, "Carpenter: draws 1 after a violet building")
		}
		if seat.has(poorHouse) {
			mods = append(mods, "Poor House: draws 1 if 0 or 1 cards are left")
		}
		if len(mods) == 0 {
			mods = append(mods, "pays printed costs")
		}
		s.say("%s: %s in hand, %s; %s", seat.name, plural(seat.hand, "card"), plural(len(seat.city), "building"), strings.Join(mods, "; "))
	}
}

// checkBuild says why player p may not build b (over a building, paying with goods), or nil.
func (s *state) checkBuild(p int, b Building, over string, goods []string) (cost, error) {
	seat := s.seats[p]
	if over != "" {
		switch {
		case !seat.has(crane):
			return cost{}, companion.Refuse("crane", "%s has no Crane to build over %s", seat.name, buildings[over].English)
		case !seat.has(over):
			return cost{}, companion.Refuse("crane", "%s has no %s to build over", seat.name, buildings[over].English)
		case over == crane:
			return cost{}, companion.Refuse("crane", "the Crane cannot be built over with itself")
		case over == b.ID:
			return cost{}, companion.Refuse("crane", "%s cannot be built over with another %s", b.English, b.English)
		}
	}
	if b.IsViolet() && seat.has(b.ID) {
		return cost{}, companion.Refuse("one of each violet building", "%s already owns a %s", seat.name, b.English)
	}
	if s.copiesOut(b.ID) >= b.Copies {
		return cost{}, companion.Refuse("card list", "all %d %s cards are already on the table", b.Copies, b.English)
	}
	c := s.buildCost(p, b, over)
	if len(goods) > 0 {
		switch {
		case !seat.has(blackMarket):
			return c, companion.Refuse("black market", "%s has no Black Market to pay with goods", seat.name)
		case len(goods) > blackMarketN:
			return c, companion.Refuse("black market", "at most %d goods may pay for a build, got %d", blackMarketN, len(goods))
		case len(goods) > c.Final:
			return c, companion.Refuse("build cost", "%s costs %s %d cards; %d goods would overpay", b.English, seat.name, c.Final, len(goods))
		}
		if _, err := s.takeGoods(p, goods, "black market"); err != nil {
			return c, err
		}
	}
	if need := 1 + c.Final - len(goods); seat.hand < need {
		return c, companion.Refuse("build cost", "%s costs %s %s cards, so %d cards from hand with the building itself, but talon counts %d in hand (if that is wrong: hand %s N)",
			b.English, seat.name, c, need, seat.hand, seat.name)
	}
	return c, nil
}

// takeGoods finds a different filled slot for each named production building.
func (s *state) takeGoods(p int, goods []string, rule string) ([]int, error) {
	var used []int
	for _, id := range goods {
		i := slices.IndexFunc(s.seats[p].city, func(sl slot) bool { return sl.id == id && sl.good })
		for i >= 0 && slices.Contains(used, i) {
			next := slices.IndexFunc(s.seats[p].city[i+1:], func(sl slot) bool { return sl.id == id && sl.good })
			if next < 0 {
				i = -1
			} else {
				i += 1 + next
			}
		}
		if i < 0 {
			return nil, companion.Refuse(rule, "%s has no (other) good on a %s", s.seats[p].name, buildings[id].English)
		}
		used = append(used, i)
	}
	return used, nil
}

func (s *state) build(a action) error {
	p := a.player
	seat := &s.seats[p]
	if a.pass {
		s.say("%s does not build", seat.name)
		return nil
	}
	b := buildings[a.building]
	c, err := s.checkBuild(p, b, a.over, a.goods)
	if err != nil {
		return err
	}
	// The owner's functions as they stood before this build (a new building works from the next
	// phase). INFERRED: a Carpenter or Poor House covered by this very crane build still draws.
	hasCarpenter, hasPoorHouse := seat.has(carpenter), seat.has(poorHouse)
	seat = s.own(p)
	used, _ := s.takeGoods(p, a.goods, "black market")
	for _, i := range used {
		seat.city[i].good = false
	}
	before := seat.hand
	seat.hand -= 1 + c.Final - len(a.goods)
	what := b.English
	if a.over != "" {
		i := s.overSlot(p, a.over)
		what = fmt.Sprintf("%s over %s", b.English, buildings[a.over].English)
		if seat.city[i].good {
			what += " (the good on it is lost)"
		}
		seat.city[i] = slot{id: b.ID}
		seat.covered = append(seat.covered, a.over)
		if a.over == chapel && seat.chapel > 0 {
			what += fmt.Sprintf(" (the %d cards under the chapel still score)", seat.chapel)
		}
	} else {
		seat.city = append(seat.city, slot{id: b.ID})
	}
	noun := "cards"
	if c.Final == 1 {
		noun = "card"
	}
	line := fmt.Sprintf("%s builds %s: %s %s", seat.name, what, c, noun)
	if len(a.goods) > 0 {
		line += fmt.Sprintf(", %d paid with goods", len(a.goods))
	}
	line += fmt.Sprintf("; hand %d → %d", before, seat.hand)
	if hasCarpenter && b.IsViolet() {
		seat.hand++
		line += fmt.Sprintf("; Carpenter +1 → %d", seat.hand)
	}
	if hasPoorHouse && seat.hand <= 1 {
		seat.hand++
		line += fmt.Sprintf("; Poor House +1 → %d", seat.hand)
	}
	s.say("%s; %s", line, plural(len(seat.city), "building"))
	return nil
}

// overSlot picks which copy of a building the Crane covers: one without a good if any.
// INFERRED: with two identical production buildings the player would cover the empty one.
func (s *state) overSlot(p int, id string) int {
	city := s.seats[p].city
	if i := slices.IndexFunc(city, func(sl slot) bool { return sl.id == id && !sl.good }); i >= 0 {
		return i
	}
	return slices.IndexFunc(city, func(sl slot) bool { return sl.id == id })
}
