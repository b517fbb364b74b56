package main

import (
	"strings"
	"testing"
)

// TestNewEndsWithSeedAndSession: every game's `talon new` sheet ends with the seed line
// and then the session line, so that at 80x24 both stay on the screen after the command
// however long the sheet above them (San Juan's is 22 lines, Marco Polo's over 100;
// trial F2), in English and Hungarian.
func TestNewEndsWithSeedAndSession(t *testing.T) {
	words := map[string][2]string{"en": {"Seed: ", "Session "}, "hu": {"Kód: ", ". játszma: "}}
	for _, game := range []string{"catan", "san-juan", "genoa", "marco-polo", "neptun"} {
		for lang, w := range words {
			e := newEnv(t)
			e.width, e.height, e.tty = 80, 24, true
			e.vars["TALON_LANG"] = lang
			out := e.ok("new", game, "--players", "Ann,Ben,Clara", "--no-color")
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			tail := lines[max(0, len(lines)-23):] // what an 80x24 terminal shows above the prompt
			last := tail[len(tail)-1]
			if !strings.Contains(last, w[1]) {
				t.Errorf("%s (%s): the last line is %q, want the session line", game, lang, last)
			}
			seed := -1
			for i, l := range tail {
				if strings.HasPrefix(l, w[0]) {
					seed = i
				}
			}
			if seed < 0 || seed < len(tail)-4 {
				t.Errorf("%s (%s): no seed line just above the session line at 80x24:\n%s", game, lang, strings.Join(tail, "\n"))
			}
		}
	}
}
