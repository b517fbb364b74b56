package catan

// Longest Road (digest §10): the longest trail (no road segment used twice, intersections
// may repeat) through a player's roads that does not pass through an intersection holding
// an opponent's building; it may end there, and the segment leading in counts.

const noPlayer = -1

// longestRoad is player p's longest road given every road's owner and every building's
// owner (noPlayer where empty).
func longestRoad(p int, roads *[NumEdges]int8, owner *[NumVertices]int8) int {
	w := roadWalk{}
	n := 0
	for e, o := range roads {
		if int(o) != p || n == maxRoads {
			continue
		}
		for k, v := range topo.edges[e] {
			w.at[v][w.deg[v]] = link{road: uint8(n), to: uint8(topo.edges[e][1-k])}
			w.deg[v]++
		}
		n++
	}
	if n == 0 {
		return 0
	}
	for v := range NumVertices {
		o := int(owner[v])
		w.blocked[v] = o != noPlayer && o != p
	}
	for v := range NumVertices {
		// A longest trail starts at a dead end, at an opponent's building, or (in a
		// network with only forks and rings) anywhere; starting only at vertices of odd
		// degree is not enough, so start everywhere the player has a road.
		if w.deg[v] > 0 {
			w.from(v, 0, 0)
		}
	}
	return w.best
}

// link is one of the player's roads seen from an intersection.
type link struct{ road, to uint8 }

type roadWalk struct {
	at      [NumVertices][3]link
	deg     [NumVertices]uint8
	blocked [NumVertices]bool
	best    int
}

// from extends a trail that has reached v having used the roads in used (length n).
func (w *roadWalk) from(v int, used uint16, n int) {
	w.best = max(w.best, n)
	if n > 0 && w.blocked[v] {
		return // an opponent's building ends the road here
	}
	for _, l := range w.at[v][:w.deg[v]] {
		if bit := uint16(1) << l.road; used&bit == 0 {
			w.from(int(l.to), used|bit, n+1)
		}
	}
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
