package main

import (
	"strings"
	"testing"
)

// Colour helps on a terminal (player colours and terrains on the map, refusals in
// red) and is off under NO_COLOR, TERM=dumb, --no-color and a pipe; the play prompts
// follow the same rule.
func TestColourOnlyWhereItHelps(t *testing.T) {
	for _, tt := range []struct {
		name   string
		tty    bool
		vars   map[string]string
		flags  []string
		colour bool
	}{
		{"terminal", true, nil, nil, true},
		{"NO_COLOR", true, map[string]string{"NO_COLOR": "1"}, nil, false},
		{"TERM=dumb", true, map[string]string{"TERM": "dumb"}, nil, false},
		{"--no-color", true, nil, []string{"--no-color"}, false},
		{"a pipe", false, nil, nil, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.ok("new", "catan", "--players", "Ann:red,Ben:blue,Cid:white", "--option", "layout=beginner")
			e.ok("do", "place", "settlement", "23")
			e.tty = tt.tty
			for k, v := range tt.vars {
				e.vars[k] = v
			}
			out := e.ok(append([]string{"status"}, tt.flags...)...)
			hasRed := strings.Contains(out, "\x1b[1;31m")   // Ann's settlement in her colour
			hasTerrain := strings.Contains(out, "\x1b[33m") // fields
			if hasRed != tt.colour || hasTerrain != tt.colour {
				t.Errorf("player colour %v, terrain colour %v; want %v", hasRed, hasTerrain, tt.colour)
			}
			_, errOut, _ := e.run(append([]string{"do", "place", "settlement", "24"}, tt.flags...)...)
			if red := strings.Contains(errOut, "\x1b[31m"); red != tt.colour {
				t.Errorf("refusal red %v, want %v: %q", red, tt.colour, errOut)
			}
			f := &Factory{Getenv: func(k string) string { return e.vars[k] }, OutTerminal: tt.tty}
			f.noColor = len(tt.flags) > 0
			p := promptuiPrompter{color: f.Color}
			if painted := p.paint(".", "bold") != "."; painted != tt.colour {
				t.Errorf("prompt colour %v, want %v", painted, tt.colour)
			}
		})
	}
}
