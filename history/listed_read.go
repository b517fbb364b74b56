package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/talon-games/talon/companion"
)

// listedEntry is one session as the kept list packs it (appendListed): the row's
// columns as stored, its config decoded, its live events and last action.
type listedEntry struct {
	id               int64
	uuid, game, seed string
	config           companion.Config
	setup            string
	hasSetup         bool
	status, started  string
	ended            string
	hasEnded         bool
	events           int
	last             string // empty: the start
}

// after says whether a session started at started (as stored) with this id comes
// before e in the list, which is newest first: start time as stored, then id.
func (e *listedEntry) after(started string, id int64) bool {
	return started > e.started || started == e.started && id > e.id
}

// listedStale says whether the kept list cannot answer a read: a session is pending, a
// session that is not active is newer than the list (written by a talon before it), or
// another form (or none) packed the months.
func listedStale(ctx context.Context, q querier) (bool, error) {
	var stale bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM listed_pending)
		OR NOT EXISTS (SELECT 1 FROM listed_state WHERE version = ?)
		OR EXISTS (SELECT 1 FROM sessions WHERE id > (SELECT last_session FROM listed_state) AND status != 'active')`,
		listedFormat).Scan(&stale)
	return stale, err
}

// activeLine is an active session of the list with its start as stored.
type activeLine struct {
	sum     SessionSummary
	started string
}

// eachSessionListed is eachSession for a long list, from the kept list: the months'
// sessions newest first, with the active sessions (read from their rows, each with two
// index look-ups) put in their places. ok is false when the kept list cannot answer
// (the caller reads the rows); damaged says a month did not decode: the list went on
// from the rows from that month down, and the kept list should be packed again.
func eachSessionListed(ctx context.Context, q querier, f SessionFilter, fn func(SessionSummary) error) (ok, damaged bool, err error) {
	if stale, err := listedStale(ctx, q); err != nil || stale {
		return false, false, err
	}
	var actives []activeLine
	if f.Status == "" || f.Status == string(companion.Active) {
		if actives, err = readActives(ctx, q, f.Game); err != nil {
			return false, false, err
		}
	}
	left := f.Limit
	if left <= 0 {
		left = -1
	}
	emit := func(sum SessionSummary) error {
		left--
		return fn(sum)
	}
	// flush hands on the active sessions that come before a session started at started
	// with this id (all of them, with done).
	flush := func(started string, id int64, done bool) error {
		for len(actives) > 0 && left != 0 {
			a := actives[0]
			if !done && !(a.started > started || a.started == started && a.sum.Session.ID > id) {
				break
			}
			actives = actives[1:]
			if err := emit(a.sum); err != nil {
				return err
			}
		}
		return nil
	}
	if f.Status != string(companion.Active) {
		var month string
		month, damaged, err = eachListedMonth(ctx, q, f, &left, flush, emit)
		if err != nil {
			return true, false, err
		}
		if damaged {
			// The months from this one down are read from the rows (actives
			// included); the actives of the later months are handed on first.
			bound := month + "\xff"
			if err := flush(bound, 0, false); err != nil || left == 0 {
				return true, true, err
			}
			conds, args := sessionConds(f)
			conds = append(conds, "s.started_at < ?")
			args = append(args, bound)
			return true, true, eachSessionTallied(ctx, q, sessionsWhere(conds), args, max(left, 0), fn)
		}
	}
	return true, false, flush("", 0, true)
}

// eachListedMonth walks the kept months newest first, handing on the sessions the
// filter keeps (flush first hands on the active ones that come before each). A month is
// decoded whole before any of its sessions is handed on; one that does not decode
// stops the walk (damaged, with its month).
func eachListedMonth(ctx context.Context, q querier, f SessionFilter, left *int,
	flush func(string, int64, bool) error, emit func(SessionSummary) error) (month string, damaged bool, err error) {
	rows, err := q.QueryContext(ctx, `SELECT month, sessions FROM listed_months ORDER BY month DESC`)
	if err != nil {
		return "", false, err
	}
	defer rows.Close()
	var entries []listedEntry
	for *left != 0 && rows.Next() {
		var blob sql.RawBytes
		if err := rows.Scan(&month, &blob); err != nil {
			return "", false, err
		}
		var ok bool
		if entries, ok = decodeListed(string(blob), entries[:0]); !ok {
			return month, true, nil
		}
		ends := make([]time.Time, len(entries)) // the sessions' end times, pointed to
		for i := len(entries) - 1; i >= 0 && *left != 0; i-- {
			e := &entries[i]
			if f.Status != "" && e.status != f.Status || f.Game != "" && e.game != f.Game {
				continue
			}
			if err := flush(e.started, e.id, false); err != nil {
				return "", false, err
			}
			if *left == 0 {
				break
			}
			sum, err := e.summary(&ends[i])
			if err != nil {
				return "", false, err
			}
			if err := emit(sum); err != nil {
				return "", false, err
			}
		}
	}
	return "", false, rows.Err()
}

// summary is the session's line as eachSession reads it from the rows; end is where
// its end time is kept.
func (e *listedEntry) summary(end *time.Time) (SessionSummary, error) {
	sum := SessionSummary{Events: e.events}
	sess := &sum.Session
	sess.ID, sess.UUID, sess.Game, sess.Config, sess.Seed = e.id, e.uuid, e.game, e.config, e.seed
	if e.hasSetup {
		sess.Setup = json.RawMessage(e.setup)
	}
	sess.Status = companion.Status(e.status)
	var err error
	if sess.Started, err = parseStoredBytes(e.started); err != nil {
		return sum, err
	}
	if e.hasEnded {
		if *end, err = parseStoredBytes(e.ended); err != nil {
			return sum, err
		}
		sess.Ended = end
	}
	sum.LastAt = sess.Started
	if e.last != "" {
		if sum.LastAt, err = parseStoredBytes(e.last); err != nil {
			return sum, err
		}
	}
	return sum, nil
}

// readActives reads the active sessions (of game, when given), newest first, with
// their live events and last action looked up.
func readActives(ctx context.Context, q querier, game string) ([]activeLine, error) {
	query := `SELECT ` + prefixed("s.", sessionColumns) + `,
		(SELECT count(*) FROM events e WHERE e.session_id = s.id AND e.undone_at IS NULL),
		` + lastActivity + `
		FROM sessions s WHERE s.status = 'active'`
	var args []any
	if game != "" {
		query += ` AND s.game = ?`
		args = append(args, game)
	}
	var out []activeLine
	err := eachRow(ctx, q, query+` ORDER BY s.started_at DESC, s.id DESC`, func(rows *sql.Rows) error {
		var (
			a    activeLine
			last string
			err  error
		)
		if a.sum.Session, err = scanSessionStart(rows, &a.started, &a.sum.Events, &last); err != nil {
			return err
		}
		if a.sum.LastAt, err = parseStoredBytes(last); err != nil {
			return err
		}
		out = append(out, a)
		return nil
	}, args...)
	return out, err
}

// listedReader reads a month's packed sessions from a string, so the texts it hands on
// share the month's one copy instead of being copied one by one.
type listedReader struct {
	s   string
	bad bool
}

func (r *listedReader) uvarint() uint64 {
	var x uint64
	for shift := uint(0); shift < 64; shift += 7 {
		if len(r.s) == 0 {
			break
		}
		b := r.s[0]
		r.s = r.s[1:]
		if b < 0x80 {
			return x | uint64(b)<<shift
		}
		x |= uint64(b&0x7f) << shift
	}
	r.bad, r.s = true, ""
	return 0
}

func (r *listedReader) varint() int64 {
	u := r.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

// count reads a count written as n+1 (0: none at all); ok is false for none.
func (r *listedReader) count() (n int, ok bool) {
	u := r.uvarint()
	if u == 0 {
		return 0, false
	}
	if u-1 > uint64(len(r.s)) { // each thing counted takes a byte at least
		r.bad, r.s = true, ""
		return 0, false
	}
	return int(u - 1), true
}

func (r *listedReader) str() string {
	n := r.uvarint()
	if n > uint64(len(r.s)) {
		r.bad, r.s = true, ""
		return ""
	}
	out := r.s[:n]
	r.s = r.s[n:]
	return out
}

func (r *listedReader) nullStr() (string, bool) {
	n, ok := r.count() // n is at most what is left
	if !ok {
		return "", false
	}
	out := r.s[:n]
	r.s = r.s[n:]
	return out, true
}

// decodeListed appends a month's sessions to dst; ok is false when the blob does not
// read to its end as packed sessions.
func decodeListed(blob string, dst []listedEntry) ([]listedEntry, bool) {
	r := listedReader{s: blob}
	var players []companion.Player // one backing array for the month's players
	for len(r.s) > 0 && !r.bad {
		var e listedEntry
		e.id = r.varint()
		e.uuid, e.game = r.str(), r.str()
		if n, ok := r.count(); ok && n == 0 {
			e.config.Players = []companion.Player{}
		} else if ok {
			from := len(players)
			for range n {
				players = append(players, companion.Player{Name: r.str(), Colour: r.str()})
			}
			e.config.Players = players[from:len(players):len(players)]
		}
		if n, ok := r.count(); ok {
			e.config.Options = make(companion.Options, n)
			for range n {
				k := r.str()
				e.config.Options[k] = r.str()
			}
		}
		e.seed = r.str()
		e.setup, e.hasSetup = r.nullStr()
		e.status, e.started = r.str(), r.str()
		e.ended, e.hasEnded = r.nullStr()
		e.events = int(r.uvarint())
		e.last = r.str()
		dst = append(dst, e)
	}
	return dst, !r.bad
}
