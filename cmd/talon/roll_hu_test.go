package main

import (
	"strings"
	"testing"
)

// A Hungarian table writes a six-sided die k6: the dice column, the notation in a
// refusal and the die in a refused face all say k; --json keeps the English ids.
func TestRollHungarianWritesK(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"roll_2d6_hu", []string{"roll", "2k6", "--seed", "table-one"}},
		{"roll_modifier_hu", []string{"roll", "3k6+2", "--seed", "table-one"}},
		{"roll_named_hu", []string{"roll", "kék:k8", "piros:k8", "--seed", "table-one"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := newEnv(t).ok(append([]string{"--lang", "hu"}, tt.args...)...)
			if strings.Contains(out, "d6") || strings.Contains(out, "d8") {
				t.Errorf("a die still reads d in Hungarian:\n%s", out)
			}
			golden(t, tt.name, out)
		})
	}
}

func TestRollHungarianJSONKeepsEnglish(t *testing.T) {
	e := newEnv(t)
	hu := e.ok("--lang", "hu", "roll", "kék:k8", "2k6+1", "--json", "--seed", "table-one")
	en := e.ok("roll", "blue:d8", "2d6+1", "--json", "--seed", "table-one")
	if strings.Replace(hu, `"kék"`, `"blue"`, 1) != en {
		t.Errorf("--json differs by language:\n%s\n%s", hu, en)
	}
}

func TestRollHungarianRefusalsWriteK(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"roll", "2k6", "--dice", "3,7"}, "talon: --dice: 2k6: 2. érték (7) nincs a k6 kockán, 1-6 lehet\n"},
		{[]string{"roll", "2k6", "--dice", "3"}, "talon: --dice: 2k6: 2 érték kell, 1 érkezett\n"},
		{[]string{"roll", "kék:k8", "k6+2", "--dice", "9,1"}, "talon: --dice: kék:k8 k6+2: kék (9) nincs a k8 kockán, 1-8 lehet\n"},
		{[]string{"roll", "kék:3k6"}, `talon: "kék:3k6": egy név egyetlen kockát jelöl (írj kék:k6 alakot, a következőnek más nevet adj)` + "\n"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := newEnv(t).run(append([]string{"--lang", "hu"}, tt.args...)...)
			if code != exitUsage || out != "" || errOut != tt.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, tt.want)
			}
		})
	}
}
