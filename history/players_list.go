package history

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"time"
)

// KnownPlayer is one player of the history as `talon history players` lists them.
type KnownPlayer struct {
	Name string // the name the history knows them by
	// Aliases are the other names that find them (`history players merge`, `import
	// --map`), as the history keeps them: lower case, accents left out ("benny").
	Aliases    []string
	Plays      int       // finished plays
	LastPlayed time.Time // the last finished play's date; zero when none
}

// KnownPlayers lists every player of the history, sorted by name (case and accents
// ignored), with the names that find them and their finished plays: what a table looks
// at before `history players merge`. The plays are counted from the kept statistics
// (GroupStats), so a long history's list costs a few thousand rows.
func (s *Store) KnownPlayers(ctx context.Context) ([]KnownPlayer, error) {
	g, err := s.GroupStats(ctx, PlayFilter{}, time.Local, false)
	if err != nil {
		return nil, err
	}
	overall := map[string]PlayerStats{}
	for _, p := range g.Players {
		if p.Game == "" {
			overall[p.Player] = p
		}
	}
	var out []KnownPlayer
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		out = out[:0]
		byID := map[int64]int{}
		err := eachRow(ctx, tx, `SELECT id, name FROM players`, func(rows *sql.Rows) error {
			var id int64
			var p KnownPlayer
			if err := rows.Scan(&id, &p.Name); err != nil {
				return err
			}
			st := overall[p.Name]
			p.Plays, p.LastPlayed, p.Aliases = st.Plays, st.LastPlayed, []string{}
			byID[id] = len(out)
			out = append(out, p)
			return nil
		})
		if err != nil {
			return err
		}
		return eachRow(ctx, tx, `SELECT player_id, alias FROM player_aliases WHERE kind = 'name' ORDER BY alias`, func(rows *sql.Rows) error {
			var id int64
			var alias string
			if err := rows.Scan(&id, &alias); err != nil {
				return err
			}
			// an alias the name itself finds (a player renamed back) adds nothing
			if i, ok := byID[id]; ok && alias != matchKey(out[i].Name) {
				out[i].Aliases = append(out[i].Aliases, alias)
			}
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(a, b KnownPlayer) int {
		if c := strings.Compare(matchKey(a.Name), matchKey(b.Name)); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out, nil
}
