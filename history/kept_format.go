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
// 4: the lines' tie-break lines name the players so too (respellTieBreak), not as
// typed. The packed plays are those of 3, and so are the lines of a play without a
// tie-break line: a file of form 3 is read as kept (keptAsTyped), and its first
// write writes again only the plays with a tie-break line.
const keptFormat = 4

// keptAsTyped is the form before keptFormat whose kept plays still answer a read, its
// lines' tie-break lines respelled as they are read (knownTieBreaks).
const keptAsTyped = 3

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
// another form than keptFormat (or keptAsTyped) wrote them.
func keptStale(ctx context.Context, q querier) (bool, error) {
	stale, _, err := keptState(ctx, q)
	return stale, err
}

// keptState is keptStale, and whether the lines are of form keptAsTyped.
func keptState(ctx context.Context, q querier) (stale, asTyped bool, err error) {
	var version sql.NullInt64
	err = q.QueryRowContext(ctx, `SELECT (SELECT version FROM kept_format WHERE id = 1)
		WHERE NOT EXISTS (SELECT 1 FROM played_pending)`).Scan(&version)
	if err == sql.ErrNoRows {
		return true, false, nil // a play is pending
	}
	if err != nil {
		return false, false, err
	}
	v := version.Int64
	return !version.Valid || v != keptFormat && v != keptAsTyped, v == keptAsTyped, nil
}

// refreshKept is a write's step for the kept plays: those the write touched are written
// again (refreshPlayedLines), and all of them when another form wrote them (of form
// keptAsTyped, those with a tie-break line); the form is noted once none is left
// pending.
func refreshKept(ctx context.Context, tx *sql.Tx) error {
	var version int
	err := tx.QueryRowContext(ctx, `SELECT ifnull((SELECT version FROM kept_format WHERE id = 1), 0)`).Scan(&version)
	if err != nil {
		return err
	}
	current := version == keptFormat
	switch {
	case version == keptAsTyped:
		_, err = tx.ExecContext(ctx, `INSERT OR IGNORE INTO played_pending
			SELECT id FROM sessions WHERE status = 'finished' AND tie_break IS NOT NULL`)
	case !current:
		err = markAllPlayed(ctx, tx)
	}
	if err != nil {
		return err
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
