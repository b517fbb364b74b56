package randomizers

import "math/rand/v2"

// Shuffle puts xs in a uniformly random order in place (Fisher–Yates: each position from
// the back takes a card chosen from those not yet placed).
func Shuffle[T any](r *rand.Rand, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// Sample returns k distinct elements of xs (by position) in random order, without
// changing xs. It panics unless 0 <= k <= len(xs), like rand.IntN on a bad argument:
// asking for more than there is is a programming error.
func Sample[T any](r *rand.Rand, xs []T, k int) []T {
	if k < 0 || k > len(xs) {
		panic("randomizers: Sample size out of range")
	}
	pool := append([]T(nil), xs...)
	// A partial Fisher–Yates from the front: position i takes one of the remaining.
	for i := range k {
		j := i + r.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return pool[:k:k]
}

// Pick returns one element of xs, each equally likely. It panics on an empty slice.
func Pick[T any](r *rand.Rand, xs []T) T {
	if len(xs) == 0 {
		panic("randomizers: Pick from an empty slice")
	}
	return xs[r.IntN(len(xs))]
}
