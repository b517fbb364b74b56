package main

import (
	"fmt"
	"strings"

	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/talon-games/talon/companion/i18n"
)

// unbroken is a table cell of parts that a narrow column wraps between, never inside:
// history's scores {"Ann 10,", "Ben 1 111"} wrap after "Ann 10,", so a name never
// parts from its score, nor a score from itself. It prints its parts joined by spaces.
type unbroken []string

func (u unbroken) String() string { return strings.Join(u, " ") }

// wrapParts is a cell as a column width columns wide prints it: an unbroken cell's
// parts filled into lines of at most width (a part wider than the column alone is
// wrapped at its own spaces); any other cell as go-pretty prints it.
func wrapParts(cell any, width int) string {
	u, ok := cell.(unbroken)
	if !ok {
		if s, ok := cell.(string); ok {
			return s
		}
		return fmt.Sprint(cell)
	}
	var lines []string
	line := ""
	for _, part := range u {
		w := text.RuneWidthWithoutEscSequences(part)
		switch {
		case line == "":
		case text.RuneWidthWithoutEscSequences(line)+1+w <= width:
			line += " " + part
			continue
		default:
			lines = append(lines, line)
		}
		if w <= width {
			line = part
			continue
		}
		wrapped := strings.Split(wrapAtSpaces(part, width), "\n")
		lines = append(lines, wrapped[:len(wrapped)-1]...)
		line = wrapped[len(wrapped)-1]
	}
	return strings.Join(append(lines, line), "\n")
}

// wrapAtSpaces wraps s at its plain spaces only: a no-break space (x/text's digit
// group in Hungarian, "1 111") holds; a word wider than width is cut.
func wrapAtSpaces(s string, width int) string {
	var lines []string
	line := ""
	for _, word := range strings.Split(s, " ") {
		if line != "" && text.RuneWidthWithoutEscSequences(line)+1+text.RuneWidthWithoutEscSequences(word) <= width {
			line += " " + word
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = word
		for text.RuneWidthWithoutEscSequences(line) > width {
			cut := text.Trim(line, width)
			lines = append(lines, cut)
			line = strings.TrimPrefix(line, cut)
		}
	}
	return strings.Join(append(lines, line), "\n")
}

// wrapLongLines is a column's width enforcer for cells wrapped already: each line that
// still overflows (a header) is wrapped softly, the others are kept as they are.
func wrapLongLines(s string, width int) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if text.RuneWidthWithoutEscSequences(l) > width {
			lines[i] = text.WrapSoft(l, width)
		}
	}
	return strings.Join(lines, "\n")
}

// listParts are the parts of a list a table cell wraps between: each item but the
// last with a comma, as history lists scores ("Ann 10,", "Ben 9").
func listParts(items []string) unbroken {
	parts := make(unbroken, len(items))
	for i, item := range items {
		if i < len(items)-1 {
			item += ","
		}
		parts[i] = item
	}
	return parts
}

// andParts are names joined as andList joins them ("Ann, Ben and Cy"), as parts that
// wrap between names, never inside one: {"Ann,", "Ben", "and", "Cy"}.
func andParts(p *i18n.Printer, names []string) unbroken {
	if len(names) < 2 {
		return unbroken(names)
	}
	last := names[len(names)-1]
	and := strings.TrimSpace(strings.TrimSuffix(p.Sprintf("%s and %s", "", last), last))
	return append(listParts(names[:len(names)-1]), and, last)
}
