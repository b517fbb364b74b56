package history

import (
	"context"
	"database/sql"
	"strings"
)

// A play has a number on each laptop that holds it (the one its table saw, if it was
// recorded there) and one in the club. Reading the club, talon names each play by
// this laptop's number, so `talon history --club` reads as `talon history` after a
// sync and its numbers work with `talon history show`; the club's own number goes
// beside it (Played.ClubID) and is the same on every laptop.

// NumberAs makes the club's reads number plays as the history s does (Played.SessionID,
// RatingMove.Session): 0 for a play s lacks (not synced yet), or for every play when s
// is nil (no history on this laptop).
func (c *Club) NumberAs(s *Store) { c.here = s }

// numbersHere maps session UUIDs to this laptop's numbers for them; a UUID it lacks
// is left out.
func (c *Club) numbersHere(ctx context.Context, uuids []string) (map[string]int64, error) {
	out := make(map[string]int64, len(uuids))
	if c.here == nil || len(uuids) == 0 {
		return out, nil
	}
	err := c.here.inRead(ctx, func(tx *sql.Tx) error {
		const chunk = 500 // well under SQLite's limit of bound parameters
		for len(uuids) > 0 {
			n := min(chunk, len(uuids))
			args := make([]any, n)
			for i, u := range uuids[:n] {
				args[i] = u
			}
			err := eachRow(ctx, tx, `SELECT uuid, id FROM sessions WHERE uuid IN (?`+strings.Repeat(", ?", n-1)+`)`,
				func(rows *sql.Rows) error {
					var (
						uuid string
						id   int64
					)
					err := rows.Scan(&uuid, &id)
					out[uuid] = id
					return err
				}, args...)
			if err != nil {
				return err
			}
			uuids = uuids[n:]
		}
		return nil
	})
	return out, err
}

// renumberPlays hands plays read from the club to fn a batch at a time, each numbered
// as this laptop numbers it, with the club's number kept in ClubID.
type renumberPlays struct {
	c     *Club
	fn    func(Played) error
	batch []Played
}

// renumberBatch bounds the plays held between the club's rows and this history's numbers.
const renumberBatch = 200

func (r *renumberPlays) add(ctx context.Context, p Played) error {
	p.ClubID, p.SessionID = p.SessionID, 0
	r.batch = append(r.batch, p)
	if len(r.batch) < renumberBatch {
		return nil
	}
	return r.flush(ctx)
}

func (r *renumberPlays) flush(ctx context.Context) error {
	uuids := make([]string, len(r.batch))
	for i, p := range r.batch {
		uuids[i] = p.UUID
	}
	here, err := r.c.numbersHere(ctx, uuids)
	if err != nil {
		return err
	}
	for _, p := range r.batch {
		p.SessionID = here[p.UUID]
		if err := r.fn(p); err != nil {
			return err
		}
	}
	r.batch = r.batch[:0]
	return nil
}

// renumberMoves gives the rating moves (numbered by the club) this laptop's numbers.
func (c *Club) renumberMoves(ctx context.Context, moves []RatingMove) error {
	if len(moves) == 0 {
		return nil
	}
	ids := make([]int64, len(moves))
	for i, m := range moves {
		ids[i] = m.Session
	}
	uuidOf := map[int64]string{}
	err := c.inClubRead(ctx, func(tx *sql.Tx) error {
		return eachRow(ctx, tx, `SELECT id, uuid FROM talon_sessions WHERE id = ANY($1)`, func(rows *sql.Rows) error {
			var (
				id   int64
				uuid string
			)
			err := rows.Scan(&id, &uuid)
			uuidOf[id] = uuid
			return err
		}, ids)
	})
	if err != nil {
		return err
	}
	uuids := make([]string, 0, len(uuidOf))
	for _, u := range uuidOf {
		uuids = append(uuids, u)
	}
	here, err := c.numbersHere(ctx, uuids)
	if err != nil {
		return err
	}
	for i := range moves {
		moves[i].Session = here[uuidOf[moves[i].Session]]
	}
	return nil
}
