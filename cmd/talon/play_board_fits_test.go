package main

import (
	"strings"
	"testing"
)

// At 80x24 the compact Catan map, its legend (one line in colour: the entries are in
// the players' colours, without the colours' names; one line without colour too, the
// colours' names left out when they would not fit) and the question below it fit the
// screen together, with two rows of the list so its ↓ says there are more: the map's
// first line no longer scrolls away above the question (it did with three rows under a
// two-line legend, and with NO_COLOR's two-line legend), and a one-row list no longer
// hides the other choices. A taller terminal shows more rows.
func TestCatanBoardAndQuestionFitTheTerminal(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		for _, height := range []int{24, 40} {
			for _, noColour := range []bool{false, true} {
				boardAndQuestionFit(t, lang, height, noColour)
			}
		}
	}
}

// boardAndQuestionFit plays to the path question at 80 columns and height lines and
// counts the lines the map, its legend and the question take.
func boardAndQuestionFit(t *testing.T, lang string, height int, noColour bool) {
	t.Helper()
	e := newEnv(t)
	e.tty, e.width, e.height = true, 80, height
	if noColour {
		e.vars["NO_COLOR"] = "1"
	}
	e.ok("new", "catan", "--players", "Anna:red,Béla:blue,Csaba:white")
	for _, m := range []string{"place settlement 12", "place road 12-17", "place settlement 31", "place road 31-36",
		"place settlement 44", "place road 44-48", "place settlement 46", "place road 46-50",
		"place settlement 10", "place road 10-15", "place settlement 5", "place road 5-9", "roll 3,5"} {
		e.ok(append([]string{"do"}, strings.Fields(m)...)...)
	}
	e.prompt.answers = []string{"build road", "1-5", "quit"}
	out := e.ok("--lang", lang, "play")
	lines := strings.Split(out, "\n")
	first, last := -1, -1
	for i, l := range lines {
		if first < 0 && strings.Contains(l, "/  1  \\") {
			first = i // the map's first line: harbours and the corners 1, 2, 3
		}
		if strings.Contains(l, "C = Csaba") {
			last = i // the legend's last line
		}
	}
	if first < 0 || last < first {
		t.Fatalf("%s, %d lines, NO_COLOR %v: no map before the question:\n%s", lang, height, noColour, out)
	}
	board := last - first + 1
	size := -1
	for i, l := range e.prompt.labels {
		if strings.Contains(l, "path") || strings.Contains(l, "útszakasz") {
			size = e.prompt.sizes[i]
		}
	}
	if size < 2 { // a one-row list shows no ↓ for the rows below it
		t.Fatalf("%s, %d lines, NO_COLOR %v: the path question shows %d rows (labels %q)", lang, height, noColour, size, e.prompt.labels)
	}
	// The question's echo above the map, the search line, the label and the
	// line under the list (see askAnswer) take four lines besides the rows.
	if used := board + 4 + size; used > height {
		t.Errorf("%s, %d lines, NO_COLOR %v: map %d + question 4 + %d rows = %d lines", lang, height, noColour, board, size, used)
	}
	if height == 40 && size < 10 {
		t.Errorf("%s, 40 lines, NO_COLOR %v: only %d rows shown under the map", lang, noColour, size)
	}
}
