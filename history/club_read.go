package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/talon-games/talon/companion/i18n"
)

// The club's plays are read with SQL that runs on PostgreSQL and handed to the same
// code the local history and stats use, so `--club` prints what the local commands
// print after a sync. A session's id is the club's number for it.

// clubPlayerByName selects the UUIDs of the player a name means: their own name
// (folded) or a name mapped to them by an import's --map (kept in the player's names).
const clubPlayerByName = `SELECT p.uuid FROM talon_players p WHERE p.folded = %s OR (p.doc::jsonb -> 'names') ? %s`

// clubWhere is the filter as PostgreSQL conditions on talon_sessions aliased s.
func (f PlayFilter) clubWhere() (string, []any) {
	conds := []string{`s.status = 'finished'`}
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	if f.Game != "" {
		conds = append(conds, `s.game = `+arg(f.Game))
	}
	if f.Player != "" {
		conds = append(conds, `s.uuid IN (SELECT r.session_uuid FROM talon_results r
			JOIN talon_player_uuids u ON u.uuid = r.player_uuid WHERE u.player_uuid IN (`+
			fmt.Sprintf(clubPlayerByName, arg(foldName(f.Player)), arg(matchKey(f.Player)))+`))`)
	}
	if f.Location != "" {
		conds = append(conds, `lower(s.location) = lower(`+arg(strings.TrimSpace(f.Location))+`)`)
	}
	if !f.Since.IsZero() {
		conds = append(conds, `s.played >= `+arg(formatTime(f.Since)))
	}
	if !f.Until.IsZero() {
		conds = append(conds, `s.played < `+arg(formatTime(f.Until)))
	}
	return strings.Join(conds, " AND "), args
}

// inClubRead runs fn in a read-only snapshot of a club whose schema this talon reads.
func (c *Club) inClubRead(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return c.inClubTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}, func(tx *sql.Tx) error {
		if err := c.checkSchema(ctx, tx); err != nil {
			return err
		}
		return fn(tx)
	})
}

// EachPlayed is Store.EachPlayed over the club's finished plays, newest first.
// Each play is numbered as this laptop numbers it (see NumberAs), the club's number in
// ClubID.
func (c *Club) EachPlayed(ctx context.Context, f HistoryFilter, fn func(Played) error) error {
	out := &renumberPlays{c: c, fn: fn}
	return c.inClubRead(ctx, func(tx *sql.Tx) error {
		where, args := f.clubWhere()
		page := ""
		if f.Limit > 0 {
			page = fmt.Sprintf(" LIMIT %d", f.Limit)
		}
		if f.Offset > 0 {
			page += fmt.Sprintf(" OFFSET %d", f.Offset)
		}
		err := eachRow(ctx, tx, `WITH picked AS MATERIALIZED (
				SELECT s.uuid, s.played FROM talon_sessions s WHERE `+where+`
				ORDER BY s.played DESC, s.id DESC`+page+`)
			SELECT s.id, s.uuid, s.game, s.played, (s.doc::jsonb ->> 'tie_break'),
				coalesce(json_agg(json_build_array(r.seat, p.name, r.score, r.rank, r.winner) ORDER BY r.seat), '[]')
			FROM picked JOIN talon_sessions s ON s.uuid = picked.uuid
			JOIN talon_results r ON r.session_uuid = s.uuid
			JOIN talon_player_uuids u ON u.uuid = r.player_uuid JOIN talon_players p ON p.uuid = u.player_uuid
			GROUP BY s.id, s.uuid
			ORDER BY s.played DESC, s.id DESC`, func(rows *sql.Rows) error {
			var (
				g            Played
				date, placed string
			)
			if err := rows.Scan(&g.SessionID, &g.UUID, &g.Game, &date, &g.TieBreak, &placed); err != nil {
				return err
			}
			var err error
			if g.Date, err = parseTime(date); err != nil {
				return err
			}
			var seats [][5]json.RawMessage
			if err := json.Unmarshal([]byte(placed), &seats); err != nil {
				return err
			}
			for _, s := range seats {
				var (
					seat int
					pl   Placing
				)
				err := errors.Join(json.Unmarshal(s[0], &seat), json.Unmarshal(s[1], &pl.Name), json.Unmarshal(s[2], &pl.Score),
					json.Unmarshal(s[3], &pl.Rank), json.Unmarshal(s[4], &pl.Winner))
				if err != nil {
					return err
				}
				g.Players = append(g.Players, pl)
			}
			return out.add(ctx, g)
		}, args...)
		if err != nil {
			return err
		}
		return out.flush(ctx)
	})
}

// RatingStats is Store.RatingStats over the club's finished plays: GroupStats with
// the ratings, cleared of the rest.
func (c *Club) RatingStats(ctx context.Context, f PlayFilter, loc *time.Location) (GroupStats, error) {
	g, err := c.GroupStats(ctx, f, loc, true)
	g.Players, g.HeadToHead, g.Seats, g.Scores = nil, nil, nil, nil
	return g, err
}

// GroupStats is Store.GroupStats over the club's finished plays, the rating moves'
// plays numbered as this laptop numbers them (see NumberAs). Its 100,000-row read
// goes through pgx itself rather than database/sql, which costs three times as much
// per row.
func (c *Club) GroupStats(ctx context.Context, f PlayFilter, loc *time.Location, ratings bool) (GroupStats, error) {
	if err := c.Check(ctx); err != nil {
		return GroupStats{}, err
	}
	var (
		b     *statsBuilder
		names = map[int64]string{}
		view  statsView
	)
	err := c.nativeRead(ctx, func(tx pgx.Tx) error {
		ids := map[string]int64{} // player UUID (own or alias) → a number for the builder's maps
		rows, _ := tx.Query(ctx, `SELECT u.uuid, u.player_uuid, p.name FROM talon_player_uuids u
			JOIN talon_players p ON p.uuid = u.player_uuid ORDER BY u.player_uuid`)
		var uuid, player, name string
		_, err := pgx.ForEachRow(rows, []any{&uuid, &player, &name}, func() error {
			if _, seen := ids[player]; !seen {
				ids[player] = int64(len(names) + 1)
				names[ids[player]] = name
			}
			ids[uuid] = ids[player]
			return nil
		})
		if err != nil {
			return err
		}
		view.game = f.Game
		if f.Player != "" {
			var uuid string
			err := tx.QueryRow(ctx, fmt.Sprintf(clubPlayerByName, "$1", "$2")+` ORDER BY p.uuid LIMIT 1`,
				foldName(f.Player), matchKey(f.Player)).Scan(&uuid)
			if err != nil && !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
			if view.player = ids[uuid]; view.player == group {
				view.player = -1 // nobody has that name
			}
		}
		b = newStatsBuilder(loc)
		b.skipRatings = !ratings
		window := f
		window.Player = "" // ratings need every play of the window; the view picks the player's figures
		where, args := window.clubWhere()
		var (
			seats        []seatResult
			p            play
			date, packed []byte
		)
		rows, _ = tx.Query(ctx, `SELECT s.id, s.game, s.played, s.seats FROM talon_sessions s
			WHERE `+where+` ORDER BY s.played, s.id`, args...)
		_, err = pgx.ForEachRow(rows, []any{&p.session, &p.game, &date, &packed}, func() error {
			var err error
			if p.date, err = parseTime(string(date)); err != nil {
				return err
			}
			if p.seats, err = unpackClubSeats(packed, ids, seats[:0]); err != nil {
				return err
			}
			seats = p.seats
			b.add(p)
			return nil
		})
		return err
	})
	if err != nil {
		return GroupStats{}, err
	}
	g := b.result(names, view)
	return g, c.renumberMoves(ctx, g.Changes)
}

// nativeRead runs fn in a read-only snapshot on one of the pool's connections, with
// pgx's own interface.
func (c *Club) nativeRead(ctx context.Context, fn func(tx pgx.Tx) error) error {
	conn, err := c.db.Conn(ctx)
	if err != nil {
		return c.explain(err, clubWord)
	}
	defer conn.Close()
	return c.explain(conn.Raw(func(driverConn any) error {
		tx, err := driverConn.(*stdlib.Conn).Conn().BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
		if err != nil {
			return err
		}
		defer tx.Rollback(ctx)
		if err := fn(tx); err != nil {
			return err
		}
		return tx.Commit(ctx)
	}), clubWord)
}

// unpackClubSeats reads the packed seats of one club play: "seat,uuid,score,rank,winner;…".
func unpackClubSeats(packed []byte, ids map[string]int64, into []seatResult) ([]seatResult, error) {
	for len(packed) > 0 {
		var one []byte
		one, packed, _ = bytes.Cut(packed, []byte(";"))
		var f [5][]byte
		rest := one
		for i := range f {
			f[i], rest, _ = bytes.Cut(rest, []byte(","))
		}
		var n [4]int
		for i, field := range [][]byte{f[0], f[2], f[3], f[4]} {
			v, err := strconv.Atoi(string(field))
			if err != nil {
				return nil, i18n.Errorf("stored club result %q: %w", one, err)
			}
			n[i] = v
		}
		id := ids[string(f[1])]
		into = append(into, seatResult{seat: n[0], id: id, score: n[1], rank: n[2], winner: n[3] == 1})
	}
	return into, nil
}
