package main

import (
	"strings"
	"testing"
)

// Marco Polo's routes name their places in Hungarian with the case ending the sentence
// needs, as the rulebook writes them ("Velencében", "Samarkandból", "Lan-Zhou-ba"): a
// place was printed after "innen:" or "ide:" ("innen: Velence"), which reads as a form
// to fill in.
func TestMarcoPoloRoutesInflectThePlaces(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "marco-polo", "--players", "Ann,Ben", "--seed", "places")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"marco-polo", "map", "--to", "beijing"}, "Ann 6 lépésen belül nem jut el Pekingbe."},
		{[]string{"marco-polo", "map", "--to", "Kashgar"}, "Ann legolcsóbb útja Velencéből: Oázis E → Samarkand"},
		{[]string{"marco-polo", "route", "Velence", "Peking", "--steps", "1"}, "Velencéből 1 lépésen belül nem érhető el Peking."},
		{[]string{"marco-polo", "route", "Samarkand", "Lan-Zhou", "--steps", "3"}, "Utak Samarkandból Lan-Zhou-ba"},
		{[]string{"marco-polo", "route", "Kochi", "Velence", "--steps", "5"}, "Utak Kochiból Velencébe"},
	} {
		out := e.ok(append([]string{"--lang", "hu"}, tc.args...)...)
		mustContain(t, strings.ReplaceAll(out, "\n  ", " "), tc.want)
		for _, form := range []string{"innen:", "ide:", "itt:", "Velence-b", "Peking-b"} {
			if strings.Contains(out, form) {
				t.Errorf("%v says %q:\n%s", tc.args, form, out)
			}
		}
	}
}
