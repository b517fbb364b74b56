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
	return p.rated(self, sums)
}

// grown is step 6 alone, for a period without games: the deviation grows.
func (p Glicko) grown() Glicko {
	phi := p.Deviation / glickoScale
	return Glicko{Rating: p.Rating, Deviation: math.Sqrt(phi*phi+p.Volatility*p.Volatility) * glickoScale, Volatility: p.Volatility}
}

// rated is steps 3 to 8 from the sums of the period's games (self is p scaled).
func (p Glicko) rated(self glickoScaled, sums glickoSums) Glicko {
	mu, phi := self.mu, self.phi
	v := 1 / sums.vInv
	delta := v * sums.sum
	sigma := newVolatility(phi, v, delta, p.Volatility)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sums.sum
	return Glicko{Rating: glickoScale*muNew + glickoStartRating, Deviation: glickoScale * phiNew, Volatility: sigma}
}

// newVolatility is step 5: the Illinois algorithm on f(x) = 0. The terms of f that do
// not depend on x are worked out once, each as f would (the same operations in the same
// order, so the same bits); the bracket's search hands its last f over.
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	phi2v := phi*phi + v
	excess := delta*delta - phi*phi - v
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi2v + ex
		return ex*(excess-ex)/(2*d*d) - (x-a)/(glickoTau*glickoTau)
	}
	A := a
	var B, fB float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
		fB = f(B)
	} else {
		for k := 1.0; ; k++ {
			B = a - k*glickoTau
			if fB = f(B); !(fB < 0) {
				break
			}
		}
	}
	fA := f(A)
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
	return math.Exp(A / 2)
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
}

// ratePlay is ratePlay into s's slices: the result is good until the next call. Each
// player's games are summed as update sums them, against the opponents in seat order.
func (s *glickoScratch) ratePlay(before []Glicko, ranks []int) []Glicko {
	after, scaled := s.after[:0], s.scaled[:0]
	for _, b := range before {
		scaled = append(scaled, b.scaled())
	}
	for i := range before {
		if len(before) == 1 { // nobody to play: the period passes as for one absent
			after = append(after, before[i].grown())
			break
		}
		var sums glickoSums
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
			sums.add(scaled[i].mu, scaled[j], score)
		}
		after = append(after, before[i].rated(scaled[i], sums))
	}
	s.after, s.scaled = after, scaled
	return after
}
