package randomizers

import (
	"math"
	"testing"
)

// Chi-square goodness-of-fit helpers for the uniformity tests. The critical value is
// computed from the chi-square distribution (regularized upper incomplete gamma, as in
// Numerical Recipes §6.2) and checked against printed tables below.

// chiSquare is Σ (observed-expected)² / expected for equally likely cells.
func chiSquare(counts []int) float64 {
	total := 0
	for _, c := range counts {
		total += c
	}
	expected := float64(total) / float64(len(counts))
	stat := 0.0
	for _, c := range counts {
		d := float64(c) - expected
		stat += d * d / expected
	}
	return stat
}

// chiSquareSurvival is P(X > x) for X ~ chi-square with df degrees of freedom.
func chiSquareSurvival(df int, x float64) float64 {
	return gammaQ(float64(df)/2, x/2)
}

// chiSquareCritical is the x with P(X > x) = p, found by bisection.
func chiSquareCritical(df int, p float64) float64 {
	lo, hi := 0.0, float64(df)+100*math.Sqrt(float64(df))+100
	for range 200 {
		mid := (lo + hi) / 2
		if chiSquareSurvival(df, mid) > p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}

// gammaQ is the regularized upper incomplete gamma function Q(a, x).
func gammaQ(a, x float64) float64 {
	if x <= 0 {
		return 1
	}
	lnPrefix := -x + a*math.Log(x) - lgamma(a)
	if x < a+1 {
		// Series for P(a, x).
		sum, term := 1/a, 1/a
		for n := 1; n < 1000; n++ {
			term *= x / (a + float64(n))
			sum += term
			if math.Abs(term) < math.Abs(sum)*1e-15 {
				break
			}
		}
		return 1 - sum*math.Exp(lnPrefix)
	}
	// Continued fraction for Q(a, x), modified Lentz.
	const tiny = 1e-300
	b := x + 1 - a
	c := 1 / tiny
	d := 1 / b
	h := d
	for i := 1; i < 1000; i++ {
		an := -float64(i) * (float64(i) - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		delta := d * c
		h *= delta
		if math.Abs(delta-1) < 1e-15 {
			break
		}
	}
	return math.Exp(lnPrefix) * h
}

func lgamma(x float64) float64 {
	v, _ := math.Lgamma(x)
	return v
}

// pCritical is the significance level of every uniformity test: with a fixed seed the
// tests are deterministic, and a fair generator exceeds the bound only 1 time in 1000.
const pCritical = 0.001

func TestChiSquareCriticalMatchesTables(t *testing.T) {
	// Upper-tail critical values at p = 0.001 from standard chi-square tables
	// (e.g. NIST/SEMATECH e-Handbook §1.3.6.7.4).
	tests := []struct {
		df   int
		want float64
	}{
		{1, 10.828},
		{4, 18.467},
		{5, 20.515},
		{7, 24.322},
		{16, 39.252},
		{19, 43.820},
		{100, 149.449},
	}
	for _, tt := range tests {
		got := chiSquareCritical(tt.df, pCritical)
		if math.Abs(got-tt.want) > 0.01 {
			t.Errorf("critical value df=%d: got %.3f, want %.3f", tt.df, got, tt.want)
		}
	}
}

func TestChiSquareStatistic(t *testing.T) {
	tests := []struct {
		counts []int
		want   float64
	}{
		{[]int{10, 10, 10}, 0},
		{[]int{20, 0}, 20},      // (10²+10²)/10
		{[]int{12, 8, 10}, 0.8}, // (4+4+0)/10
	}
	for _, tt := range tests {
		if got := chiSquare(tt.counts); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("chiSquare(%v) = %v, want %v", tt.counts, got, tt.want)
		}
	}
}
