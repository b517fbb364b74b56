package history

import (
	"context"
	"database/sql"
	"time"
)

// GroupStats computes the group's statistics over the finished plays the filter picks,
// reading them once, oldest first. With a player in the filter, the plays are those
// the player took part in, and the per-player figures, pairs and ratings shown are the
// player's. Months are counted in loc.
func (s *Store) GroupStats(ctx context.Context, f PlayFilter, loc *time.Location) (GroupStats, error) {
	var b *statsBuilder
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		names := map[int64]string{}
		var only int64
		err := eachRow(ctx, tx, `SELECT id, name, folded FROM players`, func(rows *sql.Rows) error {
			var id int64
			var name, folded string
			err := rows.Scan(&id, &name, &folded)
			names[id] = name
			if f.Player != "" && folded == foldName(f.Player) {
				only = id
			}
			return err
		})
		b = newStatsBuilder(only, loc)
		if err != nil {
			return err
		}
		where, args := f.where()
		var (
			cur  play
			date string
		)
		err = eachRow(ctx, tx, `SELECT s.id, s.game, `+playedAt+`, r.seat, r.player_id, r.score, r.rank, r.winner
			FROM `+f.byDate()+` JOIN results r ON r.session_id = s.id
			WHERE `+where+` ORDER BY `+playedAt+`, s.id, r.seat`, func(rows *sql.Rows) error {
			var (
				id, player int64
				game       string
				sr         seatResult
			)
			if err := rows.Scan(&id, &game, &date, &sr.seat, &player, &sr.score, &sr.rank, &sr.winner); err != nil {
				return err
			}
			sr.id, sr.player = player, names[player]
			if id != cur.session {
				if cur.session != 0 {
					b.add(cur)
				}
				t, err := parseTime(date)
				if err != nil {
					return err
				}
				cur = play{session: id, game: game, date: t, seats: cur.seats[:0]}
			}
			cur.seats = append(cur.seats, sr)
			return nil
		}, args...)
		if err == nil && cur.session != 0 {
			b.add(cur)
		}
		return err
	})
	if err != nil {
		return GroupStats{}, err
	}
	return b.result(), nil
}
