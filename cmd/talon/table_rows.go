package main

import (
	"bufio"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
)

// renderRows prints a table of header and rows exactly as a fitTable of them would
// (f.newTable, AppendRow, Render; TestRenderRowsIsFitTable), for a long list: go-pretty
// spent about 15 µs on each row of `talon sessions --limit 0` (1.5 s of 100,000).
// go-pretty still draws the top border, the header and the bottom border, from a
// table of the header and one row of cells as wide as the columns; the rows between
// are written here, with the same widths, wrapping, alignment and box characters.
// A table this does not cover (no rows, a cell other than text or a whole number,
// text with control characters) is rendered by the fitTable.
func (f *Factory) renderRows(header []any, rows [][]any) {
	w, ok := rowWidths(header, rows)
	caps := columnCaps(w.natural, w.words, f.width()-(3*len(w.natural)+1))
	for i, c := range caps {
		ok = ok && (!w.numeric[i] || c <= 18) // the sample's int64 holds 18 digits
	}
	if !ok {
		t := f.newTable("", header...)
		for _, r := range rows {
			t.AppendRow(r)
		}
		t.Render()
		return
	}
	frame := f.newTable("", header...)
	frame.SetOutputMirror(nil)
	sample := make(table.Row, len(caps))
	for i, c := range caps {
		if w.numeric[i] {
			sample[i] = pow10(c - 1) // c digits
		} else {
			sample[i] = strings.Repeat("x", c)
		}
	}
	frame.AppendRow(sample)
	lines := strings.Split(frame.renderCapped(caps, w.natural), "\n")
	box := frame.Style().Box
	out := bufio.NewWriterSize(f.Out, 64<<10)
	for _, l := range lines[:len(lines)-2] { // top border, header, its separator
		out.WriteString(l)
		out.WriteByte('\n')
	}
	var b []byte
	cells := make([][]string, len(caps))
	for _, r := range rows {
		height := 1
		for i, cell := range r {
			s := cellText(cell)
			if cellWidth(s) > caps[i] {
				cells[i] = strings.Split(wrapSoft(s, caps[i]), "\n")
			} else {
				cells[i] = append(cells[i][:0], s)
			}
			height = max(height, len(cells[i]))
		}
		for line := range height {
			b = append(b[:0], box.Left...)
			for i, c := range cells {
				if i > 0 {
					b = append(b, box.MiddleVertical...)
				}
				s := ""
				if line < len(c) {
					s = c[line]
				}
				b = append(b, box.PaddingLeft...)
				b = appendAligned(b, s, caps[i], w.numeric[i])
				b = append(b, box.PaddingRight...)
			}
			b = append(append(b, box.Right...), '\n')
			out.Write(b)
		}
	}
	out.WriteString(lines[len(lines)-1]) // the bottom border
	out.WriteByte('\n')
	out.Flush()
}

// columnWidths is what a fitTable measures of its cells.
type columnWidths struct {
	natural, words []int // widest cell and longest word per column
	numeric        []bool
}

// rowWidths measures header and rows as fitTable.measure does and tells which
// columns hold only numbers (go-pretty aligns those right, header too); ok is false
// when renderRows does not cover the table.
func rowWidths(header []any, rows [][]any) (columnWidths, bool) {
	n := len(header)
	w := columnWidths{natural: make([]int, n), words: make([]int, n), numeric: make([]bool, n)}
	if len(rows) == 0 {
		return w, false
	}
	for i := range w.numeric {
		w.numeric[i] = true
	}
	measure := func(i int, s string) bool {
		if !plainCell(s) {
			return false
		}
		if !ascii(s) {
			w.natural[i] = max(w.natural[i], cellWidth(s))
			for _, word := range strings.Fields(s) {
				w.words[i] = max(w.words[i], cellWidth(word))
			}
			return true
		}
		w.natural[i] = max(w.natural[i], len(s))
		word := 0 // strings.Fields of printable ASCII splits at spaces only
		for j := 0; j < len(s); j++ {
			if s[j] == ' ' {
				word = 0
				continue
			}
			word++
			w.words[i] = max(w.words[i], word)
		}
		return true
	}
	for i, h := range header {
		s, ok := h.(string)
		if !ok || !measure(i, s) {
			return w, false
		}
	}
	for _, r := range rows {
		if len(r) != n {
			return w, false
		}
		for i, cell := range r {
			switch cell.(type) {
			case int, int64:
			case string:
				w.numeric[i] = false
			default:
				return w, false
			}
			if !measure(i, cellText(cell)) {
				return w, false
			}
		}
	}
	return w, true
}

// cellText is a cell as go-pretty prints it.
func cellText(cell any) string {
	switch v := cell.(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	case int64:
		return strconv.FormatInt(v, 10)
	}
	panic("renderRows: a cell rowWidths let through")
}

// plainCell tells whether s has no control characters (tabs, line breaks, escape
// sequences: what go-pretty rewrites or measures otherwise).
func plainCell(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == 0x7f {
			return false
		}
	}
	for _, r := range s {
		if r >= 0x80 && r < 0xa0 { // C1 controls
			return false
		}
	}
	return true
}

// ascii tells whether s is printable ASCII, a column per byte.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// cellWidth is the columns s takes, as go-pretty counts them.
func cellWidth(s string) int {
	if ascii(s) {
		return len(s)
	}
	return text.StringWidthWithoutEscSequences(s)
}

// wrapSoft is text.WrapSoft: printable ASCII is wrapped here, the same way, without
// go-pretty's rune-by-rune builder; anything else by text.WrapSoft itself.
func wrapSoft(s string, width int) string {
	if !ascii(s) || width <= 0 {
		return text.WrapSoft(s, width)
	}
	if len(s) <= width {
		return s
	}
	b := make([]byte, 0, len(s)+len(s)/width+width)
	lineLen := 0
	newLine := func() { // text's terminateLine: the line filled with spaces
		for ; lineLen < width; lineLen++ {
			b = append(b, ' ')
		}
		b = append(b, '\n')
		lineLen = 0
	}
	words := strings.Fields(s)
	for i, word := range words {
		switch {
		case lineLen > 0 && lineLen+1+len(word) <= width:
			b = append(append(b, ' '), word...)
			lineLen += 1 + len(word)
		case lineLen == 0 && len(word) <= width:
			b = append(b, word...)
			lineLen = len(word)
		default:
			if lineLen > 0 {
				newLine()
			}
			if len(word) <= width {
				b = append(b, word...)
				lineLen = len(word)
				break
			}
			for j := 0; j < len(word); j++ { // a word wider than the column is cut
				if lineLen >= width {
					b = append(b, '\n')
					lineLen = 0
				}
				b = append(b, word[j])
				lineLen++
			}
		}
		if lineLen == width && i < len(words)-1 {
			newLine()
		}
	}
	return string(b)
}

// appendAligned writes s in a column of width as text.AlignLeft (or AlignRight)
// applies: the spaces on that side trimmed, then padded.
func appendAligned(b []byte, s string, width int, right bool) []byte {
	if right {
		s = strings.TrimLeft(s, " ")
	} else {
		s = strings.TrimRight(s, " ")
	}
	pad := width - cellWidth(s)
	if right {
		for ; pad > 0; pad-- {
			b = append(b, ' ')
		}
		return append(b, s...)
	}
	b = append(b, s...)
	for ; pad > 0; pad-- {
		b = append(b, ' ')
	}
	return b
}

// pow10 is 10 to the n (n from 0 to 18).
func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}
