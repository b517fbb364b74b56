package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The board and names files the table edits are written in the table's language
// ("piros 1:", "kék 1", Piac, utca, Hungarian comments) and read back in any language.
func TestGenoaFilesInTheTablesLanguage(t *testing.T) {
	e := newEnv(t)
	tmpl := e.ok("--lang", "hu", "genoa", "board", "template")
	mustContain(t, tmpl, "# Genoa tábla: piros számonként", "piros 1:", "kék 1", "Piac", "utca")
	for _, en := range []string{"red 1:", "blue 1", "market", "street", "one line per red number"} {
		if strings.Contains(tmpl, en) {
			t.Errorf("the Hungarian board template keeps %q:\n%s", en, tmpl)
		}
	}
	e.ok("genoa", "board", "import", genoaFixture)
	grid := e.ok("--lang", "hu", "genoa", "board", "export", "--grid")
	mustContain(t, grid, "piros 8:", "Piac", "Kocsiszín", "Villa Colini", "Drinks warehouse") // a name UNKNOWN in Hungarian is English
	for _, id := range []string{"coach_house", "villa_colini", "drinks_warehouse"} {
		if strings.Contains(grid, id) {
			t.Errorf("the Hungarian grid names a building by its id %q:\n%s", id, grid)
		}
	}
	file := filepath.Join(t.TempDir(), "tabla.txt")
	if err := os.WriteFile(file, []byte(grid), 0o600); err != nil {
		t.Fatal(err)
	}
	e.ok("genoa", "board", "import", file) // the Hungarian grid reads back
	if en := e.ok("genoa", "board", "export", "--grid"); !strings.Contains(en, "red 8:") || !strings.Contains(en, "market") {
		t.Errorf("the English grid:\n%s", en)
	}

	names := e.ok("--lang", "hu", "genoa", "names", "template")
	mustContain(t, names, "# A Genoa nevei:", "building  | guild_hall")
	for _, dev := range []string{"digest", "genoa.md", "Genoa's names"} {
		if strings.Contains(names, dev) {
			t.Errorf("the Hungarian names template keeps %q", dev)
		}
	}
	names = strings.ReplaceAll(names, "| Palota        |", "| Palota, Palotám |")
	namesFile := filepath.Join(t.TempDir(), "nevek.txt")
	if err := os.WriteFile(namesFile, []byte(names), 0o600); err != nil {
		t.Fatal(err)
	}
	e.ok("genoa", "names", "import", namesFile)
}

// A board file's problems name cells as every screen does (kék 3, piros 1), one per
// line and bounded; `new --data board=` names the first few and counts the rest.
func TestGenoaBoardProblemsBounded(t *testing.T) {
	e := newEnv(t)
	file := filepath.Join(t.TempDir(), "tabla.txt")
	if err := os.WriteFile(file, []byte(e.ok("--lang", "hu", "genoa", "board", "template")), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := e.run("--lang", "hu", "genoa", "board", "import", file)
	if code != exitUsage {
		t.Fatalf("import of an empty template: exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) > boardProblemLines+2 {
		t.Errorf("%d lines of problems, want at most %d:\n%s", len(lines), boardProblemLines+2, errOut)
	}
	mustContain(t, errOut, "kék 1, piros 1: nincs kitöltve (írj épületet, Piac, utca vagy st_K_P értéket)", "… és még")
	if strings.Contains(errOut, "(1,1)") {
		t.Errorf("a cell named by coordinates:\n%s", errOut)
	}
	_, errOut, code = e.run("--lang", "hu", "new", "genoa", "--players", "Anna,Béla", "--data", "board="+file)
	if code != exitUsage || len(errOut) > 1000 {
		t.Errorf("new with an empty board: exit %d, %d characters:\n%s", code, len(errOut), errOut)
	}
	mustContain(t, errOut, "kék 1, piros 1: nincs kitöltve", "és még", "talon genoa board import FÁJL mindet felsorolja")
}
