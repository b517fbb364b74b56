package main

// The cells of a table as go-pretty measures and wraps them, for a table whose rows are
// written without it (sessions_table.go).

import (
	"strings"

	"github.com/jedib0t/go-pretty/v6/text"
)

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

// pow10 is 10 to the n (n from 0 to 18).
func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}
