package main

import "testing"

// The status line of a long last action and the empty history's sentence are wrapped
// to 80 columns (they were 106 and 121 columns in Hungarian, hu-trial F27/F29).
func TestStatusAndEmptyHistoryLinesFitEightyColumns(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	e.ok("do", "roll", "--dice", "6,6")
	e.ok("do", "start", "palace")
	e.ok("do", "deal", "Ann", "Ben", "ducats=100", "goods=silk,silk,wine,wine,pepper,pepper,saffron,linen", "cards=message")
	for _, cmd := range []string{"history", "stats"} {
		out := e.ok("--lang", "hu", cmd)
		mustContain(t, out, "Még nincs parti")
		mustFit(t, cmd, out, 80)
	}
	out := e.ok("--lang", "hu", "status")
	mustContain(t, out, "Utolsó lépés: #3 deal Ann Ben ducats=100")
	mustFit(t, "status", out, 80)
}
