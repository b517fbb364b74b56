package history

import (
	"context"
	"database/sql"
)

// keptFormat is the form of the kept plays' blobs this code writes and reads: the lines
// (PlayedEncoder) and the packed plays (appendPackedPlay) of played_months. Change it
// with either: a file whose kept plays another form wrote is read from the plays' rows
// until its next write has written every month again in this one.
// 2: seats are places in the turn order (turnPlace), not seats as entered.
// 3: the lines name each player as the history knows them (playerNameSQL), not as
// typed at the table.
const keptFormat = 3

// schemaV11 says which form of the kept plays the file holds (kept_format's one row).
// Files before it have an unknown form (0): the step's write writes them all again.
const schemaV11 = `
CREATE TABLE kept_format (
	id      INTEGER PRIMARY KEY CHECK (id = 1),
	version INTEGER NOT NULL
);
INSERT INTO kept_format VALUES (1, 0);
`

// keptStale says whether the kept plays cannot answer a read: a play is pending, or
// another form than keptFormat wrote them.
func keptStale(ctx context.Context, q querier) (bool, error) {
	var stale bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM played_pending)
		OR NOT EXISTS (SELECT 1 FROM kept_format WHERE version = ?)`, keptFormat).Scan(&stale)
	return stale, err
}

// refreshKept is a write's step for the kept plays: those the write touched are written
// again (refreshPlayedLines), and all of them when another form wrote them; the form is
// noted once none is left pending.
func refreshKept(ctx context.Context, tx *sql.Tx) error {
	var current bool
	err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM kept_format WHERE version = ?)`, keptFormat).Scan(&current)
	if err != nil {
		return err
	}
	if !current {
		if err := markAllPlayed(ctx, tx); err != nil {
			return err
		}
	}
	if err := refreshPlayedLines(ctx, tx); err != nil || current {
		return err
	}
	if pending, err := anyPlayedPending(ctx, tx); err != nil || pending {
		return err
	}
	_, err = tx.ExecContext(ctx, `INSERT OR REPLACE INTO kept_format (id, version) VALUES (1, ?)`, keptFormat)
	return err
}
