package main

import (
	"context"
	"database/sql"
	"strings"
	"testing"
)

// A history another program holds locked past the busy timeout is one Hungarian line
// naming the file, exit 1: not SQLite's "database is locked".
func TestLockedHistoryInHungarian(t *testing.T) {
	t.Parallel() // its 5 s wait overlaps the other tests
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben", "--seed", "s")
	db, err := sql.Open("sqlite3", e.db)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	conn, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(context.Background(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(context.Background(), "ROLLBACK")
	e.vars["TALON_LANG"] = "hu"
	out, errOut, code := e.run("abandon", "--yes")
	want := "talon: " + e.db + ": az előzmények zárolva vannak: egy másik talon (vagy más program) éppen írja őket; a talon 5 másodpercig várt: próbáld újra, ha végzett\n"
	if code != exitRuntime || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and %q", code, out, errOut, want)
	}
	if strings.Contains(errOut, "database is locked") {
		t.Error("SQLite's English reached the table")
	}
}
