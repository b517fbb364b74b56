package history

import (
	"math"
	"math/rand/v2"
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

// referenceUpdate is the paper's steps 2 to 8 for one player, written out as the
// paper orders them, as talon first computed them: the reference the figures must
// equal to the last bit.
func referenceUpdate(p Glicko, games []glickoGame) Glicko {
	mu, phi := (p.Rating-glickoStartRating)/glickoScale, p.Deviation/glickoScale
	if len(games) == 0 {
		return Glicko{Rating: p.Rating, Deviation: math.Sqrt(phi*phi+p.Volatility*p.Volatility) * glickoScale, Volatility: p.Volatility}
	}
	var vInv, sum float64
	for _, g := range games {
		muJ, phiJ := (g.opponent.Rating-glickoStartRating)/glickoScale, g.opponent.Deviation/glickoScale
		gj := 1 / math.Sqrt(1+3*phiJ*phiJ/(math.Pi*math.Pi))
		e := 1 / (1 + math.Exp(-gj*(mu-muJ)))
		vInv += gj * gj * e * (1 - e)
		sum += gj * (g.score - e)
	}
	v := 1 / vInv
	delta := v * sum
	a := math.Log(p.Volatility * p.Volatility)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(glickoTau*glickoTau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*glickoTau) < 0 {
			k++
		}
		B = a - k*glickoTau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > glickoEpsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	sigma := math.Exp(A / 2)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Glicko{Rating: glickoScale*muNew + glickoStartRating, Deviation: glickoScale * phiNew, Volatility: sigma}
}

// TestRatePlayIsTheReference: ratePlay (its terms worked out once per play) gives the
// reference's figures bit for bit, at tables of one to six players with ties, from
// ratings spread far and near (both of step 5's bracket searches), and absent matches
// the reference's step 6.
func TestRatePlayIsTheReference(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 2))
	var s glickoScratch
	for n := range 20000 {
		before := make([]Glicko, 1+r.IntN(6))
		ranks := make([]int, len(before))
		for i := range before {
			before[i] = Glicko{Rating: 1500 + r.NormFloat64()*float64(1+n%400), Deviation: 20 + r.Float64()*330,
				Volatility: 0.03 + r.Float64()*0.1}
			ranks[i] = 1 + r.IntN(len(before))
		}
		got := s.ratePlay(before, ranks)
		for i := range before {
			var games []glickoGame
			for j := range before {
				if i != j {
					score := 0.5
					if ranks[i] < ranks[j] {
						score = 1
					} else if ranks[i] > ranks[j] {
						score = 0
					}
					games = append(games, glickoGame{before[j], score})
				}
			}
			if want := referenceUpdate(before[i], games); got[i] != want {
				t.Fatalf("play %d, seat %d of %+v ranked %v: %+v, the reference %+v", n, i, before, ranks, got[i], want)
			}
			if want := referenceUpdate(before[i], games); before[i].update(games) != want {
				t.Fatalf("update of %+v: %+v, the reference %+v", before[i], before[i].update(games), want)
			}
			if got, want := before[i].absent(), referenceUpdate(before[i], nil); got.Deviation != min(want.Deviation, glickoMaxDeviation) || got.Rating != want.Rating {
				t.Fatalf("absent %+v: %+v, the reference %+v", before[i], got, want)
			}
		}
	}
}

// BenchmarkRatePlay rates a game's plays one after another as a window's rater does:
// a group of 12, tables of two to five, every player's rating carried to their next
// play. Rating a long window is mostly this arithmetic; ns/op is one play's.
func BenchmarkRatePlay(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	type table struct{ seats, ranks []int }
	tables := make([]table, 4096)
	for i := range tables {
		n := 2 + r.IntN(4)
		tables[i] = table{r.Perm(12)[:n], make([]int, n)}
		for j := range tables[i].ranks {
			tables[i].ranks[j] = 1 + r.IntN(n)
		}
	}
	players := make([]Glicko, 12)
	for i := range players {
		players[i] = NewGlicko()
	}
	var s glickoScratch
	before := make([]Glicko, 0, 5)
	b.ResetTimer()
	for i := range b.N {
		t := tables[i%len(tables)]
		before = before[:0]
		for _, p := range t.seats {
			before = append(before, players[p])
		}
		after := s.ratePlay(before, t.ranks)
		for k, p := range t.seats {
			players[p] = after[k]
		}
	}
}
