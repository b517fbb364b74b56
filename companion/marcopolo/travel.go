package marcopolo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Travel on the map (digest §7.1): one route is one step; a Travel moves at least 1 and at
// most min(dice) steps, pays TravelCost for the steps moved plus every route's extra cost
// each time it is traversed, and must end on a location. Back and forth is allowed.

// Leg is one figure's move: the locations entered, in order (the start is not listed).
type Leg struct {
	Figure int // 0, or 1 for Niccolò & Marco Polo's second figure
	Path   []Loc
}

// Dest is where the leg ends.
func (l Leg) Dest() Loc { return l.Path[len(l.Path)-1] }

func (l Leg) String() string {
	names := make([]string, len(l.Path))
	for i, p := range l.Path {
		names[i] = p.String()
	}
	return strings.Join(names, " → ")
}

// stepExtra is the extra cost of one step from a to b, or an error when b is not one
// step from a. Johannes Carpini (oasisJump) goes from any oasis to any other oasis in
// one step without route costs.
func stepExtra(a, b Loc, oasisJump bool) (Stock, error) {
	if oasisJump && a.IsOasis() && b.IsOasis() && a != b {
		return Stock{}, nil
	}
	e, ok := routeBetween(a, b)
	if !ok {
		return Stock{}, i18n.Errorf("%s is not one step from %s", b, a)
	}
	return Stock{Camels: e.camels, Coins: e.coins}, nil
}

// PathExtra checks that path is a walk from start, one step at a time, and sums the
// routes' extra costs (each traversal pays again).
func PathExtra(start Loc, path []Loc, oasisJump bool) (Stock, error) {
	var extra Stock
	at := start
	for _, next := range path {
		c, err := stepExtra(at, next, oasisJump)
		if err != nil {
			return Stock{}, err
		}
		extra = extra.Add(c)
		at = next
	}
	return extra, nil
}

// TravelPrice is the whole price of moving steps with the given route extras: the
// travel coins plus the extras.
func TravelPrice(steps int, extra Stock) Stock {
	return extra.Add(Stock{Coins: TravelCost[steps]})
}

// RouteOption is one way to reach a destination: the path and its whole price
// (travel coins for its steps plus route extras, occupancy not included).
type RouteOption struct {
	Path  []Loc
	Steps int
	Price Stock
}

func (o RouteOption) String() string {
	return fmt.Sprintf("%s (%d step%s, %s)", Leg{Path: o.Path}, o.Steps, plural(o.Steps), o.Price)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// label is a partial walk in the search: where it is and what its routes cost so far.
type label struct {
	at     Loc
	camels int
	coins  int
	path   []Loc
}

// dominated tells whether l is no better than some label in front (same or more of both).
func dominated(l label, front []label) bool {
	for _, f := range front {
		if f.camels <= l.camels && f.coins <= l.coins {
			return true
		}
	}
	return false
}

// walksByStep returns, for each step count 1..maxSteps, the cheapest walks (Pareto in
// extra camels and extra coins) from start to every location.
func walksByStep(start Loc, maxSteps int, oasisJump bool) [][][]label {
	byStep := make([][][]label, maxSteps+1)
	byStep[0] = make([][]label, len(Locations))
	byStep[0][start] = []label{{at: start}}
	for s := 1; s <= maxSteps; s++ {
		cur := make([][]label, len(Locations))
		for _, labels := range byStep[s-1] {
			for _, l := range labels {
				for _, next := range stepsFrom(l.at, oasisJump) {
					c, _ := stepExtra(l.at, next, oasisJump)
					n := label{at: next, camels: l.camels + c.Camels, coins: l.coins + c.Coins}
					if dominated(n, cur[next]) {
						continue
					}
					n.path = append(slices.Clip(l.path), next)
					cur[next] = slices.DeleteFunc(cur[next], func(f label) bool {
						return n.camels <= f.camels && n.coins <= f.coins
					})
					cur[next] = append(cur[next], n)
				}
			}
		}
		byStep[s] = cur
	}
	return byStep
}

// stepsFrom lists where one step from a can go.
func stepsFrom(a Loc, oasisJump bool) []Loc {
	out := a.Neighbors()
	if oasisJump && a.IsOasis() {
		for _, o := range locsWhere(Loc.IsOasis) {
			if o != a && !slices.Contains(out, o) {
				out = append(out, o)
			}
		}
	}
	return out
}

// RoutesTo finds the ways to reach dest from start in 1..maxSteps steps that are not
// worse in both coins and camels than another, cheapest first (by coins + camels, then
// fewer steps). The first is what talon offers as "the cheapest route".
func RoutesTo(start, dest Loc, maxSteps int, oasisJump bool) []RouteOption {
	if maxSteps < 1 {
		return nil
	}
	return routesIn(walksByStep(start, min(maxSteps, MaxSteps), oasisJump), dest)
}

// routesIn picks the routes to dest out of a search's walks.
func routesIn(walks [][][]label, dest Loc) []RouteOption {
	var all []RouteOption
	for s, byLoc := range walks {
		if s == 0 {
			continue
		}
		for _, l := range byLoc[dest] {
			all = append(all, RouteOption{Path: l.path, Steps: s, Price: TravelPrice(s, Stock{Camels: l.camels, Coins: l.coins})})
		}
	}
	var front []RouteOption
	for _, o := range all {
		worse := slices.ContainsFunc(all, func(p RouteOption) bool {
			better := p.Price.Coins <= o.Price.Coins && p.Price.Camels <= o.Price.Camels
			strictly := p.Price.Coins < o.Price.Coins || p.Price.Camels < o.Price.Camels || p.Steps < o.Steps
			return better && strictly
		})
		if !worse {
			front = append(front, o)
		}
	}
	slices.SortStableFunc(front, func(a, b RouteOption) int {
		if d := (a.Price.Coins + a.Price.Camels) - (b.Price.Coins + b.Price.Camels); d != 0 {
			return d
		}
		return a.Steps - b.Steps
	})
	return front
}

// Reachable lists every location a figure can end on from start in 1..maxSteps steps,
// with the cheapest route to each, in map order.
func Reachable(start Loc, maxSteps int, oasisJump bool) []RouteOption {
	if maxSteps < 1 {
		return nil
	}
	walks := walksByStep(start, min(maxSteps, MaxSteps), oasisJump)
	var out []RouteOption
	for i := range Locations {
		if opts := routesIn(walks, Loc(i)); len(opts) > 0 {
			out = append(out, opts[0])
		}
	}
	return out
}

// MinSteps is the fewest steps from start to dest (-1 when unreachable).
func MinSteps(start, dest Loc, oasisJump bool) int {
	dist := map[Loc]int{start: 0}
	queue := []Loc{start}
	for len(queue) > 0 {
		at := queue[0]
		queue = queue[1:]
		for _, n := range stepsFrom(at, oasisJump) {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[at] + 1
				queue = append(queue, n)
			}
		}
	}
	if d, ok := dist[dest]; ok {
		return d
	}
	return -1
}
