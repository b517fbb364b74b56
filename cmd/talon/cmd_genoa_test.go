package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	genoaFixture    = "../../companion/genoa/testdata/fixture-board.txt" // a FICTIONAL board
	genoaScriptPath = "../../companion/genoa/testdata/three_player_game.txtar"
)

func TestGenoaBoardTools(t *testing.T) {
	e := newEnv(t)
	mustContain(t, e.ok("genoa", "board", "template"), "red 4:  ?", "market", "street", "board_id: genoa-2009")
	out := e.ok("genoa", "board", "import", genoaFixture)
	kept := filepath.Join(filepath.Dir(e.db), "genoa-board.json")
	mustContain(t, out, "kept at "+kept, "--data board="+kept)
	show := e.ok("genoa", "board", "show")
	mustContain(t, show, "Board fixture (not verified", "GuildHl", "MARKET", "* rolled cell")
	for _, line := range strings.Split(show, "\n") {
		if len([]rune(line)) > 80 {
			t.Errorf("board show line wider than 80 columns: %q", line)
		}
	}
	svg := filepath.Join(t.TempDir(), "board.svg")
	mustContain(t, e.ok("genoa", "board", "show", "--svg", svg), "SVG written")
	if data, err := os.ReadFile(svg); err != nil || !strings.HasPrefix(string(data), "<svg") {
		t.Errorf("SVG file: %v", err)
	}
	exported := e.ok("genoa", "board", "export")
	if !json.Valid([]byte(exported)) || !strings.Contains(exported, `"index": "cells[red-1][blue-1]"`) {
		t.Errorf("export is not the §3.5 JSON:\n%s", exported)
	}
	mustContain(t, e.ok("genoa", "board", "export", "--grid"), "red 1:  villa_colini")

	// A broken board is refused with every problem named by cell; nothing is kept.
	fixture, err := os.ReadFile(genoaFixture)
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(fixture), "red 4: coach_house      | st_2_4           | post_office      | market", "red 4: coach_house      | st_2_4           | post_office      | palace", 1)
	path := filepath.Join(t.TempDir(), "broken.txt")
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := e.run("genoa", "board", "import", path)
	if code != exitUsage {
		t.Fatalf("broken board: exit %d", code)
	}
	mustContain(t, errOut, "(4,4): must be the market", "(4,4): Palace here does not touch", "listed above by cell")
	_, errOut, code = e.run("genoa", "board", "show", "--file", path)
	if code != exitUsage || !strings.Contains(errOut, "(4,4)") {
		t.Errorf("show of a broken board: exit %d, %s", code, errOut)
	}
}

func TestGenoaWithoutBoard(t *testing.T) {
	e := newEnv(t)
	_, errOut, code := e.run("genoa", "board", "show")
	if code != exitUsage || !strings.Contains(errOut, "no board captured yet") {
		t.Errorf("show without a board: exit %d, %s", code, errOut)
	}
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	mustContain(t, e.ok("do", "roll", "--dice", "6,6"), "name the space at blue 6, red 6")
	mustContain(t, e.ok("do", "start", "palace"), "not checked: Palace on blue 6, red 6: board not captured")
	mustContain(t, e.ok("do", "move", "park"), "not checked: Park next to Palace: board not captured")
	_, errOut, code = e.run("do", "move", "palace")
	if code != exitRefused || !strings.Contains(errOut, "M4 no space twice") {
		t.Errorf("revisit: exit %d, %s", code, errOut)
	}
}

// TestGenoaBoardScriptThroughTalonDo plays the 3-player script (on the fixture board,
// which its data: line gives `talon new` as --data board=FILE, with a ledger) through
// `talon do`; the session's board then shows every owner's marker. (The 2-player script,
// without board or ledger, is in TestScriptsThroughTalonDo.)
func TestGenoaBoardScriptThroughTalonDo(t *testing.T) {
	e := playScript(t, "genoa", genoaScriptPath)
	mustContain(t, e.ok("genoa", "board", "show", "--session", "1"), "@A", "@B", "@C")
}

// TestGenoaCapture types the fixture row by row as a person would: short and foreign
// names, a typo the row's check refuses (typed again), then a row whose mistake only the
// whole board shows (asked again by number).
func TestGenoaCapture(t *testing.T) {
	e := newEnv(t)
	_, errOut, code := e.run("genoa", "board", "capture")
	if code != exitUsage || !strings.Contains(errOut, "on a terminal") {
		t.Fatalf("capture without a terminal: exit %d, %s", code, errOut)
	}
	e.tty = true
	e.prompt.answers = []string{
		"colini, colini, palota, palota, park, park, monetti, monetti",
		"colini, st, st, st, st, st, st, monetti",
		"kocsiszin, st, gild, guild hall, rathaus, city hall, st, hafen",
		"coach, st_2_4, post, market, market, cath, st, harbor",
		"spices, st_2_4, post, market, market, cath, st, tavern",
		"spices, st, st, st, st, st, st, tavern",
		"ricci, drinks, drinks, inn, inn, metals, fabric, zasteri",
		"ricci, ricci, drinks, inn, metals, metals, fabric, zastri", // refused: did you mean
		"ricci, ricci, drinks, inn, metals, metals, fabric, ricci",  // a villa in two places
		"8",
		"ricci, ricci, drinks, inn, metals, metals, fabric, zasteri",
	}
	out := e.ok("genoa", "board", "capture")
	mustContain(t, out, "(8,8): Villa Ricci here does not touch", "Board \"genoa-2009\" kept at")
	if len(e.prompt.answers) != 0 {
		t.Errorf("answers left over: %q", e.prompt.answers)
	}
	kept, err := os.ReadFile(filepath.Join(filepath.Dir(e.db), "genoa-board.json"))
	if err != nil || !strings.Contains(string(kept), `"villa_zasteri"`) {
		t.Fatalf("kept board: %v", err)
	}
}
