package history

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// GroupStats computes the group's statistics over the finished plays the filter picks,
// reading them once, oldest first. With a player in the filter, the plays are those
// the player took part in, and the per-player figures, pairs and ratings shown are the
// player's. Months are counted in loc. Ratings (a fifth of the work) are worked out only
// when asked for.
func (s *Store) GroupStats(ctx context.Context, f PlayFilter, loc *time.Location, ratings bool) (GroupStats, error) {
	var (
		b     *statsBuilder
		seats []seatResult // reused play to play: add keeps nothing of it
	)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		names := map[int64]string{}
		err := eachRow(ctx, tx, `SELECT id, name FROM players`, func(rows *sql.Rows) error {
			var id int64
			var name string
			err := rows.Scan(&id, &name)
			names[id] = name
			return err
		})
		if err != nil {
			return err
		}
		var only int64
		if f.Player != "" {
			err := tx.QueryRowContext(ctx, playerByName+` LIMIT 1`, foldName(f.Player), matchKey(f.Player)).Scan(&only)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			}
		}
		b = newStatsBuilder(only, loc)
		b.skipRatings = !ratings
		where, args := f.where()
		// One row per play, its seats packed as "seat,player,score,rank,winner;…": a
		// third of the rows a join would hand over, each crossing into Go once.
		return eachRow(ctx, tx, `SELECT s.id, s.game, `+playedAt+`,
				(SELECT group_concat(r.seat || ',' || r.player_id || ',' || r.score || ',' || r.rank || ',' || r.winner, ';'
					ORDER BY r.seat) FROM results r WHERE r.session_id = s.id)
			FROM `+f.byDate()+` WHERE `+where+` ORDER BY `+playedAt+`, s.id`, func(rows *sql.Rows) error {
			var (
				p            play
				date, packed string
			)
			if err := rows.Scan(&p.session, &p.game, &date, &packed); err != nil {
				return err
			}
			var err error
			if p.date, err = parseTime(date); err != nil {
				return err
			}
			if p.seats, err = unpackSeats(packed, names, seats[:0]); err != nil {
				return err
			}
			seats = p.seats
			b.add(p)
			return nil
		}, args...)
	})
	if err != nil {
		return GroupStats{}, err
	}
	return b.result(), nil
}

// unpackSeats reads the packed seats of one play.
func unpackSeats(packed string, names map[int64]string, into []seatResult) ([]seatResult, error) {
	for len(packed) > 0 {
		var one string
		one, packed, _ = strings.Cut(packed, ";")
		var f [5]int64
		for i := range f {
			var field string
			field, one, _ = strings.Cut(one, ",")
			n, err := strconv.ParseInt(field, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("stored result %q: %w", field, err)
			}
			f[i] = n
		}
		into = append(into, seatResult{seat: int(f[0]), id: f[1], player: names[f[1]], score: int(f[2]), rank: int(f[3]), winner: f[4] == 1})
	}
	return into, nil
}
