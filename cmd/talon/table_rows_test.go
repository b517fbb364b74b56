package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jedib0t/go-pretty/v6/text"
)

// TestRenderRowsIsFitTable renders generated tables (sessions-like rows and random
// text: accents, wide characters, long words, runs of spaces, numbers wider than
// their column) at widths from 20 to 160 columns, plain and in colour, with renderRows
// and with a fitTable: the output must be the same to the byte. Most of them wrap.
func TestRenderRowsIsFitTable(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	pieces := []string{"Ann", "Béla", "Player 07,", "marco-polo", "2079-11-12 01:50", "x", "  ", " ", "字字",
		"Zsófia-Kovács-Nagy", "finished", "lezárt", "e\u0301", "1", "-", "ÁRVÍZTŰRŐ"}
	phrase := func() string {
		var b strings.Builder
		for range r.IntN(6) {
			b.WriteString(pieces[r.IntN(len(pieces))])
			if r.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		return b.String()
	}
	covered, coloured := 0, 0
	for i := range 3000 {
		cols := 1 + r.IntN(7)
		header := make([]any, cols)
		for c := range header {
			header[c] = phrase()
		}
		numeric := make([]bool, cols)
		for c := range numeric {
			numeric[c] = r.IntN(3) == 0
		}
		rows := make([][]any, 1+r.IntN(20))
		for j := range rows {
			rows[j] = make([]any, cols)
			for c := range rows[j] {
				switch {
				case numeric[c] && r.IntN(2) == 0:
					rows[j][c] = r.Int64N(1 << (r.IntN(50) + 1))
				case numeric[c]:
					rows[j][c] = r.IntN(1000)
				default:
					rows[j][c] = phrase()
				}
			}
		}
		width, colour := 20+r.IntN(140), i%2 == 1
		if _, ok := rowWidths(header, rows); ok {
			covered++
		}
		fast, slow := renderBoth(width, colour, header, rows)
		if strings.Contains(fast, "\x1b[") {
			coloured++
		}
		if fast != slow {
			t.Fatalf("width %d, colour %v, header %q, rows %q:\nrenderRows\n%s\nfitTable\n%s", width, colour, header, rows, fast, slow)
		}
	}
	if coloured < 1000 {
		t.Errorf("only %d tables in colour", coloured)
	}
	if covered < 2500 {
		t.Errorf("renderRows drew only %d of 3000 tables itself", covered)
	}
}

// TestRenderRowsLeavesToFitTable: tables renderRows does not draw itself (no rows,
// a control character, a cell of another type, a number wider than an int64's 18
// digits in its column) come out as the fitTable draws them.
func TestRenderRowsLeavesToFitTable(t *testing.T) {
	for i, rows := range [][][]any{
		nil,
		{{"a\tb", 1}},
		{{"a\nb", 1}},
		{{"\x1b[1mbold\x1b[0m", 1}},
		{{"a", 1.5}},
		{{"a", 1234567890123456789}},
	} {
		header := []any{"Name", "N"}
		if _, ok := rowWidths(header, rows); ok && i < 5 { // the last is measured, then left
			t.Errorf("%q: drawn by renderRows", rows)
		}
		if fast, slow := renderBoth(40, false, header, rows); fast != slow {
			t.Errorf("%q:\n%s\nwant\n%s", rows, fast, slow)
		}
	}
}

func TestWrapSoftIsGoPretty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	letters := "ab -,7"
	for range 50_000 {
		b := make([]byte, r.IntN(30))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		s, width := string(b), r.IntN(12)
		if got, want := wrapSoft(s, width), text.WrapSoft(s, width); got != want {
			t.Fatalf("wrapSoft(%q, %d) = %q, text.WrapSoft %q", s, width, got, want)
		}
	}
}

// renderBoth is the table drawn by renderRows and by a fitTable.
func renderBoth(width int, colour bool, header []any, rows [][]any) (string, string) {
	var fast, slow bytes.Buffer
	f := &Factory{Out: &fast, Getenv: func(string) string { return "" }, OutTerminal: colour,
		Width: func() int { return width }}
	f.renderRows(header, rows)
	f.Out = &slow
	tb := f.newTable("", header...)
	for _, row := range rows {
		tb.AppendRow(row)
	}
	tb.Render()
	return fast.String(), slow.String()
}
