package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"github.com/talon-games/talon/companion"

	"github.com/talon-games/talon/companion/i18n"
)

// SaveRound stores one round's result with a session, replacing an earlier result of the
// same round (the table scored it again).
func (s *Store) SaveRound(ctx context.Context, id int64, now time.Time, r companion.RoundResult) error {
	if r.Round < 1 {
		return i18n.Errorf("session %s: round %s is not a round number", digits(id), digits(r.Round))
	}
	text, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		if _, err := loadSession(ctx, tx, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO rounds (session_id, round, result, scored_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (session_id, round) DO UPDATE SET result = excluded.result, scored_at = excluded.scored_at`,
			id, r.Round, string(text), formatTime(now))
		return err
	})
}

// SyncRounds makes the rounds kept with a session match rounds, the rounds its state has
// scored (after an undo, say); it writes only when they differ.
func (s *Store) SyncRounds(ctx context.Context, id int64, now time.Time, rounds []companion.RoundResult) error {
	stored, err := s.Rounds(ctx, id)
	if err != nil {
		return err
	}
	if sameRounds(stored, rounds) {
		return nil
	}
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		if _, err := loadSession(ctx, tx, id); err != nil {
			return err
		}
		return syncRounds(ctx, tx, id, now, rounds)
	})
}

// syncRounds stores each round that is new or changed (keeping when an unchanged one was
// scored) and removes the rounds that are no longer scored.
func syncRounds(ctx context.Context, tx *sql.Tx, id int64, now time.Time, rounds []companion.RoundResult) error {
	keep := make([]any, 0, len(rounds)+1)
	keep = append(keep, id)
	marks := make([]string, 0, len(rounds))
	for _, r := range rounds {
		if r.Round < 1 {
			return i18n.Errorf("session %s: round %s is not a round number", digits(id), digits(r.Round))
		}
		text, err := json.Marshal(r)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO rounds (session_id, round, result, scored_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (session_id, round) DO UPDATE SET result = excluded.result, scored_at = excluded.scored_at
			WHERE rounds.result <> excluded.result`,
			id, r.Round, string(text), formatTime(now)); err != nil {
			return err
		}
		keep = append(keep, r.Round)
		marks = append(marks, "?")
	}
	query := `DELETE FROM rounds WHERE session_id = ?`
	if len(marks) > 0 {
		query += ` AND round NOT IN (` + strings.Join(marks, ", ") + `)`
	}
	_, err := tx.ExecContext(ctx, query, keep...)
	return err
}

// sameRounds compares rounds as they are stored (their JSON).
func sameRounds(a, b []companion.RoundResult) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, errX := json.Marshal(a[i])
		y, errY := json.Marshal(b[i])
		if errX != nil || errY != nil || !bytes.Equal(x, y) {
			return false
		}
	}
	return true
}

// Rounds lists a session's scored rounds in round order.
func (s *Store) Rounds(ctx context.Context, id int64) ([]companion.RoundResult, error) {
	var out []companion.RoundResult
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT result FROM rounds WHERE session_id = ? ORDER BY round`, id)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var text string
			if err := rows.Scan(&text); err != nil {
				return err
			}
			var r companion.RoundResult
			if err := json.Unmarshal([]byte(text), &r); err != nil {
				return i18n.Errorf("session %s: a stored round: %w", digits(id), err)
			}
			out = append(out, r)
		}
		return rows.Err()
	})
	return out, err
}
