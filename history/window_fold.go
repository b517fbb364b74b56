package history

import (
	"slices"
	"time"
)

// windowFold folds a window's plays, oldest first, as statsBuilder.add does, and then
// hands its figures over as a statsBuilder's maps (into). The players and games of the
// window are numbered as they come, so counting a play costs a few slice steps instead
// of dozens of map look-ups keyed by strings: a window of most of a long history is
// folded in a fraction of the time (BenchmarkGroupStatsWindowMost). What a play counts
// is in the accumulators' methods add calls too; TestWindowFoldIsAdd checks the two
// folds against each other on generated histories.
type windowFold struct {
	loc         *time.Location
	skipRatings bool
	plays       int
	month       monthCache
	games       []*gameFold
	index       map[int64]int // a player's number in the window, of ids from maxDenseID on
	dense       []int32       // a player's number + 1 by id, of ids below maxDenseID (0: none yet)
	ids         []int64       // a number's player
	overall     []*playerAcc  // each player's record over every game, by number
	rater       *windowRater  // nil without ratings
	view        *statsView    // whose seats and months are counted (nil: everyone's)
	ratingsOnly bool          // no records, scores, seats or head to head counted: the months and ratings
	// Scratch of one play.
	cells   []*cellFold
	numbers []int // the seats' player numbers
}

// gameFold is one game's figures: the group's, and each player's (cells).
type gameFold struct {
	name   string
	cells  []*cellFold // by player number; nil for one who has not played it
	seats  seatCounts  // the group's
	scores scoreCounts // the group's
	months []monthCount
	pairs  pairCounts
	rated  []*cellFold // in the order they were first rated
	rater  *rateWorker // rates the game's plays (nil until the first, or without ratings)
}

// cellFold is one player's figures in one game.
type cellFold struct {
	id     int64
	acc    playerAcc
	seats  seatCounts
	scores scoreCounts
	months []monthCount
	// The rating, worked out by the window's rater.
	rated   bool
	rating  ratingAcc
	moves   moveRing
	atTable int // the number of the last play the player sat at
}

// moveRing keeps a player's latest maxRatingMoves rating moves in one game: no view
// shows more of one player's (statsBuilder.ratingsOf), so each move is written once,
// over the oldest, instead of appended and now and then moved down.
type moveRing struct {
	moves []ratingMove // once full, moves[next] is the oldest
	next  int
}

func (m *moveRing) add(move ratingMove) {
	if len(m.moves) < maxRatingMoves {
		m.moves = append(m.moves, move)
		return
	}
	m.moves[m.next] = move
	if m.next++; m.next == len(m.moves) {
		m.next = 0
	}
}

// inOrder is the moves kept, oldest first.
func (m *moveRing) inOrder() []ratingMove {
	if m.next == 0 {
		return m.moves
	}
	return append(slices.Clone(m.moves[m.next:]), m.moves[:m.next]...)
}

// monthCount counts plays in one month; plays come in date order, so a month's count
// is always the last one.
type monthCount struct {
	month string
	n     int
}

func countMonth(months []monthCount, month string) []monthCount {
	if n := len(months); n > 0 && months[n-1].month == month {
		months[n-1].n++
		return months
	}
	return append(months, monthCount{month, 1})
}

// seatCounts are the figures of the seats one player (or the group) sat at in one game:
// the seats of a table in a slice, any other in a map (stored results are not bounded).
type seatCounts struct {
	low   []seatAcc
	other map[int]*seatAcc
}

// maxLowSeat bounds the seats counted in the slice.
const maxLowSeat = 16

func (sc *seatCounts) count(s seatResult) {
	if s.seat < 0 || s.seat >= maxLowSeat {
		if sc.other == nil {
			sc.other = map[int]*seatAcc{}
		}
		st := sc.other[s.seat]
		if st == nil {
			st = &seatAcc{}
			sc.other[s.seat] = st
		}
		st.count(s)
		return
	}
	for len(sc.low) <= s.seat {
		sc.low = append(sc.low, seatAcc{})
	}
	sc.low[s.seat].count(s)
}

// into puts the seats sat at in b.
func (sc *seatCounts) into(b *statsBuilder, id int64, game string) {
	for seat, s := range sc.low {
		if s.plays > 0 {
			b.seats[seatKey{id, game, seat}] = &s
		}
	}
	for seat, s := range sc.other {
		b.seats[seatKey{id, game, seat}] = s
	}
}

// newWindowFold starts a fold (with ratings, its rater): finish it, or hand its
// figures over (into), before it is dropped.
func newWindowFold(loc *time.Location, ratings bool) *windowFold {
	f := &windowFold{loc: loc, skipRatings: !ratings, index: map[int64]int{}}
	if ratings {
		f.rater = newWindowRater()
	}
	return f
}

// show counts the seats and months of the view's player (or group) only: into leaves
// out everyone else's, so a fold for a view need not count them.
func (f *windowFold) show(v statsView) { f.view = &v }

// shown says whether the seats and months of the player (or group) are counted.
func (f *windowFold) shown(id int64) bool { return f.view == nil || f.view.player == id }

// recorded says whether the player's record and scores are counted, and the head to
// head of pairs with the player: every player's in the group's view, only the player's
// own in the player's (result shows no other), nobody's for the ratings alone.
func (f *windowFold) recorded(id int64) bool { return !f.ratingsOnly && recordedIn(f.view, id) }

// again is a new fold for the same view, to fold the window again from its start.
func (f *windowFold) again() *windowFold {
	g := newWindowFold(f.loc, !f.skipRatings)
	g.view, g.ratingsOnly = f.view, f.ratingsOnly
	return g
}

func recordedIn(v *statsView, id int64) bool { return v == nil || v.player == group || v.player == id }

// finish waits for the ratings of every play added.
func (f *windowFold) finish() {
	if f.rater != nil {
		f.rater.finish()
	}
}

func (f *windowFold) game(name string) *gameFold {
	for _, g := range f.games {
		if g.name == name {
			return g
		}
	}
	g := &gameFold{name: name}
	f.games = append(f.games, g)
	return g
}

// maxDenseID bounds the player ids numbered through a slice: a history's players are
// numbered from 1 as they are added, a club's too, so a group's ids are small.
const maxDenseID = 1 << 16

// number is the player's number in the window, given when the player first comes.
func (f *windowFold) number(id int64) int {
	if id >= 0 && id < maxDenseID {
		if id < int64(len(f.dense)) && f.dense[id] > 0 {
			return int(f.dense[id] - 1)
		}
		for int64(len(f.dense)) <= id {
			f.dense = append(f.dense, 0)
		}
		f.dense[id] = int32(f.newPlayer(id) + 1)
		return int(f.dense[id] - 1)
	}
	n, ok := f.index[id]
	if !ok {
		n = f.newPlayer(id)
		f.index[id] = n
	}
	return n
}

// newPlayer numbers a player come for the first time.
func (f *windowFold) newPlayer(id int64) int {
	f.ids = append(f.ids, id)
	f.overall = append(f.overall, nil)
	return len(f.ids) - 1
}

// cell is the player's figures in the game, and the player's number.
func (f *windowFold) cell(g *gameFold, s seatResult) (*cellFold, int) {
	n := f.number(s.id)
	for len(g.cells) <= n {
		g.cells = append(g.cells, nil)
	}
	c := g.cells[n]
	if c == nil {
		c = &cellFold{id: s.id, acc: *newPlayerAcc(s), atTable: -1}
		g.cells[n] = c
	}
	return c, n
}

// add folds one play, as statsBuilder.add does.
func (f *windowFold) add(p play) {
	table := f.plays
	f.plays++
	g := f.game(p.game)
	month := f.month.of(p.date, f.loc)
	groupShown := f.shown(group)
	if groupShown {
		g.months = countMonth(g.months, month)
	}
	f.cells = f.cells[:0]
	numbers := f.numbers[:0]
	for _, s := range p.seats {
		c, n := f.cell(g, s)
		f.cells = append(f.cells, c)
		numbers = append(numbers, n)
		if f.recorded(c.id) {
			c.scores.count(s.score)
			if f.overall[n] == nil {
				f.overall[n] = newPlayerAcc(s)
			}
			f.overall[n].count(p.date, s)
			c.acc.count(p.date, s)
		}
		if groupShown && !f.ratingsOnly {
			g.scores.count(s.score)
			g.seats.count(s)
		}
		if f.shown(c.id) {
			c.months = countMonth(c.months, month)
			if !f.ratingsOnly {
				c.seats.count(s)
			}
		}
	}
	for i := range p.seats {
		x := &p.seats[i]
		for j := i + 1; j < len(p.seats); j++ {
			y := &p.seats[j]
			if !f.recorded(x.id) && !f.recorded(y.id) {
				continue
			}
			nx, ny, rx, ry := numbers[i], numbers[j], x.rank, y.rank
			if x.id > y.id { // the lower id first, as lowFirst orders them
				nx, ny, rx, ry = ny, nx, ry, rx
			}
			g.pairs.of(nx, ny).countRanks(rx, ry)
		}
	}
	f.numbers = numbers
	if f.rater != nil {
		f.rater.add(g, p, table, f.cells)
	}
}

// into puts the figures in b's maps, keyed as add keys them. With a view, the seats
// and months of anyone else than the view's player (or group) are left out, and in a
// player's view the records, scores and head to head of the others: result shows no
// other (and a window of a long history has a great many months). v is the view add
// counted for (show), or nil for none.
func (f *windowFold) into(b *statsBuilder, v *statsView) {
	f.finish()
	shown := func(id int64) bool { return v == nil || v.player == id }
	if len(b.scores) == 0 && len(b.months) == 0 { // sized once: a map grown entry by entry is remade many times
		scores, months := 0, 0
		count := func(int, int) { scores++ }
		for _, g := range f.games {
			g.scores.each(count)
			months += len(g.months)
			for _, c := range g.cells {
				if c != nil {
					c.scores.each(count)
					months += len(c.months)
				}
			}
		}
		b.scores, b.months = make(map[scoreKey]int, scores), make(map[monthKey]int, months)
	}
	b.plays += f.plays
	for n, acc := range f.overall {
		if acc != nil { // nil: not recorded
			b.players[playerGame{f.ids[n], ""}] = acc
		}
	}
	for _, g := range f.games {
		g.scores.each(func(score, n int) { b.scores[scoreKey{group, g.name, score}] = n })
		if shown(group) {
			g.seats.into(b, group, g.name)
			monthsInto(b, group, g.name, g.months)
		}
		g.pairs.each(func(lo, hi int, h *pairAcc) { b.pairs[pairKey{g.name, f.ids[lo], f.ids[hi]}] = h })
		for _, c := range g.cells {
			if c == nil {
				continue
			}
			if !f.ratingsOnly && recordedIn(v, c.id) {
				b.players[playerGame{c.id, g.name}] = &c.acc
				c.scores.each(func(score, n int) { b.scores[scoreKey{c.id, g.name, score}] = n })
			}
			if shown(c.id) {
				c.seats.into(b, c.id, g.name)
				monthsInto(b, c.id, g.name, c.months)
			}
		}
		for _, c := range g.rated {
			k := playerGame{c.id, g.name}
			b.ratings[k] = &c.rating
			b.byGame[g.name] = append(b.byGame[g.name], &c.rating)
			b.moves[k] = c.moves.inOrder()
		}
	}
}

// monthsInto adds (not sets): where the clocks fall back across the start of a month,
// plays in date order go back to the month before, so one month can come in two runs.
func monthsInto(b *statsBuilder, id int64, game string, months []monthCount) {
	for _, m := range months {
		b.months[monthKey{id, game, m.month}] += m.n
	}
}
