package history

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// schemaV5 keeps the group statistics up to date as plays are recorded, so `talon stats`
// reads a few thousand rows instead of every play. Each stat_* table is one map of the
// statsBuilder; stat_state says up to which play they count (the watermark, in the
// order plays are folded: date, then session id) and in which time zone months were
// counted. Triggers note in stat_pending every session whose result or finished state a
// write touches, with folded = 1 when a play already counted may have changed; the
// write's transaction then folds the new plays in, or rebuilds the figures from every
// play (refreshStats), before it commits.
const schemaV5 = `
CREATE TABLE stat_state (
	id           INTEGER PRIMARY KEY CHECK (id = 1),
	zone         TEXT NOT NULL,
	last_played  TEXT NOT NULL,
	last_session INTEGER NOT NULL
);
CREATE TABLE stat_pending (
	session_id INTEGER NOT NULL,
	folded     INTEGER NOT NULL,
	PRIMARY KEY (session_id, folded)
) WITHOUT ROWID;
CREATE TABLE stat_players (
	player_id INTEGER NOT NULL, game TEXT NOT NULL,
	plays INTEGER NOT NULL, wins INTEGER NOT NULL, score_sum INTEGER NOT NULL,
	best INTEGER NOT NULL, worst INTEGER NOT NULL, last_played TEXT NOT NULL,
	streak INTEGER NOT NULL, longest INTEGER NOT NULL,
	PRIMARY KEY (player_id, game)
) WITHOUT ROWID;
CREATE TABLE stat_scores (
	player_id INTEGER NOT NULL, game TEXT NOT NULL, score INTEGER NOT NULL, n INTEGER NOT NULL,
	PRIMARY KEY (player_id, game, score)
) WITHOUT ROWID;
CREATE TABLE stat_pairs (
	game TEXT NOT NULL, lo INTEGER NOT NULL, hi INTEGER NOT NULL,
	games INTEGER NOT NULL, lo_ahead INTEGER NOT NULL, hi_ahead INTEGER NOT NULL, level INTEGER NOT NULL,
	PRIMARY KEY (game, lo, hi)
) WITHOUT ROWID;
CREATE TABLE stat_seats (
	player_id INTEGER NOT NULL, game TEXT NOT NULL, seat INTEGER NOT NULL,
	plays INTEGER NOT NULL, wins INTEGER NOT NULL,
	PRIMARY KEY (player_id, game, seat)
) WITHOUT ROWID;
CREATE TABLE stat_months (
	player_id INTEGER NOT NULL, game TEXT NOT NULL, month TEXT NOT NULL, plays INTEGER NOT NULL,
	PRIMARY KEY (player_id, game, month)
) WITHOUT ROWID;
CREATE TABLE stat_ratings (
	game TEXT NOT NULL, player_id INTEGER NOT NULL,
	rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL,
	plays INTEGER NOT NULL, last_change REAL NOT NULL,
	PRIMARY KEY (game, player_id)
) WITHOUT ROWID;
CREATE TABLE stat_moves (
	player_id INTEGER NOT NULL, game TEXT NOT NULL, played_at TEXT NOT NULL, session_id INTEGER NOT NULL,
	seat INTEGER NOT NULL, before REAL NOT NULL, after REAL NOT NULL,
	PRIMARY KEY (player_id, game, played_at, session_id)
) WITHOUT ROWID;
CREATE INDEX stat_moves_by_date ON stat_moves (played_at, session_id);

CREATE TRIGGER stat_result_added AFTER INSERT ON results
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (new.session_id, 0); END;
CREATE TRIGGER stat_result_changed AFTER UPDATE ON results
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.session_id, 1); END;
CREATE TRIGGER stat_result_removed AFTER DELETE ON results
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.session_id, 1); END;
CREATE TRIGGER stat_session_changed AFTER UPDATE OF status, game, started_at, ended_at ON sessions
	WHEN old.status = 'finished' OR new.status = 'finished'
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.id, old.status = 'finished'); END;
CREATE TRIGGER stat_session_removed AFTER DELETE ON sessions WHEN old.status = 'finished'
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.id, 1); END;
`

// schemaV6 makes the triggers say "folded" only of a play the kept figures may count
// (finished, at or before the watermark when the write began). v5's triggers said it of
// any finished session, so recording a `talon score` play (inserted finished, then its
// end time set) rebuilt every figure instead of folding one play in.
const schemaV6 = `
DROP TRIGGER stat_result_changed;
DROP TRIGGER stat_result_removed;
DROP TRIGGER stat_session_changed;
DROP TRIGGER stat_session_removed;
CREATE TRIGGER stat_result_changed AFTER UPDATE ON results
	BEGIN INSERT OR IGNORE INTO stat_pending SELECT old.session_id, ` + countedSession + `; END;
CREATE TRIGGER stat_result_removed AFTER DELETE ON results
	BEGIN INSERT OR IGNORE INTO stat_pending SELECT old.session_id, ` + countedSession + `; END;
CREATE TRIGGER stat_session_changed AFTER UPDATE OF status, game, started_at, ended_at ON sessions
	WHEN old.status = 'finished' OR new.status = 'finished'
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.id, ` + countedOld + `); END;
CREATE TRIGGER stat_session_removed AFTER DELETE ON sessions WHEN old.status = 'finished'
	BEGIN INSERT OR IGNORE INTO stat_pending VALUES (old.id, ` + countedOld + `); END;
`

// countedOld is, in a trigger on sessions, whether the old row is a play the kept
// figures count: finished, and at or before the watermark.
const countedOld = `old.status = 'finished' AND EXISTS (SELECT 1 FROM stat_state w
	WHERE coalesce(old.ended_at, old.started_at) < w.last_played
		OR coalesce(old.ended_at, old.started_at) = w.last_played AND old.id <= w.last_session)`

// countedSession is, in a trigger on results, whether the result's session is a play
// the kept figures count. A session already deleted says no here; its own trigger says.
const countedSession = `EXISTS (SELECT 1 FROM sessions s, stat_state w WHERE s.id = old.session_id
	AND s.status = 'finished' AND (` + playedAt + ` < w.last_played OR ` + playedAt + ` = w.last_played AND s.id <= w.last_session))`

// statsZone is the time zone kept months are counted in: the machine's.
var statsZone = func() *time.Location { return time.Local }

// zoneKey names a time zone by where its months begin (every month from 1900 to 2199):
// two zones with one key count every play in the same month.
func zoneKey(loc *time.Location) string {
	h := sha256.New()
	var b [8]byte
	for y := 1900; y < 2200; y++ {
		for m := time.January; m <= time.December; m++ {
			binary.LittleEndian.PutUint64(b[:], uint64(time.Date(y, m, 1, 0, 0, 0, 0, loc).Unix()))
			h.Write(b[:])
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// RebuildStats works out the kept statistics, and the plays' kept lines and months
// (played_lines.go, played_months.go), again from every play. talon keeps them up to
// date by itself; this is for a history written by other means (a test's synthetic
// history) and for repair.
func (s *Store) RebuildStats(ctx context.Context) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		if err := markAllPlayed(ctx, tx); err != nil {
			return err
		}
		return rebuildStats(ctx, tx, statsZone())
	})
}

func rebuildStatsMigration(ctx context.Context, tx *sql.Tx) error {
	return rebuildStats(ctx, tx, statsZone())
}

// refreshStats brings the kept statistics up to what the transaction wrote: nothing to
// do when it touched no play; new plays after the watermark are folded in; anything
// else (a counted play changed, undone, deleted, merged, re-dated, or a new play older
// than the watermark) rebuilds them. It runs in a savepoint: if it fails the write
// still commits, the pending rows stay, and readers work from the plays themselves
// until a later write succeeds.
func refreshStats(ctx context.Context, tx *sql.Tx) error {
	var any int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM stat_pending LIMIT 1)`).Scan(&any)
	if err != nil || any == 0 {
		return err
	}
	if _, err := tx.ExecContext(ctx, `SAVEPOINT stats`); err != nil {
		return err
	}
	if err := refreshStatsIn(ctx, tx, statsZone()); err != nil {
		_, rerr := tx.ExecContext(ctx, `ROLLBACK TO stats`)
		return rerr
	}
	_, err = tx.ExecContext(ctx, `RELEASE stats`)
	return err
}

func refreshStatsIn(ctx context.Context, tx *sql.Tx, loc *time.Location) error {
	st, ok, err := readStatState(ctx, tx)
	if err != nil {
		return err
	}
	if !ok || st.zone != zoneKey(loc) {
		return rebuildStats(ctx, tx, loc)
	}
	var rebuild int
	err = tx.QueryRowContext(ctx, `SELECT count(*) FROM stat_pending p LEFT JOIN sessions s ON s.id = p.session_id
		WHERE p.folded = 1 OR (s.status = 'finished' AND (`+playedAt+` < ?1 OR `+playedAt+` = ?1 AND s.id <= ?2))`,
		st.lastPlayed, st.lastSession).Scan(&rebuild)
	if err != nil {
		return err
	}
	if rebuild > 0 {
		return rebuildStats(ctx, tx, loc)
	}
	return foldNewPlays(ctx, tx, loc, st)
}

// statState is stat_state's row.
type statState struct {
	zone, lastPlayed string
	lastSession      int64
}

func readStatState(ctx context.Context, q querier) (statState, bool, error) {
	var st statState
	err := q.QueryRowContext(ctx, `SELECT zone, last_played, last_session FROM stat_state`).Scan(&st.zone, &st.lastPlayed, &st.lastSession)
	if errors.Is(err, sql.ErrNoRows) {
		return st, false, nil
	}
	return st, err == nil, err
}

// afterWatermark is the SQL condition for plays not yet counted.
const afterWatermark = `(` + playedAt + ` > ? OR ` + playedAt + ` = ? AND s.id > ?)`

// foldNewPlays folds the plays after the watermark into the kept figures: the rows
// those plays change are read, folded and written back; counts are added.
func foldNewPlays(ctx context.Context, tx *sql.Tx, loc *time.Location, st statState) error {
	var newPlays []play
	err := eachNewPlay(ctx, tx, st, func(p play) { newPlays = append(newPlays, p) })
	if err != nil || len(newPlays) == 0 {
		return err
	}
	b := newStatsBuilder(loc)
	if err := loadTouched(ctx, tx, b, newPlays); err != nil {
		return err
	}
	for _, p := range newPlays {
		b.add(p)
	}
	last := newPlays[len(newPlays)-1]
	st.lastPlayed, st.lastSession = formatTime(last.date), last.session
	return saveStats(ctx, tx, b, st, true)
}

// eachNewPlay reads the plays after the watermark, oldest first, each with its own seats.
func eachNewPlay(ctx context.Context, q querier, st statState, fn func(play)) error {
	return eachPlay(ctx, q, PlayFilter{}, afterWatermark, []any{st.lastPlayed, st.lastPlayed, st.lastSession}, fn, nil)
}

// loadTouched reads into b the kept figures that folding plays replaces rather than
// adds to: the records of their players and the ratings of their games.
func loadTouched(ctx context.Context, q querier, b *statsBuilder, plays []play) error {
	games := map[string]bool{}
	keys := map[playerGame]bool{}
	for _, p := range plays {
		games[p.game] = true
		for _, s := range p.seats {
			keys[playerGame{s.id, ""}], keys[playerGame{s.id, p.game}] = true, true
		}
	}
	for k := range keys {
		err := eachRow(ctx, q, `SELECT player_id, game, plays, wins, score_sum, best, worst, last_played, streak, longest
			FROM stat_players WHERE player_id = ? AND game = ?`, b.scanPlayer, k.id, k.game)
		if err != nil {
			return err
		}
	}
	for game := range games {
		if err := eachRow(ctx, q, ratingsQuery+` WHERE game = ? ORDER BY player_id`, b.scanRating, game); err != nil {
			return err
		}
	}
	return nil
}

const ratingsQuery = `SELECT game, player_id, rating, deviation, volatility, plays, last_change FROM stat_ratings`

func (b *statsBuilder) scanPlayer(rows *sql.Rows) error {
	var (
		k    playerGame
		acc  playerAcc
		last string
	)
	if err := rows.Scan(&k.id, &k.game, &acc.plays, &acc.wins, &acc.sum, &acc.best, &acc.worst, &last, &acc.streak, &acc.longest); err != nil {
		return err
	}
	var err error
	acc.last, err = parseTime(last)
	b.players[k] = &acc
	return err
}

func (b *statsBuilder) scanRating(rows *sql.Rows) error {
	r := &ratingAcc{}
	if err := rows.Scan(&r.key.game, &r.key.id, &r.glicko.Rating, &r.glicko.Deviation, &r.glicko.Volatility, &r.plays, &r.lastChange); err != nil {
		return err
	}
	b.ratings[r.key] = r
	b.byGame[r.key.game] = append(b.byGame[r.key.game], r)
	return nil
}

// statsRebuilds counts rebuilds, so a test can tell a fold of new plays from one.
var statsRebuilds atomic.Int64

// rebuildStats works the kept figures out again from every play.
func rebuildStats(ctx context.Context, tx *sql.Tx, loc *time.Location) error {
	statsRebuilds.Add(1)
	for _, table := range []string{"stat_players", "stat_scores", "stat_pairs", "stat_seats", "stat_months", "stat_ratings", "stat_moves"} {
		if _, err := tx.ExecContext(ctx, `DELETE FROM `+table); err != nil {
			return err
		}
	}
	b := newStatsBuilder(loc)
	st := statState{zone: zoneKey(loc)}
	var last play
	err := foldPlaysThen(ctx, tx, b, func(p play) { last = p })
	if err != nil {
		return err
	}
	if last.session != 0 {
		st.lastPlayed, st.lastSession = formatTime(last.date), last.session
	}
	return saveStats(ctx, tx, b, st, false)
}

// foldPlaysThen folds every play into b, telling then about each after it is added.
func foldPlaysThen(ctx context.Context, q querier, b *statsBuilder, then func(play)) error {
	return eachNewPlay(ctx, q, statState{}, func(p play) {
		b.add(p)
		then(p)
	})
}

// saveStats writes b's figures and the watermark. With add, b holds what new plays
// added: counts are added to the kept ones, records and ratings replace theirs, and
// each player's moves are trimmed to the latest maxRatingMoves.
func saveStats(ctx context.Context, tx *sql.Tx, b *statsBuilder, st statState, add bool) error {
	w := statWriter{ctx: ctx, tx: tx}
	for k, a := range b.players {
		w.exec(`INSERT OR REPLACE INTO stat_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			k.id, k.game, a.plays, a.wins, a.sum, a.best, a.worst, formatTime(a.last), a.streak, a.longest)
	}
	for k, n := range b.scores {
		w.exec(`INSERT INTO stat_scores VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n`, k.id, k.game, k.score, n)
	}
	for k, p := range b.pairs {
		w.exec(`INSERT INTO stat_pairs VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET games = games + excluded.games,
			lo_ahead = lo_ahead + excluded.lo_ahead, hi_ahead = hi_ahead + excluded.hi_ahead, level = level + excluded.level`,
			k.game, k.lo, k.hi, p.games, p.loAhead, p.hiAhead, p.level)
	}
	for k, s := range b.seats {
		w.exec(`INSERT INTO stat_seats VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET plays = plays + excluded.plays,
			wins = wins + excluded.wins`, k.id, k.game, k.seat, s.plays, s.wins)
	}
	for k, n := range b.months {
		w.exec(`INSERT INTO stat_months VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET plays = plays + excluded.plays`,
			k.id, k.game, k.month, n)
	}
	for k, r := range b.ratings {
		w.exec(`INSERT OR REPLACE INTO stat_ratings VALUES (?, ?, ?, ?, ?, ?, ?)`,
			k.game, k.id, r.glicko.Rating, r.glicko.Deviation, r.glicko.Volatility, r.plays, r.lastChange)
	}
	for k, moves := range b.moves {
		for _, m := range moves[max(0, len(moves)-maxRatingMoves):] {
			w.exec(`INSERT INTO stat_moves VALUES (?, ?, ?, ?, ?, ?, ?)`, k.id, k.game, formatTime(m.date), m.session, m.seat, m.before, m.after)
		}
		if add {
			w.exec(`DELETE FROM stat_moves WHERE player_id = ?1 AND game = ?2 AND (played_at, session_id) <
				(SELECT played_at, session_id FROM stat_moves WHERE player_id = ?1 AND game = ?2
					ORDER BY played_at DESC, session_id DESC LIMIT 1 OFFSET ?3)`, k.id, k.game, maxRatingMoves-1)
		}
	}
	w.exec(`INSERT OR REPLACE INTO stat_state VALUES (1, ?, ?, ?)`, st.zone, st.lastPlayed, st.lastSession)
	w.exec(`DELETE FROM stat_pending`)
	return w.err
}

// statWriter runs statements until the first error, preparing each text once.
type statWriter struct {
	ctx   context.Context
	tx    *sql.Tx
	stmts map[string]*sql.Stmt
	err   error
}

func (w *statWriter) exec(query string, args ...any) {
	if w.err != nil {
		return
	}
	if w.stmts == nil {
		w.stmts = map[string]*sql.Stmt{}
	}
	st := w.stmts[query]
	if st == nil {
		if st, w.err = w.tx.PrepareContext(w.ctx, query); w.err != nil {
			w.err = i18n.Errorf("kept statistics: %w", w.err)
			return
		}
		w.stmts[query] = st
	}
	if _, err := st.ExecContext(w.ctx, args...); err != nil {
		w.err = i18n.Errorf("kept statistics: %w", err)
	}
}

// keptStats reads the kept figures a view shows into a builder, or nil when they cannot
// be used: a write left plays pending (its refresh failed). When months were counted
// in another time zone than loc, the builder has every figure but the months
// (monthsLeft says so): zoneMonths counts them.
func keptStats(ctx context.Context, q querier, v statsView, loc *time.Location, ratings bool) (b *statsBuilder, monthsLeft bool, err error) {
	st, ok, err := readStatState(ctx, q)
	if err != nil || !ok {
		return nil, false, err
	}
	monthsLeft = st.zone != zoneKey(loc)
	var pending int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM stat_pending LIMIT 1)`).Scan(&pending); err != nil || pending > 0 {
		return nil, false, err
	}
	b = newStatsBuilder(loc)
	if v.player < 0 {
		return b, false, nil
	}
	// ?1 is the view's player (0: everyone), ?2 its game ("": every game), ?3 whether the
	// months are left out.
	args := []any{v.player, v.game, monthsLeft}
	steps := []struct {
		query string
		scan  func(*sql.Rows) error
	}{
		{`SELECT player_id, game, plays, wins, score_sum, best, worst, last_played, streak, longest FROM stat_players
			WHERE (?1 = 0 OR player_id = ?1) AND (?2 = '' OR game = ?2)`, b.scanPlayer},
		{`SELECT player_id, game, score, n FROM stat_scores WHERE (?1 = 0 OR player_id = ?1) AND (?2 = '' OR game = ?2)`,
			func(rows *sql.Rows) error {
				var k scoreKey
				var n int
				err := rows.Scan(&k.id, &k.game, &k.score, &n)
				b.scores[k] = n
				return err
			}},
		{`SELECT game, lo, hi, games, lo_ahead, hi_ahead, level FROM stat_pairs
			WHERE (?1 = 0 OR lo = ?1 OR hi = ?1) AND (?2 = '' OR game = ?2)`, func(rows *sql.Rows) error {
			var k pairKey
			var p pairAcc
			err := rows.Scan(&k.game, &k.lo, &k.hi, &p.games, &p.loAhead, &p.hiAhead, &p.level)
			b.pairs[k] = &p
			return err
		}},
		{`SELECT player_id, game, seat, plays, wins FROM stat_seats WHERE player_id = ?1 AND (?2 = '' OR game = ?2)`,
			func(rows *sql.Rows) error {
				var k seatKey
				var s seatAcc
				err := rows.Scan(&k.id, &k.game, &k.seat, &s.plays, &s.wins)
				b.seats[k] = &s
				return err
			}},
		{`SELECT player_id, game, month, plays FROM stat_months WHERE player_id = ?1 AND (?2 = '' OR game = ?2) AND NOT ?3`,
			func(rows *sql.Rows) error {
				var k monthKey
				var n int
				err := rows.Scan(&k.id, &k.game, &k.month, &n)
				b.months[k] = n
				return err
			}},
	}
	if ratings {
		steps = append(steps, struct {
			query string
			scan  func(*sql.Rows) error
		}{ratingsQuery + ` WHERE (?1 = 0 OR player_id = ?1) AND (?2 = '' OR game = ?2)`, b.scanRating}, struct {
			query string
			scan  func(*sql.Rows) error
		}{`SELECT player_id, game, played_at, session_id, seat, before, after FROM stat_moves
			WHERE (?1 = 0 OR player_id = ?1) AND (?2 = '' OR game = ?2)
			ORDER BY played_at DESC, session_id DESC, seat DESC LIMIT ` + fmt.Sprint(maxRatingMoves), func(rows *sql.Rows) error {
			var (
				k    playerGame
				m    ratingMove
				date string
			)
			if err := rows.Scan(&k.id, &k.game, &date, &m.session, &m.seat, &m.before, &m.after); err != nil {
				return err
			}
			var err error
			m.date, err = parseTime(date)
			b.moves[k] = append(b.moves[k], m)
			return err
		}})
	}
	for _, step := range steps {
		if err := eachRow(ctx, q, step.query, step.scan, args...); err != nil {
			return nil, false, err
		}
	}
	return b, monthsLeft, nil
}
