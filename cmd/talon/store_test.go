package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
)

// hostile are names built to attack a terminal or to pass as another player.
var hostile = map[string]string{
	"CSI clear screen":      "Ann\x1b[2J",
	"OSC window title":      "\x1b]0;pwned\x07Ann",
	"OSC 8 link":            "\x1b]8;;http://evil\x1b\\Ann\x1b]8;;\x1b\\",
	"C1 CSI":                "Ann\u009b2J",
	"carriage return":       "Ann\rBen",
	"backspace":             "Ann\b\b\bBen",
	"bell":                  "Ann\a",
	"NUL":                   "Ann\x00",
	"right-to-left":         "\u202eAnn",
	"zero width look-alike": "A\u200bnn",
	"invalid UTF-8":         "Ann\xff",
}

// rawTerminalBytes are what must never reach a terminal from stored data.
var rawTerminalBytes = []string{"\x1b", "\a", "\x00", "\r", "\b", "\u009b", "\u202e", "\u200b", "\xff"}

func mustBeClean(t *testing.T, where, got string) {
	t.Helper()
	for _, b := range rawTerminalBytes {
		if strings.Contains(got, b) {
			t.Errorf("%s printed a raw %q:\n%q", where, b, got)
		}
	}
}

// refused runs talon and wants exit 2 with one clean line on stderr.
func refused(t *testing.T, e *env, args ...string) string {
	t.Helper()
	out, errOut, code := e.run(args...)
	if code != exitUsage || strings.Count(errOut, "\n") != 1 {
		t.Errorf("talon %q: exit %d, stderr %q; want exit 2 and one line", args, code, errOut)
	}
	mustBeClean(t, "the refusal", out+errOut)
	return errOut
}

func TestHostileNamesAreRefusedOnInput(t *testing.T) {
	for label, name := range hostile {
		t.Run(label, func(t *testing.T) {
			e := newEnv(t)
			refused(t, e, "new", "tally", "--players", "Ann,"+name)
			refused(t, e, "new", "tally", "--players", "Ann:"+name)
			refused(t, e, "new", "tally", "--players", "Ben", "--seed", name)
			refused(t, e, "new", "tally", "--players", "Ben", "--option", "target="+name)
			refused(t, e, "shuffle", "Ben", name)
			refused(t, e, "roll", "2d6", "--seed", name)
			e.stdin = `{"players":[{"name":"Ben","settlements":2,"cities":1},{"name":` + jsonString(name) +
				`,"settlements":2},{"name":"Cid","settlements":2}]}`
			refused(t, e, "score", "catan", "--input", "-")
			if _, err := os.Stat(e.db); err == nil {
				t.Error("a refused input created the history file")
			}
		})
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestInputGaps covers issue 10 item 9: an empty name in --players, an unknown
// --status, a name of 10,000 characters.
func TestInputGaps(t *testing.T) {
	e := newEnv(t)
	mustContain(t, refused(t, e, "new", "tally", "--players", "Ann,,Ben"), "player 2's name is empty")
	refused(t, e, "new", "tally", "--players", "Ann,Ben,")
	mustContain(t, refused(t, e, "new", "tally", "--players", strings.Repeat("x", 10000)), "at most 40")
	mustContain(t, refused(t, e, "new", "tally", "--players", "Ann,ＡＮＮ"), "looks the same")
	e.ok("new", "tally", "--players", "Ann,Ben")
	mustContain(t, refused(t, e, "sessions", "--status", "bogus"), "active, finished or abandoned")
	e.ok("sessions", "--status", "active")
}

// storeHostileNames rewrites the player names of every session in the file, as an older
// talon (which did not refuse them) would have stored them.
func storeHostileNames(t *testing.T, path string, list []string) {
	t.Helper()
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT id, config FROM sessions`)
	if err != nil {
		t.Fatal(err)
	}
	configs := map[int64]string{}
	for rows.Next() {
		var id int64
		var config string
		rows.Scan(&id, &config)
		configs[id] = config
	}
	rows.Close()
	for id, config := range configs {
		var cfg companion.Config
		if err := json.Unmarshal([]byte(config), &cfg); err != nil {
			t.Fatal(err)
		}
		for i := range cfg.Players {
			cfg.Players[i].Name = list[i]
		}
		b, _ := json.Marshal(cfg)
		if _, err := db.Exec(`UPDATE sessions SET config = ? WHERE id = ?`, string(b), id); err != nil {
			t.Fatal(err)
		}
	}
	for i, name := range list {
		if _, err := db.Exec(`UPDATE players SET name = ? WHERE id = ?`, name, i+1); err != nil {
			t.Fatal(err)
		}
	}
}

// TestHostileStoredNamesAreEscapedEverywhere: names stored before talon refused them
// are printed escaped by every command that prints names, in tables, lines and JSON.
func TestHostileStoredNamesAreEscapedEverywhere(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben,Cid,Dan", "--option", "target=10")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "5")
	e.ok("new", "tally", "--players", "Ann,Ben,Cid,Dan", "--option", "target=10")
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-")
	storeHostileNames(t, e.db, []string{hostile["OSC window title"], hostile["C1 CSI"], hostile["right-to-left"], hostile["CSI clear screen"]})

	commands := [][]string{
		{"sessions"}, {"history"}, {"history", "show", "3"}, {"stats"}, {"status", "1"}, {"status", "2"},
		{"history", "export"}, {"do", "roll", "3"}, {"undo"},
	}
	for _, args := range commands {
		for _, asJSON := range []bool{false, true} {
			if asJSON && (args[len(args)-1] == "export" || args[0] == "undo") {
				continue
			}
			run := args
			if asJSON {
				run = append(append([]string{}, args...), "--json")
			}
			out, errOut, code := e.run(run...)
			if code != 0 {
				t.Errorf("talon %q: exit %d %q", run, code, errOut)
				continue
			}
			mustBeClean(t, strings.Join(run, " "), out+errOut)
			if !strings.Contains(out, `\u001b`) && !strings.Contains(out, `\u009b`) && !strings.Contains(out, `\u202e`) {
				t.Errorf("talon %q did not show the names escaped:\n%s", run, out)
			}
			if asJSON || args[len(args)-1] == "export" {
				var v any
				if err := json.Unmarshal([]byte(out), &v); err != nil {
					t.Errorf("talon %q: escaped output is not JSON any more: %v", run, err)
				}
			}
		}
	}
	// Colour on (a terminal): talon's own colour passes, the names' escapes do not.
	e.tty = true
	out := e.ok("sessions")
	if strings.Contains(out, "\x1b]") || strings.Contains(out, "\x1b[2J") || strings.Contains(out, "\u009b") {
		t.Errorf("colour output let a name's escape through:\n%q", out)
	}
}

// TestScoreThatCannotBeSavedIsStillShown: the result is printed, then the error, exit 1.
func TestScoreThatCannotBeSavedIsStillShown(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	os.Remove(e.db)
	// Another application's SQLite file where the history should be: not written.
	db, err := sql.Open("sqlite3", e.db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE recipes (name TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, args := range [][]string{{"score", "catan", "--input", "-"}, {"score", "catan", "--input", "-", "--json"}} {
		out, errOut, code := e.run(args...)
		if code != exitRuntime || !strings.Contains(errOut, "not saved") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("talon %q: exit %d, stderr %q", args, code, errOut)
		}
		if !strings.Contains(out, "Total") && !strings.Contains(out, `"players"`) {
			t.Errorf("talon %q: the result was not shown:\n%s", args, out)
		}
	}
}

func TestReadOnlyCommandsNeverCreateAHistory(t *testing.T) {
	e := newEnv(t)
	e.db = filepath.Join(t.TempDir(), "typo", "x.db")
	for _, args := range [][]string{{"sessions"}, {"status"}, {"history"}, {"stats"}, {"history", "check"}, {"history", "export"}, {"undo"}} {
		_, errOut, code := e.run(args...)
		if code != exitUsage || !strings.Contains(errOut, "does not exist") {
			t.Errorf("talon %q: exit %d, stderr %q", args, code, errOut)
		}
	}
	if _, err := os.Stat(filepath.Dir(e.db)); err == nil {
		t.Errorf("a read-only command created %s", filepath.Dir(e.db))
	}
}

func TestSpecialFilesAreRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, "/dev/zero"} {
		e := newEnv(t)
		e.db = path
		done := make(chan bool)
		go func() {
			_, errOut, code := e.run("new", "tally", "--players", "Ann")
			if code != exitUsage || !strings.Contains(errOut, "not a regular file") {
				t.Errorf("--db %s: exit %d, stderr %q", path, code, errOut)
			}
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("--db %s hangs", path)
		}
	}
	if _, err := os.Stat("/dev/zero-journal"); err == nil {
		t.Error("/dev/zero-journal exists")
	}
}

func TestHistoryCheckAndBackup(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben")
	e.ok("do", "roll", "4")
	mustContain(t, e.ok("history", "check"), "no damage found", "1 session, 1 event")
	var report struct {
		OK       bool     `json:"ok"`
		Problems []string `json:"problems"`
	}
	if err := json.Unmarshal([]byte(e.ok("history", "check", "--json")), &report); err != nil || !report.OK || report.Problems == nil {
		t.Errorf("check --json: %+v, %v", report, err)
	}
	backup := filepath.Join(t.TempDir(), "copy.db")
	mustContain(t, e.ok("history", "backup", backup), "History copied to")
	refused(t, e, "history", "backup", backup) // never overwrites

	b := newEnv(t)
	b.db = backup
	mustContain(t, b.ok("status", "1"), "Ann", "Ben")

	// Damage the copy: the check says so, with what to do, and exits 1.
	data, err := os.ReadFile(backup)
	if err != nil {
		t.Fatal(err)
	}
	pageSize := int(data[16])<<8 | int(data[17])
	for page := 1; page*pageSize < len(data); page++ {
		data[page*pageSize] ^= 0xff // every page but the first: each table's pages
	}
	os.WriteFile(backup, data, 0o644)
	out, errOut, code := b.run("history", "check")
	if code != exitRuntime || !strings.Contains(out, "What to do") || !strings.Contains(errOut, "damaged") {
		t.Errorf("check of a damaged file: exit %d, stdout %s, stderr %q", code, out, errOut)
	}
	_, errOut, code = b.run("do", "roll", "3")
	if code != exitRuntime || !strings.Contains(errOut, "the history file is damaged") || !strings.Contains(errOut, "talon has not written to it") {
		t.Errorf("do on a damaged file: exit %d, stderr %q", code, errOut)
	}
}

// TestTypedNamesAreCheckedAsTyped: names typed at the score form are refused at once
// (and asked again) when they hide characters or look alike, not after every answer.
func TestTypedNamesAreCheckedAsTyped(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.prompt.answers = []string{
		"Ann, A\u200bnn, Cid",  // refused: a zero-width space
		"Ann, ＡＮＮ, Cid",        // refused: looks like Ann
		"Ann, Ben\x1b[2J, Cid", // refused: an escape sequence
		"Ann, Ben, Cid",
		"2", "3", "n", "y", "2",
		"4", "1", "y", "n", "0",
		"5", "0", "n", "n", "0",
		"Ann",
	}
	out := e.ok("score", "catan", "--json")
	mustContain(t, out, `"Ben"`)
	asked := e.prompt.asked[:4]
	for _, label := range asked {
		if label != asked[0] {
			t.Errorf("a refused names answer was not asked again: %q", asked)
			break
		}
	}
}

// TestScoreWhileTheFileIsLocked: another program holds the write lock past talon's busy
// timeout (5 s); the score is shown, then the error, exit 1.
func TestScoreWhileTheFileIsLocked(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-") // the file exists and is talon's
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
	out, errOut, code := e.run("score", "catan", "--input", "-")
	if code != exitRuntime || !strings.Contains(errOut, "not saved") || !strings.Contains(errOut, "locked") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, out, "Final score", "Total")
}
