package history

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

func TestSessionIDsAreNeverReused(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	newSession(t, s, "catan", at(0), "Ann")
	newSession(t, s, "catan", at(1), "Ann")
	third := newSession(t, s, "catan", at(2), "Ann")
	if err := s.Delete(ctx, third.ID, at(5)); err != nil {
		t.Fatal(err)
	}
	next := newSession(t, s, "genoa", at(3), "Ben")
	if next.ID == third.ID {
		t.Fatalf("session id %d was given again after the newest session was deleted", next.ID)
	}
}

// TestMigrationToAutoincrementKeepsEverything builds a file with the first released
// schema, fills it with sessions, seats, events and results, and opens it with this
// talon: every row must survive the sessions table's rebuild (a DROP TABLE with
// foreign keys on would cascade into events), references must still be enforced,
// and ids must not be reused afterwards.
func TestMigrationToAutoincrementKeepsEverything(t *testing.T) {
	path := filepath.Join(t.TempDir(), "talon.db")
	db := rawDB(t, path)
	ctx := context.Background()
	if err := migrate(ctx, db, path, migrations[:1]); err != nil {
		t.Fatal(err)
	}
	execAll(t, db,
		`INSERT INTO players (id, uuid, name, folded) VALUES (1, 'p1', 'Ann', 'ann'), (2, 'p2', 'Groß', 'groß')`,
		`INSERT INTO sessions (id, uuid, game, config, status, started_at) VALUES
			(1, 's1', 'catan', '{}', 'finished', '2025-01-01T00:00:00.000000000Z'),
			(2, 's2', 'catan', '{}', 'active', '2025-01-02T00:00:00.000000000Z'),
			(3, 's3', 'genoa', '{}', 'active', '2025-01-03T00:00:00.000000000Z')`,
		`INSERT INTO seats (session_id, seat, player_id) VALUES (1, 0, 1), (1, 1, 2), (2, 0, 1), (3, 0, 2)`,
		`INSERT INTO events (session_id, seq, action, at) VALUES (1, 1, 'roll 3,4', 'x'), (2, 1, 'roll 1,1', 'x'), (2, 2, 'build road', 'x')`,
		`INSERT INTO results (session_id, seat, player_id, score, rank, winner, breakdown) VALUES (1, 0, 1, 10, 1, 1, '[]'), (1, 1, 2, 7, 2, 0, '[]')`,
	)
	db.Close()

	s, err := Open(path)
	if err != nil {
		t.Fatalf("open (migrating): %v", err)
	}
	defer s.Close()
	counts := map[string]int{"sessions": 3, "seats": 4, "events": 3, "results": 2, "players": 2}
	for table, want := range counts {
		var got int
		if err := s.read.QueryRow(`SELECT count(*) FROM ` + table).Scan(&got); err != nil || got != want {
			t.Errorf("%s: %d rows (%v), want %d", table, got, err, want)
		}
	}
	checkPragmas(t, s.write, map[string]string{"user_version": fmt.Sprint(schemaVersion), "foreign_keys": "1"})
	var folded string
	s.read.QueryRow(`SELECT folded FROM players WHERE id = 2`).Scan(&folded)
	if folded != "gross" {
		t.Errorf("player key not refolded: %q", folded)
	}
	if _, err := s.write.Exec(`INSERT INTO events (session_id, seq, action, at) VALUES (99, 1, 'x', 'x')`); err == nil {
		t.Error("an event for a missing session was accepted after the migration")
	}
	if err := s.Delete(ctx, 3, at(10)); err != nil {
		t.Fatal(err)
	}
	if next := newSession(t, s, "catan", at(9), "Cid"); next.ID != 4 {
		t.Errorf("new session after deleting 3 has id %d, want 4", next.ID)
	}
	if err := s.Delete(ctx, 2, at(11)); err != nil {
		t.Fatal(err)
	}
	var orphans int
	s.read.QueryRow(`SELECT count(*) FROM events WHERE session_id = 2`).Scan(&orphans)
	if orphans != 0 {
		t.Errorf("deleting a session left %d events: cascades are lost", orphans)
	}
	if report, err := Check(ctx, path); err != nil || !report.OK {
		t.Errorf("integrity after migration: %+v, %v", report, err)
	}
}
