package history

import (
	"context"
	"database/sql"
)

// NamedPlayer is one player and every name that finds them: their own name and the
// aliases `history players merge` and `import --map` gave them (kept as match keys).
type NamedPlayer struct {
	Name    string
	Aliases []string
}

// FindsPlayer says whether name finds a player as PlayFilter.Player does
// (playerByName). When it finds none, players are the history's players with the
// names that find them, in the order they were added: what a "did you mean" picks
// from. Only that case reads the whole players table; a name that finds a player
// costs one indexed look-up.
func (s *Store) FindsPlayer(ctx context.Context, name string) (found bool, players []NamedPlayer, err error) {
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		players = players[:0]
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (`+playerByName+`)`, playerByNameArgs(name)...).Scan(&found); err != nil || found {
			return err
		}
		byID := map[int64]int{}
		err := eachRow(ctx, tx, `SELECT id, name FROM players ORDER BY id`, func(rows *sql.Rows) error {
			var id int64
			var p NamedPlayer
			if err := rows.Scan(&id, &p.Name); err != nil {
				return err
			}
			byID[id] = len(players)
			players = append(players, p)
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
			if i, ok := byID[id]; ok {
				players[i].Aliases = append(players[i].Aliases, alias)
			}
			return nil
		})
	})
	if found {
		players = nil
	}
	return found, players, err
}
