package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/kittest"
)

// twoPlayerGame reads the accepted actions of the San Juan companion's scripted 2-player
// game (the kit's script format; its refusals are checked by TestScriptsThroughTalonDo).
func twoPlayerGame(t testing.TB) []string {
	sc, err := kittest.ReadScript("../../companion/sanjuan/testdata/two_player_game.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, st := range sc.Steps {
		if st.Expect != kittest.Refused && st.Expect != kittest.BadInput {
			actions = append(actions, st.Action)
		}
	}
	return actions
}

func TestSanJuanWholeGameThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann", "--option", "houses=table")
	actions := twoPlayerGame(t)
	for i, a := range actions {
		out := e.ok(append([]string{"do"}, strings.Fields(a)...)...)
		if i == len(actions)-1 {
			mustContain(t, out, "Final score", "★")
		}
	}
	var st statusJSON
	if err := json.Unmarshal([]byte(e.ok("status", "1", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Session.Status != "finished" || st.Result == nil || st.Events != len(actions) {
		t.Fatalf("after the whole game: status %s, %d events, result %v", st.Session.Status, st.Events, st.Result)
	}
	mustContain(t, e.ok("history", "show", "1"), "Palace", "Guild Hall")

	// Undo the final entry: the game reopens and the same entry finishes it again.
	e.ok("undo", "--session", "1")
	mustContain(t, e.ok("sessions"), "active")
	last := actions[len(actions)-1]
	mustContain(t, e.ok(append([]string{"do", "--session", "1"}, strings.Fields(last)...)...), "Final score")
}

func TestSanJuanRefusalsThroughTalonDo(t *testing.T) {
	e := newEnv(t)
	golden(t, "new_san_juan", e.ok("new", "san-juan", "--players", "Ann,Ben,Cid", "--option", "governor=Ben", "--seed", "table-one"))
	for _, tt := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"do", "role", "Ann", "builder"}, exitRefused, "Ben"},
		{[]string{"do", "role", "Ben", "mayor"}, exitUsage, "mayor"},
	} {
		_, errOut, code := e.run(tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%v: exit %d %q, want %d naming %q", tt.args, code, errOut, tt.code, tt.msg)
		}
	}
	e.ok("do", "role", "Ben", "builder")
	if _, errOut, code := e.run("do", "role", "Cid", "builder"); code != exitRefused {
		t.Errorf("a role taken twice in a round: exit %d %q", code, errOut)
	}
	for _, bad := range [][]string{
		{"new", "san-juan", "--players", "Ann"},
		{"new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Zed"},
	} {
		if _, errOut, code := e.run(bad...); code != exitUsage {
			t.Errorf("%v: exit %d %q", bad, code, errOut)
		}
	}
}
