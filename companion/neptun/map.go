package neptun

import (
	"cmp"
	"slices"
)

// hasMap reports whether talon can look up distances: the data file gives every route
// slot's end cities and setup dealt the tokens onto them.
func (s *State) hasMap() bool {
	return s.Data.HasRoutes() && len(s.Distances) == CoastalSlots+LongSlots
}

// shortest is the fewest sea miles from one city to another over the routes (each route
// costs its whole token, SEED); ok is false when no route leads there.
func (s *State) shortest(from, to string) (int, bool) {
	dist := s.distancesFrom(from)
	d, ok := dist[to]
	return d, ok
}

// distancesFrom is the fewest sea miles from a city to every city it can reach.
func (s *State) distancesFrom(from string) map[string]int {
	dist := map[string]int{from: 0}
	done := map[string]bool{}
	for {
		cur, best := "", -1
		for _, c := range sortedKeys(dist) {
			if !done[c] && (best < 0 || dist[c] < best) {
				cur, best = c, dist[c]
			}
		}
		if cur == "" {
			return dist
		}
		done[cur] = true
		for _, r := range s.Data.Routes {
			next := ""
			switch cur {
			case r.A:
				next = r.B
			case r.B:
				next = r.A
			default:
				continue
			}
			if d, seen := dist[next]; !seen || best+s.Distances[r.Slot] < d {
				dist[next] = best + s.Distances[r.Slot]
			}
		}
	}
}

// Reachable lists the cities the mover can reach now with range plus gold, nearest first,
// with the sea miles to each; nil when talon has no map.
func (s *State) Reachable(i int) []Stop {
	if !s.hasMap() {
		return nil
	}
	limit := s.Range(i) + s.Players[i].Gold
	var out []Stop
	for city, d := range s.distancesFrom(s.Players[i].Ship) {
		if d <= limit {
			out = append(out, Stop{City: city, Miles: d, Buy: max(0, d-s.Range(i))})
		}
	}
	slices.SortFunc(out, func(a, b Stop) int {
		if a.Miles != b.Miles {
			return a.Miles - b.Miles
		}
		return cmp.Compare(a.City, b.City)
	})
	return out
}

// Stop is a city within reach: its distance and the gold it would cost.
type Stop struct {
	City  string `json:"city"`
	Miles int    `json:"miles"`
	Buy   int    `json:"buy"`
}
