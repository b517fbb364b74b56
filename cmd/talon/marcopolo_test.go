package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMarcoPoloTools drives `talon marco-polo map|route|goals` and a few turns through
// `talon do`, in-process.
func TestMarcoPoloTools(t *testing.T) {
	e := newEnv(t)
	golden(t, "marcopolo_route", e.ok("marco-polo", "route", "Samarkand", "lanzhou", "--steps", "3"))
	out, errOut, code := e.run("marco-polo", "route", "Kashgr", "Beijing")
	if code != exitUsage || !strings.Contains(errOut, "did you mean kashgar?") || out != "" {
		t.Errorf("route Kashgr: exit %d, %q", code, errOut)
	}
	if _, errOut, code := e.run("marco-polo", "route", "Venezia", "Beijing", "--steps", "7"); code != exitUsage || !strings.Contains(errOut, "--steps: 1 to 6") {
		t.Errorf("--steps 7: exit %d, %q", code, errOut)
	}
	var routes []struct {
		Path   []string `json:"path"`
		Coins  int      `json:"coins"`
		Camels int      `json:"camels"`
	}
	if err := json.Unmarshal([]byte(e.ok("marco-polo", "route", "Karakorum", "Peking", "--json")), &routes); err != nil || len(routes) != 2 || routes[0].Camels != 3 || routes[1].Coins != 17 {
		t.Errorf("route --json: %v %+v", err, routes)
	}

	e.ok("new", "marco-polo", "--players", "Ann,Ben,Cid", "--seed", "tools")
	e.ok("do", "roll", "-", "6,6,5,2,6,6", "2,1,1,1,4")
	out = e.ok("do", "travel", "6,3", "to=Moscow")
	mustContain(t, out, "travel Ann 6,3 to=moscow via=oasis_a", "not checked")
	if _, errOut, code := e.run("do", "khan", "Ann", "2"); code != exitRefused || !strings.Contains(errOut, "R3 one action per turn: ") {
		t.Errorf("second action: exit %d, %q", code, errOut)
	}
	e.ok("do", "done")
	if _, errOut, code := e.run("do", "card", "1", "6"); code != exitRefused || !strings.Contains(errOut, "R7 city card: Ben has no trading post in Moscow") {
		t.Errorf("card without a post: exit %d, %q", code, errOut)
	}
	svg := filepath.Join(t.TempDir(), "map.svg")
	out = e.ok("marco-polo", "map", "--to", "Kashgar", "--svg", svg)
	mustContain(t, out, "Moscow[1.. ]", "Cheapest for Ben from Venezia:", "SVG written to")
	for _, line := range strings.Split(out, "\n") {
		if len([]rune(line)) > 80 {
			t.Errorf("map line wider than 80 columns: %q", line)
		}
	}
	// Out of reach: the place by its name in the table's language, however it was typed.
	mustContain(t, e.ok("--lang", "hu", "marco-polo", "map", "--to", "beijing"), "Ben 6 lépésen belül nem jut el Pekingbe.")
	data, err := os.ReadFile(svg)
	if err != nil || !strings.HasPrefix(string(data), "<svg") || !strings.Contains(string(data), "<polyline") {
		t.Errorf("svg: %v %.80s", err, data)
	}
	mustContain(t, e.ok("marco-polo", "goals", "ann"), "Goal cards of Ann")
	if _, errOut, code := e.run("marco-polo", "goals", "Zed"); code != exitUsage || !strings.Contains(errOut, "player") {
		t.Errorf("goals Zed: exit %d, %q", code, errOut)
	}
}
