package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/genoa"
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
	mustContain(t, e.ok("genoa", "board", "export", "--grid"), "red 1:  Villa Colini")

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
	mustContain(t, errOut, "blue 4, red 4: must be the market", "blue 4, red 4: Palace here does not touch", "listed above by cell")
	_, errOut, code = e.run("genoa", "board", "show", "--file", path)
	if code != exitUsage || !strings.Contains(errOut, "blue 4, red 4") {
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
	// 4 players on the alley board with a table's names file, typed in German and
	// Hungarian: the session keeps the names, so a later `do` still reads them.
	e = playScript(t, "genoa", "../../companion/genoa/testdata/four_player_game.txtar")
	mustContain(t, e.ok("genoa", "board", "show", "--session", "1"), "Board alley", "@A", "@C")
	// 5 players with a ledger on the fixture: the tie on 190 is broken by items.
	e = playScript(t, "genoa", "../../companion/genoa/testdata/five_player_game.txtar")
	mustContain(t, e.ok("status", "1"), "Tie-break: Ben, Ann tied on 190, decided by items held")
}

// fixtureCapture is the fictional fixture board typed cell by cell as a person would:
// "" is Enter alone (the same as the cell to the left, at blue 1 the one above), short,
// German and Hungarian names, and a typo read back as "did you mean" and typed again.
// The market and (3,2) are never asked.
var fixtureCapture = [][]string{
	{"colini", "", "palota", "", "park", "", "monetti", ""},
	{"", "st", "st", "", "", "", "monetti"},
	{"kocsiszin", "st", "gild", "", "rathaus", "", "st", "hafen"},
	{"", "st", "post", "cath", "st", "harb"},
	{"spices", "area", "post", "cath", "st", "tav"},
	{"", "st", "", "", "", "", "", "tav"},
	{"ricci", "drinks", "", "inn", "", "metals", "fabric", "zastri", "zasteri"},
	{"", "", "drinks", "inn", "metals", "", "fabric", "zast"},
}

func captureAnswers(rows [][]string) []string {
	var out []string
	for _, row := range rows {
		out = append(out, row...)
	}
	return out
}

// TestGenoaCapture types the fixture cell by cell and checks the kept board is the
// fixture; every label and pick list line fits 80 columns.
func TestGenoaCapture(t *testing.T) {
	e := newEnv(t)
	_, errOut, code := e.run("genoa", "board", "capture")
	if code != exitUsage || !strings.Contains(errOut, "on a terminal") {
		t.Fatalf("capture without a terminal: exit %d, %s", code, errOut)
	}
	e.tty = true
	e.prompt.answers = captureAnswers(fixtureCapture)
	out := e.ok("genoa", "board", "capture")
	mustContain(t, out, "red 1 · still to place: Guild Hall", "red 8 · all 18 buildings are placed",
		"red 5  Spices   street   PostOff  MARKET   MARKET   Cathedrl street   Tavern", "Board \"genoa-2009\" kept at")
	if len(e.prompt.answers) != 0 {
		t.Errorf("answers left over: %q", e.prompt.answers)
	}
	if len(e.prompt.labels) != 64-5 { // the market and (3,2) are never asked
		t.Errorf("%d cells asked", len(e.prompt.labels))
	}
	mustContain(t, strings.Join(e.prompt.noMatches, "\n"), `"zastri" is not a space; did you mean villa_zasteri?`)
	for i, items := range e.prompt.offered {
		for _, line := range append(items, e.prompt.labels[i]) {
			if w := len([]rune(line)) + 4; w >= 80 {
				t.Errorf("a capture list line is %d columns: %q", w, line)
			}
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len([]rune(line)) >= 80 && !strings.Contains(line, filepath.Dir(e.db)) {
			t.Errorf("capture output line of %d columns: %q", len([]rune(line)), line)
		}
	}
	kept, err := os.ReadFile(filepath.Join(filepath.Dir(e.db), "genoa-board.json"))
	if err != nil {
		t.Fatal(err)
	}
	fixture, _ := os.ReadFile(genoaFixture)
	want, ps := genoa.ParseBoard(fixture)
	got, ps2 := genoa.ParseBoard(kept)
	if want == nil || got == nil {
		t.Fatalf("boards: %v %v", ps, ps2)
	}
	if got.GridText() != strings.Replace(want.GridText(), "board_id: fixture", "board_id: genoa-2009", 1) {
		t.Errorf("captured board differs from the fixture:\n%s", got.GridText())
	}
}

// TestGenoaCaptureStopAndRedo stops a capture with Ctrl-C half way, goes on with it,
// leaves out a building the board needs, and enters the row the problem names again.
func TestGenoaCaptureStopAndRedo(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	rows := slices.Clone(fixtureCapture)
	e.prompt.answers = append(captureAnswers(rows[:5]), "", "st", "^C")
	mustContain(t, e.ok("genoa", "board", "capture"), "Stopped. The 5 rows entered are kept")
	// Row 6 goes on from "(as before)"; rows 7 and 8 forget the Villa Zasteri.
	e.prompt.answers = append([]string{"y"}, captureAnswers(rows[5:6])...)
	e.prompt.answers = append(e.prompt.answers, "ricci", "drinks", "", "inn", "", "metals", "fabric", "",
		"", "", "drinks", "inn", "metals", "", "fabric", "",
		"8", "", "", "", "", "", "", "", "zast")
	out := e.ok("genoa", "board", "capture")
	mustContain(t, out, "The board is not right yet:", "Villa Zasteri: is on no cell", "kept at")
	if len(e.prompt.answers) != 0 {
		t.Errorf("answers left over: %q", e.prompt.answers)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(e.db), "genoa-board-capture.txt")); err == nil {
		t.Error("the stopped capture is still kept after the board was")
	}
}

// Genoa's main screens in English and Hungarian (issue 16): a session begun in English
// is played on in Hungarian with Hungarian and German names typed, and its log keeps
// the canonical ids; the status, a refusal, the board and the names table are golden.
func TestGenoaInBothLanguages(t *testing.T) {
	e := newEnv(t)
	e.ok("genoa", "board", "import", genoaFixture)
	e.ok("new", "genoa", "--players", "Ann,Ben,Cid", "--option", "first=Ann", "--option", "ledger=on", "--data", "board="+genoaFixture)
	e.ok("do", "roll", "4,4")
	e.ok("--lang", "hu", "do", "move", "Céhház")
	e.ok("--lang", "hu", "do", "action", "Ben")
	e.ok("--lang", "de", "do", "move", "Rathaus")
	_, refusal, code := e.run("--lang", "hu", "do", "move", "Palota")
	if code != exitRefused {
		t.Fatalf("refusal: exit %d %s", code, refusal)
	}
	mustContain(t, refusal, "M3 szomszédos mezők: Palota nem szomszédos ezzel: Városháza")
	log := e.ok("status", "1", "--json")
	mustContain(t, log, `"action": "move city_hall"`, "Market → Guild Hall → City Hall")
	for _, lang := range []string{"en", "hu"} {
		golden(t, "genoa_status_"+lang, e.ok("--lang", lang, "status", "1"))
		golden(t, "genoa_board_show_"+lang, e.ok("--lang", lang, "genoa", "board", "show"))
		golden(t, "genoa_names_"+lang, e.ok("--lang", lang, "genoa", "names", "show"))
	}
	golden(t, "genoa_refusal_hu", refusal)
}

// Bad captures through `talon genoa board import`: a building in two places, a building
// missing, an unknown name, a wrong grid; each is refused (exit 2) with the cell or row
// named, in the table's language, and no board is kept.
func TestGenoaBadBoardsImported(t *testing.T) {
	data, err := os.ReadFile("../../companion/genoa/testdata/alley-board.txt")
	if err != nil {
		t.Fatal(err)
	}
	alley := string(data)
	tests := []struct {
		name, from, to string
		lang, says     string
	}{
		{"duplicate", "red 8: villa_ricci      | villa_ricci", "red 8: villa_ricci      | palace", "en",
			"blue 2, red 8: Palace here does not touch its other cells (3,1),(4,1); a space's cells must be connected"},
		{"missing", "| tavern      | tavern           |", "| palace      | palace           |", "hu",
			"Kocsma: egyik mezőn sincs; a táblán pontosan 18 épület van"},
		{"unknown name", "| guild_hall  | guild_hall  |", "| gildhall  | guild_hall  |", "en",
			`blue 4, red 3: "gildhall" is not a space; did you mean guild_hall?`},
		{"wrong grid", "red 6: spices_warehouse | street       |", "red 6: spices_warehouse |", "hu",
			"piros 6: 7 mező; minden sorban 8 van (kék 1–8)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.Contains(alley, tt.from) {
				t.Fatalf("the alley board has no %q", tt.from)
			}
			e := newEnv(t)
			path := filepath.Join(t.TempDir(), "board.txt")
			if err := os.WriteFile(path, []byte(strings.Replace(alley, tt.from, tt.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			_, errOut, code := e.run("--lang", tt.lang, "genoa", "board", "import", path)
			if code != exitUsage {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			mustContain(t, errOut, tt.says)
			if _, err := os.Stat(filepath.Join(filepath.Dir(e.db), "genoa-board.json")); err == nil {
				t.Error("a refused board was kept")
			}
		})
	}
}

// An order card may name the same commodity more than once: `talon play` offers each
// commodity as often as it may be picked (×3 without a ledger), so an order of 2 silk
// is delivered from the menus, not only through `talon do`.
func TestGenoaPlayPicksACommodityTwice(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	e.ok("do", "roll", "--dice", "6,6")
	e.ok("do", "start", "palace")
	e.ok("do", "move", "park")
	e.prompt.answers = []string{"deliver small", "Ann", "park", "silk", "silk", "(done)", "(none)", "quit"}
	out := e.ok("play")
	mustContain(t, out, "deliver small Ann park silk,silk")
	var goods []string
	for i, l := range e.prompt.labels {
		if strings.Contains(l, "goods") {
			goods = append(goods, strings.Join(e.prompt.offered[i], "|"))
		}
	}
	if len(goods) != 3 || !strings.Contains(goods[0], "|silk ×3|") || !strings.Contains(goods[1], "|silk ×2|") || !strings.Contains(goods[2], "|silk|") {
		t.Errorf("the goods lists offered: %q", goods)
	}
}

// TestGenoaNotCheckedInHungarian: the "not checked" note of a move without a captured
// board reads in the table's language.
func TestGenoaNotCheckedInHungarian(t *testing.T) {
	e := newEnv(t)
	e.vars["TALON_LANG"] = "hu"
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	e.ok("do", "roll", "--dice", "6,6")
	out := e.ok("do", "start", "palace")
	mustContain(t, strings.Join(strings.Fields(out), " "), "a Palota a kék 6, piros 6 mezőn: a tábla nincs felvéve")
	if strings.Contains(out, "board not captured") {
		t.Errorf("English note in Hungarian:\n%s", out)
	}
}

// A deal's ducats that coins cannot make up are refused at their question, with the
// rule, not after the four questions that follow; the markers list offers "(none)"
// once, not also 0 (hu-trial F29).
func TestGenoaPlayDealChecksDucatsAtTheQuestion(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.ok("new", "genoa", "--players", "Ann,Ben", "--option", "first=Ben")
	e.ok("do", "roll", "--dice", "6,6")
	e.ok("do", "start", "palace")
	e.prompt.answers = []string{"deal", "Ann", "12", "10", "silk", "", "", "0", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, out, "deal Ann Ben ducats=10 goods=silk")
	if len(e.prompt.refused) != 1 || !strings.Contains(e.prompt.refused[0], "12 dukát: az érmék 5, 10, 50 és 100 értékűek") {
		t.Errorf("12 ducats at its question: %q", e.prompt.refused)
	}
	markers := e.prompt.offered[len(e.prompt.offered)-2]
	if markers[0] != "(semmi)" || slices.Contains(markers, "0") {
		t.Errorf("markers offered: %q", markers)
	}
}
