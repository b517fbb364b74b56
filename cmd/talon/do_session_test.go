package main

import (
	"strings"
	"testing"
)

// A refused action names the session talon picked for it when several are active (the
// table may have meant another game), keeping its exit status; a session the table
// named, or the only active one, is not named again.
func TestDoNamesTheSessionItGuessed(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben", "--seed", "table-one")
	tests := []struct {
		name      string
		args      []string
		code      int
		named     bool
		secondNew bool // a second active session exists
	}{
		{"only active session", []string{"do", "take"}, exitUsage, false, false},
		{"guessed among two", []string{"do", "take"}, exitUsage, true, true},
		{"refused by the rules, guessed", []string{"do", "bonus"}, exitRefused, true, true},
		{"session named", []string{"do", "2", "take"}, exitUsage, false, true},
		{"session named by flag", []string{"do", "take", "--session", "2"}, exitUsage, false, true},
	}
	second := false
	for _, tt := range tests {
		if tt.secondNew && !second {
			e.ok("new", "tally", "--players", "Cid,Dora", "--seed", "table-one")
			second = true
		}
		_, errOut, code := e.run(tt.args...)
		if code != tt.code {
			t.Errorf("%s: exit %d, want %d (%s)", tt.name, code, tt.code, errOut)
		}
		if named := strings.HasPrefix(errOut, "talon: session 2 (Tally): "); named != tt.named {
			t.Errorf("%s: session named %v, want %v: %s", tt.name, named, tt.named, errOut)
		}
	}
	e.vars["TALON_LANG"] = "hu"
	_, errOut, _ := e.run("do", "take")
	mustContain(t, errOut, "talon: 2. játszma (Tally): ")
}
