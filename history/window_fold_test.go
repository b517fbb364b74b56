package history

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

// randomPlays is a generated history, oldest first: a few games, a group of players
// (now and then one at two seats, or at a seat no table has), ties and shared wins,
// plays on the same instant and across months.
func randomPlays(r *rand.Rand, n int) []play {
	games := []string{"catan", "genoa", "san-juan"}
	date := time.Date(2024, 12, 31, 20, 0, 0, 0, time.UTC)
	var plays []play
	for i := range n {
		date = date.Add(time.Duration(r.IntN(4)) * 11 * time.Hour)
		p := play{session: int64(i + 1), game: games[r.IntN(len(games))], date: date}
		for seat := range 1 + r.IntN(5) {
			s := seatResult{seat: seat, id: int64(1 + r.IntN(9)), score: r.IntN(12) - 2}
			switch r.IntN(60) { // scores far apart, to stretch a histogram every way
			case 0:
				s.score = -5000 + r.IntN(3)
			case 1:
				s.score = 9000
			case 2:
				s.score = 1 << 50
			}
			switch r.IntN(40) {
			case 0:
				s.seat = 20
			case 1:
				s.seat = -1
			}
			p.seats = append(p.seats, s)
		}
		for i := range p.seats {
			p.seats[i].rank = 1
			for _, o := range p.seats {
				if o.score > p.seats[i].score {
					p.seats[i].rank++
				}
			}
			p.seats[i].winner = p.seats[i].rank == 1
		}
		plays = append(plays, p)
	}
	return plays
}

// TestWindowFoldIsAdd: folding generated histories with windowFold gives the maps add
// gives, entry for entry, with and without ratings, in zones whose months begin at
// other instants, and with players' ids beyond those numbered through a slice
// (maxDenseID) beside them.
func TestWindowFoldIsAdd(t *testing.T) {
	saoPaulo, err := time.LoadLocation("America/Sao_Paulo")
	if err != nil {
		saoPaulo = time.FixedZone("BRT", -3*3600)
	}
	for seed := range uint64(8) {
		r := rand.New(rand.NewPCG(seed, 14))
		plays := randomPlays(r, 50+r.IntN(600))
		if seed >= 6 {
			far := map[int64]int64{2: maxDenseID, 3: maxDenseID - 1, 5: 1 << 40, 7: -4}
			for _, p := range plays {
				for i, s := range p.seats {
					if id, ok := far[s.id]; ok {
						p.seats[i].id = id
					}
				}
			}
		}
		for _, loc := range []*time.Location{time.UTC, time.FixedZone("JST", 9*3600), saoPaulo} {
			for _, ratings := range []bool{true, false} {
				byAdd := newStatsBuilder(loc)
				byAdd.skipRatings = !ratings
				fold := newWindowFold(loc, ratings)
				for _, p := range plays {
					byAdd.add(p)
					fold.add(p)
				}
				byFold := newStatsBuilder(loc)
				byFold.skipRatings = !ratings
				fold.into(byFold, nil)
				byAdd.month, byFold.month = monthCache{}, monthCache{}
				if !reflect.DeepEqual(byAdd, byFold) {
					t.Fatalf("seed %d, %s, ratings %v: windowFold's figures differ from add's", seed, loc, ratings)
				}
			}
		}
	}
}

// TestWindowFoldMonthSteppingBack: where a fall-back of the clocks crosses the start of
// a month (St. John's, 2009-11-01 00:01 NDT → 2009-10-31 23:01 NST), plays in date order
// go from November back to October; each month must still count all of its plays.
func TestWindowFoldMonthSteppingBack(t *testing.T) {
	stJohns, err := time.LoadLocation("America/St_Johns")
	if err != nil {
		t.Skipf("no zone data: %v", err)
	}
	r := rand.New(rand.NewPCG(9, 14))
	plays := randomPlays(r, 40)
	start := time.Date(2009, 11, 1, 2, 0, 0, 0, time.UTC) // 23:30 NDT, October 31st
	for i := range plays {
		plays[i].date = start.Add(time.Duration(i) * 5 * time.Minute)
	}
	byAdd := newStatsBuilder(stJohns)
	fold := newWindowFold(stJohns, true)
	for _, p := range plays {
		byAdd.add(p)
		fold.add(p)
	}
	byFold := newStatsBuilder(stJohns)
	fold.into(byFold, nil)
	if !reflect.DeepEqual(byAdd.months, byFold.months) {
		t.Fatalf("months by windowFold %v, by add %v", byFold.months, byAdd.months)
	}
}

// TestScoreCounts counts scores near and far apart (to the ends of int) and gets each
// back with its count, as a map would count them.
func TestScoreCounts(t *testing.T) {
	scores := []int{5, 7, 5, -3, 4000, -200, math.MaxInt, math.MinInt, 5, 4100, -4000, math.MinInt, 0, 1 << 50}
	var sc scoreCounts
	want := map[int]int{}
	for _, s := range scores {
		sc.count(s)
		want[s]++
	}
	got := map[int]int{}
	sc.each(func(score, n int) { got[score] += n })
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("counted %v, want %v", got, want)
	}
}

// TestScoreCountsRandom counts runs of scores rising, falling and scattered (near the
// ends of int too) and finds the counts a map gives.
func TestScoreCountsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 14))
	for _, base := range []int{0, -300, 1400, math.MinInt + 5, math.MaxInt - 6000} {
		var sc scoreCounts
		want := map[int]int{}
		for i := range 20000 {
			var score int
			switch i % 3 {
			case 0:
				score = base + i%5000
			case 1:
				score = base + 5000 - i%5000
			default:
				score = base + r.IntN(9000) - 2000
			}
			if base > 0 && score < base-2000 || base < 0 && score > base+9000 { // overflowed: keep it in int
				score = base
			}
			sc.count(score)
			want[score]++
		}
		got := map[int]int{}
		sc.each(func(score, n int) { got[score] += n })
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("base %d: counted %d scores, want %d", base, len(got), len(want))
		}
	}
}

// TestWindowFoldLongRatings: in a history long enough that players make more rating
// moves in a game than any view shows (the fold keeps only the latest of them, add
// keeps more), the figures each view shows are add's.
func TestWindowFoldLongRatings(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 14))
	var plays []play
	for _, p := range randomPlays(r, 6000) {
		// One seat a player and a seat number a player, as a table has them: two moves
		// of one play the same in play order would come in either order in both folds.
		ids, seats := map[int64]bool{}, map[int]bool{}
		for _, s := range p.seats {
			ids[s.id], seats[s.seat] = true, true
		}
		if len(ids) == len(p.seats) && len(seats) == len(p.seats) {
			plays = append(plays, p)
		}
	}
	byAdd := newStatsBuilder(time.UTC)
	fold := newWindowFold(time.UTC, true)
	for _, p := range plays {
		byAdd.add(p)
		fold.add(p)
	}
	byFold := newStatsBuilder(time.UTC)
	fold.into(byFold, nil)
	most := 0
	for _, moves := range byAdd.moves {
		most = max(most, len(moves))
	}
	if most <= maxRatingMoves {
		t.Fatalf("at most %d moves of a player in a game: the history is too short to test", most)
	}
	names := map[int64]string{}
	for id := range int64(10) {
		names[id] = "P" + string(rune('0'+id))
	}
	for _, v := range []statsView{{}, {player: 3}, {game: "genoa"}, {player: 5, game: "catan"}} {
		got, want := byFold.result(names, v), byAdd.result(names, v)
		if len(want.Changes) == 0 || !reflect.DeepEqual(got, want) {
			t.Errorf("view %+v: the fold's figures differ from add's (%d moves, %d)", v, len(got.Changes), len(want.Changes))
		}
	}
}
