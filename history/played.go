package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/talon-games/talon/companion"
)

// HistoryFilter narrows History. Empty fields match all; Player is matched
// case-insensitively; Limit 0 means no limit.
type HistoryFilter struct {
	Game   string
	Player string
	Limit  int
}

// Played is one finished game in `talon history`.
type Played struct {
	SessionID int64
	UUID      string
	Game      string
	Date      time.Time // when the game ended
	Players   []Placing // seat order
	TieBreak  *string
}

// Placing is one player's line in a Played game.
type Placing struct {
	Name   string
	Score  int
	Rank   int
	Winner bool
}

// History lists finished sessions, newest first.
func (s *Store) History(ctx context.Context, f HistoryFilter) ([]Played, error) {
	var out []Played
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = finishedGames(ctx, tx, f)
		return err
	})
	return out, err
}

func finishedGames(ctx context.Context, q querier, f HistoryFilter) ([]Played, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = -1
	}
	rows, err := q.QueryContext(ctx, `WITH picked AS (
			SELECT s.id FROM sessions s
			WHERE s.status = 'finished' AND (?1 = '' OR s.game = ?1)
			AND (?2 = '' OR EXISTS (SELECT 1 FROM results r JOIN players p ON p.id = r.player_id
				WHERE r.session_id = s.id AND p.folded = ?2))
			ORDER BY coalesce(s.ended_at, s.started_at) DESC, s.id DESC LIMIT ?3)
		SELECT s.id, s.uuid, s.game, coalesce(s.ended_at, s.started_at), s.tie_break, s.config,
			r.seat, p.name, r.score, r.rank, r.winner
		FROM picked JOIN sessions s ON s.id = picked.id
		JOIN results r ON r.session_id = s.id JOIN players p ON p.id = r.player_id
		ORDER BY coalesce(s.ended_at, s.started_at) DESC, s.id DESC, r.seat`,
		f.Game, foldName(f.Player), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var (
		out  []Played
		sess companion.Session // the current game's config, for the names as typed
	)
	for rows.Next() {
		var (
			g            Played
			pl           Placing
			date, config string
			seat         int
		)
		if err := rows.Scan(&g.SessionID, &g.UUID, &g.Game, &date, &g.TieBreak, &config,
			&seat, &pl.Name, &pl.Score, &pl.Rank, &pl.Winner); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].SessionID != g.SessionID {
			if g.Date, err = parseTime(date); err != nil {
				return nil, err
			}
			sess = companion.Session{}
			if err := json.Unmarshal([]byte(config), &sess.Config); err != nil {
				return nil, err
			}
			out = append(out, g)
		}
		pl.Name = seatName(sess, seat, pl.Name)
		last := &out[len(out)-1]
		last.Players = append(last.Players, pl)
	}
	return out, rows.Err()
}
