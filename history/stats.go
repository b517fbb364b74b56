package history

import (
	"context"
	"database/sql"
	"time"
)

// StatsFilter narrows Stats. Empty fields match all; Player is matched case-insensitively.
type StatsFilter struct {
	Game   string
	Player string
}

// Stat is one player's record in one game over finished sessions.
type Stat struct {
	Player     string
	Game       string
	Plays      int
	Wins       int // a shared win counts for each winner
	WinRate    float64
	AvgScore   float64
	BestScore  int
	LastPlayed time.Time
}

// Stats computes per player and game figures over finished sessions, ordered by
// player then game. Players are named as first entered.
func (s *Store) Stats(ctx context.Context, f StatsFilter) ([]Stat, error) {
	var out []Stat
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = stats(ctx, tx, f)
		return err
	})
	return out, err
}

func stats(ctx context.Context, q querier, f StatsFilter) ([]Stat, error) {
	rows, err := q.QueryContext(ctx, `SELECT p.name, s.game, count(*), sum(r.winner),
			CAST(sum(r.winner) AS REAL) / count(*), avg(r.score), max(r.score),
			max(coalesce(s.ended_at, s.started_at))
		FROM results r
		JOIN sessions s ON s.id = r.session_id
		JOIN players p ON p.id = r.player_id
		WHERE s.status = 'finished' AND (?1 = '' OR s.game = ?1) AND (?2 = '' OR p.folded = ?2)
		GROUP BY p.id, s.game
		ORDER BY p.folded, s.game`, f.Game, foldName(f.Player))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Stat
	for rows.Next() {
		var st Stat
		var last string
		if err := rows.Scan(&st.Player, &st.Game, &st.Plays, &st.Wins, &st.WinRate,
			&st.AvgScore, &st.BestScore, &last); err != nil {
			return nil, err
		}
		if st.LastPlayed, err = parseTime(last); err != nil {
			return nil, err
		}
		out = append(out, st)
	}
	return out, rows.Err()
}
