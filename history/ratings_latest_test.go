package history

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

// TestLatestMovesAreTheSortedTail: ratingsOf's moves, taken from the ends of each
// player's list, are those of sorting every move by play and keeping the latest
// maxRatingMoves (as ratingsOf did before), for generated lists: long and short, empty,
// out of order (as the kept moves are read), and moves of one play and seat in two
// lists (ordered by player, then game).
func TestLatestMovesAreTheSortedTail(t *testing.T) {
	start := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	names := map[int64]string{}
	for id := range int64(13) {
		names[id] = fmt.Sprintf("P%d", id)
	}
	for seed := range uint64(40) {
		r := rand.New(rand.NewPCG(seed, 14))
		b := newStatsBuilder(time.UTC)
		for _, game := range []string{"catan", "genoa", "neptun"}[:1+r.IntN(3)] {
			for id := range int64(1 + r.IntN(12)) {
				k := playerGame{id + 1, game}
				b.ratings[k] = &ratingAcc{key: k, glicko: NewGlicko()}
				var moves []ratingMove
				seen := map[int]bool{} // a play once in a list: a player's seat is one move
				for n := range r.IntN(3 * maxRatingMoves) {
					play := n*5 + r.IntN(5)
					if r.IntN(8) == 0 {
						play = r.IntN(30) // the same play and seat as another list's, now and then
					}
					if seen[play] {
						continue
					}
					seen[play] = true
					moves = append(moves, ratingMove{session: int64(play), seat: play % 4,
						date: start.Add(time.Duration(play) * time.Hour), before: float64(n), after: float64(id)})
				}
				slices.SortFunc(moves, byPlay)
				if r.IntN(4) == 0 {
					slices.Reverse(moves) // as the kept moves are read: latest first
				}
				b.moves[k] = moves
			}
		}
		for _, v := range []statsView{{}, {player: 3}, {game: "catan"}, {player: 2, game: "genoa"}} {
			_, got := b.ratingsOf(names, v)
			if want := sortedTail(b, names, v); !reflect.DeepEqual(got, want) {
				t.Fatalf("seed %d, view %+v: %d moves\n%v\nwant %d\n%v", seed, v, len(got), got, len(want), want)
			}
		}
	}
}

// sortedTail is the latest maxRatingMoves of the view's moves by sorting them all.
func sortedTail(b *statsBuilder, names map[int64]string, v statsView) []RatingMove {
	type keyed struct {
		key  playerGame
		move ratingMove
	}
	var all []keyed
	for k, moves := range b.moves {
		if v.player != group && k.id != v.player || v.game != "" && k.game != v.game {
			continue
		}
		for _, m := range moves {
			all = append(all, keyed{k, m})
		}
	}
	slices.SortFunc(all, func(x, y keyed) int {
		return cmp.Or(byPlay(x.move, y.move), cmp.Compare(x.key.id, y.key.id), cmp.Compare(x.key.game, y.key.game))
	})
	out := []RatingMove{}
	for _, c := range all[max(0, len(all)-maxRatingMoves):] {
		out = append(out, RatingMove{Session: c.move.session, Date: c.move.date, Game: c.key.game, Player: names[c.key.id],
			Before: c.move.before, After: c.move.after})
	}
	return out
}
