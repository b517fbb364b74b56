package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// On a terminal a long refusal breaks at spaces to the terminal's width (in Hungarian
// `talon do` broke "együtt" at 80 columns); through a pipe it stays one line for scripts.
func TestErrorsBreakAtSpacesOnATerminal(t *testing.T) {
	for _, tty := range []bool{false, true} {
		e := newEnv(t)
		e.ok("new", "san-juan", "--players", "Anna,Béla,Cili", "--option", "governor=Béla")
		e.ok("do", "role", "Béla", "builder")
		e.ok("do", "build", "Béla", "smithy")
		e.tty = tty
		_, errOut, code := e.run("--lang", "hu", "do", "build", "Cili", "Városháza")
		if code != exitRefused {
			t.Fatalf("tty %v: exit %d, want %d: %s", tty, code, exitRefused, errOut)
		}
		errOut = strings.NewReplacer("\x1b[31m", "", "\x1b[0m", "").Replace(errOut) // red on a terminal
		lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
		if !tty {
			if len(lines) != 1 || utf8.RuneCountInString(lines[0]) <= 80 {
				t.Fatalf("through a pipe the refusal should be one line over 80 columns:\n%s", errOut)
			}
			continue
		}
		if len(lines) < 2 || !strings.HasPrefix(lines[0], "talon: építési költség: ") {
			t.Fatalf("on a terminal:\n%s", errOut)
		}
		for i, l := range lines {
			if n := utf8.RuneCountInString(l); n > 80 {
				t.Errorf("line %d has %d columns: %q", i+1, n, l)
			}
			if i > 0 && !strings.HasPrefix(l, "  ") {
				t.Errorf("line %d is not indented under the error: %q", i+1, l)
			}
		}
		if !strings.Contains(errOut, "együtt") {
			t.Errorf("a word was broken:\n%s", errOut)
		}
	}
}
