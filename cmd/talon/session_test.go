package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/randomizers"
)

// eventsIn reads the number of live events from `talon status --json`.
func eventsIn(t *testing.T, e *env) int {
	t.Helper()
	var st statusJSON
	if err := json.Unmarshal([]byte(e.ok("status", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	return st.Events
}

func TestSessionLifecycle(t *testing.T) {
	e := newEnv(t)
	golden(t, "new_tally", e.ok("new", "tally", "--players", "Ann:red,Ben", "--seed", "table-one"))

	out := e.ok("do", "roll")
	if !strings.HasPrefix(out, "#1 roll ") {
		t.Errorf("do roll should print the resolved event, got %q", out)
	}
	golden(t, "do_roll_dice", e.ok("do", "roll", "--dice", "4"))
	if n := eventsIn(t, e); n != 2 {
		t.Fatalf("2 events expected, status says %d", n)
	}

	// A refused move stores nothing and exits 3; nonsense exits 2.
	for _, tt := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"do", "bonus"}, exitRefused, "bonus rule: "},
		{[]string{"do", "roll", "9"}, exitUsage, "not a whole number from 1 to 6"},
		{[]string{"do", "fly"}, exitUsage, "unknown action"},
		{[]string{"do"}, exitUsage, "do needs an action"},
		{[]string{"do", "roll", "--session", "77"}, exitUsage, "no session 77"},
		{[]string{"status", "x"}, exitUsage, "not a session number"},
		{[]string{"new", "tally", "--players", "Ann,ann"}, exitUsage, "two players"},
		{[]string{"new", "chess", "--players", "A,B"}, exitUsage, `unknown game "chess"`},
		{[]string{"new", "tally"}, exitUsage, "--players is required"},
		{[]string{"new", "tally", "--players", "A", "--option", "target"}, exitUsage, "key=value"},
	} {
		_, errOut, code := e.run(tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.msg) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d stderr %q; want exit %d naming %q", tt.args, code, errOut, tt.code, tt.msg)
		}
	}
	if n := eventsIn(t, e); n != 2 {
		t.Fatalf("refused actions were stored: %d events", n)
	}

	golden(t, "undo", e.ok("undo"))
	if n := eventsIn(t, e); n != 1 {
		t.Fatalf("after undo: %d events", n)
	}
	// Undo then roll again gives the same roll: an undo is no way to re-roll.
	first := strings.Fields(e.ok("do", "roll"))[2]
	e.ok("undo")
	if again := strings.Fields(e.ok("do", "roll"))[2]; again != first {
		t.Errorf("roll after undo: %s then %s", first, again)
	}

	golden(t, "status", e.ok("status"))
	golden(t, "sessions", e.ok("sessions"))

	if _, errOut, code := e.run("abandon"); code != exitUsage || !strings.Contains(errOut, "--yes") {
		t.Errorf("abandon without a terminal must ask for --yes: %d %q", code, errOut)
	}
	mustContain(t, e.ok("abandon", "--yes"), "Session 1 abandoned")
	if _, errOut, code := e.run("do", "roll", "--session", "1"); code != exitUsage || !strings.Contains(errOut, "not active") {
		t.Errorf("do on an abandoned session: %d %q", code, errOut)
	}
	if _, errOut, code := e.run("status"); code != exitUsage || !strings.Contains(errOut, "no active session") {
		t.Errorf("status with no active session: %d %q", code, errOut)
	}
	mustContain(t, e.ok("status", "1"), "abandoned")
}

func TestGameEndFinishesTheSessionWithResults(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("do", "roll", "6")
	out := e.ok("do", "roll", "5")
	mustContain(t, out, "Final score", "★ winner")
	var st statusJSON
	if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Session.Status != "finished" || st.Result == nil || st.Result.Players[0].Total != 11 {
		t.Errorf("session should be finished with Ann on 11: %+v", st)
	}
	mustContain(t, e.ok("history"), "Tally", "Ann 11")
	mustContain(t, e.ok("stats"), "Ann", "100%")
}

func TestStatusOfNewestActiveSession(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann")
	e.ok("new", "tally", "--players", "Ben")
	e.ok("do", "roll", "3", "--session", "1")
	// Session 1 had the most recent activity.
	mustContain(t, e.ok("status"), "Session 1 ")
}

func TestStatusJSONShape(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben", "--seed", "x")
	e.ok("do", "pass")
	var raw map[string]any
	if err := json.Unmarshal([]byte(e.ok("status", "--json")), &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"session", "events", "last_event", "view", "legal"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("status --json lacks %q: %v", k, raw)
		}
	}
}

func TestForeignDatabaseIsRefusedAndUntouched(t *testing.T) {
	e := newEnv(t)
	if err := os.WriteFile(e.db, []byte("shopping list: eggs, milk\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := e.run("sessions")
	if code != exitRuntime || !strings.Contains(errOut, "not a talon database") {
		t.Errorf("foreign file: exit %d, stderr %q", code, errOut)
	}
	if b, _ := os.ReadFile(e.db); string(b) != "shopping list: eggs, milk\n" {
		t.Errorf("foreign file was modified: %q", b)
	}
}

func TestDatabaseLocationFromEnvironment(t *testing.T) {
	e := newEnv(t)
	dir := t.TempDir()
	e.vars["XDG_DATA_HOME"] = dir
	var out strings.Builder
	f := &Factory{Out: &out, Err: &out, Getenv: func(k string) string { return e.vars[k] }, Now: func() time.Time { return e.now }, NewSeed: func() randomizers.Seed { return e.seed }, Games: games(), P: english}
	want := filepath.Join(dir, "talon", "talon.db")
	// A command that only reads names the file it looked for and creates nothing.
	if code := Main(f, []string{"sessions"}); code != exitUsage || !strings.Contains(out.String(), want+": the history file does not exist") {
		t.Fatalf("exit %d: %s", code, out.String())
	}
	if _, err := os.Stat(filepath.Dir(want)); err == nil {
		t.Errorf("a read-only command created %s", filepath.Dir(want))
	}
	out.Reset()
	if code := Main(f, []string{"score", "catan", "--template"}); code != 0 {
		t.Fatalf("template: exit %d", code)
	}
	f.In = strings.NewReader(out.String())
	if code := Main(f, []string{"score", "catan", "--input", "-"}); code != 0 {
		t.Fatalf("exit %d: %s", code, out.String())
	}
	if _, err := os.Stat(want); err != nil {
		t.Errorf("database not created under XDG_DATA_HOME: %v", err)
	}
}

func TestUndoReopensAGameThatTheLastActionEnded(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6")
	mustContain(t, e.ok("sessions"), "finished")
	mustContain(t, e.ok("undo", "--session", "1"), "Undid #2 roll 6")
	mustContain(t, e.ok("sessions"), "active")
	if out := e.ok("history", "--json"); strings.Contains(out, "tally") {
		t.Errorf("results of a reopened game are still in the history: %s", out)
	}
	mustContain(t, e.ok("do", "roll", "5"), "Final score")

	// A game scored with `talon score` has no events to undo and stays finished.
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-")
	if _, errOut, code := e.run("undo", "--session", "2"); code == 0 || !strings.Contains(errOut, "nothing to undo") {
		t.Errorf("undo of a scored game: %d %q", code, errOut)
	}
	mustContain(t, e.ok("history"), "Catan")
}
