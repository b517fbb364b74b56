package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCatanBoardCommand(t *testing.T) {
	e := newEnv(t)
	golden(t, "catan_board_beginner", e.ok("catan", "board", "--option", "layout=beginner", "--seed", "table-one"))
	// In Hungarian too, and every line of both fits the 80-column terminal (the
	// compact map; the full one needs 100 columns).
	hu := e.ok("--lang", "hu", "catan", "board", "--option", "layout=beginner", "--seed", "table-one")
	golden(t, "catan_board_beginner_hu", hu)
	for _, out := range []string{hu, e.ok("catan", "board", "--option", "layout=beginner", "--seed", "table-one")} {
		for _, l := range strings.Split(out, "\n") {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("catan board: line of %d columns: %q", n, l)
			}
		}
	}

	// The same seed and options give the board `talon new catan` sets up.
	var alone struct{ Board json.RawMessage }
	if err := json.Unmarshal([]byte(e.ok("catan", "board", "--seed", "table-one", "--json")), &alone); err != nil {
		t.Fatal(err)
	}
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "table-one")
	var inSession struct{ Board json.RawMessage }
	if err := json.Unmarshal([]byte(e.ok("catan", "board", "--session", "1", "--json")), &inSession); err != nil {
		t.Fatal(err)
	}
	if string(alone.Board) != string(inSession.Board) {
		t.Errorf("catan board --seed and the session's board differ")
	}

	svg := filepath.Join(t.TempDir(), "board.svg")
	mustContain(t, e.ok("catan", "board", "--svg", svg, "--seed", "x"), "SVG written")
	if b, err := os.ReadFile(svg); err != nil || !strings.HasPrefix(string(b), "<svg") {
		t.Errorf("svg file: %v %.40q", err, b)
	}
	for _, bad := range [][]string{
		{"catan", "board", "--option", "max_pips=2"},
		{"catan", "board", "--option", "layout=hexagonal"},
		{"catan", "board", "--option", "nonsense"},
	} {
		if _, errOut, code := e.run(bad...); code != exitUsage {
			t.Errorf("%v: exit %d %q, want 2", bad, code, errOut)
		}
	}
}

// `talon catan board` reads --option as `talon new catan` does (the kit's check, then
// Catan's typed readers): the same spellings accepted, the same refusals in the same words.
func TestCatanBoardOptionsReadAsNewReadsThem(t *testing.T) {
	e := newEnv(t)
	for _, bad := range []struct{ option, want string }{
		{"colour=red", `Catan has no option "colour"`},
		{"layout=hexagonal", `option layout="hexagonal": must be one of variable, beginner`},
		{"max_pips=16", "option max_pips"},
		{"no_2_12_adjacent=maybe", `option no_2_12_adjacent="maybe": must be one of off, on`},
		{"robber_to_desert=sometimes", "option robber_to_desert"},
	} {
		_, boardErr, boardCode := e.run("catan", "board", "--option", bad.option)
		_, newErr, newCode := e.run("new", "catan", "--players", "Ann,Ben,Cid", "--option", bad.option)
		if boardCode != exitUsage || newCode != exitUsage || !strings.Contains(boardErr, bad.want) || boardErr != newErr {
			t.Errorf("--option %s: board exit %d %q, new exit %d %q; want exit 2 with %q from both",
				bad.option, boardCode, boardErr, newCode, newErr, bad.want)
		}
	}
	board := e.ok("catan", "board", "--option", "Layout=BEGINNER", "--seed", "table-one")
	golden(t, "catan_board_beginner", board)
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "LAYOUT=Beginner", "--seed", "table-one")
	golden(t, "catan_board_beginner", e.ok("catan", "board", "1")) // the beginner board, no pieces yet
}

func TestCatanSessionThroughTheCLI(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--option", "layout=beginner", "--seed", "table-one")
	steps := []string{
		"place settlement 23", "place road 23-29",
		"place settlement 25", "place road 25-31",
		"place settlement 40", "place road 40-45",
		"place settlement 42", "place road 42-47",
		"place settlement 10", "place road 10-15",
		"place settlement 36", "place road 36-41",
	}
	for _, s := range steps {
		e.ok(append([]string{"do"}, strings.Fields(s)...)...)
	}
	// Distance rule and turn order are refused with exit 3, and nothing is stored.
	e.ok("do", "roll", "--dice", "3,5")
	for _, tt := range []struct{ action, msg string }{
		{"build settlement 29", "distance rule"},
		{"build settlement 24", "connected to own road"},
		{"build city 25", "city on own settlement"},
		{"build road 1-4", "connected road"},
	} {
		_, errOut, code := e.run(append([]string{"do"}, strings.Fields(tt.action)...)...)
		if code != exitRefused || !strings.Contains(errOut, tt.msg) {
			t.Errorf("%s: exit %d %q", tt.action, code, errOut)
		}
	}
	e.ok("do", "end")
	mustContain(t, e.ok("do", "roll", "--dice", "4,4"), "roll 4,4")
	var stats []struct{ Sum, Rolled int }
	if err := json.Unmarshal([]byte(e.ok("catan", "dice", "--json")), &stats); err != nil {
		t.Fatal(err)
	}
	for _, s := range stats {
		if want := map[bool]int{true: 2, false: 0}[s.Sum == 8]; s.Rolled != want {
			t.Errorf("sum %d rolled %d times, want %d", s.Sum, s.Rolled, want)
		}
	}
	mustContain(t, e.ok("catan", "dice"), "█")
	if _, errOut, code := e.run("do", "roll", "--dice", "3,9"); code != exitUsage {
		t.Errorf("roll 3,9: exit %d %q", code, errOut)
	}
	mustContain(t, e.ok("undo"), "Undid #15 roll 4,4")
}
