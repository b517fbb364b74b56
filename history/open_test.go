package history

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestOpenCreatesFileAndDirectories(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Path() != path {
		t.Errorf("Path() = %q, want %q", s.Path(), path)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("file not created: %v", err)
	}
	checkPragmas(t, s.write, map[string]string{
		"user_version":   fmt.Sprint(schemaVersion),
		"application_id": "1413565518", // 0x54414C4E
		"journal_mode":   "wal",
		"foreign_keys":   "1",
		"synchronous":    "2", // FULL
		"busy_timeout":   "5000",
	})
}

func checkPragmas(t *testing.T, db *sql.DB, want map[string]string) {
	t.Helper()
	for name, value := range want {
		var got string
		if err := db.QueryRow("PRAGMA " + name).Scan(&got); err != nil {
			t.Fatalf("PRAGMA %s: %v", name, err)
		}
		if got != value {
			t.Errorf("PRAGMA %s = %s, want %s", name, got, value)
		}
	}
}

// rawDB opens a file without the store, to build fixtures.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	return db
}

// reopenAsOlder closes s, runs queries on its file as written by an older talon
// (dropping what later steps added, setting the steps applied back) and opens it again.
// execAll runs the statements on db in order, failing the test at the first error.
func execAll(t *testing.T, db *sql.DB, queries ...string) {
	t.Helper()
	for _, q := range queries {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

func reopenAsOlder(t *testing.T, s *Store, path string, queries ...string) *Store {
	t.Helper()
	s.Close()
	db := rawDB(t, path)
	defer db.Close()
	execAll(t, db, queries...)
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// testSteps extends the real schema with a step only the tests know, standing in for
// the next step a later talon will add.
var testSteps = append(append([]migration{}, migrations...),
	migration{name: "test: player nicknames", sql: `ALTER TABLE players ADD COLUMN nickname TEXT`})

func TestMigrateFromEachVersion(t *testing.T) {
	for n := 0; n <= len(testSteps); n++ {
		t.Run(testSteps[min(n, len(testSteps)-1)].name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "talon.db")
			db := rawDB(t, path)
			defer db.Close()
			ctx := context.Background()
			if err := migrate(ctx, db, path, testSteps[:n]); err != nil {
				t.Fatalf("building version %d: %v", n, err)
			}
			if n >= 1 { // a row that must survive the later steps
				if _, err := db.Exec(`INSERT INTO players (uuid, name, folded) VALUES ('u1', 'Ann', 'ann')`); err != nil {
					t.Fatal(err)
				}
			}
			if err := migrate(ctx, db, path, testSteps); err != nil {
				t.Fatalf("migrating from %d: %v", n, err)
			}
			checkPragmas(t, db, map[string]string{"user_version": fmt.Sprint(len(testSteps)), "application_id": "1413565518"})
			if _, err := db.Exec(`UPDATE players SET nickname = 'x'`); err != nil {
				t.Errorf("the test step not applied: %v", err)
			}
			var players int
			db.QueryRow(`SELECT count(*) FROM players`).Scan(&players)
			if want := min(n, 1); players != want {
				t.Errorf("players = %d, want %d", players, want)
			}
		})
	}
}

func TestMigrateFailingStepChangesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "talon.db")
	db := rawDB(t, path)
	defer db.Close()
	ctx := context.Background()
	if err := migrate(ctx, db, path, migrations); err != nil {
		t.Fatal(err)
	}
	bad := append(append([]migration{}, migrations...),
		migration{name: "ok", sql: `CREATE TABLE extra (x)`},
		migration{name: "broken", sql: `CREATE TABLE nonsense (`})
	if err := migrate(ctx, db, path, bad); err == nil {
		t.Fatal("broken step accepted")
	}
	checkPragmas(t, db, map[string]string{"user_version": fmt.Sprint(schemaVersion)})
	if _, err := db.Exec(`SELECT * FROM extra`); err == nil {
		t.Error("a step of the failed migration was kept")
	}
}

func TestOpenInitialisesEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "talon.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	checkPragmas(t, s.write, map[string]string{"user_version": fmt.Sprint(schemaVersion), "journal_mode": "wal"})
}

func TestOpenReopensAndKeepsData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "talon.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	sess := newSession(t, s, "catan", t0, "Ann", "Ben")
	s.Close()
	s, err = Open(path)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer s.Close()
	if _, err := s.Session(context.Background(), sess.ID); err != nil {
		t.Errorf("session lost on reopen: %v", err)
	}
}

func TestOpenRefusesForeignFilesUntouched(t *testing.T) {
	tests := []struct {
		name  string
		build func(t *testing.T, path string)
		want  error
	}{
		{"text file", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("shopping list\nmilk\n"), 0o644)
		}, ErrNotTalon},
		{"short binary file", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("SQLite format 3\x00"), 0o644)
		}, ErrNotTalon},
		{"foreign sqlite db", func(t *testing.T, path string) {
			execRaw(t, path, `CREATE TABLE recipes (name TEXT)`, `INSERT INTO recipes VALUES ('soup')`)
		}, ErrNotTalon},
		{"foreign sqlite db in WAL mode", func(t *testing.T, path string) {
			execRaw(t, path, `PRAGMA journal_mode = WAL`, `CREATE TABLE recipes (name TEXT)`)
		}, ErrNotTalon},
		{"another application_id", func(t *testing.T, path string) {
			execRaw(t, path, `PRAGMA application_id = 42`)
		}, ErrNotTalon},
		{"newer talon schema", func(t *testing.T, path string) {
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			execRaw(t, path, `PRAGMA user_version = 99`)
		}, ErrNewerSchema},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "talon.db")
			tt.build(t, path)
			old := time.Now().Add(-time.Hour) // so that any write would show in the mtime
			if err := os.Chtimes(path, old, old); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, dir)

			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open accepted the file")
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("err = %v, want %v", err, tt.want)
			}
			if msg := err.Error(); !strings.Contains(msg, path) || strings.Contains(msg, "\n") {
				t.Errorf("error %q should be one line naming the file", msg)
			}
			if after := snapshot(t, dir); after != before {
				t.Errorf("directory changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// execRaw runs statements on a file with the plain driver and closes it, so the
// file is checkpointed and settled.
func execRaw(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db := rawDB(t, path)
	defer db.Close()
	execAll(t, db, stmts...)
}

// snapshot describes every file in dir: name, size, mtime and a content digest.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s %s %d bytes sha256 %x; ", e.Name(), info.ModTime().UTC().Format(time.RFC3339Nano), len(data), sha256.Sum256(data))
	}
	return b.String()
}

// TestRemoveUnused: OpenCreated says whether it created the file; RemoveUnused removes a
// created history that holds nothing (the files beside it too) and keeps one with a play.
func TestRemoveUnused(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name string
		play bool
	}{{"empty", false}, {"with a play", true}} {
		path := filepath.Join(t.TempDir(), "talon.db")
		s, created, err := OpenCreated(path)
		if err != nil || !created {
			t.Fatalf("%s: a new file: created %v, %v", tt.name, created, err)
		}
		if tt.play {
			played(t, s, "catan", at(1), line{"Ann", 3}, line{"Ben", 2})
		}
		if err := s.RemoveUnused(ctx); err != nil {
			t.Fatal(err)
		}
		_, statErr := os.Stat(path)
		if kept := statErr == nil; kept != tt.play {
			t.Errorf("%s: the file kept %v, want %v", tt.name, kept, tt.play)
		}
		for _, suffix := range []string{"-wal", "-shm"} {
			if _, err := os.Stat(path + suffix); !tt.play && !os.IsNotExist(err) {
				t.Errorf("%s: %s left: %v", tt.name, suffix, err)
			}
		}
		if tt.play {
			s, created, err := OpenCreated(path)
			if err != nil || created {
				t.Fatalf("%s: an existing file: created %v, %v", tt.name, created, err)
			}
			s.Close()
		}
	}
}
