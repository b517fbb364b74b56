package sanjuan

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

func (s *state) View() companion.View {
	v := companion.View{
		Title: fmt.Sprintf("San Juan — round %d, governor %s", s.round, s.seats[s.governor].name),
		Last:  s.last,
		Next:  s.next(),
	}
	if s.role != "" {
		phase := fmt.Sprintf("%s, chosen by %s", s.role, s.seats[s.chooser].name)
		if s.library {
			phase += " (Library doubles the privilege)"
		}
		v.Facts = append(v.Facts, companion.Fact{Label: "Phase", Value: phase})
	}
	taken := "none yet"
	if len(s.taken) > 0 {
		var parts []string
		for i, r := range s.taken {
			parts = append(parts, fmt.Sprintf("%s (%s)", r, s.seats[s.choosers()[i]].name))
		}
		taken = strings.Join(parts, ", ")
	}
	v.Facts = append(v.Facts, companion.Fact{Label: "Roles taken", Value: taken})
	if s.ended {
		v.Facts = append(v.Facts, companion.Fact{Label: "Game over", Value: fmt.Sprintf("a player built their %dth building; no more roles", MaxBuildings)})
	} else {
		v.Facts = append(v.Facts, companion.Fact{Label: "Roles left", Value: fmt.Sprintf("%s (%d more this round)", roleList(s.rolesLeft()), len(s.choosers())-len(s.taken))})
	}
	v.Facts = append(v.Facts, companion.Fact{Label: "Trading houses", Value: s.housesFact()})
	t := companion.Table{Title: "Players", Header: []string{"Player", "Hand", "Limit", "Buildings", "VP", "Chapel", "City (* good)"}}
	vp := s.points()
	for i, p := range s.seats {
		name := p.name
		if i == s.governor {
			name += " (governor)"
		}
		chapelCards := "–"
		if p.has(chapel) || p.chapel > 0 {
			chapelCards = strconv.Itoa(p.chapel)
		}
		t.Rows = append(t.Rows, []string{name, strconv.Itoa(p.hand), strconv.Itoa(s.limit(i)), strconv.Itoa(len(p.city)), strconv.Itoa(vp[i]), chapelCards, cityText(p)})
	}
	v.Tables = append(v.Tables, t)
	return v
}

// cityText lists a city's buildings once each, in the order built, with how many of
// it stand there and a * for each good on them: "Indigo Plant ×3**, Smithy".
func cityText(p seat) string {
	var order []string
	count, goods := map[string]int{}, map[string]int{}
	for _, sl := range p.city {
		name := buildings[sl.id].English
		if count[name] == 0 {
			order = append(order, name)
		}
		count[name]++
		if sl.good {
			goods[name]++
		}
	}
	parts := make([]string, len(order))
	for i, name := range order {
		parts[i] = name
		if count[name] > 1 {
			parts[i] += fmt.Sprintf(" ×%d", count[name])
		}
		parts[i] += strings.Repeat("*", goods[name])
	}
	return strings.Join(parts, ", ")
}

func (s *state) housesFact() string {
	if s.opts.houses == housesTable {
		if len(s.reveals) == 0 {
			return "the table's stack; none turned up yet"
		}
		return fmt.Sprintf("the table's stack; turned up so far: %s", intList(s.reveals))
	}
	text := fmt.Sprintf("talon's hidden stack; %d turned up", len(s.reveals))
	if s.tile != 0 {
		text += fmt.Sprintf("; showing %s", Houses[s.tile-1])
	}
	return text
}

func intList(xs []int) string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return strings.Join(out, ", ")
}

// next says what talon expects next.
func (s *state) next() string {
	if s.result != nil {
		return "the game is over and scored"
	}
	if len(s.steps) == 0 {
		c := s.chooserNow()
		return fmt.Sprintf("%s chooses a role: role %s ROLE (left: %s)", s.seats[c].name, s.seats[c].name, roleList(s.rolesLeft()))
	}
	st := s.steps[0]
	name := ""
	if st.player >= 0 {
		name = s.seats[st.player].name
	}
	switch st.verb {
	case verbBuild:
		return fmt.Sprintf("%s builds: build %s BUILDING (over=BUILDING, goods=BUILDING,...) or build %s pass", name, name, name)
	case verbProduce:
		return fmt.Sprintf("%s produces up to %d: produce %s BUILDING,... or produce %s pass", name, s.produceAllowed(st.player), name, name)
	case verbHouse:
		return fmt.Sprintf("%s turns up the top trading house: house N (1–5)", name)
	case verbSell:
		return fmt.Sprintf("%s sells up to %d: sell %s BUILDING,... or sell %s pass", name, s.sellAllowed(st.player), name, name)
	case verbCouncil:
		draw, keep := s.councilCards(st.player)
		return fmt.Sprintf("%s draws %d and keeps %d: council %s or council %s pass", name, draw, keep, name, name)
	case verbProspect:
		return fmt.Sprintf("%s draws %d: prospect %s or prospect %s pass", name, s.privilege(st.player), name, name)
	case verbGoldMine:
		return fmt.Sprintf("%s turns up 4 for the Gold Mine: goldmine %s C,C,C,C (their costs) or goldmine %s pass", name, name, name)
	case verbChapel:
		return fmt.Sprintf("%s may tuck a card under the chapel: chapel %s or chapel %s pass", name, name, name)
	case verbFinal:
		var counts []string
		for _, p := range s.seats {
			counts = append(counts, fmt.Sprintf("%s=%d", p.name, p.hand))
		}
		return fmt.Sprintf("game over: enter the cards each player holds, final %s (talon's count; `final` alone accepts it)", strings.Join(counts, " "))
	}
	return ""
}

// setupSheet is what the table does to set up, as the opening state's Last lines.
func (s *state) setupSheet() []string {
	lines := []string{
		fmt.Sprintf("%s is the first governor", s.seats[s.governor].name),
		"Each player takes an Indigo Plant from the deck as their first building",
	}
	if s.opts.startHand == startHandChoose {
		var draws []string
		for k, p := range s.everyone(s.governor) {
			draws = append(draws, fmt.Sprintf("%s draws %d", s.seats[p].name, 5+k))
		}
		lines = append(lines, strings.Join(draws, ", ")+fmt.Sprintf("; each keeps %d and discards the rest face down", startingHand))
	} else {
		// INFERRED (digest §2): 110 cards less one Indigo Plant and 4 cards per player.
		lines = append(lines, fmt.Sprintf("Deal %d cards to each player; the draw pile holds %d", startingHand, DeckSize-(1+startingHand)*s.n()))
	}
	if s.opts.houses == housesTable {
		lines = append(lines, "Shuffle the five trading-house tiles face down; enter each one turned up with house N")
	} else {
		lines = append(lines, "talon has shuffled the five trading-house tiles and reveals the top one in each trader phase")
	}
	return lines
}

// plural writes a count with its noun: "1 building", "2 buildings".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
