package history

import "math"

// scoreCounts counts how many times each score was scored: the scores of a range of
// at most maxScoreSpan in a slice (a game's scores lie close together), any other in a
// map (stored scores are not bounded).
type scoreCounts struct {
	low   int   // the score dense[0] counts
	dense []int // by score - low
	other map[int]int
}

// maxScoreSpan bounds the scores counted in the slice.
const maxScoreSpan = 4096

func (sc *scoreCounts) count(score int) {
	if i := score - sc.low; len(sc.dense) > 0 && i >= 0 && i < len(sc.dense) {
		sc.dense[i]++
		return
	}
	if sc.widen(score) {
		sc.dense[score-sc.low]++
		return
	}
	if sc.other == nil {
		sc.other = map[int]int{}
	}
	sc.other[score]++
}

// widen makes the slice hold score, if the range then stays within maxScoreSpan. It
// grows by at least its length again (within the span), so that scores coming one
// beyond the other do not make a slice each. Differences are taken as uint64 so that
// scores far apart cannot overflow them.
func (sc *scoreCounts) widen(score int) bool {
	if len(sc.dense) == 0 {
		sc.low, sc.dense = score, make([]int, 1, 16)
		return true
	}
	high := sc.low + len(sc.dense) - 1
	switch {
	case score > high:
		if uint64(score)-uint64(sc.low) >= maxScoreSpan {
			return false
		}
		more := score - high
		if len(sc.dense)+more > cap(sc.dense) {
			grown := make([]int, len(sc.dense), min(maxScoreSpan, 2*(len(sc.dense)+more)))
			copy(grown, sc.dense)
			sc.dense = grown
		}
		sc.dense = sc.dense[:len(sc.dense)+more] // beyond its length a slice is never written: zeros
	default: // score < low
		if uint64(high)-uint64(score) >= maxScoreSpan {
			return false
		}
		// Room below score too, as far as the span allows (and no lower than int goes).
		lowest := math.MinInt
		room := min(uint64(len(sc.dense)), maxScoreSpan-1-(uint64(high)-uint64(score)), uint64(score)-uint64(lowest))
		low := score - int(room)
		grown := make([]int, high-low+1)
		copy(grown[sc.low-low:], sc.dense)
		sc.low, sc.dense = low, grown
	}
	return true
}

// each calls fn with every score counted and its count.
func (sc *scoreCounts) each(fn func(score, n int)) {
	for i, n := range sc.dense {
		if n > 0 {
			fn(sc.low+i, n)
		}
	}
	for score, n := range sc.other {
		fn(score, n)
	}
}

// pairCounts is one game's head-to-head figures by the pair's player numbers (the
// lower id first): the pairs of the first maxDensePlayers numbers in rows of slices,
// any other in a map.
type pairCounts struct {
	rows  [][]pairAcc // rows[lo][hi]
	other map[[2]int]*pairAcc
}

// maxDensePlayers bounds the numbers counted in the rows (a row is as long as the
// highest number of the row's player's opponents).
const maxDensePlayers = 128

func (pc *pairCounts) of(lo, hi int) *pairAcc {
	if lo < maxDensePlayers && hi < maxDensePlayers {
		for len(pc.rows) <= lo {
			pc.rows = append(pc.rows, nil)
		}
		row := pc.rows[lo]
		if len(row) <= hi {
			row = append(row, make([]pairAcc, hi+1-len(row))...)
			pc.rows[lo] = row
		}
		return &row[hi]
	}
	if pc.other == nil {
		pc.other = map[[2]int]*pairAcc{}
	}
	h := pc.other[[2]int{lo, hi}]
	if h == nil {
		h = &pairAcc{}
		pc.other[[2]int{lo, hi}] = h
	}
	return h
}

// each calls fn with every pair that played.
func (pc *pairCounts) each(fn func(lo, hi int, h *pairAcc)) {
	for lo, row := range pc.rows {
		for hi := range row {
			if row[hi].games > 0 {
				fn(lo, hi, &row[hi])
			}
		}
	}
	for k, h := range pc.other {
		fn(k[0], k[1], h)
	}
}
