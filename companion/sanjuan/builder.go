package sanjuan

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
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

func (c cost) String() string { return c.Text().String() }

// Text is the cost reduction by reduction, "4 − 1 Építész − 1 Kőbánya = 2" in Hungarian.
func (c cost) Text() i18n.List {
	parts := i18n.Join(" − ", c.Printed)
	for _, r := range []struct {
		n    int
		name i18n.Term
	}{{c.Privilege, Builder.Term()}, {c.Smithy, buildingTerm(smithy)}, {c.Quarry, buildingTerm(quarry)}, {c.Crane, buildingTerm(crane)}} {
		if r.n > 0 {
			parts = parts.Add(i18n.Join(" ", r.n, r.name))
		}
	}
	if parts.Len() > 1 {
		return i18n.Join(" = ", parts, c.Final)
	}
	return parts
}

func (s *state) startBuilder() {
	s.steps = s.stepsFor(verbBuild)
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		mods := i18n.Join("; ")
		if pr := s.privilege(p); pr > 0 {
			mods = mods.Add(i18n.M("%s −%d", Builder.Term(), pr))
		}
		if seat.has(smithy) {
			mods = mods.Add(i18n.M("%s −1 on production buildings", buildingTerm(smithy)))
		}
		if seat.has(quarry) {
			mods = mods.Add(i18n.M("%s −1 on violet buildings", buildingTerm(quarry)))
		}
		if seat.has(crane) {
			mods = mods.Add(i18n.M("%s: may build over one of their buildings, paying the difference", buildingTerm(crane)))
		}
		if seat.has(blackMarket) {
			mods = mods.Add(i18n.M("%s: up to %d of their %d goods pay a card each", buildingTerm(blackMarket), blackMarketN, seat.goods()))
		}
		if seat.has(carpenter) {
			mods = mods.Add(i18n.M("%s: draws 1 after a violet building", buildingTerm(carpenter)))
		}
		if seat.has(poorHouse) {
			mods = mods.Add(i18n.M("%s: draws 1 if 0 or 1 cards are left", buildingTerm(poorHouse)))
		}
		if mods.Len() == 0 {
			mods = mods.Add(i18n.M("pays printed costs"))
		}
		s.say(i18n.M("%s: %s in hand, %s; %s", seat.name, cards(seat.hand), buildingsText(len(seat.city)), mods))
	}
}

// checkBuild says why player p may not build b (over a building, paying with goods), or nil.
func (s *state) checkBuild(p int, b Building, over string, goods []string) (cost, error) {
	seat := s.seats[p]
	if over != "" {
		switch {
		case !seat.has(crane):
			return cost{}, companion.Refuse("crane", "%s has no %s to build over %s", seat.name, buildingTerm(crane), buildingTerm(over))
		case !seat.has(over):
			return cost{}, companion.Refuse("crane", "%s has no %s to build over", seat.name, buildingTerm(over))
		case over == crane:
			return cost{}, companion.Refuse("crane", "the %s cannot be built over with itself", buildingTerm(crane))
		case over == b.ID:
			return cost{}, companion.Refuse("crane", "%s cannot be built over with another %s", b.Term(), b.Term())
		}
	}
	if b.IsViolet() && seat.has(b.ID) {
		return cost{}, companion.Refuse("one of each violet building", "%s already owns a %s", seat.name, b.Term())
	}
	if s.copiesOut(b.ID) >= b.Copies {
		return cost{}, companion.Refuse("card list", "all %d %s cards are already on the table", b.Copies, b.Term())
	}
	c := s.buildCost(p, b, over)
	if len(goods) > 0 {
		switch {
		case !seat.has(blackMarket):
			return c, companion.Refuse("black market", "%s has no %s to pay with goods", seat.name, buildingTerm(blackMarket))
		case len(goods) > blackMarketN:
			return c, companion.Refuse("black market", "at most %d goods may pay for a build, got %d", blackMarketN, len(goods))
		case len(goods) > c.Final:
			return c, companion.Refuse("build cost", "%s costs %s %d cards; %d goods would overpay", b.Term(), seat.name, c.Final, len(goods))
		}
		if _, err := s.takeGoods(p, goods, "black market"); err != nil {
			return c, err
		}
	}
	if need := 1 + c.Final - len(goods); seat.hand < need {
		return c, companion.Refuse("build cost", "%s costs %s %s cards, so %d cards from hand with the building itself, but talon counts %d in hand (if that is wrong: hand %s N)",
			b.Term(), seat.name, c.Text(), need, seat.hand, seat.name)
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
			return nil, companion.Refuse(rule, "%s has no (other) good on a %s", s.seats[p].name, buildingTerm(id))
		}
		used = append(used, i)
	}
	return used, nil
}

func (s *state) build(a action) error {
	p := a.player
	seat := &s.seats[p]
	if a.pass {
		s.say(i18n.M("%s does not build", seat.name))
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
	what := i18n.Join(" ", b.Term())
	if a.over != "" {
		i := s.overSlot(p, a.over)
		what = i18n.Join(" ", i18n.M("%s over %s", b.Term(), buildingTerm(a.over)))
		if seat.city[i].good {
			what = what.Add(i18n.M("(the good on it is lost)"))
		}
		seat.city[i] = slot{id: b.ID}
		seat.covered = append(seat.covered, a.over)
		if a.over == chapel && seat.chapel > 0 {
			what = what.Add(i18n.M("(the %d cards under the %s still score)", seat.chapel, buildingTerm(chapel)))
		}
	} else {
		seat.city = append(seat.city, slot{id: b.ID})
	}
	line := i18n.Join("; ")
	price := i18n.M("%s cards", c.Text())
	if c.Final == 1 {
		price = i18n.M("%s card", c.Text())
	}
	paid := i18n.M("%s builds %s: %s", seat.name, what, price)
	if len(a.goods) > 0 {
		paid = i18n.M("%s builds %s: %s, %d paid with goods", seat.name, what, price, len(a.goods))
	}
	line = line.Add(paid, i18n.M("hand %d → %d", before, seat.hand))
	if hasCarpenter && b.IsViolet() {
		seat.hand++
		line = line.Add(i18n.M("%s +1 → %d", buildingTerm(carpenter), seat.hand))
	}
	if hasPoorHouse && seat.hand <= 1 {
		seat.hand++
		line = line.Add(i18n.M("%s +1 → %d", buildingTerm(poorHouse), seat.hand))
	}
	s.say(i18n.M("%s", line.Add(buildingsText(len(seat.city)))))
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
