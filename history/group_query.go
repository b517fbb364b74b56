package history

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// GroupStats computes the group's statistics over the finished plays the filter picks.
// Without a date or location in the filter they are read from the figures kept up to
// date as plays are recorded (stats_table.go): a few thousand rows however long the
// history; read in another time zone than the kept months were counted in, only the
// months are counted again (zoneMonths). With one, the window's plays are read once,
// oldest first, and folded.
//
// The player in a filter picks whose figures are shown, not which plays count: ratings
// are worked out from every play of the window (a rating depends on the opponents'
// other plays), and the seats, scores and plays per month shown are the player's own.
// Months are counted in loc. Ratings (a fifth of a fold's work) are worked out only
// when asked for.
func (s *Store) GroupStats(ctx context.Context, f PlayFilter, loc *time.Location, ratings bool) (GroupStats, error) {
	return s.groupStats(ctx, f, loc, ratings, false)
}

// RatingStats is GroupStats with the ratings, their latest changes and the summary
// alone (the ratings view): a window's fold counts the plays per month and rates the
// plays, and no record, score, seat or head to head, half of its work besides the
// rating. Players, HeadToHead, Seats and Scores are nil.
func (s *Store) RatingStats(ctx context.Context, f PlayFilter, loc *time.Location) (GroupStats, error) {
	g, err := s.groupStats(ctx, f, loc, true, true)
	g.Players, g.HeadToHead, g.Seats, g.Scores = nil, nil, nil, nil // the kept figures have them at hand
	return g, err
}

// groupStats is GroupStats; ratingsOnly leaves out of a window's fold what RatingStats
// does not show.
func (s *Store) groupStats(ctx context.Context, f PlayFilter, loc *time.Location, ratings, ratingsOnly bool) (GroupStats, error) {
	var (
		g       GroupStats
		damaged bool // a kept month did not decode: answered from the rows, repaired after
	)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		names, err := playerNames(ctx, tx)
		if err != nil {
			return err
		}
		view := statsView{game: f.Game}
		if f.Player != "" {
			err := tx.QueryRowContext(ctx, playerByName+` ORDER BY 1 LIMIT 1`, playerByNameArgs(f.Player)...).Scan(&view.player)
			if errors.Is(err, sql.ErrNoRows) {
				view.player = -1
			} else if err != nil {
				return err
			}
		}
		var b *statsBuilder
		if f.Location == "" {
			whole, err := windowHoldsEveryPlay(ctx, tx, f)
			if err != nil {
				return err
			}
			if whole {
				var monthsLeft bool
				if b, monthsLeft, err = keptStats(ctx, tx, view, loc, ratings); err != nil {
					return err
				}
				if monthsLeft {
					var counted bool
					if counted, damaged, err = zoneMonths(ctx, tx, b, view); err != nil {
						return err
					}
					if !counted {
						b = nil
					}
				}
			}
		}
		if b == nil { // a window of the history, or figures not kept for this zone
			window := f
			window.Player = ""
			b = newStatsBuilder(loc)
			fold := newWindowFold(loc, ratings)
			defer fold.finish() // on an error, before into
			fold.show(view)
			fold.ratingsOnly = ratingsOnly
			if damaged, err = foldWindow(ctx, tx, fold, window); err != nil {
				return err
			}
			fold.into(b, &view)
		}
		g = b.result(names, view)
		return nil
	})
	if err != nil {
		return GroupStats{}, err
	}
	if damaged {
		s.repairKept(ctx)
	}
	return g, nil
}

// windowHoldsEveryPlay says whether the filter's dates leave out none of the plays of
// its game (of every game without one). Such a window's fold is the fold of every play
// (its ratings start at the first play, as the kept ones do), so the kept figures are
// its answer. The two ends are asked apart, each a walk of a date index to one row.
func windowHoldsEveryPlay(ctx context.Context, q querier, f PlayFilter) (bool, error) {
	type end struct {
		cond  string
		bound time.Time
	}
	var ends []end
	if !f.Since.IsZero() {
		ends = append(ends, end{playedAt + ` < ?`, f.Since})
	}
	if !f.Until.IsZero() {
		ends = append(ends, end{playedAt + ` >= ?`, f.Until})
	}
	scope := PlayFilter{Game: f.Game}
	for _, e := range ends {
		where, args := scope.where()
		var beyond bool
		err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM `+scope.byDate()+` WHERE `+where+` AND `+e.cond+`)`,
			append(args, formatTime(e.bound))...).Scan(&beyond)
		if err != nil || beyond {
			return false, err
		}
	}
	return true, nil
}

func playerNames(ctx context.Context, q querier) (map[int64]string, error) {
	names := map[int64]string{}
	err := eachRow(ctx, q, `SELECT id, name FROM players`, func(rows *sql.Rows) error {
		var id int64
		var name string
		err := rows.Scan(&id, &name)
		names[id] = name
		return err
	})
	return names, err
}

// eachPlay calls fn with the plays the filter picks, oldest first; after, when set, is
// a further SQL condition on sessions s with its arguments. With reuse, each play's
// seats are read into *reuse (fn must keep nothing of them), else into a slice of
// their own.
func eachPlay(ctx context.Context, q querier, f PlayFilter, after string, afterArgs []any, fn func(play), reuse *[]seatResult) error {
	where, args := f.where()
	if after != "" {
		where += " AND " + after
		args = append(args, afterArgs...)
	}
	// One row per play, its seats packed as "seat,player,score,rank,winner;…": a third
	// of the rows a join would hand over, each crossing into Go once. The seat is its
	// place in the turn order, 0 the first player (turnPlace).
	return eachRow(ctx, q, `SELECT s.id, s.game, `+playedAt+`,
			(SELECT group_concat((`+turnPlaceSQL+`) || ',' || r.player_id || ',' || r.score || ',' || r.rank || ',' || r.winner, ';'
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
		p.played = date
		var into []seatResult
		if reuse != nil {
			into = *reuse
		}
		if p.seats, err = unpackSeats(packed, into); err != nil {
			return err
		}
		fn(p)
		return nil
	}, args...)
}

// unpackSeats reads the packed seats of one play.
func unpackSeats(packed string, into []seatResult) ([]seatResult, error) {
	for len(packed) > 0 {
		var one string
		one, packed, _ = strings.Cut(packed, ";")
		var f [5]int64
		for i := range f {
			var field string
			field, one, _ = strings.Cut(one, ",")
			n, err := strconv.ParseInt(field, 10, 64)
			if err != nil {
				return nil, i18n.Errorf("stored result %q: %w", field, err)
			}
			f[i] = n
		}
		into = append(into, seatResult{seat: int(f[0]), id: f[1], score: int(f[2]), rank: int(f[3]), winner: f[4] == 1})
	}
	return into, nil
}
