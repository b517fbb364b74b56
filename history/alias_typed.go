package history

import (
	"context"
	"database/sql"
)

// schemaV18 keeps, beside each name alias (its match key, what finds the player), the
// name as it was typed ("Ann", not "ann"): `history players` shows it. NULL: an older
// talon wrote the alias, or the step found no play that typed it; the key is shown.
// The step's fillAliasTyped takes the typed form from the first play whose seat typed
// a name of that key for the player.
const schemaV18 = `
ALTER TABLE player_aliases ADD COLUMN typed TEXT;
`

// fillAliasTyped is schema step 18's search of the plays for each name alias's typed
// form: the player's seats whose config name has the alias as its key, earliest first.
// Aliases are few (one a merge or --map); each reads its player's seats once.
func fillAliasTyped(ctx context.Context, tx *sql.Tx) error {
	type alias struct {
		key    string
		player int64
	}
	var list []alias
	err := eachRow(ctx, tx, `SELECT alias, player_id FROM player_aliases WHERE kind = 'name' AND typed IS NULL`, func(rows *sql.Rows) error {
		var a alias
		err := rows.Scan(&a.key, &a.player)
		list = append(list, a)
		return err
	})
	if err != nil {
		return err
	}
	for _, a := range list {
		typed := ""
		err := eachRow(ctx, tx, `SELECT json_extract(s.config, '$.players[' || st.seat || '].name') FROM seats st
			JOIN sessions s ON s.id = st.session_id WHERE st.player_id = ? ORDER BY s.started_at, s.id`, func(rows *sql.Rows) error {
			var name sql.NullString
			if err := rows.Scan(&name); err != nil {
				return err
			}
			if typed == "" && name.Valid && matchKey(name.String) == a.key {
				typed = name.String
			}
			return nil
		}, a.player)
		if err != nil {
			return err
		}
		if typed != "" {
			if _, err := tx.ExecContext(ctx, `UPDATE player_aliases SET typed = ? WHERE kind = 'name' AND alias = ?`, typed, a.key); err != nil {
				return err
			}
		}
	}
	return nil
}

// aliasShown is a name alias as `history players` shows it: as typed, else its key.
func aliasShown(key string, typed sql.NullString) string {
	if typed.Valid && typed.String != "" && matchKey(typed.String) == key {
		return typed.String
	}
	return key
}
