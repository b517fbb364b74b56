package history

import "time"

// windowRater works out a window's ratings on goroutines of their own while the fold
// counts the next plays: the Glicko-2 arithmetic is half of a long window's work and
// depends on nothing the counting does. A game's ratings depend only on that game's
// plays, so each game is rated by a goroutine of its own (a rateWorker): on a machine
// with two cores the window takes about half the sum of the fold and the raters
// instead of the longer of them (the CPU time stays the same). The plays of a game go
// over in batches, in the fold's order, and are rated one by one exactly as
// statsBuilder.rate rates them. A game's worker alone touches its cells' ratings and
// moves and the game's rated players until finish returns.
type windowRater struct {
	workers []*rateWorker // one a game, in the order the games came
}

// rateWorker rates the plays of one game.
type rateWorker struct {
	queue chan *rateBatch // to the worker
	free  chan *rateBatch // batches rated, to fill again
	done  chan struct{}   // closed when the worker has rated every batch
	batch *rateBatch      // being filled
	made  int             // batches made
	// The worker's scratch.
	before []Glicko
	ranks  []int
	glicko glickoScratch
}

// rateBatch is a run of plays to rate: each play's seats and cells, one after another.
type rateBatch struct {
	plays []ratedPlay
	cells []*cellFold
	seats []ratedSeat
}

// ratedSeat is what rating a seat needs of it: less than half a seatResult to hand over.
type ratedSeat struct {
	seat, rank int
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
	rateBatches    = 3   // batches in flight at most, a game: the memory stays flat
)

func newWindowRater() *windowRater { return &windowRater{} }

func newRateWorker() *rateWorker {
	w := &rateWorker{queue: make(chan *rateBatch, rateBatches), free: make(chan *rateBatch, rateBatches),
		done: make(chan struct{})}
	go w.run(w.queue)
	return w
}

// add hands over one play to rate: its game, seats and the cells of its seats.
func (r *windowRater) add(g *gameFold, p play, table int, cells []*cellFold) {
	if g.rater == nil {
		g.rater = newRateWorker()
		r.workers = append(r.workers, g.rater)
	}
	g.rater.add(g, p, table, cells)
}

// finish hands over the last batches and waits until every play is rated. It may be
// called again (it then does nothing). Every worker gets its last batch before finish
// waits for any: a game with fewer plays in the window than a batch holds is rated only
// now, and the games are then rated side by side, not one after another.
func (r *windowRater) finish() {
	for _, w := range r.workers {
		w.close()
	}
	for _, w := range r.workers {
		<-w.done
	}
	r.workers = nil
}

func (w *rateWorker) add(g *gameFold, p play, table int, cells []*cellFold) {
	if w.batch == nil {
		if w.made < rateBatches {
			w.made++
			w.batch = &rateBatch{}
		} else {
			w.batch = <-w.free
		}
	}
	b := w.batch
	b.plays = append(b.plays, ratedPlay{game: g, session: p.session, date: p.date, table: table, seats: len(p.seats)})
	b.cells = append(b.cells, cells...)
	for _, s := range p.seats {
		b.seats = append(b.seats, ratedSeat{s.seat, s.rank})
	}
	if len(b.plays) == rateBatchPlays {
		w.queue <- b
		w.batch = nil
	}
}

// close hands over the last batch and tells the worker no more come.
func (w *rateWorker) close() {
	if w.queue == nil {
		return
	}
	if w.batch != nil && len(w.batch.plays) > 0 {
		w.queue <- w.batch
	}
	w.batch = nil
	close(w.queue)
	w.queue = nil
}

// run is the worker's goroutine.
func (w *rateWorker) run(queue <-chan *rateBatch) {
	defer close(w.done)
	for b := range queue {
		from := 0
		for _, rp := range b.plays {
			to := from + rp.seats
			w.rate(rp, b.cells[from:to], b.seats[from:to])
			from = to
		}
		b.plays, b.cells, b.seats = b.plays[:0], b.cells[:0], b.seats[:0]
		w.free <- b
	}
}

// rate is statsBuilder.rate: one rating period for the players at the table (cells),
// every other player rated in the game sitting it out.
func (w *rateWorker) rate(rp ratedPlay, cells []*cellFold, seats []ratedSeat) {
	g := rp.game
	before, ranks := w.before[:0], w.ranks[:0]
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
	after := w.glicko.ratePlay(before, ranks)
	for i, c := range cells {
		c.moves.add(c.rating.rated(rp.session, rp.date, seats[i].seat, before[i], after[i]))
	}
	w.before, w.ranks = before, ranks
}
