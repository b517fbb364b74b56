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

// keepAllPlayed is the migration's step after schemaV8: every finished play's line
// and month are written, as a write writes those of the plays it touched.
func keepAllPlayed(ctx context.Context, tx *sql.Tx) error {
	if err := markAllPlayed(ctx, tx); err != nil {
		return err
	}
	return refreshPlayedLines(ctx, tx)
}

// monthsOfPending is the months of the plays pending, as their lines have them: the
// months they were in before the lines are written again, those they are in after.
func monthsOfPending(ctx context.Context, tx *sql.Tx, months map[string]bool) error {
	return eachRow(ctx, tx, `SELECT DISTINCT substr(played, 1, 7) FROM played_lines
		WHERE session_id IN (SELECT session_id FROM played_pending)`, func(rows *sql.Rows) error {
		var m string
		err := rows.Scan(&m)
		months[m] = true
		return err
	})
}

// packMonths writes the months' plays again, each month one blob (none for a month
// with no play left).
func packMonths(ctx context.Context, tx *sql.Tx, months []string) error {
	var blob []byte
	for _, m := range months {
		blob = blob[:0]
		err := eachPlay(ctx, tx, PlayFilter{}, playedAt+` >= ? AND `+playedAt+` < ?`, []any{m, m + "~"}, func(p play) {
			blob = appendPackedPlay(blob, p)
		}, nil)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM played_months WHERE month = ?`, m); err != nil {
			return err
		}
		if len(blob) > 0 {
			if _, err := tx.ExecContext(ctx, `INSERT INTO played_months VALUES (?, ?)`, m, blob); err != nil {
				return err
			}
		}
	}
	return nil
}

// appendPackedPlay packs one play: its date as stored, session, game, then its seats
// (seat, player, score, rank, winner), numbers as varints.
func appendPackedPlay(dst []byte, p play) []byte {
	dst = binary.AppendUvarint(dst, uint64(len(p.played)))
	dst = append(dst, p.played...)
	dst = binary.AppendVarint(dst, p.session)
	dst = binary.AppendUvarint(dst, uint64(len(p.game)))
	dst = append(dst, p.game...)
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
	games map[string]string // a game's name is made once, not once a play
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

// next unpacks the next play into p (its seats into p.seats[:0]); played is its date
// as stored, parsed only when keep says the play is wanted.
func (r *packedReader) next(p *play, keep func(played []byte, game string) bool) (bool, error) {
	played := r.bytes()
	p.session = r.varint()
	game := r.bytes()
	if r.games == nil {
		r.games = map[string]string{}
	}
	name, ok := r.games[string(game)]
	if !ok {
		name = string(game)
		r.games[name] = name
	}
	p.game = name
	n, size := binary.Uvarint(r.b)
	if size <= 0 || n > uint64(len(r.b)) {
		r.err = true
	} else {
		r.b = r.b[size:]
	}
	p.seats = p.seats[:0]
	for i := uint64(0); i < n && !r.err; i++ {
		s := seatResult{seat: int(r.varint()), id: r.varint(), score: int(r.varint()), rank: int(r.varint())}
		if len(r.b) == 0 {
			r.err = true
			break
		}
		s.winner, r.b = r.b[0] == 1, r.b[1:]
		p.seats = append(p.seats, s)
	}
	if r.err {
		return false, i18n.Errorf("kept plays: a month cut short")
	}
	if !keep(played, p.game) {
		return false, nil
	}
	p.played = string(played)
	var err error
	p.date, err = parseTime(p.played)
	return err == nil, err
}

// foldWindow folds the window's plays, oldest first: from the packed months when they
// are up to date and the window has no location, else from the plays' rows.
func foldWindow(ctx context.Context, q querier, fold *windowFold, f PlayFilter) error {
	pending := f.Location != ""
	if !pending {
		var err error
		if pending, err = anyPlayedPending(ctx, q); err != nil {
			return err
		}
	}
	if pending {
		var seats []seatResult // reused play to play: add keeps nothing of it
		return eachPlay(ctx, q, f, "", nil, func(p play) {
			seats = p.seats[:0]
			fold.add(p)
		}, &seats)
	}
	// A month's text is a prefix of its plays' dates, so the months that hold the
	// window's plays lie between the prefixes of its ends; each play is then compared
	// as the plays' query compares it (its date as stored against the end as text).
	var since, until string
	first, last := "", "~"
	if !f.Since.IsZero() {
		since = formatTime(f.Since)
		first = since[:min(7, len(since))]
	}
	if !f.Until.IsZero() {
		until = formatTime(f.Until)
		last = until[:min(7, len(until))]
	}
	keep := func(played []byte, game string) bool {
		return (since == "" || string(played) >= since) && (until == "" || string(played) < until) &&
			(f.Game == "" || game == f.Game)
	}
	var (
		r packedReader
		p play
	)
	return eachRow(ctx, q, `SELECT plays FROM played_months WHERE month >= ? AND month <= ? ORDER BY month`, func(rows *sql.Rows) error {
		var blob sql.RawBytes
		if err := rows.Scan(&blob); err != nil {
			return err
		}
		r.b = blob
		for len(r.b) > 0 {
			ok, err := r.next(&p, keep)
			if err != nil {
				return err
			}
			if ok {
				fold.add(p)
			}
		}
		return nil
	}, first, last)
}
