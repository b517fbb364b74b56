package main

import (
	"strings"
	"testing"
)

// TestNumberNamesInHungarian: a number typed wrong is refused naming the number in the
// table's language, also when the verb's own word comes first (Words.Int's "fix: …").
func TestNumberNamesInHungarian(t *testing.T) {
	for _, tc := range []struct {
		setUp []string
		do    []string
		want  string
	}{
		{[]string{"new", "marco-polo", "--players", "Ann,Ben"}, []string{"do", "fix", "coins", "Ann", "sok"},
			`fix: a talon által számolt érme (könyvelés): "sok" nem egész szám 0 és 1`},
		{[]string{"new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben"}, []string{"do", "roll", "3,9"},
			`piros kocka: "9" nem egész szám 1 és 8 között`},
		{[]string{"new", "catan", "--players", "Ann,Ben,Cid", "--option", "max_pips=sok"}, nil,
			`max_pips beállítás: "sok" nem egész szám`},
	} {
		e := newEnv(t)
		e.vars["TALON_LANG"] = "hu"
		args := tc.do
		if args == nil {
			args = tc.setUp
		} else {
			e.ok(tc.setUp...)
		}
		_, errOut, code := e.run(args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) {
			t.Errorf("talon %s: exit %d, %q; want %q", strings.Join(args, " "), code, errOut, tc.want)
		}
	}
}
