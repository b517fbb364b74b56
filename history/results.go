package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"

	"github.com/talon-games/talon/companion/i18n"
)

// Finish marks an active session finished and stores its result, in one transaction.
// The result's players must be exactly the seated players (matched by name,
// case-insensitively); they are stored by seat.
func (s *Store) Finish(ctx context.Context, id int64, now time.Time, r scoring.Result) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		if _, err := activeSession(ctx, tx, id); err != nil {
			return err
		}
		if err := storeResult(ctx, tx, id, now, r); err != nil {
			return err
		}
		return reapplyCorrections(ctx, tx, id)
	})
}

// reapplyCorrections applies a session's corrections to the results just stored: a
// finished play corrected with `history edit`, reopened with `talon undo` and finished
// again keeps its corrections (they are history edits, kept and merged with the play),
// so its totals must show them as `history show` lists them (hu-trial2 F47). They are
// applied as a merge applies them (applyCorrections).
func reapplyCorrections(ctx context.Context, tx *sql.Tx, id int64) error {
	var uuid string
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT s.uuid, (SELECT count(*) FROM corrections c WHERE c.session_uuid = s.uuid)
		FROM sessions s WHERE s.id = ?`, id).Scan(&uuid, &n); err != nil || n == 0 {
		return err
	}
	rec, err := loadRecord(&merger{ctx: ctx, tx: tx}, id, uuid)
	if err != nil {
		return err
	}
	if !correctsThese(rec.Results, rec.Corrections[0]) {
		// Finished again with other totals: the corrections were made to a score this
		// play no longer has, so the new totals stand (review-4 R6).
		return nil
	}
	if rec.Results, err = applyCorrections(rec.Results, rec.Corrections); err != nil {
		return err
	}
	for _, x := range rec.Results {
		if _, err := tx.ExecContext(ctx, `UPDATE results SET score = ?, rank = ?, winner = ?, breakdown = ?
			WHERE session_id = ? AND seat = ?`, x.Score, x.Rank, x.Winner, x.Breakdown, id, x.Seat); err != nil {
			return err
		}
	}
	_, err = tx.ExecContext(ctx, `UPDATE sessions SET tie_break = ? WHERE id = ?`, currentTieBreak(rec), id)
	return err
}

// SaveScored records a game scored with `talon score` (not played in talon) as a
// finished session started and ended at now, seated in the result's player order.
// An empty game takes the result's.
func (s *Store) SaveScored(ctx context.Context, game string, now time.Time, r scoring.Result) (companion.Session, error) {
	if game == "" {
		game = r.Game
	}
	sess := companion.Session{Game: game, Status: companion.Finished, Started: now, Ended: &now}
	for _, p := range r.Players {
		sess.Config.Players = append(sess.Config.Players, companion.Player{Name: p.Name})
	}
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		var err error
		if sess, err = insertSession(ctx, tx, sess); err != nil {
			return err
		}
		return storeResult(ctx, tx, sess.ID, now, r)
	})
	if err != nil {
		return companion.Session{}, err
	}
	return sess, nil
}

// seatRef is a seat as results refer to it.
type seatRef struct {
	seat     int
	playerID int64
}

// storeResult sets the session finished and writes one results row per seat.
func storeResult(ctx context.Context, tx *sql.Tx, id int64, now time.Time, r scoring.Result) error {
	seats, err := seatsByName(ctx, tx, id)
	if err != nil {
		return err
	}
	if n := distinctSeats(seats); len(r.Players) != n {
		return i18n.Errorf("session %s: the result has %d players, the table %d", digits(id), len(r.Players), n)
	}
	used := map[int]bool{}
	for _, p := range r.Players {
		ref, ok := seats[foldName(p.Name)]
		if !ok || used[ref.seat] {
			return i18n.Errorf("session %s: %q in the result is not a seated player (or appears twice)", digits(id), p.Name)
		}
		used[ref.seat] = true
		if p.Rank < 1 {
			return i18n.Errorf("session %s: %s has rank %s", digits(id), p.Name, digits(p.Rank))
		}
		breakdown, err := json.Marshal(p.Breakdown) // an object in category order
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO results
			(session_id, seat, player_id, score, rank, winner, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			id, ref.seat, ref.playerID, p.Total, p.Rank, p.Winner, string(breakdown)); err != nil {
			return i18n.Errorf("store result of %s: %w", p.Name, err)
		}
	}
	notes, err := jsonOrNull(r.Notes)
	if err != nil {
		return err
	}
	categories, err := jsonOrNull(r.Categories)
	if err != nil {
		return err
	}
	// A play the table dated (talon new --at) ends at the date given, not at the moment
	// its last move was entered: every list, filter and statistic dates a play by its end.
	_, err = tx.ExecContext(ctx, `UPDATE sessions SET status = 'finished',
		ended_at = CASE WHEN EXISTS (SELECT 1 FROM play_details d WHERE d.session_uuid = sessions.uuid AND d.dated)
			THEN started_at ELSE ?1 END,
		tie_break = ?2, notes = ?3, categories = ?4 WHERE id = ?5`,
		formatTime(now), r.TieBreak, notes, categories, id)
	return err
}

func distinctSeats(seats map[string]seatRef) int {
	set := map[int]bool{}
	for _, ref := range seats {
		set[ref.seat] = true
	}
	return len(set)
}

// seatsByName maps the names a result may give the seated players (each seat's name as
// the session was set up, or its player's) to their seats.
func seatsByName(ctx context.Context, tx *sql.Tx, id int64) (map[string]seatRef, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.folded, st.seat, st.player_id FROM seats st JOIN players p ON p.id = st.player_id
			WHERE st.session_id = ?1
		UNION ALL SELECT json_extract(s.config, '$.players[' || st.seat || '].name'), st.seat, st.player_id
			FROM seats st JOIN sessions s ON s.id = st.session_id WHERE st.session_id = ?1`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]seatRef{}
	for rows.Next() {
		var ref seatRef
		var name *string
		if err := rows.Scan(&name, &ref.seat, &ref.playerID); err != nil {
			return nil, err
		}
		if name != nil {
			out[foldName(*name)] = ref
		}
	}
	return out, rows.Err()
}

// jsonOrNull stores an empty list as NULL.
func jsonOrNull(list []string) (any, error) {
	if len(list) == 0 {
		return nil, nil
	}
	b, err := json.Marshal(list)
	return string(b), err
}

// Result rebuilds a finished session's result: players in seat order under the names
// the history knows them by (goesBy; SeatNames has the names typed at the table),
// breakdowns in their stored order, winners in seat order, the tie-break text (naming
// the players so too: scoring.Result.RespellTieBreak) and the notes.
func (s *Store) Result(ctx context.Context, id int64) (scoring.Result, error) {
	var res scoring.Result
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		sess, err := loadSession(ctx, tx, id)
		if err != nil {
			return err
		}
		res = scoring.Result{Game: sess.Game, Winners: []string{}}
		var notes, categories *string
		if err := tx.QueryRowContext(ctx, `SELECT tie_break, notes, categories FROM sessions WHERE id = ?`, id).
			Scan(&res.TieBreak, &notes, &categories); err != nil {
			return err
		}
		if res.Notes, err = decodeList(notes); err != nil {
			return err
		}
		if res.Categories, err = decodeList(categories); err != nil {
			return err
		}
		respelled := map[string]string{}
		rows, err := tx.QueryContext(ctx, `SELECT r.seat, coalesce(p.name, ''), r.score, r.rank, r.winner, r.breakdown
			FROM results r LEFT JOIN players p ON p.id = r.player_id WHERE r.session_id = ? ORDER BY r.seat`, id)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var (
				p         scoring.PlayerResult
				seat      int
				breakdown string
			)
			if err := rows.Scan(&seat, &p.Name, &p.Total, &p.Rank, &p.Winner, &breakdown); err != nil {
				return err
			}
			typed := typedName(sess, seat)
			p.Name = goesBy(p.Name, typed)
			if typed != "" {
				respelled[typed] = p.Name // the tie-break line names the players as typed
			}
			if err := json.Unmarshal([]byte(breakdown), &p.Breakdown); err != nil {
				return i18n.Errorf("session %s breakdown of %s: %w", digits(id), p.Name, err)
			}
			res.Players = append(res.Players, p)
			if p.Winner {
				res.Winners = append(res.Winners, p.Name)
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if len(res.Players) == 0 {
			return i18n.Errorf("result of session %s: %w", digits(id), ErrNotFound)
		}
		res.RespellTieBreak(respelled)
		return nil
	})
	if err != nil {
		return scoring.Result{}, err
	}
	return res, nil
}

// typedName is the seat's name as typed at the table (the session's config): "" when
// the config has no name there.
func typedName(sess companion.Session, seat int) string {
	if seat >= 0 && seat < len(sess.Config.Players) {
		return sess.Config.Players[seat].Name
	}
	return ""
}

// goesBy is the name a seat's player goes by in the history: the player's stored name
// (stored), the one `talon stats` counts them under, which may have been respelled since
// the play; the name typed at the table only for a seat with no player record.
func goesBy(stored, typed string) string {
	if stored != "" {
		return stored
	}
	return typed
}

func decodeList(s *string) ([]string, error) {
	if s == nil {
		return nil, nil
	}
	var out []string
	if err := json.Unmarshal([]byte(*s), &out); err != nil {
		return nil, errors.Join(i18n.Errorf("stored list"), err)
	}
	return out, nil
}

// correctsThese says whether a correction was made to these results: each seat's line
// before it has the total the results give.
func correctsThese(results []recResult, c exportCorrection) bool {
	var before []correctionLine
	if json.Unmarshal(c.Before, &before) != nil {
		return false
	}
	for _, l := range before {
		i := slices.IndexFunc(results, func(r recResult) bool { return r.Seat == l.Seat })
		if i < 0 || results[i].Score != l.Score {
			return false
		}
	}
	return true
}
