package sanjuan

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// View is the position in English, as --json prints it.
func (s *state) View() companion.View { return s.LocalView(i18n.NewPrinter(i18n.English)) }

// LocalView is the position in the table's language, with the names printed on its cards.
func (s *state) LocalView(p *i18n.Printer) companion.View {
	v := companion.View{
		Title: p.Sprintf("San Juan — round %d, governor %s", s.round, s.seats[s.governor].name),
		Next:  p.Text(s.next()),
	}
	for _, m := range s.last {
		v.Last = append(v.Last, m.Local(p))
	}
	if s.role != "" {
		phase := p.Sprintf("%s, chosen by %s", s.role.Term(), s.seats[s.chooser].name)
		if s.library {
			phase = p.Sprintf("%s (%s doubles the privilege)", phase, buildingTerm(library))
		}
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Phase"), Value: phase})
	}
	taken := p.Sprintf("none yet")
	if len(s.taken) > 0 {
		parts := i18n.Join(", ")
		for i, r := range s.taken {
			parts = parts.Add(i18n.M("%s (%s)", r.Term(), s.seats[s.choosers()[i]].name))
		}
		taken = p.Text(parts)
	}
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Roles taken"), Value: taken})
	if s.ended {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Game over"), Value: p.Sprintf("a player built their %dth building; no more roles", MaxBuildings)})
	} else {
		v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Roles left"), Value: p.Sprintf("%s (%d more this round)", roleList(s.rolesLeft()), len(s.choosers())-len(s.taken))})
	}
	v.Facts = append(v.Facts, companion.Fact{Label: p.Sprintf("Trading houses"), Value: p.Text(s.housesFact())})
	t := companion.Table{Title: p.Sprintf("Players"), Header: []string{p.Sprintf("Player"), p.Sprintf("Hand"), p.Sprintf("Limit"),
		p.Sprintf("Buildings"), p.Sprintf("VP"), p.Sprintf("Chapel"), p.Sprintf("City (* good)")}}
	vp := s.points()
	for i, seat := range s.seats {
		name := seat.name
		if i == s.governor {
			name = p.Sprintf("%s (governor)", name)
		}
		chapelCards := "–"
		if seat.has(chapel) || seat.chapel > 0 {
			chapelCards = strconv.Itoa(seat.chapel)
		}
		t.Rows = append(t.Rows, []string{name, strconv.Itoa(seat.hand), strconv.Itoa(s.limit(i)), strconv.Itoa(len(seat.city)),
			strconv.Itoa(vp[i]), chapelCards, p.Text(cityText(seat))})
	}
	v.Tables = append(v.Tables, t)
	return v
}

// cityText lists a city's buildings once each, in the order built, with how many of
// it stand there and a * for each good on them: "Indigo Plant ×3**, Smithy".
func cityText(p seat) i18n.List {
	var order []string
	count, goods := map[string]int{}, map[string]int{}
	for _, sl := range p.city {
		if count[sl.id] == 0 {
			order = append(order, sl.id)
		}
		count[sl.id]++
		if sl.good {
			goods[sl.id]++
		}
	}
	parts := i18n.Join(", ")
	for _, id := range order {
		mark := ""
		if count[id] > 1 {
			mark = " ×" + strconv.Itoa(count[id])
		}
		parts = parts.Add(i18n.Join("", buildingTerm(id), mark+strings.Repeat("*", goods[id])))
	}
	return parts
}

func (s *state) housesFact() i18n.Message {
	if s.opts.houses == housesTable {
		if len(s.reveals) == 0 {
			return i18n.M("the table's stack; none turned up yet")
		}
		return i18n.M("the table's stack; turned up so far: %s", intList(s.reveals))
	}
	if s.tile != 0 {
		return i18n.M("talon's hidden stack; %d turned up; showing %s", len(s.reveals), Houses[s.tile-1].Text())
	}
	return i18n.M("talon's hidden stack; %d turned up", len(s.reveals))
}

func intList(xs []int) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return strings.Join(out, ", ")
}

// next says what talon expects next.
func (s *state) next() i18n.Message {
	if s.result != nil {
		return i18n.M("the game is over and scored")
	}
	if len(s.steps) == 0 {
		c := s.seats[s.chooserNow()].name
		return i18n.M("%s chooses a role: role %s ROLE (left: %s)", c, c, roleList(s.rolesLeft()))
	}
	st := s.steps[0]
	name := ""
	if st.player >= 0 {
		name = s.seats[st.player].name
	}
	switch st.verb {
	case verbBuild:
		return i18n.M("%s builds: build %s BUILDING (over=BUILDING, goods=BUILDING,...) or build %s pass", name, name, name)
	case verbProduce:
		return i18n.M("%s produces up to %d: produce %s BUILDING,... or produce %s pass", name, s.produceAllowed(st.player), name, name)
	case verbHouse:
		return i18n.M("%s turns up the top trading house: house N (1–5)", name)
	case verbSell:
		return i18n.M("%s sells up to %d: sell %s BUILDING,... or sell %s pass", name, s.sellAllowed(st.player), name, name)
	case verbCouncil:
		draw, keep := s.councilCards(st.player)
		return i18n.M("%s draws %d and keeps %d: council %s or council %s pass", name, draw, keep, name, name)
	case verbProspect:
		return i18n.M("%s draws %d: prospect %s or prospect %s pass", name, s.privilege(st.player), name, name)
	case verbGoldMine:
		return i18n.M("%s turns up 4 for the %s: goldmine %s C,C,C,C (their costs) or goldmine %s pass", name, buildingTerm(goldMine), name, name)
	case verbChapel:
		return i18n.M("%s may tuck a card under the %s: chapel %s or chapel %s pass", name, buildingTerm(chapel), name, name)
	case verbFinal:
		var counts []string
		for _, p := range s.seats {
			counts = append(counts, p.name+"="+strconv.Itoa(p.hand))
		}
		return i18n.M("game over: enter the cards each player holds, final %s (talon's count; `final` alone accepts it)", strings.Join(counts, " "))
	}
	return i18n.Message{}
}

// setupSheet is what the table does to set up, as the opening state's Last lines.
func (s *state) setupSheet() []i18n.Message {
	lines := []i18n.Message{
		i18n.M("%s is the first governor", s.seats[s.governor].name),
		i18n.M("Each player takes an %s from the deck as their first building", buildingTerm(indigoPlant)),
	}
	if s.opts.startHand == startHandChoose {
		draws := i18n.Join(", ")
		for k, p := range s.everyone(s.governor) {
			draws = draws.Add(i18n.M("%s draws %d", s.seats[p].name, 5+k))
		}
		lines = append(lines, i18n.M("%s; each keeps %d and discards the rest face down", draws, startingHand))
	} else {
		// INFERRED (digest §2): 110 cards less one Indigo Plant and 4 cards per player.
		lines = append(lines, i18n.M("Deal %d cards to each player; the draw pile holds %d", startingHand, DeckSize-(1+startingHand)*s.n()))
	}
	if s.opts.houses == housesTable {
		lines = append(lines, i18n.M("Shuffle the five trading-house tiles face down; enter each one turned up with house N"))
	} else {
		lines = append(lines, i18n.M("talon has shuffled the five trading-house tiles and reveals the top one in each trader phase"))
	}
	return lines
}

// cards writes a number of hand cards: "1 card", "2 cards" ("2 lap").
func cards(n int) i18n.Message { return i18n.M("%d cards", n) }

// goodsText writes a number of goods: "1 good", "2 goods".
func goodsText(n int) i18n.Message { return i18n.M("%d goods", n) }

// buildingsText writes a number of buildings: "1 building", "2 buildings".
func buildingsText(n int) i18n.Message { return i18n.M("%d buildings", n) }
