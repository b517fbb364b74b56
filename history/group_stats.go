package history

import (
	"cmp"
	"slices"
	"time"
)

// A Play is one finished play as the group statistics read it.
type play struct {
	session int64
	game    string
	date    time.Time
	seats   []seatResult // seat order
}

type seatResult struct {
	seat   int
	id     int64  // the player's id: maps are keyed by it (names.Key is costly per row)
	player string // the player's stored name
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
	Session int64     `json:"session"`
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
	MostPlayed string       `json:"most_played"`
	MostPlays  int          `json:"most_played_plays"`
	// HIndex is the largest h such that h games have been played at least h times each.
	HIndex  int            `json:"h_index"`
	PerGame map[string]int `json:"per_game"`
}

// MonthCount is the number of plays in one month (YYYY-MM, local time).
type MonthCount struct {
	Month string `json:"month"`
	Plays int    `json:"plays"`
}

// maxRatingMoves bounds the rating changes kept: the latest ones.
const maxRatingMoves = 200

// statsBuilder folds plays, oldest first, into GroupStats.
type statsBuilder struct {
	only        int64 // when set, per-player figures of this player only
	skipRatings bool
	loc         *time.Location
	players     map[playerGame]*playerAcc
	pairs       map[[2]int64]*HeadToHead
	seats       map[seatKey]*SeatStats
	ratings     map[playerGame]*ratingAcc
	moves       []RatingMove
	scores      map[string][]int
	months      map[string]int
	games       map[string]int
	plays       int
}

type seatKey struct {
	game string
	seat int
}

// playerGame keys a player's figures in one game ("" for all games).
type playerGame struct {
	id   int64
	game string
}

type ratingAcc struct {
	Rating
	id int64
}

type playerAcc struct {
	stats  PlayerStats
	scores []int
	sum    int
}

func newStatsBuilder(onlyPlayer int64, loc *time.Location) *statsBuilder {
	return &statsBuilder{only: onlyPlayer, loc: loc, players: map[playerGame]*playerAcc{},
		pairs: map[[2]int64]*HeadToHead{}, seats: map[seatKey]*SeatStats{}, ratings: map[playerGame]*ratingAcc{},
		scores: map[string][]int{}, months: map[string]int{}, games: map[string]int{}}
}

// add folds one play; plays must come in date order.
func (b *statsBuilder) add(p play) {
	b.plays++
	b.games[p.game]++
	b.months[p.date.In(b.loc).Format("2006-01")]++
	for _, s := range p.seats {
		b.scores[p.game] = append(b.scores[p.game], s.score)
		if b.only == 0 || s.id == b.only {
			b.player("", p.date, s)
			b.player(p.game, p.date, s)
		}
		k := seatKey{p.game, s.seat + 1}
		st := b.seats[k]
		if st == nil {
			st = &SeatStats{Game: p.game, Seat: s.seat + 1}
			b.seats[k] = st
		}
		st.Plays++
		if s.winner {
			st.Wins++
		}
	}
	for i, x := range p.seats {
		for _, y := range p.seats[i+1:] {
			b.pair(x, y)
		}
	}
	if !b.skipRatings {
		b.rate(p)
	}
}

func (b *statsBuilder) player(game string, date time.Time, s seatResult) {
	k := playerGame{s.id, game}
	acc := b.players[k]
	if acc == nil {
		acc = &playerAcc{stats: PlayerStats{Player: s.player, Game: game, Best: s.score, Worst: s.score}}
		b.players[k] = acc
	}
	st := &acc.stats
	st.Plays++
	acc.sum += s.score
	acc.scores = append(acc.scores, s.score)
	st.Best, st.Worst = max(st.Best, s.score), min(st.Worst, s.score)
	st.LastPlayed = date
	if s.winner {
		st.Wins++
		st.CurrentStreak++
		st.LongestStreak = max(st.LongestStreak, st.CurrentStreak)
	} else {
		st.CurrentStreak = 0
	}
}

func (b *statsBuilder) pair(x, y seatResult) {
	// A pair is oriented by the players' names, not their ids, so every laptop and the
	// club (which number players differently) print "Ann vs Cy" alike.
	if x.player > y.player || x.player == y.player && x.id > y.id {
		x, y = y, x
	}
	k := [2]int64{x.id, y.id}
	h := b.pairs[k]
	if h == nil {
		h = &HeadToHead{A: x.player, B: y.player}
		b.pairs[k] = h
	}
	h.Games++
	switch {
	case x.rank < y.rank:
		h.AAhead++
	case x.rank > y.rank:
		h.BAhead++
	default:
		h.Level++
	}
}

func (b *statsBuilder) rate(p play) {
	before := make([]Glicko, len(p.seats))
	ranks := make([]int, len(p.seats))
	entries := make([]*ratingAcc, len(p.seats))
	for i, s := range p.seats {
		k := playerGame{s.id, p.game}
		r := b.ratings[k]
		if r == nil {
			r = &ratingAcc{Rating: Rating{Game: p.game, Player: s.player, Glicko: NewGlicko()}, id: s.id}
			b.ratings[k] = r
		}
		entries[i], before[i], ranks[i] = r, r.Glicko, s.rank
	}
	after := ratePlay(before, ranks)
	for i, r := range entries {
		r.LastChange = after[i].Rating - before[i].Rating
		r.Glicko = after[i]
		r.Plays++
		if b.only == 0 || r.id == b.only {
			b.moves = append(b.moves, RatingMove{Session: p.session, Date: p.date, Game: p.game, Player: r.Player,
				Before: before[i].Rating, After: after[i].Rating})
		}
	}
	if len(b.moves) > 2*maxRatingMoves { // keep the latest, without growing with the history
		b.moves = append(b.moves[:0], b.moves[len(b.moves)-maxRatingMoves:]...)
	}
}

// result sorts everything into GroupStats.
func (b *statsBuilder) result() GroupStats {
	var g GroupStats
	for _, acc := range b.players {
		st := acc.stats
		st.WinRate = float64(st.Wins) / float64(st.Plays)
		st.Average = float64(acc.sum) / float64(st.Plays)
		st.Median = median(acc.scores)
		g.Players = append(g.Players, st)
	}
	slices.SortFunc(g.Players, func(x, y PlayerStats) int {
		return cmp.Or(cmp.Compare(foldName(x.Player), foldName(y.Player)), cmp.Compare(x.Game, y.Game))
	})
	for k, h := range b.pairs {
		if b.only == 0 || k[0] == b.only || k[1] == b.only {
			g.HeadToHead = append(g.HeadToHead, *h)
		}
	}
	slices.SortFunc(g.HeadToHead, func(x, y HeadToHead) int {
		return cmp.Or(cmp.Compare(foldName(x.A), foldName(y.A)), cmp.Compare(foldName(x.B), foldName(y.B)))
	})
	for _, s := range b.seats {
		s.WinRate = float64(s.Wins) / float64(s.Plays)
		g.Seats = append(g.Seats, *s)
	}
	slices.SortFunc(g.Seats, func(x, y SeatStats) int { return cmp.Or(cmp.Compare(x.Game, y.Game), cmp.Compare(x.Seat, y.Seat)) })
	for _, r := range b.ratings {
		if b.only == 0 || r.id == b.only {
			g.Ratings = append(g.Ratings, r.Rating)
		}
	}
	slices.SortFunc(g.Ratings, func(x, y Rating) int {
		return cmp.Or(cmp.Compare(x.Game, y.Game), cmp.Compare(y.Rating, x.Rating), cmp.Compare(x.Player, y.Player))
	})
	g.Changes = b.moves[max(0, len(b.moves)-maxRatingMoves):]
	for game, scores := range b.scores {
		g.Scores = append(g.Scores, spread(game, scores))
	}
	slices.SortFunc(g.Scores, func(x, y ScoreSpread) int { return cmp.Compare(x.Game, y.Game) })
	g.Summary = b.summary()
	return g
}

func (b *statsBuilder) summary() Summary {
	s := Summary{Plays: b.plays, PerGame: b.games}
	for m, n := range b.months {
		s.PerMonth = append(s.PerMonth, MonthCount{m, n})
	}
	slices.SortFunc(s.PerMonth, func(x, y MonthCount) int { return cmp.Compare(x.Month, y.Month) })
	counts := make([]int, 0, len(b.games))
	for game, n := range b.games {
		if n > s.MostPlays || n == s.MostPlays && game < s.MostPlayed {
			s.MostPlayed, s.MostPlays = game, n
		}
		counts = append(counts, n)
	}
	slices.SortFunc(counts, func(x, y int) int { return y - x })
	for i, n := range counts {
		if n >= i+1 {
			s.HIndex = i + 1
		}
	}
	return s
}

// scoreBuckets is how many bars a score distribution has at most.
const scoreBuckets = 12

func spread(game string, scores []int) ScoreSpread {
	s := ScoreSpread{Game: game, Count: len(scores), Min: slices.Min(scores), Max: slices.Max(scores), Median: median(scores)}
	s.Width = max(1, (s.Max-s.Min)/scoreBuckets+1)
	s.Buckets = make([]int, (s.Max-s.Min)/s.Width+1)
	for _, v := range scores {
		s.Buckets[(v-s.Min)/s.Width]++
	}
	return s
}

// median sorts scores in place.
func median(scores []int) float64 {
	if len(scores) == 0 {
		return 0
	}
	slices.Sort(scores)
	n := len(scores)
	if n%2 == 1 {
		return float64(scores[n/2])
	}
	return float64(scores[n/2-1]+scores[n/2]) / 2
}
