package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"github.com/talon-games/talon/companion"
)

// HistoryFilter narrows History: which plays, and which page of them. Limit 0 means
// no limit; Offset skips that many of the newest plays first.
type HistoryFilter struct {
	PlayFilter
	Limit  int
	Offset int
}

// Played is one finished game in `talon history`.
type Played struct {
	SessionID int64     `json:"session_id,omitempty"` // this history's number; none for a club play not synced here
	ClubID    int64     `json:"club_id,omitempty"`    // the club's number, read with --club
	UUID      string    `json:"uuid"`
	Game      string    `json:"game"`
	Date      time.Time `json:"date"`    // when the game ended
	Players   []Placing `json:"players"` // seat order
	TieBreak  *string   `json:"tie_break,omitempty"`
}

// Placing is one player's line in a Played game.
type Placing struct {
	Name   string `json:"name"`
	Score  int    `json:"score"`
	Rank   int    `json:"rank"`
	Winner bool   `json:"winner"`
}

// History lists finished sessions, newest first.
func (s *Store) History(ctx context.Context, f HistoryFilter) ([]Played, error) {
	var out []Played
	err := s.EachPlayed(ctx, f, func(p Played) error {
		out = append(out, p)
		return nil
	})
	return out, err
}

// EachPlayed calls fn for each finished session the filter picks, newest first, as the
// rows arrive: memory stays flat however many plays there are. An error from fn stops
// the walk and is returned.
func (s *Store) EachPlayed(ctx context.Context, f HistoryFilter, fn func(Played) error) error {
	return s.inRead(ctx, func(tx *sql.Tx) error { return eachPlayed(ctx, tx, f, fn) })
}

func eachPlayed(ctx context.Context, q querier, f HistoryFilter, fn func(Played) error) error {
	limit := f.Limit
	if limit <= 0 {
		limit = -1
	}
	where, args := f.where()
	args = append(args, limit, max(f.Offset, 0))
	// The page is picked first (walking the date index), then joined to its results.
	rows, err := q.QueryContext(ctx, `WITH picked AS MATERIALIZED (
			SELECT s.id, `+playedAt+` AS played FROM `+f.byDate()+` WHERE `+where+`
			ORDER BY played DESC, s.id DESC LIMIT ? OFFSET ?)
		SELECT s.id, s.uuid, s.game, picked.played, s.tie_break, s.config,
			r.seat, p.name, r.score, r.rank, r.winner
		FROM picked JOIN sessions s ON s.id = picked.id
		JOIN results r ON r.session_id = s.id JOIN players p ON p.id = r.player_id
		ORDER BY picked.played DESC, s.id DESC, r.seat`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	var (
		cur     *Played
		sess    companion.Session // the current game's config, for the names as typed
		flushed = func() error {
			if cur == nil {
				return nil
			}
			return fn(*cur)
		}
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
			return err
		}
		if cur == nil || cur.SessionID != g.SessionID {
			if err := flushed(); err != nil {
				return err
			}
			if g.Date, err = parseTime(date); err != nil {
				return err
			}
			sess = companion.Session{}
			if err := json.Unmarshal([]byte(config), &sess.Config); err != nil {
				return err
			}
			cur = &g
		}
		pl.Name = seatName(sess, seat, pl.Name)
		cur.Players = append(cur.Players, pl)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	return flushed()
}
