package history

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

// TestMigrateToV3KeepsPlays builds a file at each version before the latest holding a finished
// play with its seats, events and results, migrates it, and reads the play back
// through the store, now with the filters and tables version 3 adds.
func TestMigrateToV3KeepsPlays(t *testing.T) {
	for from := 1; from < schemaVersion; from++ {
		t.Run(fmt.Sprintf("from version %d", from), func(t *testing.T) { migrateKeepsPlays(t, from) })
	}
}

func migrateKeepsPlays(t *testing.T, from int) {
	path := filepath.Join(t.TempDir(), "talon.db")
	db := rawDB(t, path)
	ctx := context.Background()
	if err := migrate(ctx, db, path, migrations[:from]); err != nil {
		t.Fatal(err)
	}
	execAll(t, db,
		`INSERT INTO players (id, uuid, name, folded) VALUES (1, 'p1', 'Ann', 'ann'), (2, 'p2', 'Ben', 'ben')`,
		`INSERT INTO sessions (id, uuid, game, config, status, started_at, ended_at) VALUES
			(7, 's7', 'catan', '{"players":[{"name":"Ann"},{"name":"Ben"}]}', 'finished',
			'2025-03-14T19:30:00.000000000Z', '2025-03-14T21:00:00.000000000Z')`,
		`INSERT INTO seats (session_id, seat, player_id) VALUES (7, 0, 1), (7, 1, 2)`,
		`INSERT INTO events (session_id, seq, action, at) VALUES (7, 1, 'roll 3,4', '2025-03-14T19:31:00.000000000Z')`,
		`INSERT INTO results (session_id, seat, player_id, score, rank, winner, breakdown) VALUES
			(7, 0, 1, 10, 1, 1, '{"points":10}'), (7, 1, 2, 8, 2, 0, '{"points":8}')`,
	)
	db.Close()

	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.History(ctx, HistoryFilter{PlayFilter: PlayFilter{Player: "BEN", Game: "catan"}})
	if err != nil || len(got) != 1 || got[0].UUID != "s7" || len(got[0].Players) != 2 || got[0].Players[0].Score != 10 {
		t.Fatalf("history after migration: %+v, %v", got, err)
	}
	checkPlayedLines(t, s, fmt.Sprint("a migration from version ", from))
	checkListed(t, s, fmt.Sprint("a migration from version ", from))
	checkWindows(t, s, fmt.Sprint("a migration from version ", from), PlayFilter{Since: at(0).AddDate(-5, 0, 0)})
	_, events, err := s.Load(ctx, 7)
	if err != nil || len(events) != 1 || events[0].Action != "roll 3,4" {
		t.Fatalf("events after migration: %+v, %v", events, err)
	}
	for _, table := range []string{"tombstones", "player_aliases", "play_details", "corrections", "external_ids"} {
		var n int
		if err := s.read.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil || n != 0 {
			t.Errorf("table %s: %d rows, %v", table, n, err)
		}
	}
}
