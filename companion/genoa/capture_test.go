package genoa

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// typeCapture enters a board as a person would at the pick lists: for each cell asked,
// the choice whose names include what is typed ("" takes the first, as Enter alone).
func typeCapture(t *testing.T, c *Capture, rows [][]string) {
	t.Helper()
	for red, row := range rows {
		cells := c.Asked(red + 1)
		if len(cells) != len(row) {
			t.Fatalf("red %d asks %d cells, the script has %d", red+1, len(cells), len(row))
		}
		for i, cell := range cells {
			choices := c.Choices(cell)
			pick := -1
			if row[i] == "" {
				pick = 0
			}
			for j, ch := range choices {
				if pick < 0 && slices.ContainsFunc(ch.Names, func(n string) bool { return strings.EqualFold(n, row[i]) }) {
					pick = j
				}
			}
			if pick < 0 {
				t.Fatalf("%s: %q is not offered (%v)", cell, row[i], choices)
			}
			c.Choose(cell, choices[pick])
		}
	}
}

// The alley board (FICTIONAL) typed in Hungarian and German names, Enter alone for the
// second cell of each building; its two two-cell street areas joined by name.
var alleyTyped = [][]string{
	{"Villa Colini", "", "Palota", "", "Kocsma", "", "Villa Monetti", ""},
	{"", "street", "", "", "", "", "Villa Monetti"},
	{"Kocsiszín", "street", "st_2_3", "Céhház", "", "street", "", "Kikötő"},
	{"", "street", "Postahivatal", "Katedrális", "street", "Kikötő"},
	{"Fűszer raktár", "st_2_4", "Postahivatal", "Kathedrale", "street", "Park"},
	{"", "street", "", "Városháza", "", "street", "", "Park"},
	{"Villa Ricci", "street", "Getreidelager", "street", "", "Metalllager", "Tuchlager", "Villa Zasteri"},
	{"", "", "Getreidelager", "Fogadó", "", "Metalllager", "Tuchlager", "Villa Zasteri"},
}

func TestCaptureMakesTheBoardTyped(t *testing.T) {
	c := NewCapture(nil)
	typeCapture(t, c, alleyTyped)
	got, ps := c.Board()
	if got == nil {
		t.Fatalf("refused: %v\n%s", ps, c.Grid())
	}
	data := readTestdata(t, "alley-board.txt")
	want, _ := ParseBoard(data)
	if got.cells != want.cells {
		t.Errorf("the capture differs from the alley board:\n%s", got.GridText())
	}
	if c.Entered() != Side || len(c.Missing()) != 0 {
		t.Errorf("entered %d rows, missing %v", c.Entered(), c.Missing())
	}
}

func TestCaptureChoices(t *testing.T) {
	c := NewCapture(nil)
	typeCapture(t, c, alleyTyped[:2])
	first := func(cell Cell) string { return c.Choices(cell)[0].Text }
	// Enter alone: the same as the cell to the left; at blue 1, the one above.
	if got := first(Cell{1, 3}); got != "Villa Colini  ↑ as red 2" {
		t.Errorf("the first choice at (1,3) is %q", got)
	}
	c.Choose(Cell{1, 3}, c.Choices(Cell{1, 3})[0])
	if got := first(Cell{2, 3}); !strings.HasPrefix(got, "Villa Colini") {
		t.Errorf("after Villa Colini at (1,3) the first choice at (2,3) is %q", got)
	}
	// Next to a street, Enter alone is a street square of its own; the street areas
	// next to the cell are offered to join.
	texts := []string{}
	for _, ch := range c.Choices(Cell{3, 3}) {
		texts = append(texts, ch.Text)
	}
	if !slices.Contains(texts, "street, one area with (3,2)") {
		t.Errorf("(3,3) offers %q", texts)
	}
	// A building already on the board comes last, saying where it stands.
	last := c.Choices(Cell{4, 3})
	if l := last[len(last)-1].Text; !strings.HasPrefix(l, "Villa Monetti  (at (7,1),(8,1),(8,2))") {
		t.Errorf("last choice %q", l)
	}
	c.Choose(Cell{2, 3}, c.Choices(Cell{2, 3})[0]) // Villa Colini again, touching (1,3)
	if apart := c.Apart(Cell{2, 3}); apart != "" {
		t.Errorf("a touching cell is apart: %q", apart)
	}
	c.Choose(Cell{4, 3}, last[len(last)-1]) // Villa Monetti far from its corner
	if apart := c.Apart(Cell{4, 3}); !strings.Contains(apart, "Villa Monetti is also at (7,1),(8,1),(8,2), not next to (4,3)") {
		t.Errorf("apart: %q", apart)
	}
}

func TestCaptureWhy(t *testing.T) {
	c := NewCapture(nil)
	tests := map[string]string{
		"market":  "the market is only (4,4),(5,4),(4,5),(5,5)",
		"zastri":  "did you mean villa_zasteri?",
		"Palast":  "did you mean palace?",
		"Zollamt": "some German and Hungarian names are UNKNOWN to talon (talon genoa names)",
		"gu":      "",
		"":        "",
		"Céhház":  "",
		"fountai": "is not a space",
	}
	for typed, want := range tests {
		got := c.CaptureWhy(Cell{2, 2}, typed)
		if want == "" && got != "" || !strings.Contains(got, want) {
			t.Errorf("CaptureWhy(%q) = %q, want %q", typed, got, want)
		}
	}
}

func TestCaptureStopResumeAndAgain(t *testing.T) {
	c := NewCapture(nil)
	typeCapture(t, c, alleyTyped[:3])
	c.Choose(Cell{1, 4}, c.Choices(Cell{1, 4})[0]) // row 4 begun
	saved := c.Grid()
	again, err := ResumeCapture(nil, saved)
	if err != nil {
		t.Fatal(err)
	}
	if again.Entered() != 3 {
		t.Fatalf("resumed after red %d", again.Entered())
	}
	// The row begun is asked again, what it held offered first.
	if got := again.Choices(Cell{1, 4})[0].Text; got != "Coach House  (as before)" {
		t.Errorf("resumed (1,4) offers first %q", got)
	}
	again.Again(2)
	if again.Entered() != 1 || again.Choices(Cell{2, 2})[0].Text != "street  (as before)" {
		t.Errorf("row 2 asked again: entered %d, first %q", again.Entered(), again.Choices(Cell{2, 2})[0].Text)
	}
	if _, err := ResumeCapture(nil, "red 1: villa_colini | nonsense | ? | ? | ? | ? | ? | ?\n"); err == nil {
		t.Error("a saved capture with an unknown name was resumed")
	}
}

func TestProblemRows(t *testing.T) {
	ps := BoardProblems{
		{Where: "(3,2)", Text: "x"}, {Where: "red 7", Text: "x"}, {Where: "(1,5),(1,6)", Text: "x"},
		{Where: "Palace", Text: "x"}, {Where: "(8,8)", Text: "x", Warning: true},
	}
	if got := ps.Rows(); !slices.Equal(got, []int{2, 5, 6, 7}) {
		t.Errorf("Rows() = %v", got)
	}
}

func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
