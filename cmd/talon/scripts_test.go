package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
)

// TestScriptsThroughTalonDo plays the kit's whole-game scripts, which each game's own
// tests run through the conformance suite, through `talon new` and `talon do`: the same
// lines, the same expectations, read as exit statuses and output.
func TestScriptsThroughTalonDo(t *testing.T) {
	for _, tt := range []struct{ game, path string }{
		{"catan", "../../companion/catan/testdata/whole_game.txtar"},
		{"san-juan", "../../companion/sanjuan/testdata/two_player_game.txtar"},
		{"tally", "../../companion/companiontest/testdata/tally.txtar"},
		{"marco-polo", "../../companion/marcopolo/testdata/two_player_game.txtar"},
		{"marco-polo", "../../companion/marcopolo/testdata/three_player_table.txtar"},
		{"marco-polo", "../../companion/marcopolo/testdata/played_two_80x24.txtar"},
		{"marco-polo", "../../companion/marcopolo/testdata/played_four_120x40.txtar"},
		{"neptun", "../../companion/neptun/testdata/three_player_game.txtar"},
		{"neptun", "../../companion/neptun/testdata/three_player_game_with_box.txtar"},
		{"genoa", "../../companion/genoa/testdata/two_player_game.txtar"},
	} {
		t.Run(tt.game, func(t *testing.T) { playScript(t, tt.game, tt.path) })
	}
}

// playScript plays one of the kit's scripts through `talon new` (its data: lines as
// --data NAME=FILE) and `talon do`, checking each step's exit status and output against
// what the script expects, and that the session ends finished with every accepted step
// in its log. It returns the environment, session 1 played.
func playScript(t *testing.T, game, path string) *env {
	t.Helper()
	sc, err := kittest.ReadScript(path)
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t)
	args := []string{"new", game, "--players", strings.Join(sc.Players, ","), "--seed", sc.Seed}
	for k, v := range sc.Options {
		args = append(args, "--option", k+"="+v)
	}
	e.ok(append(args, sc.DataFlags()...)...)
	accepted := 0
	for _, step := range sc.Steps {
		out, errOut, code := e.run(append([]string{"do", "--session", "1"}, step.ActionWords()...)...)
		want := map[kittest.Expect]int{kittest.Refused: exitRefused, kittest.BadInput: exitUsage}[step.Expect]
		if code != want {
			t.Fatalf("line %d: talon do %s: exit %d, want %d (%s): %s%s", step.Line, step.Action, code, want, step.Expect, errOut, out)
		}
		switch step.Expect {
		case kittest.Refused:
			mustContain(t, errOut, step.Rule+": ")
		case kittest.NotChecked:
			mustContain(t, out, "not checked: ")
		case kittest.Over:
			mustContain(t, out, "Final score")
		}
		if code == 0 {
			accepted++
		}
	}
	var st statusJSON
	if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Events != accepted || st.Session.Status != "finished" || st.Result == nil {
		t.Fatalf("after the script: %d events (want %d), %s, result %v", st.Events, accepted, st.Session.Status, st.Result)
	}
	return e
}

// A game scored with `talon score` is a finished session without a log: status shows its
// result, abandon says it is finished (issue 10, item 8).
func TestScoredSessionInStatusAndAbandon(t *testing.T) {
	for _, game := range []string{"san-juan", "catan", "genoa"} {
		t.Run(game, func(t *testing.T) {
			e := newEnv(t)
			e.stdin = e.ok("score", game, "--template")
			e.ok("score", game, "--input", "-")
			e.stdin = ""
			out := e.ok("status", "1")
			mustContain(t, out, "Session 1", "finished", "Final score", "★ winner")
			var st statusJSON
			if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil || st.Result == nil || st.View != nil {
				t.Fatalf("status --json of a scored session: %v %+v", err, st)
			}
			_, errOut, code := e.run("abandon", "--session", "1", "--yes")
			if code != exitUsage || !strings.Contains(errOut, "session 1 is finished") {
				t.Fatalf("abandon: exit %d %q", code, errOut)
			}
		})
	}
}

// A round scored with --session is kept with that session and shown by status.
func TestRoundKeptWithTheSession(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "neptun", "--template")
	e.ok("score", "neptun", "--input", "-")
	e.stdin = e.ok("score", "neptun", "--round", "2", "--template")
	out := e.ok("score", "neptun", "--round", "2", "--input", "-", "--session", "1")
	mustContain(t, out, "Round 2", "Bonus tile: ", "Round 2 kept with session 1.")
	e.stdin = ""
	mustContain(t, e.ok("status", "1"), "Round 2", "Tiles, best first", "Final score")
	var st statusJSON
	if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil || len(st.Rounds) != 1 || st.Rounds[0].Round != 2 {
		t.Fatalf("status --json rounds: %v %+v", err, st.Rounds)
	}
	e.stdin = e.ok("score", "neptun", "--round", "1", "--template")
	if _, errOut, code := e.run("score", "neptun", "--round", "1", "--input", "-", "--session", "9"); code != exitUsage || !strings.Contains(errOut, "no session 9") {
		t.Fatalf("a round for a session that does not exist: exit %d %q", code, errOut)
	}
	if _, errOut, code := e.run("score", "catan", "--round", "1", "--template"); code != exitUsage || !strings.Contains(errOut, "scored once") {
		t.Fatalf("--round for catan: exit %d %q", code, errOut)
	}
}

func TestCatanToolsOnAScoredSession(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	e.ok("score", "catan", "--input", "-")
	e.stdin = ""
	for _, args := range [][]string{{"catan", "board", "--session", "1"}, {"catan", "dice", "1"}} {
		if _, errOut, code := e.run(args...); code != exitUsage || !strings.Contains(errOut, "scored with `talon score`") {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}

// A name with a space, as the shell passes it to `talon do`, stays one value; the log
// writes it quoted, and the same line typed with quotes reads the same.
func TestNamesWithSpacesThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "san-juan", "--players", "Anna Maria,Ben", "--option", "governor=Anna Maria")
	mustContain(t, e.ok("do", "role", "builder"), `#1 role "Anna Maria" builder`)
	mustContain(t, e.ok("do", "build", "Anna Maria", "smithy"), `#2 build "Anna Maria" smithy`)
	mustContain(t, e.ok("do", `build "ben" pass`), "#3 build Ben pass")
	mustContain(t, e.ok("do", "fix", "hand", "anna m", "3"), `#4 fix hand "Anna Maria" 3`)
}
