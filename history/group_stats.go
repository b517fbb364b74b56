package history

import (
	"bytes"
	"cmp"
	"encoding/json"
	"maps"
	"slices"
	"time"
)

// A Play is one finished play as the group statistics read it.
type play struct {
	session int64
	game    string
	date    time.Time
	played  string       // the date as stored: plays are ordered and windowed by this text
	seats   []seatResult // seat order
}

type seatResult struct {
	seat   int
	id     int64 // the player's id: every figure is keyed by it, names are looked up at the end
	score  int
	rank   int
	winner bool
}

// GroupStats are the statistics a group argues about, over the plays a filter picks.
type GroupStats struct {
	Players    []PlayerStats `json:"players"`      // per player overall (Game "") and per game
	HeadToHead []HeadToHead  `json:"head_to_head"` // per pair of players
	Seats      []SeatStats   `json:"seats"`        // per game and seat
	Ratings    []Rating      `json:"ratings"`      // per game and player, Glicko-2
	Changes    []RatingMove  `json:"rating_changes"`
	Scores     []ScoreSpread `json:"scores"` // per game
	Summary    Summary       `json:"summary"`
}

// PlayerStats is one player's record, overall (Game "") or in one game.
type PlayerStats struct {
	Player        string    `json:"player"`
	Game          string    `json:"game,omitempty"`
	Plays         int       `json:"plays"`
	Wins          int       `json:"wins"` // a shared win counts for each winner
	WinRate       float64   `json:"win_rate"`
	Average       float64   `json:"average"`
	Median        float64   `json:"median"`
	Best          int       `json:"best"`
	Worst         int       `json:"worst"`
	LastPlayed    time.Time `json:"last_played"`
	CurrentStreak int       `json:"current_streak"` // wins in a row up to the last play
	LongestStreak int       `json:"longest_streak"`
	// MixedGames says that this overall row (Game "") counts plays of more than one
	// game: its average, median, best and worst mix scores of different games (Catan's
	// 8 and Genoa's 190), which mean nothing together, so --json writes them as null,
	// as the table leaves them out.
	MixedGames bool `json:"-"`
}

// MarshalJSON writes the record with its fields in order; a row of MixedGames has
// null score figures.
func (s PlayerStats) MarshalJSON() ([]byte, error) {
	out := struct {
		Player        string    `json:"player"`
		Game          string    `json:"game,omitempty"`
		Plays         int       `json:"plays"`
		Wins          int       `json:"wins"`
		WinRate       float64   `json:"win_rate"`
		Average       *float64  `json:"average"`
		Median        *float64  `json:"median"`
		Best          *int      `json:"best"`
		Worst         *int      `json:"worst"`
		LastPlayed    time.Time `json:"last_played"`
		CurrentStreak int       `json:"current_streak"`
		LongestStreak int       `json:"longest_streak"`
	}{Player: s.Player, Game: s.Game, Plays: s.Plays, Wins: s.Wins, WinRate: s.WinRate, LastPlayed: s.LastPlayed,
		CurrentStreak: s.CurrentStreak, LongestStreak: s.LongestStreak}
	if !s.MixedGames {
		out.Average, out.Median, out.Best, out.Worst = &s.Average, &s.Median, &s.Best, &s.Worst
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // a name as the rest of the output writes it
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// HeadToHead is how two players fared in the plays they shared (A before B by name).
type HeadToHead struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Games  int    `json:"games"`
	AAhead int    `json:"a_ahead"`
	BAhead int    `json:"b_ahead"`
	Level  int    `json:"level"` // the same rank
}

// SeatStats is how often a seat won in one game.
type SeatStats struct {
	Game    string  `json:"game"`
	Seat    int     `json:"seat"` // 1 is the first player
	Plays   int     `json:"plays"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
}

// Rating is a player's Glicko-2 rating in one game after the plays in date order.
type Rating struct {
	Game   string `json:"game"`
	Player string `json:"player"`
	Glicko
	Plays      int     `json:"plays"`
	LastChange float64 `json:"last_change"`
}

// RatingMove is what one play did to one player's rating.
type RatingMove struct {
	Session int64     `json:"session,omitempty"` // none for a club play not synced here
	Date    time.Time `json:"date"`
	Game    string    `json:"game"`
	Player  string    `json:"player"`
	Before  float64   `json:"before"`
	After   float64   `json:"after"`
}

// ScoreSpread is the distribution of final scores in one game.
type ScoreSpread struct {
	Game   string  `json:"game"`
	Count  int     `json:"count"`
	Min    int     `json:"min"`
	Max    int     `json:"max"`
	Median float64 `json:"median"`
	// Buckets count the scores in equal ranges from Min: bucket i holds
	// [Min + i*Width, Min + (i+1)*Width).
	Width   int   `json:"width"`
	Buckets []int `json:"buckets"`
}

// Summary is the group's overview.
type Summary struct {
	Plays      int          `json:"plays"`
	PerMonth   []MonthCount `json:"per_month"`
	MostPlayed string       `json:"most_played"` // the first by id of MostPlayedGames
	MostPlays  int          `json:"most_played_plays"`
	// MostPlayedGames are every game played MostPlays times (a tie lists them all), by id.
	MostPlayedGames []string `json:"most_played_games"`
	// HIndex is the largest h such that h games have been played at least h times each.
	HIndex  int            `json:"h_index"`
	PerGame map[string]int `json:"per_game"`
}

// MonthCount is the number of plays in one month (YYYY-MM, local time).
type MonthCount struct {
	Month string `json:"month"`
	Plays int    `json:"plays"`
}

// maxRatingMoves bounds the rating changes kept: the latest ones, per player and game
// (which holds the latest ones of any player, game or both).
const maxRatingMoves = 200

// group is the player id of figures that count everyone at the table (seats, scores and
// plays per month of the whole group); a player's own figures carry the player's id.
const group int64 = 0

// statsBuilder folds plays, oldest first, into the figures behind GroupStats. Its maps
// are exactly what the stat_* tables keep (stats_table.go), so the figures can be
// worked out from every play (a rebuild, or a filtered read) or kept up to date one
// play at a time: add is the only place a play is counted.
type statsBuilder struct {
	loc         *time.Location
	skipRatings bool
	players     map[playerGame]*playerAcc // (player, game) and (player, "") for all games
	scores      map[scoreKey]int          // how many times (player or group, game) scored score
	pairs       map[pairKey]*pairAcc
	seats       map[seatKey]*seatAcc      // (player or group, game, seat)
	months      map[monthKey]int          // plays per (player or group, game, month)
	ratings     map[playerGame]*ratingAcc // (player, game)
	byGame      map[string][]*ratingAcc   // the rated players of each game
	moves       map[playerGame][]ratingMove
	plays       int
	month       monthCache
}

// playerGame keys a player's figures in one game ("" for all games).
type playerGame struct {
	id   int64
	game string
}

type scoreKey struct {
	id    int64
	game  string
	score int
}

// pairKey orders the pair by id (lo < hi); names orient it when it is shown.
type pairKey struct {
	game   string
	lo, hi int64
}

type pairAcc struct{ games, loAhead, hiAhead, level int }

type seatKey struct {
	id   int64
	game string
	seat int // 0-based
}

type seatAcc struct{ plays, wins int }

type monthKey struct {
	id    int64
	game  string
	month string
}

type playerAcc struct {
	plays, wins, sum, best, worst int
	last                          time.Time
	streak, longest               int
}

type ratingAcc struct {
	key        playerGame
	glicko     Glicko
	plays      int
	lastChange float64
}

type ratingMove struct {
	session       int64
	seat          int
	date          time.Time
	before, after float64
}

func newStatsBuilder(loc *time.Location) *statsBuilder {
	return &statsBuilder{loc: loc, players: map[playerGame]*playerAcc{}, scores: map[scoreKey]int{},
		pairs: map[pairKey]*pairAcc{}, seats: map[seatKey]*seatAcc{}, months: map[monthKey]int{},
		ratings: map[playerGame]*ratingAcc{}, byGame: map[string][]*ratingAcc{}, moves: map[playerGame][]ratingMove{}}
}

// add folds one play; plays must come in date order. windowFold does the same with
// its own look-ups; what a play counts is in the accumulators' methods both call.
func (b *statsBuilder) add(p play) {
	b.plays++
	month := b.month.of(p.date, b.loc)
	b.months[monthKey{group, p.game, month}]++
	for _, s := range p.seats {
		b.months[monthKey{s.id, p.game, month}]++
		b.scores[scoreKey{group, p.game, s.score}]++
		b.scores[scoreKey{s.id, p.game, s.score}]++
		b.player(playerGame{s.id, ""}, p.date, s)
		b.player(playerGame{s.id, p.game}, p.date, s)
		for _, id := range [2]int64{group, s.id} {
			k := seatKey{id, p.game, s.seat}
			st := b.seats[k]
			if st == nil {
				st = &seatAcc{}
				b.seats[k] = st
			}
			st.count(s)
		}
	}
	for i, x := range p.seats {
		for _, y := range p.seats[i+1:] {
			b.pair(p.game, x, y)
		}
	}
	if !b.skipRatings {
		b.rate(p)
	}
}

func (b *statsBuilder) player(k playerGame, date time.Time, s seatResult) {
	acc := b.players[k]
	if acc == nil {
		acc = newPlayerAcc(s)
		b.players[k] = acc
	}
	acc.count(date, s)
}

// newPlayerAcc is the record of a player's first play, before it is counted.
func newPlayerAcc(s seatResult) *playerAcc { return &playerAcc{best: s.score, worst: s.score} }

// count adds one play to a player's record.
func (acc *playerAcc) count(date time.Time, s seatResult) {
	acc.plays++
	acc.sum += s.score
	acc.best, acc.worst = max(acc.best, s.score), min(acc.worst, s.score)
	acc.last = date
	if s.winner {
		acc.wins++
		acc.streak++
		acc.longest = max(acc.longest, acc.streak)
	} else {
		acc.streak = 0
	}
}

// count adds one play to a seat's figures.
func (st *seatAcc) count(s seatResult) {
	st.plays++
	if s.winner {
		st.wins++
	}
}

// lowFirst orders a pair by id, as pairKey does.
func lowFirst(x, y seatResult) (seatResult, seatResult) {
	if x.id > y.id {
		return y, x
	}
	return x, y
}

func (b *statsBuilder) pair(game string, x, y seatResult) {
	x, y = lowFirst(x, y)
	k := pairKey{game, x.id, y.id}
	h := b.pairs[k]
	if h == nil {
		h = &pairAcc{}
		b.pairs[k] = h
	}
	h.count(x, y)
}

// count adds one play of the pair (x the lower id) to their head-to-head.
func (h *pairAcc) count(x, y seatResult) { h.countRanks(x.rank, y.rank) }

// countRanks adds one play of the pair, lo the rank of the lower id, hi the other's.
func (h *pairAcc) countRanks(lo, hi int) {
	h.games++
	switch {
	case lo < hi:
		h.loAhead++
	case lo > hi:
		h.hiAhead++
	default:
		h.level++
	}
}

// monthCache remembers the month of the last play folded, and the instants around it
// that are in that month too: plays come in date order, so most plays fall there, and
// their month is known without the play's date made local (a fifth of the fold's
// counting).
type monthCache struct {
	loc      *time.Location
	text     string
	from, to int64 // Unix seconds: every instant in [from, to) is in text's month in loc
}

// of is the play's month (YYYY-MM) in loc.
func (c *monthCache) of(date time.Time, loc *time.Location) string {
	if s := date.Unix(); loc == c.loc && c.text != "" && s >= c.from && s < c.to {
		return c.text
	}
	t := date.In(loc)
	y, m, _ := t.Date()
	c.loc, c.text = loc, t.Format("2006-01")
	// While the zone keeps the offset it has at date, local time moves with the instant,
	// so the month holds the instants from its first to its last local time with that
	// offset, within the stretch of that offset (ZoneBounds, zero where unbounded).
	_, offset := t.Zone()
	c.from = time.Date(y, m, 1, 0, 0, 0, 0, time.UTC).Unix() - int64(offset)
	c.to = time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC).Unix() - int64(offset)
	start, end := t.ZoneBounds()
	if !start.IsZero() {
		c.from = max(c.from, start.Unix())
	}
	if !end.IsZero() {
		c.to = min(c.to, end.Unix())
	}
	return c.text
}

// rate is one rating period: the players at the table play one game against each other
// one (ratePlay); every other player rated in this game sat the period out, and their
// deviation grows by the paper's step 6.
func (b *statsBuilder) rate(p play) {
	before := make([]Glicko, len(p.seats))
	ranks := make([]int, len(p.seats))
	entries := make([]*ratingAcc, len(p.seats))
	for i, s := range p.seats {
		k := playerGame{s.id, p.game}
		r := b.ratings[k]
		if r == nil {
			r = &ratingAcc{key: k, glicko: NewGlicko()}
			b.ratings[k] = r
			b.byGame[p.game] = append(b.byGame[p.game], r)
		}
		entries[i], before[i], ranks[i] = r, r.glicko, s.rank
	}
	for _, r := range b.byGame[p.game] {
		if !slices.Contains(entries, r) {
			r.glicko = r.glicko.absent()
		}
	}
	after := ratePlay(before, ranks)
	for i, r := range entries {
		b.moves[r.key] = r.moved(b.moves[r.key], p, i, before[i], after[i])
	}
}

// moved counts the play p (at its seat i) in the rating, which went from before to
// after, and adds the move to moves.
func (r *ratingAcc) moved(moves []ratingMove, p play, i int, before, after Glicko) []ratingMove {
	moves = append(moves, r.move(p, i, before, after))
	if len(moves) > 2*maxRatingMoves { // keep the latest, without growing with the history
		moves = append(moves[:0], moves[len(moves)-maxRatingMoves:]...)
	}
	return moves
}

// move counts the play p (at its seat i) in the rating, which went from before to
// after, and is the move it made.
func (r *ratingAcc) move(p play, i int, before, after Glicko) ratingMove {
	return r.rated(p.session, p.date, p.seats[i].seat, before, after)
}

// rated is move of the play of that session and date, at that seat.
func (r *ratingAcc) rated(session int64, date time.Time, seat int, before, after Glicko) ratingMove {
	r.lastChange = after.Rating - before.Rating
	r.glicko = after
	r.plays++
	return ratingMove{session: session, seat: seat, date: date, before: before.Rating, after: after.Rating}
}

// statsView says whose figures GroupStats shows: one player's (id, or -1 for a name
// nobody has) or the group's (0), in one game or all.
type statsView struct {
	player int64
	game   string
}

// result sorts the figures the view shows into GroupStats; names are the players'.
func (b *statsBuilder) result(names map[int64]string, v statsView) GroupStats {
	var g GroupStats
	if v.player < 0 { // a name nobody has: nothing to show
		return GroupStats{Summary: Summary{PerGame: map[string]int{}, MostPlayedGames: []string{}}}
	}
	name := func(id int64) string { return names[id] }
	medians := map[playerGame][]scoreCount{}
	for k, n := range b.scores {
		if k.id != group && (v.game == "" || k.game == v.game) {
			for _, pg := range [2]playerGame{{k.id, k.game}, {k.id, ""}} {
				medians[pg] = append(medians[pg], scoreCount{k.score, n})
			}
		}
	}
	games := map[int64]int{} // the games each player's overall row counts
	if v.game == "" {
		for k := range b.players {
			if k.game != "" {
				games[k.id]++
			}
		}
	}
	row := func(k playerGame, acc *playerAcc) PlayerStats {
		return PlayerStats{Player: name(k.id), Game: k.game, Plays: acc.plays, Wins: acc.wins,
			WinRate: float64(acc.wins) / float64(acc.plays), Average: float64(acc.sum) / float64(acc.plays),
			Median: histogramMedian(medians[k]), Best: acc.best, Worst: acc.worst, LastPlayed: acc.last,
			CurrentStreak: acc.streak, LongestStreak: acc.longest, MixedGames: k.game == "" && games[k.id] > 1}
	}
	for k, acc := range b.players {
		if v.player != group && k.id != v.player {
			continue
		}
		switch {
		case v.game == "":
			g.Players = append(g.Players, row(k, acc))
		case k.game == v.game: // one game: its record is the player's record over all the plays shown
			g.Players = append(g.Players, row(k, acc), row(playerGame{k.id, ""}, acc))
		}
	}
	folded := map[string]string{} // names.Key is costly: once per name, not per comparison
	for _, p := range g.Players {
		if _, ok := folded[p.Player]; !ok {
			folded[p.Player] = foldName(p.Player)
		}
	}
	slices.SortFunc(g.Players, func(x, y PlayerStats) int {
		return cmp.Or(cmp.Compare(folded[x.Player], folded[y.Player]), cmp.Compare(x.Game, y.Game))
	})
	g.HeadToHead = b.headToHead(names, v)
	for k, s := range b.seats {
		if k.id == v.player && (v.game == "" || k.game == v.game) {
			g.Seats = append(g.Seats, SeatStats{Game: k.game, Seat: k.seat + 1, Plays: s.plays, Wins: s.wins,
				WinRate: float64(s.wins) / float64(s.plays)})
		}
	}
	slices.SortFunc(g.Seats, func(x, y SeatStats) int { return cmp.Or(cmp.Compare(x.Game, y.Game), cmp.Compare(x.Seat, y.Seat)) })
	g.Ratings, g.Changes = b.ratingsOf(names, v)
	perGame := map[string][]scoreCount{}
	for k, n := range b.scores {
		if k.id == v.player && (v.game == "" || k.game == v.game) {
			perGame[k.game] = append(perGame[k.game], scoreCount{k.score, n})
		}
	}
	for game, h := range perGame {
		g.Scores = append(g.Scores, histogramSpread(game, h))
	}
	slices.SortFunc(g.Scores, func(x, y ScoreSpread) int { return cmp.Compare(x.Game, y.Game) })
	g.Summary = b.summary(v)
	return g
}

// headToHead adds up each pair's games over the games shown, oriented by name.
func (b *statsBuilder) headToHead(names map[int64]string, v statsView) []HeadToHead {
	sums := map[[2]int64]*pairAcc{}
	for k, p := range b.pairs {
		if v.game != "" && k.game != v.game || v.player != group && k.lo != v.player && k.hi != v.player {
			continue
		}
		id := [2]int64{k.lo, k.hi}
		sum := sums[id]
		if sum == nil {
			sum = &pairAcc{}
			sums[id] = sum
		}
		sum.games += p.games
		sum.loAhead += p.loAhead
		sum.hiAhead += p.hiAhead
		sum.level += p.level
	}
	var out []HeadToHead
	for id, p := range sums {
		// A pair is oriented by the players' names, not their ids, so every laptop and
		// the club (which number players differently) print "Ann vs Cy" alike.
		h := HeadToHead{A: names[id[0]], B: names[id[1]], Games: p.games, AAhead: p.loAhead, BAhead: p.hiAhead, Level: p.level}
		if h.A > h.B {
			h.A, h.B, h.AAhead, h.BAhead = h.B, h.A, h.BAhead, h.AAhead
		}
		out = append(out, h)
	}
	slices.SortFunc(out, func(x, y HeadToHead) int {
		return cmp.Or(cmp.Compare(foldName(x.A), foldName(y.A)), cmp.Compare(foldName(x.B), foldName(y.B)),
			cmp.Compare(x.A, y.A), cmp.Compare(x.B, y.B))
	})
	return out
}

// ratingsOf is the view's ratings, best first in each game, and its latest rating moves
// in play order. Only the latest maxRatingMoves of all are shown: each player's moves
// are put in play order (a fold makes them so already), and the latest are taken from
// the ends of those lists, one at a time, the latest of the lists' last moves each time
// (latestMoves), so a player's older moves are never looked at, nor all the moves
// sorted, and only the moves shown are made into RatingMoves.
func (b *statsBuilder) ratingsOf(names map[int64]string, v statsView) ([]Rating, []RatingMove) {
	var (
		ratings []Rating
		lists   []keyedMoves
	)
	for k, r := range b.ratings {
		if v.player != group && k.id != v.player || v.game != "" && k.game != v.game {
			continue
		}
		ratings = append(ratings, Rating{Game: k.game, Player: names[k.id], Glicko: r.glicko, Plays: r.plays, LastChange: r.lastChange})
		own := b.moves[k]
		if !slices.IsSortedFunc(own, byPlay) {
			own = slices.SortedFunc(slices.Values(own), byPlay)
		}
		if len(own) > 0 {
			lists = append(lists, keyedMoves{k, own[max(0, len(own)-maxRatingMoves):]})
		}
	}
	slices.SortFunc(ratings, func(x, y Rating) int {
		return cmp.Or(cmp.Compare(x.Game, y.Game), cmp.Compare(y.Rating, x.Rating), cmp.Compare(x.Player, y.Player))
	})
	return ratings, latestMoves(lists, maxRatingMoves, names)
}

// keyedMoves are one player's moves in one game, in play order.
type keyedMoves struct {
	key   playerGame
	moves []ratingMove
}

// byPlay orders moves by their play (date, then session) and seat.
func byPlay(x, y ratingMove) int {
	return cmp.Or(x.date.Compare(y.date), cmp.Compare(x.session, y.session), cmp.Compare(x.seat, y.seat))
}

// latestMoves are the latest n of the lists' moves, in play order: the latest of the
// lists' last moves, n times over. Moves of one play and seat in two lists (a stored
// result may repeat a seat) are ordered by player, then game.
func latestMoves(lists []keyedMoves, n int, names map[int64]string) []RatingMove {
	total := 0
	for _, l := range lists {
		total += len(l.moves)
	}
	shown := make([]RatingMove, min(n, total))
	for i := len(shown) - 1; i >= 0; i-- {
		latest := -1
		for j, l := range lists {
			if len(l.moves) == 0 {
				continue
			}
			if latest < 0 {
				latest = j
				continue
			}
			o := lists[latest]
			if cmp.Or(byPlay(l.moves[len(l.moves)-1], o.moves[len(o.moves)-1]), cmp.Compare(l.key.id, o.key.id),
				cmp.Compare(l.key.game, o.key.game)) > 0 {
				latest = j
			}
		}
		l := &lists[latest]
		m := l.moves[len(l.moves)-1]
		l.moves = l.moves[:len(l.moves)-1]
		shown[i] = RatingMove{Session: m.session, Date: m.date, Game: l.key.game, Player: names[l.key.id], Before: m.before, After: m.after}
	}
	return shown
}

func (b *statsBuilder) summary(v statsView) Summary {
	s := Summary{PerGame: map[string]int{}, MostPlayedGames: []string{}}
	perMonth := map[string]int{}
	for k, n := range b.months {
		if k.id == v.player && (v.game == "" || k.game == v.game) {
			s.Plays += n
			s.PerGame[k.game] += n
			perMonth[k.month] += n
		}
	}
	for _, m := range slices.Sorted(maps.Keys(perMonth)) {
		s.PerMonth = append(s.PerMonth, MonthCount{m, perMonth[m]})
	}
	counts := make([]int, 0, len(s.PerGame))
	for game, n := range s.PerGame {
		if n > s.MostPlays || n == s.MostPlays && game < s.MostPlayed {
			s.MostPlayed, s.MostPlays = game, n
		}
		counts = append(counts, n)
	}
	for game, n := range s.PerGame {
		if n == s.MostPlays {
			s.MostPlayedGames = append(s.MostPlayedGames, game)
		}
	}
	slices.Sort(s.MostPlayedGames)
	slices.SortFunc(counts, func(x, y int) int { return y - x })
	for i, n := range counts {
		if n >= i+1 {
			s.HIndex = i + 1
		}
	}
	return s
}

// scoreCount is one bar of a score histogram: how many times score was scored.
type scoreCount struct{ score, n int }

// scoreBuckets is how many bars a score distribution has at most.
const scoreBuckets = 12

// histogramSpread is the distribution of one game's scores, from their histogram.
func histogramSpread(game string, h []scoreCount) ScoreSpread {
	slices.SortFunc(h, func(x, y scoreCount) int { return cmp.Compare(x.score, y.score) })
	s := ScoreSpread{Game: game, Min: h[0].score, Max: h[len(h)-1].score, Median: histogramMedian(h)}
	s.Width = max(1, (s.Max-s.Min)/scoreBuckets+1)
	s.Buckets = make([]int, (s.Max-s.Min)/s.Width+1)
	for _, c := range h {
		s.Count += c.n
		s.Buckets[(c.score-s.Min)/s.Width] += c.n
	}
	return s
}

// histogramMedian is the median of the scores a histogram counts (sorted in place).
func histogramMedian(h []scoreCount) float64 {
	slices.SortFunc(h, func(x, y scoreCount) int { return cmp.Compare(x.score, y.score) })
	total := 0
	for _, c := range h {
		total += c.n
	}
	if total == 0 {
		return 0
	}
	// nth is the score at 0-based position i in sorted order.
	nth := func(i int) int {
		for _, c := range h {
			if i < c.n {
				return c.score
			}
			i -= c.n
		}
		return h[len(h)-1].score
	}
	if total%2 == 1 {
		return float64(nth(total / 2))
	}
	return float64(nth(total/2-1)+nth(total/2)) / 2
}
