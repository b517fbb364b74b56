package history

import (
	"context"
	"database/sql"
	"encoding/binary"

	"github.com/talon-games/talon/companion/i18n"
)

// schemaV8 keeps every finished play as the group statistics fold it, packed month by
// month (the month of its date as stored, in UTC), so a window of the history is
// folded from a few blobs instead of a query that joins each play's results. A month's
// plays are in fold order (date as stored, then session id). They change with the
// same writes as the plays' lines (played_pending, schemaV7), and are written again
// in the same step: the months a touched play was in and is in now.
const schemaV8 = `
CREATE TABLE played_months (
	month TEXT PRIMARY KEY,
	plays BLOB NOT NULL
);
`

// keepAllPlayed is the migration's step after schemaV8, and again after schemaV10:
// every finished play's line and month are written, as a write writes those of the
// plays it touched.
func keepAllPlayed(ctx context.Context, tx *sql.Tx) error {
	if err := markAllPlayed(ctx, tx); err != nil {
		return err
	}
	return refreshPlayedLines(ctx, tx)
}

// monthsOfPending adds the months of the plays pending, as played_at has them.
func monthsOfPending(ctx context.Context, tx *sql.Tx, months map[string]bool) error {
	return eachRow(ctx, tx, `SELECT DISTINCT month FROM played_at
		WHERE session_id IN (SELECT session_id FROM played_pending)`, func(rows *sql.Rows) error {
		var m string
		err := rows.Scan(&m)
		months[m] = true
		return err
	})
}

// packMonths writes the months' plays again, each month one row: its plays packed for
// the statistics, oldest first, and their lines, newest first (none for a month with
// no play left).
func packMonths(ctx context.Context, tx *sql.Tx, months []string) error {
	var (
		plays, lines, line []byte
		enc                PlayedEncoder
	)
	for _, m := range months {
		plays, lines = plays[:0], lines[:0]
		inMonth, monthArgs := playedAt+` >= ? AND `+playedAt+` < ?`, []any{m, m + "~"}
		err := eachPlay(ctx, tx, PlayFilter{}, inMonth, monthArgs, func(p play) {
			plays = appendPackedPlay(plays, p)
		}, nil)
		if err != nil {
			return err
		}
		err = eachPlayedWhere(ctx, tx, HistoryFilter{}, inMonth, monthArgs, "DESC",
			func(p Played, played string) error {
				line = enc.Append(line[:0], p)
				lines = appendBytes(appendBytes(lines, []byte(played)), line)
				return nil
			})
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM played_months WHERE month = ?`, m); err != nil {
			return err
		}
		if len(plays) > 0 {
			if _, err := tx.ExecContext(ctx, `INSERT INTO played_months (month, plays, lines) VALUES (?, ?, ?)`, m, plays, lines); err != nil {
				return err
			}
		}
	}
	return nil
}

// appendBytes appends b with its length before it.
func appendBytes(dst, b []byte) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(b)))
	return append(dst, b...)
}

// appendPackedPlay packs one play: its date as stored, session, game, then its seats
// (seat, player, score, rank, winner), numbers as varints.
func appendPackedPlay(dst []byte, p play) []byte {
	dst = appendBytes(dst, []byte(p.played))
	dst = binary.AppendVarint(dst, p.session)
	dst = appendBytes(dst, []byte(p.game))
	dst = binary.AppendUvarint(dst, uint64(len(p.seats)))
	for _, s := range p.seats {
		for _, n := range [4]int64{int64(s.seat), s.id, int64(s.score), int64(s.rank)} {
			dst = binary.AppendVarint(dst, n)
		}
		w := byte(0)
		if s.winner {
			w = 1
		}
		dst = append(dst, w)
	}
	return dst
}

// packedReader unpacks the plays of a month blob.
type packedReader struct {
	b     []byte
	err   bool
	games []string // each game's name, made once, not once a play: a history has few games
}

func (r *packedReader) varint() int64 {
	n, size := binary.Varint(r.b)
	if size <= 0 {
		r.err, r.b = true, nil
		return 0
	}
	r.b = r.b[size:]
	return n
}

// seatNumbers reads a seat's four numbers as varint does, a number of one byte (as
// they mostly are: a seat, a player of a group, a rank) without a call: a seat's
// numbers were a tenth of a long window's instructions, most of them in calls.
func (r *packedReader) seatNumbers(f *[4]int64) bool {
	b := r.b
	for k := range f {
		if len(b) > 0 && b[0] < 0x80 {
			f[k] = int64(b[0]>>1) ^ -int64(b[0]&1)
			b = b[1:]
			continue
		}
		n, size := binary.Varint(b)
		if size <= 0 {
			return false
		}
		f[k], b = n, b[size:]
	}
	r.b = b
	return true
}

func (r *packedReader) bytes() []byte {
	n, size := binary.Uvarint(r.b)
	if size <= 0 || n > uint64(len(r.b)-size) {
		r.err, r.b = true, nil
		return nil
	}
	out := r.b[size : size+int(n)]
	r.b = r.b[size+int(n):]
	return out
}

// name is the game's name: one made before, or the first of its kind.
func (r *packedReader) name(game []byte) string {
	for _, name := range r.games {
		if name == string(game) {
			return name
		}
	}
	r.games = append(r.games, string(game))
	return r.games[len(r.games)-1]
}

// next unpacks the next play into p (its seats into p.seats[:0]); played is its date
// as stored, parsed only when keep says the play is wanted. p.played is not set: the
// fold orders and windows plays by the stored text before they reach it.
func (r *packedReader) next(p *play, keep func(played []byte, session int64, game string) bool) (bool, error) {
	played := r.bytes()
	p.session = r.varint()
	p.game = r.name(r.bytes())
	n, size := binary.Uvarint(r.b)
	if size <= 0 || n > uint64(len(r.b)) {
		r.err = true
	} else {
		r.b = r.b[size:]
	}
	p.seats = p.seats[:0]
	for i := uint64(0); i < n && !r.err; i++ {
		var f [4]int64 // seat, player, score, rank
		if !r.seatNumbers(&f) || len(r.b) == 0 {
			r.err = true
			break
		}
		p.seats = append(p.seats, seatResult{seat: int(f[0]), id: f[1], score: int(f[2]), rank: int(f[3]), winner: r.b[0] == 1})
		r.b = r.b[1:]
	}
	if r.err {
		return false, i18n.Errorf("kept plays: a month cut short")
	}
	if !keep(played, p.session, p.game) {
		return false, nil
	}
	var err error
	p.date, err = parseStoredBytes(played)
	return err == nil, err
}

// foldWindow folds the window's plays, oldest first: from the packed months when they
// are up to date (a location's plays picked by their sessions), else from the plays'
// rows. A month that does not decode (damaged says so) starts the fold again from the
// plays' rows.
func foldWindow(ctx context.Context, q querier, fold *windowFold, f PlayFilter) (damaged bool, err error) {
	pending, err := keptStale(ctx, q)
	if err != nil {
		return false, err
	}
	if !pending {
		var at *sessionSet
		if f.Location != "" {
			if at, err = sessionsAt(ctx, q, f.Location); err != nil {
				return false, err
			}
		}
		damaged, err = foldKeptMonths(ctx, q, fold, f, at)
		if err != nil || !damaged {
			return false, err
		}
		fold.finish()
		*fold = *fold.again() // the view stays: the fold from rows counts only what it shows
	}
	var seats []seatResult // reused play to play: add keeps nothing of it
	return damaged, eachPlay(ctx, q, f, "", nil, func(p play) {
		seats = p.seats[:0]
		fold.add(p)
	}, &seats)
}

// foldKeptMonths folds the window's plays from the packed months (only those of the
// sessions in at, when set); damaged says a month did not decode (the fold is then part
// done).
func foldKeptMonths(ctx context.Context, q querier, fold *windowFold, f PlayFilter, at *sessionSet) (damaged bool, err error) {
	w := windowOf(f)
	keep := func(played []byte, session int64, game string) bool {
		return w.holds(played) && (f.Game == "" || game == f.Game) && (at == nil || at.holds(session))
	}
	var (
		r packedReader
		p play
	)
	rows, err := q.QueryContext(ctx, `SELECT plays FROM played_months WHERE month >= ? AND month <= ? ORDER BY month`, w.first, w.last)
	if err != nil {
		return false, err
	}
	defer rows.Close()
	for !damaged && rows.Next() {
		var blob sql.RawBytes
		if err := rows.Scan(&blob); err != nil {
			return false, err
		}
		r.b = blob
		for len(r.b) > 0 && !damaged {
			ok, err := r.next(&p, keep)
			damaged = err != nil
			if ok {
				fold.add(p)
			}
		}
	}
	return damaged, rows.Err()
}

// monthWindow is a window's dates as the months' blobs are read. A month's text is a
// prefix of its plays' dates as stored, so the months that hold the window's plays lie
// between the prefixes of its ends (first and last); each play is then compared with
// the ends as the plays' query compares it (its date as stored against the end as text).
type monthWindow struct {
	since, until, first, last string
}

func windowOf(f PlayFilter) monthWindow {
	w := monthWindow{first: "", last: "~"}
	if !f.Since.IsZero() {
		w.since = formatTime(f.Since)
		w.first = w.since[:min(7, len(w.since))]
	}
	if !f.Until.IsZero() {
		w.until = formatTime(f.Until)
		w.last = w.until[:min(7, len(w.until))]
	}
	return w
}

// holds says whether a play of that date (as stored) is in the window.
func (w monthWindow) holds(played []byte) bool {
	return (w.since == "" || string(played) >= w.since) && (w.until == "" || string(played) < w.until)
}
