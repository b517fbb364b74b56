package main

import (
	"strings"
	"testing"
)

// Without a captured board the table names the space on the rolled cell: "utca"
// (street) is the street there, as play lists it, and a name talon cannot read is
// answered with what the rolled cell is and what to type.
func TestGenoaStartOnTheRolledStreet(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "genoa", "--players", "Anna,Béla", "--option", "first=Anna")
	e.ok("do", "roll", "3,5")
	out := e.ok("--lang", "hu", "do", "start", "utca")
	mustContain(t, out, "start st_3_5")

	e.ok("new", "genoa", "--players", "Anna,Béla", "--option", "first=Anna")
	e.ok("do", "roll", "4,4")
	_, errOut, code := e.run("--lang", "hu", "do", "start", "4,4")
	if code != exitUsage || !strings.Contains(errOut, "a dobott mező (kék 4, piros 4) a piac: start Piac") {
		t.Errorf("start 4,4 on the market: exit %d, %s", code, errOut)
	}
	mustContain(t, e.ok("--lang", "hu", "do", "start", "piac"), "start market")

	e.ok("new", "genoa", "--players", "Anna,Béla", "--option", "first=Anna")
	e.ok("do", "roll", "6,7")
	_, errOut, code = e.run("do", "start", "nowhere")
	if code != exitUsage || !strings.Contains(errOut, "on the rolled cell (blue 6, red 7): type the building there, or start street for a street") {
		t.Errorf("start nowhere: exit %d, %s", code, errOut)
	}
	mustContain(t, e.ok("do", "start", "street"), "start st_6_7")
}
