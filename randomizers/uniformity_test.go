package randomizers

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// The uniformity tests run the real code and, as negative controls, deliberately biased
// stand-ins through the same check, so the check is known to be able to fail.

// testSeed fixes the streams of the statistical tests so they are deterministic.
const testSeed Seed = 0x5EED_7A10

// moduloByteDie is a classic biased die: a random byte modulo the number of sides favours
// the low faces whenever 256 is not a multiple of sides.
func moduloByteDie(r *rand.Rand, sides int) int {
	return 1 + int(uint8(r.Uint32()))%sides
}

// naiveShuffle swaps every position with any position; its n^n paths cannot spread evenly
// over n! orders.
func naiveShuffle[T any](r *rand.Rand, xs []T) {
	for i := range xs {
		j := r.IntN(len(xs))
		xs[i], xs[j] = xs[j], xs[i]
	}
}

func TestDieFacesUniform(t *testing.T) {
	const rollsPerFace = 100_000
	fair := func(sides int) func(r *rand.Rand) int {
		dice := MustParseDice("d" + strconv.Itoa(sides))
		return func(r *rand.Rand) int { return dice.Roll(r).Sum }
	}
	biased := func(sides int) func(r *rand.Rand) int {
		return func(r *rand.Rand) int { return moduloByteDie(r, sides) }
	}
	tests := []struct {
		name    string
		sides   int
		roll    func(r *rand.Rand) int
		uniform bool
	}{
		{"d6", 6, fair(6), true},
		{"d8", 8, fair(8), true},
		{"d20", 20, fair(20), true},
		{"control: byte mod 6", 6, biased(6), false},
		{"control: byte mod 20", 20, biased(20), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Stream(testSeed, "test:"+tt.name, 0)
			counts := make([]int, tt.sides)
			for range rollsPerFace * tt.sides {
				v := tt.roll(r)
				if v < 1 || v > tt.sides {
					t.Fatalf("rolled %d on a d%d", v, tt.sides)
				}
				counts[v-1]++
			}
			assertUniform(t, counts, tt.uniform)
		})
	}
}

func TestShufflePositionsUniform(t *testing.T) {
	const n = 5
	const shuffles = 120_000
	tests := []struct {
		name    string
		shuffle func(r *rand.Rand, xs []int)
		uniform bool
	}{
		{"Shuffle", Shuffle[int], true},
		{"Deck.Shuffle", func(r *rand.Rand, xs []int) {
			d := NewDeck(xs)
			d.Shuffle(r)
			copy(xs, d.Peek(n))
		}, true},
		{"control: naive shuffle", naiveShuffle[int], false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Stream(testSeed, "test:"+tt.name, 0)
			positions := make([]int, n*n) // card c at position p counts in cell c*n+p
			orders := map[[n]int]int{}
			for range shuffles {
				cards := []int{0, 1, 2, 3, 4}
				tt.shuffle(r, cards)
				for p, c := range cards {
					positions[c*n+p]++
				}
				orders[[n]int(cards)]++
			}
			t.Run("card per position", func(t *testing.T) {
				assertUniformDF(t, positions, (n-1)*(n-1), tt.uniform)
			})
			t.Run("120 orders", func(t *testing.T) {
				if tt.uniform && len(orders) != 120 {
					t.Fatalf("saw %d of 120 orders", len(orders))
				}
				counts := make([]int, 0, 120)
				for _, c := range orders {
					counts = append(counts, c)
				}
				for len(counts) < 120 {
					counts = append(counts, 0)
				}
				assertUniform(t, counts, tt.uniform)
			})
		})
	}
}

func TestSamplingUniform(t *testing.T) {
	const draws = 100_000
	xs := []int{0, 1, 2, 3, 4}
	tests := []struct {
		name    string
		cells   int
		draw    func(r *rand.Rand) int // a cell index
		uniform bool
	}{
		{"Pick of 5", 5, func(r *rand.Rand) int { return Pick(r, xs) }, true},
		{"Sample 2 of 5, ordered pairs", 25, func(r *rand.Rand) int {
			s := Sample(r, xs, 2)
			return s[0]*5 + s[1]
		}, true},
		{"control: pick biased to the first", 5, func(r *rand.Rand) int {
			if r.IntN(50) == 0 {
				return 0
			}
			return Pick(r, xs)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Stream(testSeed, "test:"+tt.name, 0)
			counts := make([]int, tt.cells)
			for range draws {
				counts[tt.draw(r)]++
			}
			if tt.cells == 25 {
				// A pair never repeats a card: drop the 5 impossible diagonal cells.
				var offDiagonal []int
				for i, c := range counts {
					if i/5 == i%5 {
						if c != 0 {
							t.Fatalf("Sample repeated card %d", i/5)
						}
						continue
					}
					offDiagonal = append(offDiagonal, c)
				}
				counts = offDiagonal
			}
			assertUniform(t, counts, tt.uniform)
		})
	}
}

// assertUniform checks equally likely cells with len(counts)-1 degrees of freedom.
func assertUniform(t *testing.T, counts []int, wantUniform bool) {
	t.Helper()
	assertUniformDF(t, counts, len(counts)-1, wantUniform)
}

// assertUniformDF fails a uniform case whose statistic exceeds the p=0.001 critical
// value, and a control case that stays below it (the check would then be toothless).
func assertUniformDF(t *testing.T, counts []int, df int, wantUniform bool) {
	t.Helper()
	stat := chiSquare(counts)
	critical := chiSquareCritical(df, pCritical)
	switch {
	case wantUniform && stat > critical:
		t.Errorf("not uniform: chi-square %.1f > %.1f (df %d, p %.3f); counts %v", stat, critical, df, pCritical, counts)
	case !wantUniform && stat <= critical:
		t.Errorf("biased control passed: chi-square %.1f <= %.1f (df %d); the check cannot catch bias", stat, critical, df)
	default:
		t.Logf("chi-square %.1f, critical %.1f (df %d)", stat, critical, df)
	}
}
