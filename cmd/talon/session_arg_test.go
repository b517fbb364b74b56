package main

import (
	"strings"
	"testing"
)

// A session is named the same way everywhere: the bare ID and --session ID both work,
// and naming two different sessions is bad usage.
func TestSessionNamedTheSameEverywhere(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "one")
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.ok("do", "2", "roll", "6")
	e.ok("do", "--session", "2", "roll", "6") // the tally game is over and kept in the history
	e.ok("new", "tally", "--players", "Ann")  // the default session is now 3

	for _, tt := range []struct {
		args []string // the command without its session
		want string   // in its output when it worked on session 1 (or 2 for history show)
		id   string
	}{
		{[]string{"status"}, "Session 1 · Catan", "1"},
		{[]string{"catan", "board"}, "Pips per resource", "1"},
		{[]string{"catan", "dice"}, "Dice in session 1", "1"},
		{[]string{"history", "show"}, "Session 2 · Tally", "2"},
	} {
		bare := e.ok(append(append([]string{}, tt.args...), tt.id)...)
		flag := e.ok(append(append([]string{}, tt.args...), "--session", tt.id)...)
		mustContain(t, bare, tt.want)
		if bare != flag {
			t.Errorf("%v: the bare ID and --session print differently", tt.args)
		}
		_, errOut, code := e.run(append(append([]string{}, tt.args...), tt.id, "--session", "3")...)
		if code != exitUsage || !strings.Contains(errOut, "name one session") {
			t.Errorf("%v with two sessions: exit %d %q", tt.args, code, errOut)
		}
	}

	mustContain(t, e.ok("do", "1", "place", "settlement", "23"), "place settlement 23")
	mustContain(t, e.ok("do", "--session", "1", "place", "road", "23-29"), "place road 23-29")
	mustContain(t, e.ok("undo", "1"), "Undid #2 place road 23-29")
	mustContain(t, e.ok("undo", "--session", "1"), "Undid #1 place settlement 23")
	if _, errOut, code := e.run("do", "1", "--session", "3", "roll"); code != exitUsage {
		t.Errorf("do with two sessions: exit %d %q", code, errOut)
	}

	e.tty, e.vars["NO_COLOR"] = true, "1"
	e.prompt.answers = []string{"quit", "quit"}
	mustContain(t, e.ok("play", "1"), "Session 1 · Catan")
	mustContain(t, e.ok("play", "--session", "1"), "Session 1 · Catan")
	e.tty = false

	mustContain(t, e.ok("abandon", "1", "--yes"), "Session 1 abandoned")
	mustContain(t, e.ok("abandon", "--session", "3", "--yes"), "Session 3 abandoned")
}
