package history

import (
	"context"
	"database/sql"
	"fmt"
)

// applicationID marks a SQLite file as talon's ("TALN").
const applicationID = 0x54414C4E

// migration is one step of the schema. Step i (0-based) takes user_version i to i+1.
// Append new steps; never edit a released one.
type migration struct {
	name string
	sql  string
}

// migrations is the schema history. schemaVersion is its length.
var migrations = []migration{
	{name: "sessions, players, seats, events, results", sql: schemaV1},
	{name: "date indexes, tombstones, player aliases, play details, corrections, external ids", sql: schemaV2},
}

var schemaVersion = len(migrations)

const schemaV1 = `
CREATE TABLE players (
	id     INTEGER PRIMARY KEY,
	uuid   TEXT NOT NULL UNIQUE,
	name   TEXT NOT NULL UNIQUE COLLATE NOCASE,
	-- folded is the Unicode lower-case name: NOCASE folds ASCII only, and the table
	-- must see "Ödön" and "ödön" as one player.
	folded TEXT NOT NULL UNIQUE
);

CREATE TABLE sessions (
	id         INTEGER PRIMARY KEY,
	uuid       TEXT NOT NULL UNIQUE,
	game       TEXT NOT NULL,
	config     TEXT NOT NULL CHECK (json_valid(config)),
	seed       TEXT NOT NULL DEFAULT '',
	setup      TEXT CHECK (setup IS NULL OR json_valid(setup)),
	status     TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
	started_at TEXT NOT NULL,
	ended_at   TEXT,
	tie_break  TEXT,
	notes      TEXT CHECK (notes IS NULL OR json_valid(notes)),
	-- categories is the result's row order (scoring.Result.Categories).
	categories TEXT CHECK (categories IS NULL OR json_valid(categories))
);
CREATE INDEX sessions_by_status ON sessions (status, started_at);
CREATE INDEX sessions_by_game ON sessions (game, started_at);

CREATE TABLE seats (
	session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	seat       INTEGER NOT NULL CHECK (seat >= 0),
	player_id  INTEGER NOT NULL REFERENCES players (id),
	colour     TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (session_id, seat),
	UNIQUE (session_id, player_id)
);

CREATE TABLE events (
	session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	seq        INTEGER NOT NULL CHECK (seq > 0),
	action     TEXT NOT NULL,
	streams    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(streams)),
	at         TEXT NOT NULL,
	undone_at  TEXT,
	PRIMARY KEY (session_id, seq)
) WITHOUT ROWID; -- clustered by session and seq: replay reads a log in one range scan

CREATE TABLE results (
	session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	seat       INTEGER NOT NULL,
	player_id  INTEGER NOT NULL REFERENCES players (id),
	score      INTEGER NOT NULL,
	rank       INTEGER NOT NULL CHECK (rank > 0),
	winner     INTEGER NOT NULL CHECK (winner IN (0, 1)),
	-- breakdown is a JSON object in the game's category order (scoring.Breakdown).
	breakdown  TEXT NOT NULL CHECK (json_valid(breakdown)),
	PRIMARY KEY (session_id, seat)
);
CREATE INDEX results_by_player ON results (player_id);
`

// schemaV2 is what importing, merging and a group's statistics need. The new tables name
// sessions by UUID, not by id: a UUID is what travels between machines, and it does not
// tie them to the sessions table's row ids.
const schemaV2 = `
-- history and stats walk finished plays by date, newest first; sessions by start.
CREATE INDEX sessions_by_start ON sessions (started_at);
CREATE INDEX sessions_finished_by_date ON sessions (coalesce(ended_at, started_at))
	WHERE status = 'finished';
CREATE INDEX sessions_finished_by_game ON sessions (game, coalesce(ended_at, started_at))
	WHERE status = 'finished';

-- A deleted session leaves its UUID, so an import does not bring it back.
CREATE TABLE tombstones (
	uuid       TEXT PRIMARY KEY,
	deleted_at TEXT NOT NULL
) WITHOUT ROWID;

-- Other names for a local player: another machine's UUID for the same person, or a
-- folded name mapped with import --map.
CREATE TABLE player_aliases (
	kind      TEXT NOT NULL CHECK (kind IN ('uuid', 'name')),
	alias     TEXT NOT NULL,
	player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
	PRIMARY KEY (kind, alias)
) WITHOUT ROWID;

-- Where, how long and what the table noted about a play; edited_at is the last
-- history edit (a merge keeps the later edit).
CREATE TABLE play_details (
	session_uuid     TEXT PRIMARY KEY,
	location         TEXT NOT NULL DEFAULT '',
	notes            TEXT NOT NULL DEFAULT '',
	duration_seconds INTEGER CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
	edited_at        TEXT
) WITHOUT ROWID;
CREATE INDEX play_details_by_location ON play_details (location COLLATE NOCASE);

-- A corrected final score: the results before and after, as JSON arrays of
-- {seat, score, rank, winner, breakdown}. The results table holds the latest after.
CREATE TABLE corrections (
	uuid         TEXT PRIMARY KEY,
	session_uuid TEXT NOT NULL,
	made_at      TEXT NOT NULL,
	reason       TEXT NOT NULL DEFAULT '',
	before       TEXT NOT NULL CHECK (json_valid(before)),
	after        TEXT NOT NULL CHECK (json_valid(after))
);
CREATE INDEX corrections_by_session ON corrections (session_uuid, made_at);

-- Ids another application gave to what talon stores (BG Stats plays, players,
-- locations), so importing its file again changes nothing.
CREATE TABLE external_ids (
	source   TEXT NOT NULL,
	kind     TEXT NOT NULL,
	external TEXT NOT NULL,
	uuid     TEXT NOT NULL,
	PRIMARY KEY (source, kind, external)
) WITHOUT ROWID;
`

// migrate brings the database up to len(steps) in one immediate transaction, so two
// talons opening a new file at once initialise it exactly once. It re-checks the
// identity inside the transaction: the pre-open check read the header without a lock.
func migrate(ctx context.Context, db *sql.DB, path string, steps []migration) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	var version, appID, objects int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return err
	}
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&objects); err != nil {
		return err
	}
	switch {
	case appID != applicationID && (appID != 0 || objects > 0 || version != 0):
		return fmt.Errorf("%s: %w", path, ErrNotTalon)
	case version > len(steps):
		return newerSchema(path, version, len(steps))
	case version == len(steps):
		return nil // nothing to do; rollback leaves the file untouched
	}
	for i := version; i < len(steps); i++ {
		if _, err := tx.ExecContext(ctx, steps[i].sql); err != nil {
			return fmt.Errorf("%s: schema step %d (%s): %w", path, i+1, steps[i].name, err)
		}
	}
	// PRAGMA takes no bound parameters; both values are integers we control.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", len(steps))); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
		return err
	}
	return tx.Commit()
}

func newerSchema(path string, found, known int) error {
	return fmt.Errorf("%s: %w (schema version %d, this talon knows up to %d)", path, ErrNewerSchema, found, known)
}
