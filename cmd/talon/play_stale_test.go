package main

import (
	"strings"
	"testing"
)

// An action recorded from another terminal while play's menu is on the screen makes
// the menu stale: what was chosen from it is not recorded (Anna's "pass" after she had
// built), play says why and asks the menu again as it stands (hu-trial F29).
func TestPlayRefusesAStaleMenu(t *testing.T) {
	e := ttyEnv(t)
	e.ok("new", "san-juan", "--players", "Anna,Béla", "--seed", "x")
	e.prompt.meanwhile = map[int]func(){
		0: func() { e.ok("do", "role", "Anna", "councillor") },
	}
	e.prompt.answers = []string{"role", "pass", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, strings.Join(strings.Fields(out), " "), "Közben egy másik terminálon változott a játszma (utolsó: #1 role Anna councillor); a választásod nincs rögzítve, itt a friss menü.")
	if strings.Contains(out, "role Anna builder") {
		t.Errorf("the stale choice was recorded:\n%s", out)
	}
	mustContain(t, out, "✓ #2 council Anna pass")
}

// ttyEnv is a talon on a terminal, colour off: what play needs.
func ttyEnv(t *testing.T) *env {
	e := newEnv(t)
	e.tty = true
	e.vars["NO_COLOR"] = "1"
	return e
}

// The same when the other terminal acts while a question of the chosen action is on
// the screen: the answers are not recorded.
func TestPlayRefusesStaleAnswers(t *testing.T) {
	e := ttyEnv(t)
	e.ok("new", "san-juan", "--players", "Anna,Béla", "--seed", "x")
	e.prompt.meanwhile = map[int]func(){
		1: func() { e.ok("do", "role", "Anna", "councillor") }, // while the role list is asked
	}
	e.prompt.answers = []string{"role", "Építész", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, strings.Join(strings.Fields(out), " "), "(utolsó: #1 role Anna councillor); a választásod nincs rögzítve")
	if strings.Contains(out, "role Anna builder") {
		t.Errorf("the stale answer was recorded:\n%s", out)
	}
}
