package main

import (
	"strings"
	"testing"
)

func TestShellCompletion(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "one")
	e.ok("do", "place", "settlement", "23")

	mustContain(t, e.ok("__complete", "new", ""), "catan\tCatan", "san-juan\tSan Juan")
	mustContain(t, e.ok("__complete", "status", ""), "1\tcatan, Ann, Ben, Cid, active")
	mustContain(t, e.ok("__complete", "history", "show", "--session", ""), "1\tcatan")
	// The verbs legal now, then the options of the argument being typed.
	verbs := e.ok("__complete", "do", "")
	mustContain(t, verbs, "place\t")
	if strings.Contains(verbs, "roll") {
		t.Errorf("roll is not legal during set-up:\n%s", verbs)
	}
	mustContain(t, e.ok("__complete", "do", "place", ""), "road\t")
	mustContain(t, e.ok("__complete", "do", "place", "road", ""), "23-29", "17-23")
	mustContain(t, e.ok("__complete", "do", "1", "place", "road", ""), "23-29")
	for _, shell := range []string{"bash", "zsh", "fish"} {
		mustContain(t, e.ok("completion", shell), "talon")
	}
}

func TestVersion(t *testing.T) {
	out := newEnv(t).ok("--version")
	if !strings.HasPrefix(out, "talon ") || strings.Count(out, "\n") != 1 {
		t.Errorf("--version printed %q", out)
	}
	if out := newEnv(t).ok("new", "--help"); !strings.Contains(out, "--option key=value") {
		t.Errorf("new --help names --option's value:\n%s", out)
	}
}
