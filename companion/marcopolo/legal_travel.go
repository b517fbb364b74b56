package marcopolo

import (
	"strings"

	"github.com/talon-games/talon/companion"
)

// The travel choice: the dice, for Niccolò & Marco Polo which figure, where to and by
// which route; then, for them, where the other figure goes with the steps left (their
// ability: the steps may be split, all costs paid at once for the steps moved in all).

// travelArgs are the travel choice's arguments after the player.
func (s chooser) travelArgs(seat int) []companion.Arg {
	p := s.st.Players[seat]
	travel := Space{Kind: Travel}
	args := []companion.Arg{s.diceArg(seat, 2, s.occupiedNote(seat, travel), s.colourFree(seat, travel))}
	two := len(p.Figures) > 1
	if two {
		args = append(args, s.figureArg(p))
	}
	// Answers: 0 player, 1 dice, (2 figure), then destination and route.
	toAt := 2
	if two {
		toAt = 3
	}
	figure := func(earlier []string) int {
		if two && at(earlier, 2) == "2" {
			return 1
		}
		return 0
	}
	args = append(args,
		companion.Arg{Name: s.p.Sprintf("destination"), Key: "to", Depends: func(earlier []string) companion.Arg {
			return companion.Arg{Name: s.p.Sprintf("destination"), Key: "to", Help: s.p.Sprintf("labels give the cheapest route"),
				Options: s.destinations(seat, figure(earlier), lowestOf(at(earlier, 1)), nil)}
		}},
		companion.Arg{Name: s.p.Sprintf("route"), Key: "via", Optional: true, Depends: func(earlier []string) companion.Arg {
			return s.routeArg(seat, figure(earlier), lowestOf(at(earlier, 1)), at(earlier, toAt))
		}})
	if !two {
		return args
	}
	first := func(earlier []string) (RouteOption, bool) {
		return s.chosenRoute(seat, figure(earlier), lowestOf(at(earlier, 1)), at(earlier, toAt), at(earlier, toAt+1))
	}
	return append(args,
		companion.Arg{Name: s.p.Sprintf("other figure to"), Key: "to2", Optional: true, Depends: func(earlier []string) companion.Arg {
			a := companion.Arg{Name: s.p.Sprintf("other figure to"), Key: "to2", Optional: true, Skip: true,
				Help: s.p.Sprintf("split the steps: the other figure moves too; blank: it stays")}
			leg1, ok := first(earlier)
			if left := lowestOf(at(earlier, 1)) - leg1.Steps; ok && left >= 1 {
				a.Skip, a.Options = false, s.destinations(seat, 1-figure(earlier), left, &leg1)
			}
			return a
		}},
		companion.Arg{Name: s.p.Sprintf("other figure's route"), Key: "via2", Optional: true, Depends: func(earlier []string) companion.Arg {
			leg1, ok := first(earlier)
			to2 := at(earlier, toAt+2)
			if !ok || to2 == "" {
				return companion.Arg{Name: s.p.Sprintf("other figure's route"), Key: "via2", Skip: true}
			}
			a := s.routeArg(seat, 1-figure(earlier), lowestOf(at(earlier, 1))-leg1.Steps, to2)
			a.Name, a.Key = s.p.Sprintf("other figure's route"), "via2"
			return a
		}})
}

// chosenRoute is the first leg as answered: the route named, or the cheapest (blank).
func (s chooser) chosenRoute(seat, figure, steps int, dest, via string) (RouteOption, bool) {
	p := s.st.Players[seat]
	to, err := LookupLoc(dest)
	if err != nil || figure >= len(p.Figures) || steps < 1 {
		return RouteOption{}, false
	}
	opts := RoutesTo(p.Figures[figure], to, steps, p.Character == Carpini)
	if len(opts) == 0 {
		return RouteOption{}, false
	}
	if via == "" {
		return opts[0], true
	}
	for _, o := range opts {
		value := "direct"
		if len(o.Path) > 1 {
			value = locIDs(o.Path[:len(o.Path)-1])
		}
		if strings.EqualFold(value, via) {
			return o, true
		}
	}
	return RouteOption{}, false
}

// destinations lists where a figure can end within steps, with the cheapest price (in
// ledger mode only the ones the player can pay). With before (the other figure's leg of
// a split travel) the price is the whole travel's: both legs' steps and route costs.
func (s chooser) destinations(seat, figure, steps int, before *RouteOption) []companion.Option {
	st := s.st
	p := st.Players[seat]
	if steps < 1 || figure >= len(p.Figures) {
		return nil
	}
	occupancy := 0
	if st.occupied(Space{Kind: Travel}) && p.Character != Berke {
		occupancy = steps // at most; the lowest die
		if before != nil {
			occupancy += before.Steps
		}
	}
	var out []companion.Option
	for _, o := range Reachable(p.Figures[figure], steps, p.Character == Carpini) {
		price, label := o.Price, ""
		dest := o.Path[len(o.Path)-1]
		if before != nil {
			price = TravelPrice(before.Steps+o.Steps, routeExtra(*before).Add(routeExtra(o)))
			label = s.p.Sprintf("%s: +%d steps, in all %s", dest, o.Steps, price)
		} else {
			label = s.p.Sprintf("%s: %d steps, %s", dest, o.Steps, price)
		}
		if st.Set.Ledger && !p.Stock.Covers(price.Add(Stock{Coins: occupancy})) {
			continue
		}
		out = append(out, companion.Option{Value: Locations[dest].Name.ID(), Label: label})
	}
	return out
}

// routeExtra is a route's extra costs: its price less the travel coins for its steps.
func routeExtra(o RouteOption) Stock {
	return o.Price.Sub(Stock{Coins: TravelCost[o.Steps]})
}
