package main

import (
	"strings"
	"testing"
)

// TestSessionIsJatszma: a session is "játszma" on every Hungarian screen, also in the
// history store's messages ("13. játék" reads as a kind of game).
func TestSessionIsJatszma(t *testing.T) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	_, errOut, _ := e.run("undo")
	if !strings.Contains(errOut, "1. játszma") || strings.Contains(errOut, "játék") {
		t.Errorf("undo with nothing to undo: %q", errOut)
	}
}

// TestHistoryFileIsElozmenyfajl: the history file is "előzményfájl" in errors as in
// --db's help, not "history fájl".
func TestHistoryFileIsElozmenyfajl(t *testing.T) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	_, errOut, _ := e.run("status")
	if !strings.Contains(errOut, "az előzményfájl nem létezik") || strings.Contains(errOut, "history fájl") {
		t.Errorf("status without a history: %q", errOut)
	}
}
