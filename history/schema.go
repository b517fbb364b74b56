package history

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/talon-games/talon/companion/names"

	"github.com/talon-games/talon/companion/i18n"
)

// applicationID marks a SQLite file as talon's ("TALN").
const applicationID = 0x54414C4E

// migration is one step of the schema. Step i (0-based) takes user_version i to i+1.
// Append new steps; never edit a released one. A step runs its sql, then its fn (for
// what SQL cannot compute), in the one migration transaction.
type migration struct {
	name string
	sql  string
	fn   func(ctx context.Context, tx *sql.Tx) error
	// additive: the step only adds what an older talon neither reads nor needs (a
	// column with a default, a table), so a talon that does not know it still reads
	// and writes the file correctly; talon code reading what it adds must accept rows
	// an older talon wrote without it. Such a step does not raise user_version.
	additive bool
}

// migrations is the schema history. schemaVersion is its length.
var migrations = []migration{
	{name: "sessions, players, seats, events, results", sql: schemaV1},
	{name: "session ids never reused; player names matched as look-alikes", sql: schemaV2, fn: refoldPlayers},
	{name: "date indexes, tombstones, player aliases, play details, corrections, external ids", sql: schemaV3},
	{name: "per-round results (Neptun's temple rounds)", sql: schemaV4},
	{name: "group statistics kept up to date", sql: schemaV5, fn: rebuildStatsMigration},
	{name: "kept statistics rebuilt only when a counted play changes", sql: schemaV6},
	{name: "each finished play's history --json element kept", sql: schemaV7, fn: markAllPlayed},
	{name: "finished plays packed month by month for the statistics of a window", sql: schemaV8, fn: keepAllPlayed},
	{name: "the plays' lines follow the statistics' notes of touched plays", sql: schemaV9, fn: refreshPlayedLines},
	{name: "the plays' lines kept month by month", sql: schemaV10, fn: keepAllPlayed},
	{name: "the form of the kept plays noted", sql: schemaV11, fn: refreshKept},
	{name: "a play date the table gave dates the play", sql: schemaV12, fn: refreshKept},
	{name: "each play detail's own edit time; a correction's tie-break", sql: schemaV13, additive: true},
	{name: "the sessions' list kept month by month", sql: schemaV14, fn: refreshListed, additive: true},
	{name: "each play detail's location kept by its session's id", sql: schemaV15, fn: keepPlayLocations, additive: true},
	{name: "each player's name stamped: known since, chosen at", sql: schemaV16, fn: fillNameSince, additive: true},
	{name: "the plays' lines and the sessions' list name players as the history knows them", sql: schemaV17, fn: keepNamesAsKnown, additive: true},
	{name: "each name alias kept as typed", sql: schemaV18, fn: fillAliasTyped, additive: true},
}

// schemaV13 keeps, beside a play's details, when each of them was last edited (a merge
// keeps each field's later edit), and with each correction the tie-break text before
// and after it (NULL: written by a talon that did not keep it; empty: no tie-break).
const schemaV13 = `
ALTER TABLE play_details ADD COLUMN location_at TEXT;
ALTER TABLE play_details ADD COLUMN notes_at TEXT;
ALTER TABLE play_details ADD COLUMN duration_at TEXT;
ALTER TABLE play_details ADD COLUMN date_at TEXT;
ALTER TABLE corrections ADD COLUMN tie_break_before TEXT;
ALTER TABLE corrections ADD COLUMN tie_break_after TEXT;
`

// A file's user_version is the number of steps a talon must know to read and write it
// (its "readable since"): every step up to the last one that is not additive. The
// number of steps applied, additive ones included, is kept in schema_steps (absent: as
// user_version). So a read-only command that adds a column does not lock out the
// talon before it, and only a step that changes what is there raises user_version.
const schemaStepsTable = `CREATE TABLE IF NOT EXISTS schema_steps (applied INTEGER NOT NULL)`

// readableSince is the user_version of a file with steps applied: the steps up to the
// last one that is not additive.
func readableSince(steps []migration) int {
	n := len(steps)
	for n > 0 && steps[n-1].additive {
		n--
	}
	return n
}

// schemaV12 notes which plays the table dated (talon new --at, history edit --at): such a
// play is dated by the time given, not by the moment its last move was entered.
const schemaV12 = `
ALTER TABLE play_details ADD COLUMN dated INTEGER NOT NULL DEFAULT 0 CHECK (dated IN (0, 1));
`

// schemaV4 keeps the result of each scored round of a session (companion.RoundResult as
// JSON), one row per round; scoring the same round again replaces it.
const schemaV4 = `
CREATE TABLE rounds (
	session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	round      INTEGER NOT NULL CHECK (round > 0),
	result     TEXT NOT NULL CHECK (json_valid(result)),
	scored_at  TEXT NOT NULL,
	PRIMARY KEY (session_id, round)
) WITHOUT ROWID;
`

// schemaVersion is the user_version this talon gives a file: what a talon must know
// to open it. schemaSteps is every step it knows, additive ones included.
var (
	schemaVersion = readableSince(migrations)
	schemaSteps   = len(migrations)
)

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

// schemaV2 rebuilds sessions with AUTOINCREMENT: an id a person wrote down never
// names another game, even after the newest session is deleted (a plain INTEGER
// PRIMARY KEY reuses max(id)+1). Rows keep their ids; SQLite's sequence starts past
// the largest. SQLite cannot add AUTOINCREMENT in place, so this is its documented
// rebuild (create, copy, drop, rename), with foreign keys off (see migrate).
const schemaV2 = `
CREATE TABLE sessions_v2 (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO sessions_v2 (id, uuid, game, config, seed, setup, status, started_at, ended_at, tie_break, notes, categories)
	SELECT id, uuid, game, config, seed, setup, status, started_at, ended_at, tie_break, notes, categories FROM sessions;
DROP TABLE sessions;
ALTER TABLE sessions_v2 RENAME TO sessions;
CREATE INDEX sessions_by_status ON sessions (status, started_at);
CREATE INDEX sessions_by_game ON sessions (game, started_at);
`

// refoldPlayers recomputes each player's match key with names.Key (compatibility forms,
// full case folding, hidden characters dropped) where the v1 key was plain lower case.
// Two stored players that the new key would merge keep their old keys: a migration
// never merges people.
func refoldPlayers(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, name, folded FROM players ORDER BY id`)
	if err != nil {
		return err
	}
	type player struct {
		id           int64
		name, folded string
	}
	var all []player
	for rows.Next() {
		var p player
		if err := rows.Scan(&p.id, &p.name, &p.folded); err != nil {
			rows.Close()
			return err
		}
		all = append(all, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	taken := map[string]bool{}
	for _, p := range all {
		taken[p.folded] = true
	}
	for _, p := range all {
		key := names.Key(p.name)
		if key == p.folded || taken[key] {
			continue
		}
		if _, err := tx.ExecContext(ctx, `UPDATE players SET folded = ? WHERE id = ?`, key, p.id); err != nil {
			return err
		}
		delete(taken, p.folded)
		taken[key] = true
	}
	return nil
}

// schemaV3 is what importing, merging and a group's statistics need. The new tables name
// sessions by UUID, not by id: a UUID is what travels between machines, and it does not
// tie them to the sessions table's row ids.
const schemaV3 = `
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
// talons migrating one file at once do it exactly once. It re-checks the identity
// inside the transaction: the checks before it ran without a lock. Foreign keys are
// off while the steps run, as SQLite requires for rebuilding a table others refer to
// (DROP TABLE would otherwise cascade into them), and foreign_key_check must find
// nothing before the commit.
func migrate(ctx context.Context, db *sql.DB, path string, steps []migration) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
		return err
	}
	defer conn.ExecContext(context.Background(), "PRAGMA foreign_keys = ON")
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	id, err := readIdentityIn(ctx, tx)
	if err != nil {
		return err
	}
	if err := id.check(path, len(steps)); err != nil {
		return err
	}
	if id.applied >= len(steps) {
		return nil // another talon migrated it first; rollback leaves the file untouched
	}
	for i := id.applied; i < len(steps); i++ {
		if _, err := tx.ExecContext(ctx, steps[i].sql); err != nil {
			return i18n.Errorf("%s: schema step %d (%s): %w", path, i+1, steps[i].name, err)
		}
		if steps[i].fn != nil {
			if err := steps[i].fn(ctx, tx); err != nil {
				return i18n.Errorf("%s: schema step %d (%s): %w", path, i+1, steps[i].name, err)
			}
		}
	}
	var violations int
	if err := tx.QueryRowContext(ctx, "SELECT count(*) FROM pragma_foreign_key_check").Scan(&violations); err != nil {
		return err
	}
	if violations > 0 {
		return i18n.Errorf("%s: the schema steps left %d broken references; nothing was changed", path, violations)
	}
	if _, err := tx.ExecContext(ctx, schemaStepsTable); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM schema_steps`); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_steps (applied) VALUES (?)`, len(steps)); err != nil {
		return err
	}
	// PRAGMA takes no bound parameters; both values are integers we control.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", max(id.version, readableSince(steps)))); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
		return err
	}
	return tx.Commit()
}

func newerSchema(path string, found, known int) error {
	return i18n.Errorf("%s: %w (schema version %d, this talon knows up to %d)", path, ErrNewerSchema, found, known)
}
