package sanjuan

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion"
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
		var empty []string
		for _, i := range s.emptyProduction(p) {
			empty = append(empty, buildings[seat.city[i].id].English)
		}
		line := fmt.Sprintf("%s: may produce up to %s%s on %s", seat.name, goodsText(s.produceAllowed(p)), s.reasons(p, aqueduct), plural(len(empty), "empty production building"))
		if len(empty) > 0 {
			line += " (" + strings.Join(empty, ", ") + ")"
		}
		if seat.has(well) {
			line += "; Well: draws 1 for 2 or more goods"
		}
		s.say("%s", line)
	}
}

// reasons explains a count of 1 plus privilege plus one building's bonus.
func (s *state) reasons(p int, bonus string) string {
	var why []string
	if pr := s.privilege(p); pr == 2 {
		why = append(why, "privilege +2 with Library")
	} else if pr == 1 {
		why = append(why, "privilege +1")
	}
	if s.seats[p].has(bonus) {
		why = append(why, buildings[bonus].English+" +1")
	}
	if len(why) == 0 {
		return ""
	}
	return " (" + strings.Join(why, ", ") + ")"
}

func (s *state) produce(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s does not produce", seat.name)
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
			return companion.Refuse("production", "%s has no (other) empty %s: one good per production building", seat.name, buildings[id].English)
		}
		chosen = append(chosen, s.emptyProduction(a.player)[i])
	}
	for _, i := range chosen {
		seat.city[i].good = true
	}
	line := fmt.Sprintf("%s produces %d: %s", seat.name, len(chosen), englishList(a.goods))
	if len(chosen) >= 2 && seat.has(well) {
		seat.hand++
		line += fmt.Sprintf("; Well +1 card → %d", seat.hand)
	}
	s.say("%s", line)
	return nil
}

func (s *state) startTrader() {
	s.steps = s.stepsFor(verbSell)
	if s.opts.houses == housesTable {
		s.steps = append([]step{{verb: verbHouse, player: s.chooser}}, s.steps...)
		s.say("%s turns up the top trading house: enter it with house N (1–5)", s.seats[s.chooser].name)
		return
	}
	s.reveal(s.houses[len(s.reveals)%len(s.houses)])
}

// revealHouse takes a tile the table turned up. The stack's order never changes, so from
// the sixth trader phase on the tile must repeat the one five phases earlier.
func (s *state) revealHouse(tile int) error {
	k := len(s.reveals)
	if k >= len(Houses) && s.reveals[k-len(Houses)] != tile {
		return companion.Refuse("trading-house order", "the stack's order never changes: the next tile is %d (the order so far: %v)", s.reveals[k-len(Houses)], s.reveals[:len(Houses)])
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
	s.say("Trading house %s", Houses[tile-1])
	for _, p := range s.everyone(s.chooser) {
		seat := s.seats[p]
		line := fmt.Sprintf("%s: may sell up to %s%s of %d", seat.name, goodsText(s.sellAllowed(p)), s.reasons(p, tradingPost), seat.goods())
		var held []string
		for _, sl := range seat.city {
			if sl.good {
				held = append(held, fmt.Sprintf("%s %d", buildings[sl.id].Good, Houses[tile-1].Price(buildings[sl.id].Good)))
			}
		}
		if len(held) > 0 {
			line += " (" + strings.Join(held, ", ") + ")"
		}
		if seat.has(marketStand) {
			line += "; Market Stand: +1 for 2 or more sold"
		}
		if seat.has(marketHall) {
			line += "; Market Hall: +1 for 1 or more sold"
		}
		s.say("%s", line)
	}
}

func (s *state) sell(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s does not sell", seat.name)
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
	var parts []string
	for _, i := range used {
		g := buildings[seat.city[i].id].Good
		draws += house.Price(g)
		parts = append(parts, fmt.Sprintf("%s %d", g, house.Price(g)))
		seat.city[i].good = false
	}
	if len(used) >= 2 && seat.has(marketStand) {
		draws++
		parts = append(parts, "Market Stand 1")
	}
	if len(used) >= 1 && seat.has(marketHall) {
		draws++
		parts = append(parts, "Market Hall 1")
	}
	before := seat.hand
	seat.hand += draws
	s.say("%s sells %d and draws %d (%s); hand %d → %d", seat.name, len(used), draws, strings.Join(parts, " + "), before, seat.hand)
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
		line := fmt.Sprintf("%s: draws %d, keeps %d", seat.name, draw, keep)
		if seat.has(prefecture) {
			line += " (Prefecture)"
		}
		if seat.has(archive) {
			line += fmt.Sprintf("; Archive: takes the %d into their hand, then discards %d from the whole hand", draw, draw-keep)
		} else {
			line += fmt.Sprintf(", discards %d", draw-keep)
		}
		s.say("%s", line)
	}
}

func (s *state) council(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s draws nothing", seat.name)
		return
	}
	draw, keep := s.councilCards(a.player)
	seat.hand += keep
	s.say("%s draws %d, keeps %d; hand %d", seat.name, draw, keep, seat.hand)
}

func (s *state) startProspector() {
	s.steps = []step{{verb: verbProspect, player: s.chooser}}
	s.say("%s: draws %d (privilege%s)", s.seats[s.chooser].name, s.privilege(s.chooser), map[bool]string{true: " doubled by the Library", false: ""}[s.library])
	// INFERRED: Gold Mine owners turn up cards clockwise from the prospector ("clockwise", §4).
	for _, p := range s.everyone(s.chooser) {
		if s.seats[p].has(goldMine) {
			s.steps = append(s.steps, step{verb: verbGoldMine, player: p})
			s.say("%s: Gold Mine: turns up 4; keeps 1 if all four costs differ (enter goldmine %s C,C,C,C)", s.seats[p].name, s.seats[p].name)
		}
	}
}

func (s *state) prospect(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s draws nothing", seat.name)
		return
	}
	seat.hand += s.privilege(a.player)
	s.say("%s draws %d; hand %d", seat.name, s.privilege(a.player), seat.hand)
}

func (s *state) goldMine(a action) {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s does not use the Gold Mine", seat.name)
		return
	}
	distinct := slices.Compact(slices.Sorted(slices.Values(a.costs)))
	if len(distinct) == len(a.costs) {
		seat.hand++
		s.say("Gold Mine: %s turned up costs %v, all different: keeps 1, discards 3; hand %d", seat.name, a.costs, seat.hand)
		return
	}
	s.say("Gold Mine: %s turned up costs %v, two alike: discards all 4", seat.name, a.costs)
}

func (s *state) tuck(a action) error {
	seat := &s.seats[a.player]
	if a.pass {
		s.say("%s tucks nothing under the chapel (%d under it)", seat.name, seat.chapel)
		return nil
	}
	if seat.hand < 1 {
		return companion.Refuse("chapel", "talon counts no cards in %s's hand (if that is wrong: hand %s N)", seat.name, seat.name)
	}
	seat.hand--
	seat.chapel++
	s.say("%s tucks a card under the chapel: %d under it; hand %d", seat.name, seat.chapel, seat.hand)
	return nil
}

func englishList(ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = buildings[id].English
	}
	return strings.Join(out, ", ")
}

// goodsText writes a number of goods: "1 good", "2 goods".
func goodsText(n int) string { return plural(n, "good") }
