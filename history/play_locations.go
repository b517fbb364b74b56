package history

import (
	"context"
	"database/sql"
)

// schemaV15 keeps each play detail's location beside its session's id, so the
// sessions played at a location (sessionsAt) are one walk of an index instead of a
// look-up of each detail's session by its UUID: at 100,000 plays, 95% of them at one
// place, that join took a sixth of `talon stats --location` (30 ms of CPU). Only
// play_details' own triggers keep it: talon writes a play's details after its session
// and deletes them before it, and a trigger on inserting a session would cost every
// import (a statement journal for each insert, listed.go). What they cannot see (a
// details row written before its session, or one left by a deleted session) makes the
// two tables' counts differ, and sessionsAt then joins as before. The step is additive:
// a talon before it writes details through the same triggers.
const schemaV15 = `
CREATE TABLE play_locations (
	session_id INTEGER PRIMARY KEY,
	location   TEXT NOT NULL
);
CREATE INDEX play_locations_by_location ON play_locations (location COLLATE NOCASE);

CREATE TRIGGER play_location_added AFTER INSERT ON play_details
	BEGIN INSERT OR REPLACE INTO play_locations SELECT s.id, new.location FROM sessions s WHERE s.uuid = new.session_uuid; END;
CREATE TRIGGER play_location_changed AFTER UPDATE OF session_uuid, location ON play_details
	BEGIN
		DELETE FROM play_locations WHERE session_id IN (SELECT s.id FROM sessions s WHERE s.uuid = old.session_uuid);
		INSERT OR REPLACE INTO play_locations SELECT s.id, new.location FROM sessions s WHERE s.uuid = new.session_uuid;
	END;
CREATE TRIGGER play_location_removed AFTER DELETE ON play_details
	BEGIN DELETE FROM play_locations WHERE session_id IN (SELECT s.id FROM sessions s WHERE s.uuid = old.session_uuid); END;
CREATE TRIGGER play_location_session_renamed AFTER UPDATE OF id, uuid ON sessions
	BEGIN
		DELETE FROM play_locations WHERE session_id = old.id;
		INSERT OR REPLACE INTO play_locations SELECT new.id, d.location FROM play_details d WHERE d.session_uuid = new.uuid;
	END;
`

// keepPlayLocations is the step's fill: the location of every detail whose session is there.
func keepPlayLocations(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO play_locations
		SELECT s.id, d.location FROM play_details d JOIN sessions s ON s.uuid = d.session_uuid`)
	return err
}
