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
	grown := p.update(nil)
	grown.Deviation = min(grown.Deviation, glickoMaxDeviation)
	return grown
}

// glickoGame is one game of a rating period: the opponent's rating at the period's
// start and the score s (1 win, ½ draw, 0 loss).
type glickoGame struct {
	opponent Glicko
	score    float64
}

// update is the paper's steps 2 to 8 for one player over one rating period.
func (p Glicko) update(games []glickoGame) Glicko {
	mu, phi := (p.Rating-glickoStartRating)/glickoScale, p.Deviation/glickoScale
	if len(games) == 0 { // step 6 alone: the deviation grows
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
	sigma := newVolatility(phi, v, delta, p.Volatility)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Glicko{Rating: glickoScale*muNew + glickoStartRating, Deviation: glickoScale * phiNew, Volatility: sigma}
}

// newVolatility is step 5: the Illinois algorithm on f(x) = 0.
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
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
	after []Glicko
	games []glickoGame
}

// ratePlay is ratePlay into s's slices: the result is good until the next call.
func (s *glickoScratch) ratePlay(before []Glicko, ranks []int) []Glicko {
	after := s.after[:0]
	for i := range before {
		games := s.games[:0]
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
			games = append(games, glickoGame{opponent: before[j], score: score})
		}
		after = append(after, before[i].update(games))
		s.games = games
	}
	s.after = after
	return after
}
