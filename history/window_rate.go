package history

import "time"

// windowRater works out a window's ratings on a goroutine of its own while the fold
// counts the next plays: the Glicko-2 arithmetic is half of a long window's work and
// depends on nothing the counting does, so on a machine with two cores the window
// takes about the time of the longer of the two instead of their sum (the CPU time
// stays the same). The plays go over in batches, in the fold's order, and are rated
// one by one exactly as statsBuilder.rate rates them. The rater alone touches the
// cells' ratings and moves and the games' rated players until finish returns.
type windowRater struct {
	queue chan *rateBatch // to the rater
	free  chan *rateBatch // batches rated, to fill again
	done  chan struct{}   // closed when the rater has rated every batch
	batch *rateBatch      // being filled
	made  int             // batches made
	// The rater's scratch.
	before []Glicko
	ranks  []int
	glicko glickoScratch
}

// rateBatch is a run of plays to rate: each play's seats and cells, one after another.
type rateBatch struct {
	plays []ratedPlay
	cells []*cellFold
	seats []seatResult
}

type ratedPlay struct {
	game    *gameFold
	session int64
	date    time.Time
	table   int // the play's number in the window
	seats   int // how many of the batch's seats and cells are the play's
}

const (
	rateBatchPlays = 256 // plays a batch
	rateBatches    = 3   // batches in flight at most: the memory stays flat
)

func newWindowRater() *windowRater {
	r := &windowRater{queue: make(chan *rateBatch, rateBatches), free: make(chan *rateBatch, rateBatches),
		done: make(chan struct{})}
	go r.run(r.queue)
	return r
}

// add hands over one play to rate: its game, seats and the cells of its seats.
func (r *windowRater) add(g *gameFold, p play, table int, cells []*cellFold) {
	if r.batch == nil {
		if r.made < rateBatches {
			r.made++
			r.batch = &rateBatch{}
		} else {
			r.batch = <-r.free
		}
	}
	b := r.batch
	b.plays = append(b.plays, ratedPlay{game: g, session: p.session, date: p.date, table: table, seats: len(p.seats)})
	b.cells = append(b.cells, cells...)
	b.seats = append(b.seats, p.seats...)
	if len(b.plays) == rateBatchPlays {
		r.queue <- b
		r.batch = nil
	}
}

// finish hands over the last batch and waits until every play is rated. It may be
// called again (it then does nothing).
func (r *windowRater) finish() {
	if r.queue == nil {
		return
	}
	if r.batch != nil && len(r.batch.plays) > 0 {
		r.queue <- r.batch
	}
	r.batch = nil
	close(r.queue)
	r.queue = nil
	<-r.done
}

// run is the rater's goroutine.
func (r *windowRater) run(queue <-chan *rateBatch) {
	defer close(r.done)
	for b := range queue {
		from := 0
		for _, rp := range b.plays {
			to := from + rp.seats
			r.rate(rp, b.cells[from:to], b.seats[from:to])
			from = to
		}
		b.plays, b.cells, b.seats = b.plays[:0], b.cells[:0], b.seats[:0]
		r.free <- b
	}
}

// rate is statsBuilder.rate: one rating period for the players at the table (cells),
// every other player rated in the game sitting it out.
func (r *windowRater) rate(rp ratedPlay, cells []*cellFold, seats []seatResult) {
	g := rp.game
	before, ranks := r.before[:0], r.ranks[:0]
	for i, c := range cells {
		c.atTable = rp.table
		if !c.rated {
			c.rated = true
			c.rating = ratingAcc{key: playerGame{c.id, g.name}, glicko: NewGlicko()}
			c.moves.moves = make([]ratingMove, 0, maxRatingMoves) // room for them all at once
			g.rated = append(g.rated, c)
		}
		before = append(before, c.rating.glicko)
		ranks = append(ranks, seats[i].rank)
	}
	for _, c := range g.rated {
		if c.atTable != rp.table {
			c.rating.glicko = c.rating.glicko.absent()
		}
	}
	after := r.glicko.ratePlay(before, ranks)
	p := play{session: rp.session, date: rp.date, seats: seats}
	for i, c := range cells {
		c.moves.add(c.rating.move(p, i, before[i], after[i]))
	}
	r.before, r.ranks = before, ranks
}
