package catan

// Longest Road (digest §10): the longest trail (no road segment used twice, intersections
// may repeat) through a player's roads that does not pass through an intersection holding
// an opponent's building; it may end there, and the segment leading in counts.

const noPlayer = -1

// longestRoad is player p's longest road given every road's owner and every building's
// owner (noPlayer where empty).
func longestRoad(p int, roads *[NumEdges]int8, owner *[NumVertices]int8) int {
	var mine [15]int // a player has at most 15 roads
	n := 0
	for e, o := range roads {
		if int(o) == p && n < len(mine) {
			mine[n] = e
			n++
		}
	}
	if n == 0 {
		return 0
	}
	w := roadWalk{roads: mine[:n], owner: owner, player: p}
	var started [NumVertices]bool
	for i := range n {
		for _, v := range topo.edges[mine[i]] {
			if !started[v] {
				started[v] = true
				w.from(v, 0, 0)
			}
		}
	}
	return w.best
}

type roadWalk struct {
	roads  []int
	owner  *[NumVertices]int8
	player int
	best   int
}

// from extends a trail that has reached v having used the roads in mask (length n).
func (w *roadWalk) from(v int, used uint16, n int) {
	w.best = max(w.best, n)
	if n > 0 && w.blocked(v) {
		return // an opponent's building ends the road here
	}
	for i, e := range w.roads {
		if used&(1<<i) != 0 {
			continue
		}
		a, b := topo.edges[e][0], topo.edges[e][1]
		switch v {
		case a:
			w.from(b, used|1<<i, n+1)
		case b:
			w.from(a, used|1<<i, n+1)
		}
	}
}

func (w *roadWalk) blocked(v int) bool {
	o := int(w.owner[v])
	return o != noPlayer && o != w.player
}

// awardLongestRoad applies the digest's state machine: nobody below 5; a single longest
// player holds it; on a tie the holder keeps it if tied, else it is set aside.
func awardLongestRoad(holder int, lengths []int) int {
	best := 0
	for _, l := range lengths {
		best = max(best, l)
	}
	if best < 5 {
		return noPlayer
	}
	var top []int
	for p, l := range lengths {
		if l == best {
			top = append(top, p)
		}
	}
	if len(top) == 1 {
		return top[0]
	}
	for _, p := range top {
		if p == holder {
			return holder
		}
	}
	return noPlayer
}

// awardLargestArmy: the first with 3 knights takes it; another takes it only with strictly
// more knights than the holder (digest §10).
func awardLargestArmy(holder int, knights []int) int {
	for p, k := range knights {
		if k < 3 || p == holder {
			continue
		}
		if holder == noPlayer || k > knights[holder] {
			holder = p
		}
	}
	return holder
}
