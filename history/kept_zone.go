package history

import (
	"context"
	"database/sql"
)

// zoneMonths counts the plays of a view per month in the builder's zone, from the
// packed months, into the builder: the rest of the kept figures do not depend on the
// zone, but their months were counted in another (the machine's when they were
// written), and a reader elsewhere sees plays in other months. Only the months are
// folded; the ratings and every other figure are the kept ones, so a reader in São
// Paulo does not rate the whole history again. ok is false when the packed months are
// not up to date (the caller then folds the plays); damaged says a month did not
// decode (b's months are then part counted).
func zoneMonths(ctx context.Context, q querier, b *statsBuilder, v statsView) (ok, damaged bool, err error) {
	if stale, err := keptStale(ctx, q); err != nil || stale {
		return false, false, err
	}
	type gameMonths struct {
		name   string
		months []monthCount
	}
	var (
		r     packedReader
		p     play
		games []gameMonths // few: a slice walked beats a map
	)
	keep := func(_ []byte, _ int64, game string) bool { return v.game == "" || game == v.game }
	rows, err := q.QueryContext(ctx, `SELECT plays FROM played_months ORDER BY month`)
	if err != nil {
		return false, false, err
	}
	defer rows.Close()
	for !damaged && rows.Next() {
		var blob sql.RawBytes
		if err := rows.Scan(&blob); err != nil {
			return false, false, err
		}
		r.b = blob
		for len(r.b) > 0 && !damaged {
			ok, err := r.next(&p, keep)
			if damaged = err != nil; !ok || !sits(p.seats, v.player) {
				continue
			}
			i := 0
			for i < len(games) && games[i].name != p.game {
				i++
			}
			if i == len(games) {
				games = append(games, gameMonths{name: p.game})
			}
			games[i].months = countMonth(games[i].months, b.month.of(p.date, b.loc))
		}
	}
	if err := rows.Err(); err != nil || damaged {
		return false, damaged, err
	}
	for _, g := range games {
		monthsInto(b, v.player, g.name, g.months)
	}
	return true, false, nil
}

// sits says whether the player sits at the table (the group, 0, sits at every table).
func sits(seats []seatResult, player int64) bool {
	if player == group {
		return true
	}
	for _, s := range seats {
		if s.id == player {
			return true
		}
	}
	return false
}
