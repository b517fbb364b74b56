package main

import (
	"database/sql"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// sessionsOfEveryKind records sessions with every kind of write, over several months:
// a finished game, its winning move undone and the game finished again, an abandoned
// game, active games with an undone move, a deleted play, and plays imported from
// another history (one of them a session this one also has, gone on with there).
func sessionsOfEveryKind(t *testing.T) *env {
	e := sessionsOfEveryStatus(t) // 1 finished, 2 abandoned, 3 and 4 active
	month := func() { e.now = e.now.AddDate(0, 1, 3) }
	month()
	e.ok("undo", "1") // the winning move: session 1 is active again
	month()
	e.ok("do", "--session", "1", "roll", "5") // and finished again
	month()
	e.ok("new", "tally", "--players", "Jo,Kim")
	for range 3 {
		e.ok("do", "roll", "6")
	}
	e.ok("history", "delete", "5", "--yes")
	other := newEnv(t)
	other.db = filepath.Join(t.TempDir(), "other.db")
	here := filepath.Join(t.TempDir(), "here.json")
	e.ok("history", "export", "-o", here)
	other.ok("history", "import", here)
	other.ok("do", "--session", "3", "roll", "6") // Eve's game, gone on with there
	other.ok("do", "--session", "3", "roll", "6")
	other.now = e.now.AddDate(0, -5, 0)
	other.ok("new", "tally", "--players", "Lu,Mo", "--option", "target=10") // 5 there
	for range 3 {
		other.ok("do", "--session", "5", "roll", "6") // Lu reaches 12 of 10
	}
	other.ok("new", "tally", "--players", "Ann,Ben") // 6 there
	other.ok("abandon", "6", "--yes")
	file := filepath.Join(t.TempDir(), "other.json")
	other.ok("history", "export", "-o", file)
	e.ok("history", "import", file)
	month()
	e.ok("new", "tally", "--players", "Ödön,Zsófia Kovács-Nagy,Ida")
	e.ok("do", "roll", "1")
	return e
}

// sqlOn runs statements on the history file as another program would.
func sqlOn(t *testing.T, path string, queries ...string) {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range queries {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// `talon sessions` prints, byte for byte, the same list from the kept list as from the
// sessions' rows, in English and Hungarian, as a table (80 and 120 columns, several
// tables) and as JSON, with every status and game filter.
func TestSessionsKeptListIsTheRows(t *testing.T) {
	e := sessionsOfEveryKind(t)
	var forms [][]string
	for _, filter := range [][]string{nil, {"--status", "active"}, {"--status", "finished"}, {"--status", "abandoned"},
		{"--game", "tally"}, {"--game", "catan"}, {"--status", "finished", "--game", "tally"}} {
		for _, lang := range []string{"en", "hu"} {
			for _, json := range []bool{false, true} {
				args := append([]string{"--lang", lang, "sessions", "--limit", "0"}, filter...)
				if json {
					args = append(args, "--json")
				}
				forms = append(forms, args, append(append([]string{}, args...), "--limit", "3000"))
			}
		}
	}
	list := func() []string {
		var out []string
		for _, args := range forms {
			out = append(out, e.ok(args...))
			e.vars["COLUMNS"] = "120"
			out = append(out, e.ok(args...))
			delete(e.vars, "COLUMNS")
		}
		defer func(n int) { sessionsPerTable = n }(sessionsPerTable)
		sessionsPerTable = 3
		return append(out, e.ok("sessions", "--limit", "0"), e.ok("--lang", "hu", "sessions", "--limit", "0"))
	}
	sqlOn(t, e.db) // the kept list is up to date after talon's own writes
	kept := list()
	if !strings.Contains(kept[0], "Ödön") || !regexp.MustCompile(`Lu, Mo +\| finished`).MatchString(kept[0]) ||
		!strings.Contains(kept[0], "abandoned") || !strings.Contains(kept[0], "2027-01-28") {
		t.Fatalf("the list lacks sessions:\n%s", kept[0])
	}
	// Every session noted as changed: the list is read from the rows until a write.
	sqlOn(t, e.db, `INSERT OR IGNORE INTO listed_pending SELECT id FROM sessions`)
	rows := list()
	for i := range kept {
		if kept[i] != rows[i] {
			t.Errorf("form %d: from the kept list\n%s\nfrom the rows\n%s", i, kept[i], rows[i])
		}
	}
}

// The test above compares the kept list with the rows only if the kept list answers
// while nothing is pending: a list read while every session is pending is read from
// the rows, so a kept list that printed otherwise would differ.
func TestSessionsKeptListIsUsed(t *testing.T) {
	e := sessionsOfEveryKind(t)
	// A month's sessions replaced by one that is not there: only the kept list shows it.
	sqlOn(t, e.db, `UPDATE listed_months SET sessions = (SELECT sessions FROM listed_months ORDER BY month LIMIT 1)`)
	kept := e.ok("sessions", "--limit", "0")
	sqlOn(t, e.db, `INSERT OR IGNORE INTO listed_pending SELECT id FROM sessions`)
	if rows := e.ok("sessions", "--limit", "0"); kept == rows {
		t.Fatalf("the list is the same whether the kept list is read or not:\n%s", kept)
	}
}
