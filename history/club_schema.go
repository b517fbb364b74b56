package history

import (
	"context"
	"database/sql"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// clubMigrations build the club's schema on PostgreSQL, one step per schema version:
// migration i takes the club from version i to i+1. Steps are only ever appended.
// Session and player documents are talon's export format (history/FORMAT.md), so
// syncing reuses import's merge; the columns beside them serve stats and history.
var clubMigrations = []string{
	// 1: players, sessions as documents, results for stats, tombstones, external ids.
	`CREATE TABLE talon_players (
		uuid   text PRIMARY KEY,
		name   text NOT NULL,
		folded text NOT NULL,
		doc    text NOT NULL
	);
	CREATE TABLE talon_player_uuids (
		uuid        text PRIMARY KEY,
		player_uuid text NOT NULL
	);
	CREATE INDEX talon_player_uuids_by_player ON talon_player_uuids (player_uuid);
	CREATE TABLE talon_sessions (
		uuid     text PRIMARY KEY,
		game     text NOT NULL,
		status   text NOT NULL,
		played   text NOT NULL,
		location text NOT NULL DEFAULT '',
		hash     text NOT NULL,
		doc      text NOT NULL
	);
	CREATE INDEX talon_sessions_finished ON talon_sessions (played, uuid) WHERE status = 'finished';
	CREATE TABLE talon_results (
		session_uuid text NOT NULL REFERENCES talon_sessions (uuid) ON DELETE CASCADE,
		seat         int NOT NULL,
		player_uuid  text NOT NULL,
		score        int NOT NULL,
		rank         int NOT NULL,
		winner       boolean NOT NULL,
		PRIMARY KEY (session_uuid, seat)
	);
	CREATE INDEX talon_results_by_player ON talon_results (player_uuid);
	CREATE TABLE talon_tombstones (
		uuid       text PRIMARY KEY,
		deleted_at text NOT NULL
	);
	CREATE TABLE talon_external (
		source   text NOT NULL,
		kind     text NOT NULL,
		external text NOT NULL,
		uuid     text NOT NULL,
		PRIMARY KEY (source, kind, external)
	);`,
	// 2: a club-wide number for each session, shown where a laptop shows its own id.
	`ALTER TABLE talon_sessions ADD COLUMN id bigserial UNIQUE;
	ALTER TABLE talon_sessions ADD COLUMN config text NOT NULL DEFAULT '{}';
	UPDATE talon_sessions SET config = (doc::jsonb -> 'config')::text;`,
	// 3: each session's results packed in one column, "seat,player,score,rank,winner;…",
	// so stats read one row per play without a join (as the local history does).
	`ALTER TABLE talon_sessions ADD COLUMN seats text NOT NULL DEFAULT '';
	UPDATE talon_sessions s SET seats = coalesce((SELECT string_agg(r.seat || ',' || r.player_uuid || ',' || r.score || ',' ||
		r.rank || ',' || r.winner::int, ';' ORDER BY r.seat) FROM talon_results r WHERE r.session_uuid = s.uuid), '');
	CREATE INDEX talon_sessions_finished_in_order ON talon_sessions (played, id) WHERE status = 'finished';`,
}

// ClubSchemaVersion is the club schema this talon writes.
var ClubSchemaVersion = len(clubMigrations)

// clubLock is the advisory lock key that serialises schema changes and pushes: two
// laptops pushing at once take turns, so neither overwrites what the other merged.
const clubLock = 7_146_105_710 // "talon" on a phone keypad, give or take

// InitClub creates talon's schema in the club's database, or brings an older one up to
// date, in one transaction. A database holding tables that are not talon's, or a club
// whose schema is newer than this talon's, is refused untouched. It returns the
// version the club had before (0: new).
func (c *Club) InitClub(ctx context.Context) (before int, err error) {
	err = c.inClubTx(ctx, nil, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, clubLock); err != nil {
			return err
		}
		v, err := c.schemaVersion(ctx, tx)
		if err != nil {
			return err
		}
		before = v
		if v < 0 { // no talon_schema table
			var others int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables
				WHERE table_schema = current_schema()`).Scan(&others); err != nil {
				return err
			}
			if others > 0 {
				return &ClubError{i18n.M("club %s: the database holds %d tables that are not talon's; give talon a database of its own", c.name, others)}
			}
			if _, err := tx.ExecContext(ctx, `CREATE TABLE talon_schema (
				version    int PRIMARY KEY,
				applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
				return err
			}
			v, before = 0, 0
		}
		for ; v < len(clubMigrations); v++ {
			if _, err := tx.ExecContext(ctx, clubMigrations[v]); err != nil {
				return i18n.Errorf("club schema version %s: %w", strconv.Itoa(v+1), err)
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO talon_schema (version) VALUES ($1)`, v+1); err != nil {
				return err
			}
		}
		return nil
	})
	return before, err
}

// schemaVersion reads the club's schema version: -1 when there is no talon_schema
// table; a ClubError when it is newer than this talon's.
func (c *Club) schemaVersion(ctx context.Context, q querier) (int, error) {
	var exists bool
	if err := q.QueryRowContext(ctx, `SELECT to_regclass('talon_schema') IS NOT NULL`).Scan(&exists); err != nil {
		return 0, err
	}
	if !exists {
		return -1, nil
	}
	var v int
	if err := q.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM talon_schema`).Scan(&v); err != nil {
		return 0, err
	}
	if v > len(clubMigrations) {
		return v, &ClubError{i18n.M("club %s: its schema is version %d, newer than this talon's %d; update talon (nothing was changed)",
			c.name, v, len(clubMigrations))}
	}
	return v, nil
}

// Check refuses a club this talon cannot use (not a talon club, another schema
// version), reading nothing else.
func (c *Club) Check(ctx context.Context) error {
	return c.inClubTx(ctx, &sql.TxOptions{ReadOnly: true}, func(tx *sql.Tx) error { return c.checkSchema(ctx, tx) })
}

// checkSchema refuses a database that is not a talon club, or one at another version.
func (c *Club) checkSchema(ctx context.Context, q querier) error {
	v, err := c.schemaVersion(ctx, q)
	switch {
	case err != nil:
		return err
	case v < 0:
		return &ClubError{i18n.M("club %s: not a talon club (no talon schema); run talon club init first", c.name)}
	case v < len(clubMigrations):
		return &ClubError{i18n.M("club %s: its schema is version %d, older than this talon's %d; run talon club init to migrate it",
			c.name, v, len(clubMigrations))}
	}
	return nil
}
