package sanjuan

import (
	"slices"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// emptyProduction lists the indexes of a player's production buildings without a good.
func (s *state) emptyProduction(p int) []int {
	var out []int
	for i, sl := range s.seats[p].city {
		if buildings[sl.id].Good != "" && !sl.good {
			out = append(out, i)
		}
	}
	return out
}

// goodsAllowed is how many goods a player may produce: 1, privilege, Aqueduct.
func (s *state) produceAllowed(p int) int {
	n := 1 + s.privilege(p)
	if s.seats[p].has(aqueduct) {
		n++
	}
	return n
}

// sellAllowed is how many goods a player may sell: 1, privilege, Trading Post.
func (s *state) sellAllowed(p int) int {
	n := 1 + s.privilege(p)
	if s.seats[p].has(tradingPost) {
		n++
	}
	return n
}

func (s *state) startProducer() {
	s.steps = s.stepsFor(verbProduce)
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		empty := i18n.Join(", ")
		for _, i := range s.emptyProduction(p) {
			empty = empty.Add(buildingTerm(seat.city[i].id))
		}
		first := i18n.Join(" ", i18n.M("%s: may produce up to %s%s on %d empty production buildings", seat.name,
			goodsText(s.produceAllowed(p)), s.reasons(p, aqueduct), empty.Len()))
		if empty.Len() > 0 {
			first = first.Add(i18n.M("(%s)", empty))
		}
		line := i18n.Join("; ", first)
		if seat.has(well) {
			line = line.Add(i18n.M("%s: draws 1 for 2 or more goods", buildingTerm(well)))
		}
		s.say(i18n.M("%s", line))
	}
}

// reasons explains a count of 1 plus privilege plus one building's bonus.
func (s *state) reasons(p int, bonus string) i18n.List {
	why := s.reasonList(p, bonus)
	if why.Len() == 0 {
		return why
	}
	return i18n.Join("", " (", why, ")")
}

// reasonList is what raises a player's privilege and limit, unbracketed.
func (s *state) reasonList(p int, bonus string) i18n.List {
	why := i18n.Join(", ")
	if pr := s.privilege(p); pr == 2 {
		why = why.Add(i18n.M("privilege +2 with %s", buildingTerm(library)))
	} else if pr == 1 {
		why = why.Add(i18n.M("privilege +1"))
	}
	if s.seats[p].has(bonus) {
		why = why.Add(i18n.Join(" ", buildingTerm(bonus), "+1"))
	}
	return why
}

func (s *state) produce(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s does not produce", seat.name))
		return nil
	}
	if allowed := s.produceAllowed(a.player); len(a.goods) > allowed {
		return companion.Refuse("production", "%s may produce %d goods%s, not %d", seat.name, allowed, s.reasons(a.player, aqueduct), len(a.goods))
	}
	seat = s.own(a.player)
	var chosen []int
	for _, id := range a.goods {
		i := slices.IndexFunc(s.emptyProduction(a.player), func(i int) bool { return seat.city[i].id == id && !slices.Contains(chosen, i) })
		if i < 0 {
			return companion.Refuse("production", "%s has no (other) empty %s: one good per production building", seat.name, buildingTerm(id))
		}
		chosen = append(chosen, s.emptyProduction(a.player)[i])
	}
	for _, i := range chosen {
		seat.city[i].good = true
	}
	line := i18n.Join("; ", i18n.M("%s produces %d: %s", seat.name, len(chosen), buildingList(a.goods)))
	if len(chosen) >= 2 && seat.has(well) {
		seat.hand++
		line = line.Add(i18n.M("%s +1 card → %d", buildingTerm(well), seat.hand))
	}
	s.say(i18n.M("%s", line))
	return nil
}

func (s *state) startTrader() {
	s.steps = s.stepsFor(verbSell)
	if s.opts.houses == housesTable {
		s.steps = append([]step{{verb: verbHouse, player: s.chooser}}, s.steps...)
		s.say(i18n.M("%s turns up the top trading house: enter it with house N (1–5)", s.seats[s.chooser].name))
		return
	}
	s.reveal(s.houses[len(s.reveals)%len(s.houses)])
}

// revealHouse takes a tile the table turned up. The stack's order never changes, so from
// the sixth trader phase on the tile must repeat the one five phases earlier.
func (s *state) revealHouse(tile int) error {
	k := len(s.reveals)
	if k >= len(Houses) && s.reveals[k-len(Houses)] != tile {
		return companion.Refuse("trading-house order", "the stack's order never changes: the next tile is %d (the order so far: %s)", s.reveals[k-len(Houses)], intList(s.reveals[:len(Houses)]))
	}
	if k < len(Houses) && slices.Contains(s.reveals, tile) {
		return companion.Refuse("trading-house order", "tile %d was turned up before and went to the bottom of the stack; it comes back after the other %d", tile, len(Houses)-1)
	}
	s.reveal(tile)
	return nil
}

func (s *state) reveal(tile int) {
	s.tile = tile
	s.reveals = append(s.reveals, tile)
	s.say(i18n.M("Trading house %s", Houses[tile-1].Text()))
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		if seat.goods() == 0 {
			continue // said once, at the player's turn: nothing to sell
		}
		// What raises the limit and what the goods fetch, in one bracket.
		held := i18n.Join(", ")
		for _, sl := range seat.city {
			if sl.good {
				g := buildings[sl.id].Good
				held = held.Add(i18n.Join(" ", g.Term(), Houses[tile-1].Price(g)))
			}
		}
		inside := i18n.Join("; ")
		for _, part := range []i18n.List{s.reasonList(p, tradingPost), held} {
			if part.Len() > 0 {
				inside = inside.Add(part)
			}
		}
		line := i18n.M("%s: may sell up to %s%s of %d", seat.name, goodsText(s.sellAllowed(p)), i18n.Join("", " (", inside, ")"), seat.goods())
		parts := i18n.Join("; ", line)
		if seat.has(marketStand) {
			parts = parts.Add(i18n.M("%s: +1 for 2 or more sold", buildingTerm(marketStand)))
		}
		if seat.has(marketHall) {
			parts = parts.Add(i18n.M("%s: +1 for 1 or more sold", buildingTerm(marketHall)))
		}
		s.say(i18n.M("%s", parts))
	}
}

func (s *state) sell(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s does not sell", seat.name))
		return nil
	}
	if allowed := s.sellAllowed(a.player); len(a.goods) > allowed {
		return companion.Refuse("trade", "%s may sell %d goods%s, not %d", seat.name, allowed, s.reasons(a.player, tradingPost), len(a.goods))
	}
	// INFERRED: goods of one kind may be sold together; the rules limit only the number.
	used, err := s.takeGoods(a.player, a.goods, "trade")
	if err != nil {
		return err
	}
	seat = s.own(a.player)
	house := Houses[s.tile-1]
	draws := 0
	parts := i18n.Join(" + ")
	for _, i := range used {
		g := buildings[seat.city[i].id].Good
		draws += house.Price(g)
		parts = parts.Add(i18n.Join(" ", g.Term(), house.Price(g)))
		seat.city[i].good = false
	}
	if len(used) >= 2 && seat.has(marketStand) {
		draws++
		parts = parts.Add(i18n.Join(" ", buildingTerm(marketStand), 1))
	}
	if len(used) >= 1 && seat.has(marketHall) {
		draws++
		parts = parts.Add(i18n.Join(" ", buildingTerm(marketHall), 1))
	}
	before := seat.hand
	seat.hand += draws
	s.say(i18n.M("%s sells %d and draws %d (%s); hand %d → %d", seat.name, len(used), draws, parts, before, seat.hand))
	return nil
}

// councilCards is what a player draws and keeps in the councillor phase.
func (s *state) councilCards(p int) (draw, keep int) {
	draw = 2 + []int{0, 3, 6}[s.privilege(p)] // 2; councillor 5; with a Library 8
	keep = 1
	// INFERRED: talon counts the Prefecture's 2 as kept; a player keeping fewer corrects it with hand.
	if s.seats[p].has(prefecture) {
		keep = 2
	}
	return draw, keep
}

func (s *state) startCouncillor() {
	s.steps = s.stepsFor(verbCouncil)
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		draw, keep := s.councilCards(p)
		line := i18n.M("%s: draws %d, keeps %d", seat.name, draw, keep)
		if seat.has(prefecture) {
			line = i18n.M("%s: draws %d, keeps %d (%s)", seat.name, draw, keep, buildingTerm(prefecture))
		}
		if seat.has(archive) {
			s.say(i18n.M("%s; %s: takes the %d into their hand, then discards %d from the whole hand", line, buildingTerm(archive), draw, draw-keep))
		} else {
			s.say(i18n.M("%s, discards %d", line, draw-keep))
		}
	}
}

func (s *state) council(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s draws nothing", seat.name))
		return
	}
	draw, keep := s.councilCards(a.player)
	seat.hand += keep
	s.say(i18n.M("%s draws %d, keeps %d; hand %d", seat.name, draw, keep, seat.hand))
}

func (s *state) startProspector() {
	s.steps = []step{{verb: verbProspect, player: s.chooser}}
	if s.library {
		s.say(i18n.M("%s: draws %d (privilege doubled by the %s)", s.seats[s.chooser].name, s.privilege(s.chooser), buildingTerm(library)))
	} else {
		s.say(i18n.M("%s: draws %d (privilege)", s.seats[s.chooser].name, s.privilege(s.chooser)))
	}
	// INFERRED: Gold Mine owners turn up cards clockwise from the prospector ("clockwise", §4).
	for _, p := range s.everyone(s.chooser) {
		if s.seats[p].has(goldMine) {
			s.steps = append(s.steps, step{verb: verbGoldMine, player: p})
			s.say(i18n.M("%s: %s: turns up 4; keeps 1 if all four costs differ (enter goldmine %s C,C,C,C)", s.seats[p].name, buildingTerm(goldMine), s.seats[p].name))
		}
	}
}

func (s *state) prospect(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s draws nothing", seat.name))
		return
	}
	seat.hand += s.privilege(a.player)
	s.say(i18n.M("%s draws %d; hand %d", seat.name, s.privilege(a.player), seat.hand))
}

func (s *state) goldMine(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s does not use the %s", seat.name, buildingTerm(goldMine)))
		return
	}
	distinct := slices.Compact(slices.Sorted(slices.Values(a.costs)))
	if len(distinct) == len(a.costs) {
		seat.hand++
		s.say(i18n.M("%s: %s turned up costs %s, all different: keeps 1, discards 3; hand %d", buildingTerm(goldMine), seat.name, intList(a.costs), seat.hand))
		return
	}
	s.say(i18n.M("%s: %s turned up costs %s, two alike: discards all 4", buildingTerm(goldMine), seat.name, intList(a.costs)))
}

func (s *state) tuck(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say(i18n.M("%s tucks nothing under the %s (%d under it)", seat.name, buildingTerm(chapel), seat.chapel))
		return nil
	}
	if seat.hand < 1 {
		return companion.Refuse("chapel", "talon counts no cards in %s's hand (if that is wrong: hand %s N)", seat.name, seat.name)
	}
	seat.hand--
	seat.chapel++
	s.say(i18n.M("%s tucks a card under the %s: %d under it; hand %d", seat.name, buildingTerm(chapel), seat.chapel, seat.hand))
	return nil
}
