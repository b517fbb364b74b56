package history

import (
	"bytes"
	"context"
	"database/sql"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// joinedAt is sessionsAt as it was before play_locations: each detail's session looked
// up by its UUID. The reference the kept table must give.
func joinedAt(t *testing.T, q querier, location string) []int64 {
	t.Helper()
	var ids []int64
	err := eachRow(context.Background(), q, `SELECT s.id FROM play_details d JOIN sessions s ON s.uuid = d.session_uuid
		WHERE d.location = ? COLLATE NOCASE`, func(rows *sql.Rows) error {
		var id int64
		err := rows.Scan(&id)
		ids = append(ids, id)
		return err
	}, strings.TrimSpace(location))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(ids)
	return ids
}

// setIDs lists a sessionSet's ids up to max.
func setIDs(set *sessionSet, max int64) []int64 {
	var ids []int64
	for id := int64(0); id <= max; id++ {
		if set.holds(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// checkLocated: sessionsAt gives the join's sessions for each location; with inStep,
// play_locations must also hold exactly the join's rows (so sessionsAt reads it).
func checkLocated(t *testing.T, s *Store, step string, inStep bool) {
	t.Helper()
	ctx := context.Background()
	if inStep {
		var kept, joined string
		err := s.read.QueryRowContext(ctx, `SELECT
			(SELECT coalesce(group_concat(session_id || '=' || location, ';'), '') FROM (SELECT * FROM play_locations ORDER BY session_id)),
			(SELECT coalesce(group_concat(id || '=' || location, ';'), '') FROM (SELECT s.id, d.location FROM play_details d
				JOIN sessions s ON s.uuid = d.session_uuid ORDER BY s.id)),
			(SELECT count(*) FROM play_details) = (SELECT count(*) FROM play_locations)`).Scan(&kept, &joined, new(bool))
		if err != nil {
			t.Fatal(err)
		}
		if kept != joined {
			t.Errorf("%s: play_locations %q, the details' %q", step, kept, joined)
		}
	}
	for _, place := range []string{"Home", "home", " HOME ", "Club", "Nowhere", " "} {
		set, err := sessionsAt(ctx, s.read, place)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := setIDs(set, 100), joinedAt(t, s.read, place); !slices.Equal(got, want) {
			t.Errorf("%s: sessions at %q %v, the join's %v", step, place, got, want)
		}
	}
}

// TestPlayLocationsFollowDetails: after each kind of write that touches a play's
// details or its session, the kept locations are the details' own, and the sessions at
// a place are the join's; where the triggers cannot see a change (a details row
// written before its session), sessionsAt still gives the join's sessions.
func TestPlayLocationsFollowDetails(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	place := func(id int64, where string) {
		t.Helper()
		if err := s.ChangeDetails(ctx, id, DetailsChange{Location: &where}, nil); err != nil {
			t.Fatal(err)
		}
	}
	var ids []int64
	steps := []struct {
		name   string
		write  func()
		inStep bool
	}{
		{"plays without details", func() {
			ids = append(ids, played(t, s, "catan", at(10), line{"Ann", 10}, line{"Ben", 8}),
				played(t, s, "catan", at(20), line{"Ann", 7}, line{"Ben", 10}),
				played(t, s, "genoa", at(30), line{"Ann", 50}, line{"Ben", 40}))
		}, true},
		{"locations given", func() { place(ids[0], "Home"); place(ids[1], "home"); place(ids[2], "Club") }, true},
		{"an active play's location", func() { place(newSession(t, s, "catan", at(40), "Ann", "Ben").ID, "Home") }, true},
		{"notes only", func() {
			notes := "Ben was robbed"
			if err := s.ChangeDetails(ctx, ids[0], DetailsChange{Notes: &notes}, nil); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"a location changed", func() { place(ids[1], "Club") }, true},
		{"a location cleared", func() { place(ids[2], "") }, true},
		{"a play deleted", func() {
			if err := s.Delete(ctx, ids[0], at(50)); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"plays imported with their details", func() {
			other := openTemp(t)
			id := played(t, other, "neptun", at(60), line{"Cy", 30}, line{"Ann", 20})
			where := "HOME"
			if err := other.ChangeDetails(ctx, id, DetailsChange{Location: &where}, nil); err != nil {
				t.Fatal(err)
			}
			var file bytes.Buffer
			if err := other.Export(ctx, &file); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Import(ctx, &file, ImportOptions{}); err != nil {
				t.Fatal(err)
			}
		}, true},
		// Written around talon: the details first, their session after.
		{"details with no session yet", func() {
			if _, err := s.write.ExecContext(ctx, `INSERT INTO play_details (session_uuid, location) VALUES ('later', 'Home')`); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"their session after them", func() {
			if _, err := s.write.ExecContext(ctx, `INSERT INTO sessions (uuid, game, config, status, started_at, ended_at)
				VALUES ('later', 'catan', '{"players":[]}', 'finished', ?1, ?1)`, formatTime(at(70))); err != nil {
				t.Fatal(err)
			}
		}, false},
	}
	for _, step := range steps {
		step.write()
		checkLocated(t, s, step.name, step.inStep)
	}
}

// TestPlayLocationsAfterUpgrade: a file from before play_locations, with details, gets
// them kept by the step that adds it.
func TestPlayLocationsAfterUpgrade(t *testing.T) {
	ctx := context.Background()
	from := slices.IndexFunc(migrations, func(m migration) bool { return strings.Contains(m.sql, "play_locations") })
	path := filepath.Join(t.TempDir(), "talon.db")
	db := rawDB(t, path)
	if err := migrate(ctx, db, path, migrations[:from]); err != nil {
		t.Fatal(err)
	}
	for i, where := range []string{"Home", "Club", "home", ""} {
		n := strconv.Itoa(i + 1)
		if _, err := db.Exec(`INSERT INTO sessions (id, uuid, game, config, status, started_at, ended_at)
			VALUES (?1, 's' || ?1, 'catan', '{"players":[]}', 'finished', ?2, ?2)`, n, formatTime(at(i))); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(`INSERT INTO play_details (session_uuid, location) VALUES ('s' || ?, ?)`, n, where); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	checkLocated(t, s, "upgraded", true)
	if set, _ := sessionsAt(ctx, s.read, "HOME"); !slices.Equal(setIDs(set, 10), []int64{1, 3}) {
		t.Errorf("sessions at home %v, want [1 3]", setIDs(set, 10))
	}
}

// TestEachIDReadsAsParseInt: the ids of a place's sessions, as group_concat joins them,
// are read as strconv.ParseInt reads each: short and long ids, the longest an int64
// holds, below zero and with a plus; a text that is no number (or too big) is refused
// as strconv refuses it.
func TestEachIDReadsAsParseInt(t *testing.T) {
	for _, list := range []string{"", "7", "1,2,3", "1,22,333,4444,55555,666666", "123456789012345678,1",
		"9223372036854775807", "1234567890123456789,5", "-5,7", "+8", "0,00,007"} {
		var got, want []int64
		if err := eachID(list, func(id int64) { got = append(got, id) }); err != nil {
			t.Fatalf("%q: %v", list, err)
		}
		for _, text := range strings.Split(list, ",") {
			if list == "" {
				break
			}
			id, _ := strconv.ParseInt(text, 10, 64)
			want = append(want, id)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: ids %v, strconv reads %v", list, got, want)
		}
	}
	for _, list := range []string{"1,x,3", "1,,3", "9223372036854775808", "12a", "-", "4,5 "} {
		if err := eachID(list, func(int64) {}); err == nil {
			t.Errorf("%q: read without an error", list)
		}
	}
}
