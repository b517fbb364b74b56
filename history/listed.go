package history

import (
	"context"
	"database/sql"
	"encoding/binary"
	"maps"
	"slices"

	"github.com/talon-games/talon/companion"
)

// schemaV14 keeps the list `talon sessions` prints, month by month: every session that
// is not active (finished or abandoned), packed as that list reads it (listedEntry),
// one blob per month of its start time as stored, newest first within the month, as
// the list reads them. A
// list of every session then reads a few hundred blobs instead of a row a session with
// its events tallied (0.7 s of CPU at 100,000 sessions). Active sessions are left out:
// a move changes their counts, and they are read from their rows, a few of them, each
// time (listed_read.go). The triggers note in listed_pending each session whose line a
// write may change while it is not active (or was not before the write): its row, or
// its events. A new session is found instead by its id, above listed_state's
// last_session (ids only grow): a trigger on inserting a session made SQLite keep a
// statement journal of every page each insert touched, in a file, and importing 10,000
// plays took a third longer. The write's transaction packs the months of those sessions
// again before it commits (refreshListed). listed_at says which month each session
// listed is in, so a write finds the month a re-dated or deleted session leaves. The
// step is additive: a talon before it writes the file without packing, the triggers
// (and the ids) still say what it changed, and this talon reads those sessions' rows
// until its own next write.
const schemaV14 = `
CREATE TABLE listed_months (
	month    TEXT PRIMARY KEY,
	sessions BLOB NOT NULL
);
CREATE TABLE listed_at (
	session_id INTEGER PRIMARY KEY,
	month      TEXT NOT NULL
);
CREATE INDEX listed_at_by_month ON listed_at (month);
CREATE TABLE listed_pending (session_id INTEGER PRIMARY KEY);
CREATE TABLE listed_state (
	id           INTEGER PRIMARY KEY CHECK (id = 1),
	version      INTEGER NOT NULL,
	last_session INTEGER NOT NULL
);

CREATE TRIGGER listed_session_changed AFTER UPDATE OF id, uuid, game, config, seed, setup, status, started_at, ended_at
	ON sessions WHEN old.status != 'active' OR new.status != 'active'
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (old.id), (new.id); END;
CREATE TRIGGER listed_session_removed AFTER DELETE ON sessions WHEN old.status != 'active'
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (old.id); END;
CREATE TRIGGER listed_event_added AFTER INSERT ON events
	WHEN EXISTS (SELECT 1 FROM sessions WHERE id = new.session_id AND status != 'active')
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (new.session_id); END;
CREATE TRIGGER listed_event_changed AFTER UPDATE ON events
	WHEN EXISTS (SELECT 1 FROM sessions WHERE id IN (old.session_id, new.session_id) AND status != 'active')
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (old.session_id), (new.session_id); END;
CREATE TRIGGER listed_event_removed AFTER DELETE ON events
	WHEN EXISTS (SELECT 1 FROM sessions WHERE id = old.session_id AND status != 'active')
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (old.session_id); END;
`

// listedFormat is the form of the packed sessions (appendListed) this code writes and
// reads. Change it with appendListed: a file another form wrote is read from the rows
// until its next write has packed every month again in this one.
//
// 2: each month's sessions newest first, times packed (1: oldest first, times as text).
// 3: each player with their seat's player record, so the list names them as the
// history knows them (knownNames), a respelling packing nothing again.
const listedFormat = 3

// listedState is listed_state's row: the form of the packed months (0: none yet) and
// the largest session id they have seen.
type listedState struct {
	version     int
	lastSession int64
	pending     bool  // a session is noted in listed_pending
	newest      int64 // the largest session id now
}

func readListedState(ctx context.Context, q querier) (listedState, error) {
	var st listedState
	err := q.QueryRowContext(ctx, `SELECT coalesce((SELECT version FROM listed_state), 0),
		coalesce((SELECT last_session FROM listed_state), 0), EXISTS (SELECT 1 FROM listed_pending),
		coalesce((SELECT max(id) FROM sessions), 0)`).Scan(&st.version, &st.lastSession, &st.pending, &st.newest)
	return st, err
}

// refreshListed is a write's step for the kept list of sessions: the months of the
// sessions its triggers noted, and of new sessions that are not active, are packed
// again (all of them when another form, or none, packed them: schema step 14 runs it
// too, about a second at 100,000 sessions). It runs in a savepoint: if it fails the
// write still commits, the sessions stay pending, and `talon sessions` reads the rows
// until a later write succeeds.
func refreshListed(ctx context.Context, tx *sql.Tx) error {
	st, err := readListedState(ctx, tx)
	current := st.version == listedFormat
	if err != nil || current && !st.pending && st.newest <= st.lastSession {
		return err
	}
	if _, err := tx.ExecContext(ctx, `SAVEPOINT listed`); err != nil {
		return err
	}
	if err := packListed(ctx, tx, st); err != nil {
		_, rerr := tx.ExecContext(ctx, `ROLLBACK TO listed`)
		return rerr
	}
	_, err = tx.ExecContext(ctx, `RELEASE listed`)
	return err
}

// packListed packs what refreshListed found to pack, and notes the state.
func packListed(ctx context.Context, tx *sql.Tx, st listedState) error {
	steps, from := []string{`INSERT OR IGNORE INTO listed_pending SELECT id FROM sessions WHERE id > ? AND status != 'active'`}, st.lastSession
	if st.version != listedFormat { // every session
		steps, from = append([]string{`DELETE FROM listed_months`, `DELETE FROM listed_at`}, steps...), -1<<62
	}
	for _, q := range steps {
		if _, err := tx.ExecContext(ctx, q, from); err != nil {
			return err
		}
	}
	if err := packListedPending(ctx, tx); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO listed_state (id, version, last_session) VALUES (1, ?, ?)`,
		listedFormat, max(st.newest, st.lastSession))
	return err
}

// packListedPending packs again the months the pending sessions were in and are in now,
// and clears listed_pending.
func packListedPending(ctx context.Context, tx *sql.Tx) error {
	months := map[string]bool{}
	monthsOf := func() error {
		return eachRow(ctx, tx, `SELECT DISTINCT month FROM listed_at
			WHERE session_id IN (SELECT session_id FROM listed_pending)`, func(rows *sql.Rows) error {
			var m string
			err := rows.Scan(&m)
			months[m] = true
			return err
		})
	}
	if err := monthsOf(); err != nil { // where they were
		return err
	}
	for _, q := range []string{
		`DELETE FROM listed_at WHERE session_id IN (SELECT session_id FROM listed_pending)`,
		`INSERT INTO listed_at SELECT id, substr(started_at, 1, 7) FROM sessions
			WHERE status != 'active' AND id IN (SELECT session_id FROM listed_pending)`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	if err := monthsOf(); err != nil { // where they are
		return err
	}
	for _, m := range slices.Sorted(maps.Keys(months)) {
		if err := packListedMonth(ctx, tx, m); err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM listed_pending`)
	return err
}

// packListedMonth writes one month's blob again from its sessions' rows (none left:
// no row), each with its live events and last action as eachSession reads them.
func packListedMonth(ctx context.Context, tx *sql.Tx, month string) error {
	var blob []byte
	err := eachRow(ctx, tx, `SELECT `+prefixed("s.", sessionColumns)+`,
		(SELECT count(*) FROM events e WHERE e.session_id = s.id AND e.undone_at IS NULL),
		`+lastActivity+`, `+seatRecordsSQL+`
		FROM listed_at l JOIN sessions s ON s.id = l.session_id WHERE l.month = ?
		ORDER BY s.started_at DESC, s.id DESC`, func(rows *sql.Rows) error {
		var (
			e                    listedRow
			config, last         string
			setup, ended, seated sql.NullString
		)
		if err := rows.Scan(&e.id, &e.uuid, &e.game, &config, &e.seed, &setup, &e.status, &e.started, &ended, &e.events, &last, &seated); err != nil {
			return err
		}
		c, err := decodeConfig(config)
		if err != nil {
			return err
		}
		e.config = c
		e.seats = seatRecords(nil, seated.String, len(c.Players))
		e.setup, e.hasSetup = setup.String, setup.Valid
		e.ended, e.hasEnded = ended.String, ended.Valid
		if last != e.started {
			e.last = last
		}
		blob = appendListed(blob, &e)
		return nil
	}, month)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM listed_months WHERE month = ?`, month); err != nil {
		return err
	}
	if len(blob) == 0 {
		return nil
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO listed_months (month, sessions) VALUES (?, ?)`, month, blob)
	return err
}

// listedRow is one session as packListedMonth reads it to pack it.
type listedRow struct {
	id               int64
	uuid, game, seed string
	config           companion.Config
	seats            []int64 // each player's record (0: none)
	setup            string
	hasSetup         bool
	status, started  string
	ended            string
	hasEnded         bool
	events           int
	last             string // empty: the start
}

// appendListed packs one session: id, uuid, game, players (name as typed, colour, the
// seat's player record or 0), options
// (sorted by key), seed, setup, status, start and end (appendStoredTime), live events,
// and the last action (none: the start). Counts are uvarints; a count of n+1 stands for
// n things and 0 for none at all (a nil list, a NULL column), so a session reads back
// exactly as its row reads.
func appendListed(dst []byte, e *listedRow) []byte {
	dst = binary.AppendVarint(dst, e.id)
	dst = appendString(dst, e.uuid)
	dst = appendString(dst, e.game)
	if e.config.Players == nil {
		dst = append(dst, 0)
	} else {
		dst = binary.AppendUvarint(dst, uint64(len(e.config.Players))+1)
		for i, p := range e.config.Players {
			dst = appendString(appendString(dst, p.Name), p.Colour)
			dst = binary.AppendVarint(dst, e.seats[i])
		}
	}
	if e.config.Options == nil {
		dst = append(dst, 0)
	} else {
		dst = binary.AppendUvarint(dst, uint64(len(e.config.Options))+1)
		for _, k := range slices.Sorted(maps.Keys(e.config.Options)) {
			dst = appendString(appendString(dst, k), e.config.Options[k])
		}
	}
	dst = appendString(dst, e.seed)
	dst = appendNullString(dst, e.setup, e.hasSetup)
	dst = appendString(dst, e.status)
	dst = appendStoredTime(dst, e.started, true)
	dst = appendStoredTime(dst, e.ended, e.hasEnded)
	dst = binary.AppendUvarint(dst, uint64(e.events))
	return appendStoredTime(dst, e.last, e.last != "")
}

// How appendStoredTime packs a time: none (a NULL end, a last action that is the
// start), a time as formatTime writes it packed as its Unix nanoseconds (a varint, 9
// bytes instead of 30, read without parsing), or any other text as stored.
const (
	storedNone  = 0
	storedNanos = 1
	storedText  = 2 // and up: the text's length plus 2, then the text
)

func appendStoredTime(dst []byte, text string, valid bool) []byte {
	if !valid {
		return append(dst, storedNone)
	}
	if t, err := parseStoredBytes(text); err == nil && t.Year() > 1677 && t.Year() < 2262 && formatTime(t) == text {
		return binary.AppendVarint(append(dst, storedNanos), t.UnixNano()) // the years UnixNano holds
	}
	dst = binary.AppendUvarint(dst, uint64(len(text))+storedText)
	return append(dst, text...)
}

func appendString(dst []byte, s string) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(s)))
	return append(dst, s...)
}

// appendNullString writes s with its length plus one, or 0 for NULL.
func appendNullString(dst []byte, s string, valid bool) []byte {
	if !valid {
		return append(dst, 0)
	}
	dst = binary.AppendUvarint(dst, uint64(len(s))+1)
	return append(dst, s...)
}
