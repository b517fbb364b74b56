package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/talon-games/talon/scoring"
)

// PlayDetails are what the table notes about a play besides the game itself.
type PlayDetails struct {
	Location string         `json:"location,omitempty"`
	Notes    string         `json:"notes,omitempty"`
	Duration *time.Duration `json:"duration,omitempty"`
	EditedAt *time.Time     `json:"edited_at,omitempty"` // the last history edit
}

// DetailsChange changes a play's details; nil fields stay as they are. At moves the
// play: its start becomes At and its end keeps its distance from the start.
type DetailsChange struct {
	At       *time.Time
	Location *string
	Notes    *string
	Duration *time.Duration
}

// ChangeDetails applies a change to session id's details. edited is the time of a
// `history edit` (a merge keeps the later edit); nil records the details a play was
// entered with, which any edit overrides.
func (s *Store) ChangeDetails(ctx context.Context, id int64, c DetailsChange, edited *time.Time) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		var uuid, started string
		var ended *string
		err := tx.QueryRowContext(ctx, `SELECT uuid, started_at, ended_at FROM sessions WHERE id = ?`, id).Scan(&uuid, &started, &ended)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("session %d: %w", id, ErrNotFound)
		}
		if err != nil {
			return err
		}
		if c.At != nil {
			newStart := formatTime(*c.At)
			r := record{Started: started, Ended: ended}
			if _, err := tx.ExecContext(ctx, `UPDATE sessions SET started_at = ?, ended_at = ? WHERE id = ?`,
				newStart, shiftEnd(r, newStart), id); err != nil {
				return err
			}
		}
		var stamp *string
		if edited != nil {
			t := formatTime(*edited)
			stamp = &t
		}
		var seconds *int64
		if c.Duration != nil {
			n := int64(c.Duration.Round(time.Second) / time.Second)
			seconds = &n
		}
		// The UPSERT keeps the columns the change leaves nil.
		_, err = tx.ExecContext(ctx, `INSERT INTO play_details (session_uuid, location, notes, duration_seconds, edited_at)
			VALUES (?1, coalesce(?2, ''), coalesce(?3, ''), ?4, ?5)
			ON CONFLICT (session_uuid) DO UPDATE SET location = coalesce(?2, location), notes = coalesce(?3, notes),
				duration_seconds = coalesce(?4, duration_seconds), edited_at = coalesce(?5, edited_at)`,
			uuid, c.Location, c.Notes, seconds, stamp)
		return err
	})
}

// Details reads a play's details; a play without any has the zero PlayDetails.
func (s *Store) Details(ctx context.Context, id int64) (PlayDetails, error) {
	var (
		d       PlayDetails
		seconds *int64
		edited  *string
	)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT d.location, d.notes, d.duration_seconds, d.edited_at
			FROM sessions s JOIN play_details d ON d.session_uuid = s.uuid WHERE s.id = ?`, id).
			Scan(&d.Location, &d.Notes, &seconds, &edited)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return PlayDetails{}, nil
	}
	if err != nil {
		return d, err
	}
	if seconds != nil {
		dur := time.Duration(*seconds) * time.Second
		d.Duration = &dur
	}
	d.EditedAt, err = parseNullTime(edited)
	return d, err
}

// Correction is a corrected final score: every seat's line before and after.
type Correction struct {
	UUID   string           `json:"uuid"`
	MadeAt time.Time        `json:"made_at"`
	Reason string           `json:"reason,omitempty"`
	Before []CorrectionLine `json:"before"`
	After  []CorrectionLine `json:"after"`
}

// CorrectionLine is one seat's score in a correction.
type CorrectionLine struct {
	Seat      int               `json:"seat"`
	Score     int               `json:"score"`
	Rank      int               `json:"rank"`
	Winner    bool              `json:"winner"`
	Breakdown scoring.Breakdown `json:"breakdown"`
}

// CorrectScores replaces a finished session's totals (by seat) and keeps the change as a
// correction, the scores before it still readable. Each changed total's breakdown gets
// a "correction" line making up the difference, so the breakdown still adds up; ranks
// and winners are worked out again from the totals (the game's tie-break rules are not
// applied again: equal totals share a rank).
func (s *Store) CorrectScores(ctx context.Context, id int64, totals map[int]int, reason string, now time.Time) (Correction, error) {
	var c Correction
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		sess, err := loadSession(ctx, tx, id)
		if err != nil {
			return err
		}
		if sess.Status != "finished" {
			return fmt.Errorf("session %d is %s: only a finished game's score can be corrected", id, sess.Status)
		}
		if c.Before, err = resultLines(ctx, tx, id); err != nil {
			return err
		}
		c.After = make([]CorrectionLine, len(c.Before))
		for i, l := range c.Before {
			l.Breakdown = append(scoring.Breakdown(nil), l.Breakdown...)
			if total, ok := totals[l.Seat]; ok && total != l.Score {
				l.Breakdown = adjustCorrection(l.Breakdown, total-l.Score)
				l.Score = total
			}
			c.After[i] = l
		}
		for seat := range totals {
			if seat < 0 || seat >= len(c.Before) {
				return fmt.Errorf("session %d has no seat %d", id, seat+1)
			}
		}
		rerank(c.After)
		if c.UUID, err = newUUID(); err != nil {
			return err
		}
		c.MadeAt, c.Reason = now.UTC(), reason
		before, _ := json.Marshal(c.Before) // plain data always marshals
		after, _ := json.Marshal(c.After)
		if _, err := tx.ExecContext(ctx, `INSERT INTO corrections (uuid, session_uuid, made_at, reason, before, after)
			VALUES (?, ?, ?, ?, ?, ?)`, c.UUID, sess.UUID, formatTime(now), reason, string(before), string(after)); err != nil {
			return err
		}
		for _, l := range c.After {
			breakdown, _ := json.Marshal(l.Breakdown)
			if _, err := tx.ExecContext(ctx, `UPDATE results SET score = ?, rank = ?, winner = ?, breakdown = ?
				WHERE session_id = ? AND seat = ?`, l.Score, l.Rank, l.Winner, string(breakdown), id, l.Seat); err != nil {
				return err
			}
		}
		return nil
	})
	return c, err
}

// correctionCategory is the breakdown line a corrected total adds.
const correctionCategory = "correction"

func adjustCorrection(b scoring.Breakdown, diff int) scoring.Breakdown {
	for i := range b {
		if b[i].Category == correctionCategory {
			b[i].Points += diff
			return b
		}
	}
	return append(b, scoring.Points{Category: correctionCategory, Points: diff})
}

// rerank sets ranks by total, highest first, equal totals sharing a rank; rank 1 wins.
func rerank(lines []CorrectionLine) {
	for i := range lines {
		lines[i].Rank = 1
		for _, o := range lines {
			if o.Score > lines[i].Score {
				lines[i].Rank++
			}
		}
		lines[i].Winner = lines[i].Rank == 1
	}
}

func resultLines(ctx context.Context, q querier, id int64) ([]CorrectionLine, error) {
	var out []CorrectionLine
	err := eachRow(ctx, q, `SELECT seat, score, rank, winner, breakdown FROM results WHERE session_id = ? ORDER BY seat`,
		func(rows *sql.Rows) error {
			var l CorrectionLine
			var breakdown string
			if err := rows.Scan(&l.Seat, &l.Score, &l.Rank, &l.Winner, &breakdown); err != nil {
				return err
			}
			if err := json.Unmarshal([]byte(breakdown), &l.Breakdown); err != nil {
				return err
			}
			out = append(out, l)
			return nil
		}, id)
	return out, err
}

// Corrections lists a session's score corrections, oldest first: the first one's
// Before is the score as first entered.
func (s *Store) Corrections(ctx context.Context, id int64) ([]Correction, error) {
	var out []Correction
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return eachRow(ctx, tx, `SELECT c.uuid, c.made_at, c.reason, c.before, c.after FROM corrections c
			JOIN sessions s ON s.uuid = c.session_uuid WHERE s.id = ? ORDER BY c.made_at, c.uuid`, func(rows *sql.Rows) error {
			var c Correction
			var made, before, after string
			if err := rows.Scan(&c.UUID, &made, &c.Reason, &before, &after); err != nil {
				return err
			}
			var err error
			if c.MadeAt, err = parseTime(made); err != nil {
				return err
			}
			if err := errors.Join(json.Unmarshal([]byte(before), &c.Before), json.Unmarshal([]byte(after), &c.After)); err != nil {
				return err
			}
			out = append(out, c)
			return nil
		}, id)
	})
	return out, err
}
