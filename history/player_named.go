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
	// Typed are the Aliases as they were typed ("Ann" for "ann"), each its key where
	// talon did not keep how it was typed: what a person reads.
	Typed []string
}

// FindsPlayer says whether name finds a player as PlayFilter.Player does
// (playerByName). When it finds none, players are the history's players with the
// names that find them, in the order they were added: what a "did you mean" picks
// from. Only that case reads the aliases too; a name that finds a player costs one
// look-up in the players (a few rows, however many plays).
func (s *Store) FindsPlayer(ctx context.Context, name string) (found bool, players []NamedPlayer, err error) {
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `SELECT EXISTS (`+playerByName+`)`, playerByNameArgs(name)...).Scan(&found); err != nil || found {
			return err
		}
		var err error
		players, err = namedPlayers(ctx, tx)
		return err
	})
	if found {
		players = nil
	}
	return found, players, err
}

// namedPlayers are the history's players in the order they were added, each with the
// aliases that find them, sorted (an alias the name itself finds, left by a player
// renamed back, adds nothing and is left out).
func namedPlayers(ctx context.Context, tx *sql.Tx) ([]NamedPlayer, error) {
	var out []NamedPlayer
	byID := map[int64]int{}
	err := eachRow(ctx, tx, `SELECT id, name FROM players ORDER BY id`, func(rows *sql.Rows) error {
		var id int64
		var p NamedPlayer
		if err := rows.Scan(&id, &p.Name); err != nil {
			return err
		}
		byID[id] = len(out)
		out = append(out, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachRow(ctx, tx, `SELECT player_id, alias, typed FROM player_aliases WHERE kind = 'name' ORDER BY alias`, func(rows *sql.Rows) error {
		var id int64
		var alias string
		var typed sql.NullString
		if err := rows.Scan(&id, &alias, &typed); err != nil {
			return err
		}
		if i, ok := byID[id]; ok && alias != matchKey(out[i].Name) {
			out[i].Aliases = append(out[i].Aliases, alias)
			out[i].Typed = append(out[i].Typed, aliasShown(alias, typed))
		}
		return nil
	})
	return out, err
}
