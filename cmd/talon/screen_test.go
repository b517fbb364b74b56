package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/jedib0t/go-pretty/v6/text"
)

// widest is the widest line of out in terminal columns.
func widest(out string) (int, string) {
	n, line := 0, ""
	for _, l := range strings.Split(out, "\n") {
		if w := text.RuneWidthWithoutEscSequences(l); w > n {
			n, line = w, l
		}
	}
	return n, line
}

func mustFit(t *testing.T, what, out string, width int) {
	t.Helper()
	if n, line := widest(out); n > width {
		t.Errorf("%s: a line of %d columns does not fit %d:\n%s\n(whole output:\n%s)", what, n, width, line, out)
	}
}

// Every table and screen talon prints fits the standard 80-column terminal, however
// long a game runs: San Juan's cities are summarised, long cells wrap.
func TestEveryScreenFitsEightyColumns(t *testing.T) {
	e := newEnv(t)
	screens := map[string]string{}
	screens["games"] = e.ok("games")
	screens["new san-juan"] = e.ok("new", "san-juan", "--players", "Annabelle Longname,Bartholomew Second,Cid", "--option", "governor=Cid")
	screens["new catan"] = e.ok("new", "catan", "--players", "Ann,Ben,Cid,Dan", "--seed", "fit")
	for _, a := range []string{"place settlement 12", "place road 12-17", "place settlement 26", "place road 26-32",
		"place settlement 44", "place road 44-48", "place settlement 50", "place road 50-53",
		"place settlement 30", "place road 30-24", "place settlement 37", "place road 37-42",
		"place settlement 3", "place road 3-7", "place settlement 9", "place road 9-5"} {
		e.ok(append([]string{"do", "--session", "2"}, strings.Fields(a)...)...)
	}
	screens["catan status"] = e.ok("status", "2")
	screens["sessions"] = e.ok("sessions")

	sj := newEnv(t)
	sj.ok("new", "san-juan", "--players", "Ann,Ben", "--option", "governor=Ann", "--option", "houses=table")
	actions := twoPlayerGame(t)
	for _, a := range actions[:len(actions)-1] {
		sj.ok(append([]string{"do"}, strings.Fields(a)...)...)
	}
	screens["san juan status at the end"] = sj.ok("status")
	sj.ok(append([]string{"do"}, strings.Fields(actions[len(actions)-1])...)...)
	screens["history"] = sj.ok("history")
	screens["history show"] = sj.ok("history", "show", "1")
	screens["stats"] = sj.ok("stats")
	for what, out := range screens {
		mustFit(t, what, out, 80)
	}
	mustContain(t, screens["san juan status at the end"], "×")
	golden(t, "status_catan_80", screens["catan status"])
}

func TestColumnCaps(t *testing.T) {
	for _, tt := range []struct {
		natural, words []int
		room           int
		want           []int
	}{
		{[]int{10, 20, 5}, []int{10, 5, 5}, 40, []int{10, 20, 5}},   // fits: unchanged
		{[]int{10, 40, 30}, []int{10, 8, 8}, 60, []int{10, 25, 25}}, // the widest share the cut
		{[]int{4, 50}, []int{4, 20}, 30, []int{4, 26}},              // narrow columns stay whole
		{[]int{4, 50, 50}, []int{4, 30, 30}, 30, []int{4, 13, 13}},  // words wrap when they must
	} {
		got := columnCaps(tt.natural, tt.words, tt.room)
		if !slices.Equal(got, tt.want) {
			t.Errorf("columnCaps(%v, %v, %d) = %v, want %v", tt.natural, tt.words, tt.room, got, tt.want)
		}
	}
}
