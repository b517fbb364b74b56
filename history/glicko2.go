package history

import "math"

// Glicko-2, as published by Mark E. Glickman, "Example of the Glicko-2 system"
// (Boston University, http://math.bu.edu/people/mg/glicko/glicko2.doc/example.html).
// talon applies it to multiplayer plays the way
// the system treats a rating period: each finished play is one rating period, in which
// each player has one game against each other player at the table, scored 1 for
// finishing ahead, ½ for the same rank, 0 behind. Every other player already rated in
// that game did not compete in the period, and the paper's step 6 applies to them alone:
// their deviation grows, φ* = √(φ² + σ²), their rating and volatility stay.

// Glicko-2 constants: the paper's defaults for an unrated player, the system constant
// τ (the paper's example uses 0.5) and the convergence tolerance ε.
const (
	glickoStartRating     = 1500.0
	glickoStartDeviation  = 350.0
	glickoStartVolatility = 0.06
	glickoTau             = 0.5
	glickoEpsilon         = 0.000001
	glickoScale           = 173.7178
)

// Glicko is a player's rating r, deviation RD and volatility σ on the Glicko scale.
type Glicko struct {
	Rating     float64 `json:"rating"`
	Deviation  float64 `json:"deviation"`
	Volatility float64 `json:"volatility"`
}

// NewGlicko is an unrated player.
func NewGlicko() Glicko {
	return Glicko{Rating: glickoStartRating, Deviation: glickoStartDeviation, Volatility: glickoStartVolatility}
}

// glickoMaxDeviation bounds a deviation grown by absence.
// INFERRED: Glicko-2's paper has no bound; Glickman's Glicko paper caps RD at the
// unrated player's 350, since no one is less known than a newcomer, and talon follows it.
const glickoMaxDeviation = glickoStartDeviation

// absent is the paper's step 6 for a player who did not compete in a rating period.
func (p Glicko) absent() Glicko {
	grown := p.grown()
	grown.Deviation = min(grown.Deviation, glickoMaxDeviation)
	return grown
}

// glickoGame is one game of a rating period: the opponent's rating at the period's
// start and the score s (1 win, ½ draw, 0 loss).
type glickoGame struct {
	opponent Glicko
	score    float64
}

// glickoScaled is a rating at a period's start on the Glicko-2 scale (the paper's step
// 2), with g(φ) (step 3): a rating period at a table of n players needs them once per
// player, not once per game (n - 1 times).
type glickoScaled struct {
	mu, phi, g float64
}

func (p Glicko) scaled() glickoScaled {
	mu, phi := (p.Rating-glickoStartRating)/glickoScale, p.Deviation/glickoScale
	return glickoScaled{mu: mu, phi: phi, g: 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))}
}

// glickoSums are the sums of steps 3 and 4 over a period's games: 1/v and Σ g(φj)(s - E).
type glickoSums struct {
	vInv, sum float64
}

// add counts one game, against opponent with score s, of a player at mu.
func (s *glickoSums) add(mu float64, opponent glickoScaled, score float64) {
	gj := opponent.g
	e := 1 / (1 + math.Exp(-gj*(mu-opponent.mu)))
	s.vInv += gj * gj * e * (1 - e)
	s.sum += gj * (score - e)
}

// update is the paper's steps 2 to 8 for one player over one rating period.
func (p Glicko) update(games []glickoGame) Glicko {
	if len(games) == 0 {
		return p.grown()
	}
	self := p.scaled()
	var sums glickoSums
	for _, g := range games {
		sums.add(self.mu, g.opponent.scaled(), g.score)
	}
	var s glickoScratch
	return s.rated([]Glicko{p}, []glickoScaled{self}, []glickoSums{sums})[0]
}

// grown is step 6 alone, for a period without games: the deviation grows.
func (p Glicko) grown() Glicko {
	phi := p.Deviation / glickoScale
	return Glicko{Rating: p.Rating, Deviation: math.Sqrt(phi*phi+p.Volatility*p.Volatility) * glickoScale, Volatility: p.Volatility}
}

// volatilitySearch is step 5 for one player: the Illinois algorithm on f(x) = 0. The
// terms of f that do not depend on x are worked out once, each as f would (the same
// operations in the same order, so the same bits); the bracket's search hands its last
// f over.
type volatilitySearch struct {
	a, phi2v, excess float64 // f's terms
	v                float64 // step 3's estimated variance
	above            bool    // Δ² > φ² + v: the bracket's far end is ln(Δ² - φ² - v)
	A, B, fA, fB     float64 // the bracket and f at its ends
	sigma            float64 // the new volatility, e^(A/2)
}

func (s *volatilitySearch) f(x float64) float64 {
	ex := math.Exp(x)
	d := s.phi2v + ex
	return ex*(s.excess-ex)/(2*d*d) - (x-s.a)/(glickoTau*glickoTau)
}

// searching says whether the bracket is still wider than ε.
func (s *volatilitySearch) searching() bool { return math.Abs(s.B-s.A) > glickoEpsilon }

// step narrows the bracket once.
func (s *volatilitySearch) step() {
	C := s.A + (s.A-s.B)*s.fA/(s.fB-s.fA)
	ex := math.Exp(C) // f(C) written out (f is not inlined; step makes most of its calls), the same bits
	d := s.phi2v + ex
	fC := ex*(s.excess-ex)/(2*d*d) - (C-s.a)/(glickoTau*glickoTau)
	if fC*s.fB <= 0 {
		s.A, s.fA = s.B, s.fB
	} else {
		s.fA /= 2
	}
	s.B, s.fB = C, fC
}

// rated is steps 3 to 8 for each player at a table, from the sums of their games
// (scaled are the players' ratings scaled), into the scratch's after. Each player's
// figures are worked out with the same operations in the same order as one player's
// alone (TestRatePlayIsTheReference), but side by side: each stage (a logarithm, f at
// the bracket's ends, one narrowing of the bracket, e^(A/2)) is taken for every
// player before the next. Within one player each stage waits for the one before (an
// exponential takes dozens of cycles to come out), the players' stages do not wait for
// each other, so the processor works on the others' meanwhile: a table is rated in
// about three quarters of the time (BenchmarkRatePlay).
func (s *glickoScratch) rated(before []Glicko, scaled []glickoScaled, sums []glickoSums) []Glicko {
	after, vol := s.after[:0], s.vol[:0]
	for i, p := range before {
		phi := scaled[i].phi
		v := 1 / sums[i].vInv
		delta := v * sums[i].sum
		x := volatilitySearch{a: math.Log(p.Volatility * p.Volatility), phi2v: phi*phi + v,
			excess: delta*delta - phi*phi - v, v: v, above: delta*delta > phi*phi+v}
		x.A = x.a
		if x.above {
			x.B = math.Log(delta*delta - phi*phi - v)
		} else {
			x.B = x.a - 1*glickoTau
		}
		vol = append(vol, x)
	}
	for i := range vol {
		x := &vol[i]
		x.fB = x.f(x.B)
		x.fA = x.f(x.A)
	}
	for i := range vol {
		x := &vol[i]
		for k := 2.0; !x.above && x.fB < 0; k++ { // the bracket's search, further below a
			x.B = x.a - k*glickoTau
			x.fB = x.f(x.B)
		}
	}
	for n, more := 0, true; more && n < 100; n++ {
		more = false
		for i := range vol {
			if x := &vol[i]; x.searching() {
				x.step()
				more = true
			}
		}
	}
	for i := range vol {
		vol[i].sigma = math.Exp(vol[i].A / 2)
	}
	for i := range vol {
		x := &vol[i]
		mu, phi := scaled[i].mu, scaled[i].phi
		phiStar := math.Sqrt(phi*phi + x.sigma*x.sigma)
		phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/x.v)
		muNew := mu + phiNew*phiNew*sums[i].sum
		after = append(after, Glicko{Rating: glickoScale*muNew + glickoStartRating, Deviation: glickoScale * phiNew, Volatility: x.sigma})
	}
	s.after, s.vol = after, vol
	return after
}

// ratePlay updates the ratings of the players at one table from their ranks, all
// against the ratings they brought to the table.
func ratePlay(before []Glicko, ranks []int) []Glicko {
	var s glickoScratch
	return s.ratePlay(before, ranks)
}

// glickoScratch holds ratePlay's slices from one play to the next (a window of a long
// history rates every play of it).
type glickoScratch struct {
	after  []Glicko
	scaled []glickoScaled
	sums   []glickoSums
	vol    []volatilitySearch
}

// ratePlay is ratePlay into s's slices: the result is good until the next call. Each
// player's games are summed as update sums them, against the opponents in seat order.
func (s *glickoScratch) ratePlay(before []Glicko, ranks []int) []Glicko {
	scaled, sums := s.scaled[:0], s.sums[:0]
	for _, b := range before {
		scaled = append(scaled, b.scaled())
	}
	s.scaled = scaled
	if len(before) == 1 { // nobody to play: the period passes as for one absent
		s.after = append(s.after[:0], before[0].grown())
		return s.after
	}
	for i := range before {
		var sum glickoSums
		for j := range before {
			if i == j {
				continue
			}
			score := 0.5
			switch {
			case ranks[i] < ranks[j]:
				score = 1
			case ranks[i] > ranks[j]:
				score = 0
			}
			gj := scaled[j].g // sum.add written out (not inlined; a table's games are most of its calls), the same bits
			e := 1 / (1 + math.Exp(-gj*(scaled[i].mu-scaled[j].mu)))
			sum.vInv += gj * gj * e * (1 - e)
			sum.sum += gj * (score - e)
		}
		sums = append(sums, sum)
	}
	s.sums = sums
	return s.rated(before, scaled, sums)
}
