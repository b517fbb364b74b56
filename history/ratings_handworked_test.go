package history

import (
	"context"
	"math"
	"testing"
	"time"
)

// ratingsHistory is four plays whose Glicko-2 ratings are worked out below by hand.
//
//	1 catan (at 10)  Ann 10 ahead of Ben 5
//	2 catan (at 20)  Ann 5 behind Ben 10
//	3 genoa (at 30)  Ann 50 ahead of Ben 40 and Cy 40 (Ben and Cy level)
//	4 catan (at 40)  Cy 10 ahead of Ann 5; Ben sits it out
func ratingsHistory(t *testing.T) *Store {
	s := openTemp(t)
	played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 5})
	played(t, s, "catan", at(20), line{"Ann", 5}, line{"Ben", 10})
	played(t, s, "genoa", at(30), line{"Ann", 50}, line{"Ben", 40}, line{"Cy", 40})
	played(t, s, "catan", at(40), line{"Cy", 10}, line{"Ann", 5})
	return s
}

// round2 is v to 2 decimals, as the figures below are worked.
func round2(v float64) float64 { return math.Round(v*100) / 100 }

// TestRatingsWorkedByHand checks the ratings and every rating change against figures
// worked out from Glickman's "Example of the Glicko-2 system", steps 1-8, one rating
// period per play, each player one game against each other player at the table
// (review-5 gap 5: only golden snapshots pinned the ratings, and the changes were only
// counted). Scale 173.7178; new players r 1500, RD 350, σ 0.06; τ 0.5.
//
// Play 1, two new players, Ann wins:
//
//	step 2  μ = 0, φ = 350/173.7178 = 2.014762 for both
//	step 3  g(φ) = 1/√(1 + 3φ²/π²) = 0.669069, E = 1/(1 + e^(−g·(0−0))) = 0.5,
//	        v = 1/(g²·E·(1−E)) = 8.935475
//	step 4  Δ = v·g·(s−E) = +2.989226 (Ann, s = 1), −2.989226 (Ben, s = 0)
//	step 5  σ' = 0.0599997 (the iteration barely moves it)
//	step 6  φ* = √(φ² + σ'²) = 2.015655
//	step 7  φ' = 1/√(1/φ*² + 1/v) = 1.671210; μ' = μ + φ'²·g·(s−E) = ±0.934337
//	step 8  r' = 173.7178·μ' + 1500 = 1662.31 (Ann), 1337.69 (Ben); RD' = 173.7178·φ' = 290.32
//
// Play 2, Ben beats Ann from there: μ = ±0.934337, φ = 1.671210, g(φ) = 0.735423,
// E(Ann) = 1/(1 + e^(−0.735423·1.868674)) = 0.798068, v = 11.473115, φ* = 1.672287,
// φ' = 1.499494, μ'(Ann) = 0.934337 + φ'²·0.735423·(0 − 0.798068) = −0.385337:
// Ann 1433.06, Ben 1566.94 (mirrored), RD 260.49.
//
// Play 3, genoa, three new players, Ann ahead, Ben and Cy level (s = ½ between them):
// each has two games against μ = 0, g = 0.669069, E = 0.5, so v = 1/(2·g²/4) = 4.467737,
// φ' = 1/√(1/2.015655² + 1/4.467737) = 1.458714 (RD 253.40);
// μ'(Ann) = φ'²·g·(½ + ½) = 1.423677 → 1747.32; μ'(Ben) = φ'²·g·(−½ + 0) = −0.711839 → 1376.34,
// and Cy the same as Ben.
//
// Play 4, catan, Cy (new) beats Ann (1433.06, φ 1.499494); Ben sat it out, so step 6
// alone grows his RD: √(1.499494² + 0.0600017²)·173.7178 = 260.70, his rating stays.
// Cy: opponent g(1.499494) = 0.770724, E = 1/(1 + e^(−0.770724·0.385337)) = 0.573706,
// v = 6.883405, φ' = 1.598398, μ' = φ'²·0.770724·(1 − 0.573706) = 0.839417 → 1645.82, RD 277.67.
// Ann: opponent g(2.014762) = 0.669069, E = 0.435900, v = 9.084784, φ' = 1.343392,
// μ' = −0.385337 + φ'²·0.669069·(0 − 0.435900) = −0.911674 → 1341.63, RD 233.37.
// (Worked again in floating point, step by step, the figures agree to 6 decimals.)
func TestRatingsWorkedByHand(t *testing.T) {
	defer func(z func() *time.Location) { statsZone = z }(statsZone)
	statsZone = func() *time.Location { return time.UTC }
	s := ratingsHistory(t)
	type rating struct {
		game, player      string
		r, rd, volatility float64
		plays             int
		lastChange        float64
	}
	type move struct {
		session       int64
		game, player  string
		before, after float64
	}
	whole := struct {
		ratings []rating
		moves   []move
	}{
		ratings: []rating{ // by game, best first
			{"catan", "Cy", 1645.82, 277.67, 0.0599993, 1, 145.82},
			{"catan", "Ben", 1566.94, 260.70, 0.0600017, 2, 229.25},
			{"catan", "Ann", 1341.63, 233.37, 0.0600013, 3, -91.43},
			{"genoa", "Ann", 1747.32, 253.40, 0.0600001, 1, 247.32},
			{"genoa", "Ben", 1376.34, 253.40, 0.0599988, 1, -123.66},
			{"genoa", "Cy", 1376.34, 253.40, 0.0599988, 1, -123.66},
		},
		moves: []move{ // oldest first, seat order within a play
			{1, "catan", "Ann", 1500, 1662.31}, {1, "catan", "Ben", 1500, 1337.69},
			{2, "catan", "Ann", 1662.31, 1433.06}, {2, "catan", "Ben", 1337.69, 1566.94},
			{3, "genoa", "Ann", 1500, 1747.32}, {3, "genoa", "Ben", 1500, 1376.34}, {3, "genoa", "Cy", 1500, 1376.34},
			{4, "catan", "Cy", 1500, 1645.82}, {4, "catan", "Ann", 1433.06, 1341.63},
		},
	}
	// A window from play 2 on is folded from its plays alone (play 1 never happened):
	// play 2 is then play 1 with Ben the winner (Ben 1662.31, Ann 1337.69, RD 290.32);
	// in play 4 Cy (new) beats Ann at μ −0.934337, φ 1.671210: g = 0.735423,
	// E(Cy) = 0.665329, v = 8.303691, φ' = 1.651686, μ' = 0.671445 → 1616.64, RD 286.93;
	// Ann: E = 0.348614, v = 9.837263, φ' = 1.475641, μ' = −1.442236 → 1249.46, RD 256.35;
	// Ben's RD grows to √(1.671210² + 0.0599997²)·173.7178 = 290.51. Genoa is as before.
	window := []rating{
		{"catan", "Ben", 1662.31, 290.51, 0.0599997, 1, 162.31},
		{"catan", "Cy", 1616.64, 286.93, 0.0599993, 1, 116.64},
		{"catan", "Ann", 1249.46, 256.35, 0.0599991, 2, -88.23},
	}
	windowMoves := []move{
		{2, "catan", "Ann", 1500, 1337.69}, {2, "catan", "Ben", 1500, 1662.31},
		{3, "genoa", "Ann", 1500, 1747.32}, {3, "genoa", "Ben", 1500, 1376.34}, {3, "genoa", "Cy", 1500, 1376.34},
		{4, "catan", "Cy", 1500, 1616.64}, {4, "catan", "Ann", 1337.69, 1249.46},
	}
	check := func(name string, f PlayFilter, ratings []rating, moves []move) {
		t.Helper()
		g, err := s.GroupStats(context.Background(), f, time.UTC, true)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Ratings) != len(ratings) {
			t.Fatalf("%s: %d ratings %+v, want %d", name, len(g.Ratings), g.Ratings, len(ratings))
		}
		for i, w := range ratings {
			got := g.Ratings[i]
			if got.Game != w.game || got.Player != w.player || round2(got.Rating) != w.r || round2(got.Deviation) != w.rd ||
				math.Abs(got.Volatility-w.volatility) > 5e-7 || got.Plays != w.plays || round2(got.LastChange) != w.lastChange {
				t.Errorf("%s: rating %d is %s %s %.4f RD %.4f σ %.7f, %d plays, last change %.4f; want %+v",
					name, i, got.Game, got.Player, got.Rating, got.Deviation, got.Volatility, got.Plays, got.LastChange, w)
			}
		}
		if len(g.Changes) != len(moves) {
			t.Fatalf("%s: %d changes %+v, want %d", name, len(g.Changes), g.Changes, len(moves))
		}
		last := map[[2]string]float64{} // a player's rating in a game after the moves so far
		for i, w := range moves {
			got := g.Changes[i]
			if got.Session != w.session || !got.Date.Equal(at(int(w.session)*10)) || got.Game != w.game || got.Player != w.player ||
				round2(got.Before) != w.before || round2(got.After) != w.after {
				t.Errorf("%s: change %d is session %d %v %s %s %.4f → %.4f; want %+v",
					name, i, got.Session, got.Date, got.Game, got.Player, got.Before, got.After, w)
			}
			k := [2]string{got.Game, got.Player}
			if prev, ok := last[k]; ok && got.Before != prev {
				t.Errorf("%s: change %d starts %s's %s at %v, the change before ended at %v", name, i, got.Player, got.Game, got.Before, prev)
			}
			last[k] = got.After
		}
	}
	check("every play (kept figures)", PlayFilter{}, whole.ratings, whole.moves)
	check("since play 2 (a window fold)", PlayFilter{Since: at(15)}, append(window, whole.ratings[3:]...), windowMoves)
	checkKept(t, s, "four rated plays")
}
