package history

import (
	"context"
	"database/sql"
	"maps"
	"slices"
)

// schemaV7 keeps each finished play's element of `talon history --json` as it is
// written (PlayedEncoder), so the whole history streams as stored lines instead of
// being joined, packed and encoded play by play. played_lines is walked by its key,
// newest first, as history orders plays (date as stored, then session id); the
// triggers note in played_pending every session whose line a write may change: its
// results, its finished state, date, game, UUID, tie-break or seat names, or the
// stored name of one of its players. The write's transaction writes those lines again
// before it commits (refreshPlayedLines).
const schemaV7 = `
CREATE TABLE played_lines (
	played     TEXT NOT NULL,
	session_id INTEGER NOT NULL,
	line       BLOB NOT NULL,
	PRIMARY KEY (played, session_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX played_lines_by_session ON played_lines (session_id);
CREATE TABLE played_pending (session_id INTEGER PRIMARY KEY);

CREATE TRIGGER played_result_added AFTER INSERT ON results
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (new.session_id); END;
CREATE TRIGGER played_result_changed AFTER UPDATE ON results
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (old.session_id), (new.session_id); END;
CREATE TRIGGER played_result_removed AFTER DELETE ON results
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (old.session_id); END;
CREATE TRIGGER played_session_added AFTER INSERT ON sessions WHEN new.status = 'finished'
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (new.id); END;
CREATE TRIGGER played_session_changed AFTER UPDATE OF id, uuid, game, status, started_at, ended_at, tie_break, config
	ON sessions WHEN old.status = 'finished' OR new.status = 'finished'
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (old.id), (new.id); END;
CREATE TRIGGER played_session_removed AFTER DELETE ON sessions WHEN old.status = 'finished'
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (old.id); END;
CREATE TRIGGER played_player_renamed AFTER UPDATE OF name ON players
	BEGIN INSERT OR IGNORE INTO played_pending SELECT session_id FROM results WHERE player_id = new.id; END;
`

// markAllPlayed is the migration's step after schemaV7: every finished play is noted
// as pending, and the next step writes the lines (and schemaV8's months) of them all.
func markAllPlayed(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO played_pending SELECT id FROM sessions WHERE status = 'finished'`)
	return err
}

// schemaV9 leaves to stat_pending (stats_table.go) the sessions whose results, finished
// state, date or game a write touches: the statistics' triggers note them already, and
// a second trigger on results made every statement that writes one cost more to
// prepare (importing 10,000 plays took a quarter longer). played_pending keeps what
// only the lines show: a finished play's UUID, tie-break and seat names, and its
// players' stored names. refreshPlayedLines runs before refreshStats, which clears
// stat_pending, and takes its sessions.
const schemaV9 = `
DROP TRIGGER played_result_added;
DROP TRIGGER played_result_changed;
DROP TRIGGER played_result_removed;
DROP TRIGGER played_session_added;
DROP TRIGGER played_session_removed;
DROP TRIGGER played_session_changed;
CREATE TRIGGER played_session_changed AFTER UPDATE OF uuid, tie_break, config ON sessions
	WHEN old.status = 'finished' OR new.status = 'finished'
	BEGIN INSERT OR IGNORE INTO played_pending VALUES (old.id); END;
`

// schemaV10 keeps the lines month by month, beside the month's packed plays: each play's
// date as stored and its line, newest first, so `history --json --limit 0` reads a few
// hundred blobs instead of a row a play (which took 1.7 times as long to read:
// BenchmarkHistoryEveryJSON).
// played_at says which month each finished play's line is in, so a write finds the months
// a touched play leaves.
const schemaV10 = `
DROP TABLE played_lines;
ALTER TABLE played_months ADD COLUMN lines BLOB NOT NULL DEFAULT x'';
CREATE TABLE played_at (
	session_id INTEGER PRIMARY KEY,
	month      TEXT NOT NULL
);
`

// refreshPlayedLines writes again the lines of the plays the transaction touched (noted
// in played_pending and stat_pending), and
// packs their months again (played_months.go). It
// runs in a savepoint: if it fails the write still commits, the pending rows stay,
// and `history --json` encodes the plays itself until a later write succeeds.
func refreshPlayedLines(ctx context.Context, tx *sql.Tx) error {
	// Taken before the savepoint: if the step fails, they stay pending here.
	if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO played_pending SELECT session_id FROM stat_pending`); err != nil {
		return err
	}
	if pending, err := anyPlayedPending(ctx, tx); err != nil || !pending {
		return err
	}
	if _, err := tx.ExecContext(ctx, `SAVEPOINT played_lines`); err != nil {
		return err
	}
	if err := writePlayedLines(ctx, tx); err != nil {
		_, rerr := tx.ExecContext(ctx, `ROLLBACK TO played_lines`)
		return rerr
	}
	_, err := tx.ExecContext(ctx, `RELEASE played_lines`)
	return err
}

func anyPlayedPending(ctx context.Context, q querier) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 FROM played_pending LIMIT 1)`).Scan(&n)
	return n > 0, err
}

func writePlayedLines(ctx context.Context, tx *sql.Tx) error {
	months := map[string]bool{}
	if err := monthsOfPending(ctx, tx, months); err != nil { // where they were
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM played_at WHERE session_id IN (SELECT session_id FROM played_pending)`); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO played_at SELECT s.id, substr(`+playedAt+`, 1, 7) FROM sessions s
		WHERE s.status = 'finished' AND s.id IN (SELECT session_id FROM played_pending)`); err != nil {
		return err
	}
	if err := monthsOfPending(ctx, tx, months); err != nil { // where they are
		return err
	}
	if err := packMonths(ctx, tx, slices.Sorted(maps.Keys(months))); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM played_pending`)
	return err
}

// EachPlayedJSON calls fn with the `talon history --json` element of each play the
// filter picks, newest first, as EachPlayed and PlayedEncoder would give it. It is read
// from the kept lines (a game, player or location picked by the month's packed plays,
// which pair with its lines); a history whose lines a failed write left pending (or
// another form of them wrote, kept_format.go) is encoded as it is read. fn must keep
// nothing of the bytes it is given.
func (s *Store) EachPlayedJSON(ctx context.Context, f HistoryFilter, fn func(line []byte) error) error {
	damaged := false
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		stale, asTyped, err := keptState(ctx, tx)
		if err != nil || stale {
			if err == nil {
				err = eachPlayed(ctx, tx, f, EncodeEach(fn))
			}
			return err
		}
		pick, err := pickOf(ctx, tx, f.PlayFilter)
		if err != nil {
			return err
		}
		damaged, err = eachKeptLine(ctx, tx, f, pick, asTyped, fn)
		return err
	})
	if err == nil && damaged {
		s.repairKept(ctx)
	}
	return err
}

// EncodeEach returns a function that hands fn the element of each play it is given
// (fn must keep nothing of the bytes).
func EncodeEach(fn func(line []byte) error) func(Played) error {
	var (
		enc  PlayedEncoder
		line []byte
	)
	return func(p Played) error {
		line = enc.Append(line[:0], p)
		return fn(line)
	}
}

// eachKeptLine walks the months' lines newest first within the filter's dates and page
// (and, with pick, the plays it picks); asTyped: the lines are of form keptAsTyped, and
// their tie-break lines are respelled as they are handed on (knownTieBreaks). Each month is decoded whole before any of its
// lines is handed on: from a month that does not decode on (damaged says so), the rest
// of the page is encoded from the plays' rows, that month's and the older ones.
func eachKeptLine(ctx context.Context, q preparer, f HistoryFilter, pick *playPick, asTyped bool, fn func([]byte) error) (damaged bool, err error) {
	w := windowOf(f.PlayFilter)
	skip, left := max(f.Offset, 0), f.Limit
	if left <= 0 {
		left = -1
	}
	rows, err := q.QueryContext(ctx, `SELECT month, lines, iif(?, plays, x'') FROM played_months WHERE month >= ? AND month <= ? ORDER BY month DESC`,
		pick != nil, w.first, w.last)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	var (
		month string
		lines [][]byte     // the month's lines in the window
		plays []pickedPlay // with pick: the month's plays, oldest first
		known knownTieBreaks
	)
	defer known.close()
	for left != 0 && rows.Next() {
		var blob, packed sql.RawBytes
		if err := rows.Scan(&month, &blob, &packed); err != nil {
			return false, err
		}
		if pick != nil {
			if plays, damaged = pick.month(packed, plays[:0]); damaged {
				break
			}
		}
		r := packedReader{b: blob}
		lines = lines[:0]
		next := len(plays) - 1 // with pick: the play of the next line (the lines are newest first)
		for len(r.b) > 0 {
			played, line := r.bytes(), r.bytes()
			if pick != nil {
				if next < 0 || string(plays[next].played) != string(played) {
					r.err = true // the lines do not pair with the plays
					break
				}
				next--
				if !plays[next+1].picked {
					continue
				}
			}
			if w.holds(played) {
				lines = append(lines, line)
			}
		}
		if r.err || pick != nil && next != -1 {
			damaged = true
			break
		}
		from := min(skip, len(lines))
		skip -= from
		handed := lines[from:]
		if left >= 0 && len(handed) > left {
			handed = handed[:left]
		}
		if asTyped {
			if err := known.respell(ctx, q, handed); err != nil {
				return false, err
			}
		}
		for _, line := range handed {
			if err := fn(line); err != nil {
				return false, err
			}
		}
		if left > 0 {
			left -= len(handed)
		}
	}
	if err := rows.Err(); err != nil || !damaged {
		return false, err
	}
	rows.Close()
	rest := HistoryFilter{PlayFilter: f.PlayFilter, Limit: max(left, 0), Offset: skip}
	encode := EncodeEach(fn)
	return true, eachPlayedWhere(ctx, q, rest, playedAt+` < ?`, []any{month + "~"}, "DESC",
		func(p Played, _ string) error { return encode(p) })
}
