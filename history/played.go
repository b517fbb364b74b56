package history

import (
	"context"
	"database/sql"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/companion/i18n"
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
	return eachPlayedWhere(ctx, q, f, "", nil, "DESC", func(p Played, _ string) error { return fn(p) })
}

// eachPlayedWhere is eachPlayed with a further SQL condition on sessions s (when not
// "") and its arguments, in the order dir says (DESC: newest first, ASC: oldest first), telling fn each
// play's date as stored (the text plays are ordered by).
func eachPlayedWhere(ctx context.Context, q querier, f HistoryFilter, also string, alsoArgs []any, dir string, fn func(p Played, played string) error) error {
	limit := f.Limit
	if limit <= 0 {
		limit = -1
	}
	where, args := f.where()
	if also != "" {
		where += " AND " + also
		args = append(args, alsoArgs...)
	}
	args = append(args, limit, max(f.Offset, 0))
	// The page is picked first (walking the date index), then each play is one row, its
	// seats packed as "score,rank,winner,bytes:name;…" in seat order, each under the
	// player's name as the history knows it (playerNameSQL), and the tie-break line so
	// too (typedSeatsSQL, respellTieBreak). One row a play, decoded
	// without JSON: this is what streams every play of a history.
	rows, err := q.QueryContext(ctx, `WITH picked AS MATERIALIZED (
			SELECT s.id, `+playedAt+` AS played FROM `+f.byDate()+` WHERE `+where+`
			ORDER BY played `+dir+`, s.id `+dir+` LIMIT ? OFFSET ?)
		SELECT s.id, s.uuid, s.game, picked.played, s.tie_break,
			(SELECT group_concat(r.score || ',' || r.rank || ',' || r.winner || ',' || octet_length(`+playerNameSQL+`) || ':' || `+playerNameSQL+`, ';'
				ORDER BY r.seat) FROM results r LEFT JOIN players p ON p.id = r.player_id WHERE r.session_id = s.id),
			`+typedSeatsSQL+`
		FROM picked JOIN sessions s ON s.id = picked.id
		ORDER BY picked.played `+dir+`, s.id `+dir, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var (
			g            Played
			date, packed string
			typed        sql.NullString
		)
		if err := rows.Scan(&g.SessionID, &g.UUID, &g.Game, &date, &g.TieBreak, &packed, &typed); err != nil {
			return err
		}
		if g.Date, err = parseTime(date); err != nil {
			return err
		}
		if g.Players, err = unpackPlacings(packed); err != nil {
			return err
		}
		if typed.Valid {
			known := make([]string, len(g.Players))
			for i, pl := range g.Players {
				known[i] = pl.Name
			}
			g.TieBreak = respellTieBreak(g.TieBreak, unpackTyped(typed.String), known)
		}
		if err := fn(g, date); err != nil {
			return err
		}
	}
	return rows.Err()
}

// playerNameSQL is the name a result's player goes by in the history, for results r of
// session s with player p (LEFT JOINed): the player's stored name, the one `talon stats`
// counts them under, which `history players merge`, `import --map` or a merge with
// another history may have respelled since the play ("ANNA" typed, "Anna" stored).
// A result with no player record is shown under the name typed at the table.
const playerNameSQL = `coalesce(p.name, nullif(json_extract(s.config, '$.players[' || r.seat || '].name'), ''), '')`

// unpackPlacings reads the packed seats of one play (see eachPlayed).
func unpackPlacings(packed string) ([]Placing, error) {
	var out []Placing
	for len(packed) > 0 {
		var (
			pl   Placing
			f    [4]int
			head string
			ok   bool
		)
		for i := range f {
			sep := ","
			if i == 3 {
				sep = ":"
			}
			if head, packed, ok = strings.Cut(packed, sep); !ok {
				return nil, i18n.Errorf("stored result %q: cut short", head)
			}
			n, err := strconv.Atoi(head)
			if err != nil {
				return nil, i18n.Errorf("stored result %q: %w", head, err)
			}
			f[i] = n
		}
		if f[3] > len(packed) || f[3] < 0 {
			return nil, i18n.Errorf("stored result: a name of %s bytes in %q", digits(f[3]), packed)
		}
		pl.Score, pl.Rank, pl.Winner, pl.Name = f[0], f[1], f[2] == 1, packed[:f[3]]
		packed = strings.TrimPrefix(packed[f[3]:], ";")
		out = append(out, pl)
	}
	return out, nil
}
