package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/talon-games/talon/companion"
)

// SaveRound stores one round's result with a session, replacing an earlier result of the
// same round (the table scored it again).
func (s *Store) SaveRound(ctx context.Context, id int64, now time.Time, r companion.RoundResult) error {
	if r.Round < 1 {
		return fmt.Errorf("session %d: round %d is not a round number", id, r.Round)
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
				return fmt.Errorf("session %d: a stored round: %w", id, err)
			}
			out = append(out, r)
		}
		return rows.Err()
	})
	return out, err
}
