package history

import (
	"context"
	"database/sql"
)

// LookAlikes are the players a --player name may mean, as PlayFilter matches them: the
// names of every player whose name is the typed one ignoring case and accents, and
// which of them is spelled so (ignoring case only; "" when none is). With one player
// there is nothing to say; with more, `--player bela` means the one spelled Bela when
// there is one, else every look-alike together (playerByName).
func (s *Store) LookAlikes(ctx context.Context, name string) (all []string, spelled string, err error) {
	err = s.inRead(ctx, func(tx *sql.Tx) error {
		return eachRow(ctx, tx, `SELECT name, folded = ? FROM players WHERE match_key(name) = match_key(?) ORDER BY id`,
			func(rows *sql.Rows) error {
				var (
					n     string
					exact bool
				)
				if err := rows.Scan(&n, &exact); err != nil {
					return err
				}
				all = append(all, n)
				if exact && spelled == "" {
					spelled = n
				}
				return nil
			}, foldName(name), name)
	})
	return all, spelled, err
}
