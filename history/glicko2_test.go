package history

import (
	"math"
	"testing"
)

// TestGlickoPaperExample is the worked example of Glickman's "Example of the Glicko-2
// system": a player rated 1500 (RD 200, σ 0.06) beats a 1400 (RD 30) and loses to a
// 1550 (RD 100) and a 1700 (RD 300); with τ = 0.5 the paper's result is r' = 1464.06,
// RD' = 151.52, σ' = 0.05999.
func TestGlickoPaperExample(t *testing.T) {
	p := Glicko{Rating: 1500, Deviation: 200, Volatility: 0.06}
	got := p.update([]glickoGame{
		{Glicko{1400, 30, 0.06}, 1},
		{Glicko{1550, 100, 0.06}, 0},
		{Glicko{1700, 300, 0.06}, 0},
	})
	for _, c := range []struct {
		name      string
		got, want float64
		tolerance float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"deviation", got.Deviation, 151.52, 0.01},
		{"volatility", got.Volatility, 0.05999, 0.00001},
	} {
		if math.Abs(c.got-c.want) > c.tolerance {
			t.Errorf("%s = %.5f, the paper has %.5f", c.name, c.got, c.want)
		}
	}
}

// TestRatePlay checks the multiplayer reading: at a three-player table of new players
// the winner gains what the last loses, the middle player stays, and a shared first
// place moves nobody apart.
func TestRatePlay(t *testing.T) {
	start := []Glicko{NewGlicko(), NewGlicko(), NewGlicko()}
	after := ratePlay(start, []int{1, 2, 3})
	if !(after[0].Rating > 1500 && after[2].Rating < 1500) {
		t.Errorf("ratings %+v: the winner should gain and the last lose", after)
	}
	if math.Abs(after[1].Rating-1500) > 1e-9 || math.Abs(after[0].Rating-1500+(after[2].Rating-1500)) > 1e-9 {
		t.Errorf("ratings %+v: the middle should stay and the gains balance", after)
	}
	tied := ratePlay(start[:2], []int{1, 1})
	if tied[0].Rating != 1500 || tied[1].Rating != 1500 || tied[0].Deviation >= 350 {
		t.Errorf("a shared win %+v: ratings stay, deviations shrink", tied)
	}
}
