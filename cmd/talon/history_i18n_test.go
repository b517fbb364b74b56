package main

import (
	"strings"
	"testing"
)

// TestHistoryScreensGoThroughCatalog runs the history and stats screens in the pseudo
// language over two scored games (one corrected, with details): every word is the
// catalog's or the table's own data.
func TestHistoryScreensGoThroughCatalog(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "san-juan", "--template")
	e.ok("score", "san-juan", "--input", "-", "--location", "Club")
	e.stdin = e.ok("score", "san-juan", "--template")
	e.ok("score", "san-juan", "--input", "-")
	e.ok("history", "edit", "1", "--score", "Miki=31", "--notes", "rematch", "--duration", "80m")
	e.vars["TALON_LANG"] = "x-pseudo"
	data := []string{"Alfonz", "Kelemen", "Miki", "san-juan", "Club", "rematch", "m", "h", "Glicko-2", "RD", "H-index"}
	for _, args := range [][]string{
		{"history"}, {"history", "show", "1"}, {"history", "--player", "Zed"},
		{"stats"}, {"stats", "head-to-head"}, {"stats", "seats"}, {"stats", "ratings"}, {"stats", "scores"}, {"stats", "summary"},
		{"history", "edit", "2", "--score", "Alfonz=29"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errOut, _ := e.run(args...)
			if bad := bypassedWords(out+errOut, data); len(bad) > 0 {
				t.Errorf("words outside the catalog: %q in:\n%s%s", bad, out, errOut)
			}
		})
	}
}
