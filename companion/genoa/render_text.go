package genoa

import (
	"fmt"
	"github.com/talon-games/talon/companion/i18n"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Marks is what a drawing shows on the board besides the spaces.
type Marks struct {
	Rolled *Cell                 // the cell the dice picked, highlighted
	Route  []SpaceID             // the tower's route this turn, the start first
	Discs  map[SpaceID]int       // tower discs standing on each space
	Owners map[BuildingID]string // the owner's initial on each owned building
}

// step is a space's place on the route (1 = start), 0 when not visited.
func (m Marks) step(s SpaceID) int {
	for i, r := range m.Route {
		if r == s {
			return i + 1
		}
	}
	return 0
}

// cellText is what one cell shows (8 columns): a space's name on its first cell, its
// marks (route step, discs, owner) on its second (or first, when it has one cell, or
// when it is a street, which has no name).
func (b *Board) cellText(p *i18n.Printer, c Cell, m Marks) string {
	s := b.At(c)
	cells := b.spaces[s]
	first := cells[0] == c
	markCell := len(cells) == 1 || KindOf(s) == KindStreet && first || KindOf(s) != KindStreet && cells[1] == c
	var text string
	switch {
	case first && KindOf(s) == KindBuilding:
		text = shortIn(p, BuildingID(s))
	case first && s == Market:
		text = strings.ToUpper(p.Text(shown("space", string(Market))))
	case KindOf(s) == KindStreet:
		text = "·"
	}
	if markCell {
		if marks := m.text(s); marks != "" {
			if first && KindOf(s) == KindBuilding {
				text = clipRunes(text, cellWidth-utf8.RuneCountInString(marks)-1) + " " + marks
			} else {
				text = marks
			}
		}
	}
	if m.Rolled != nil && *m.Rolled == c {
		return "*" + padRunes(clipRunes(text, cellWidth-2), cellWidth-2) + "*"
	}
	return padRunes(clipRunes(text, cellWidth), cellWidth)
}

// text is a space's marks: route step, one ● per disc, @ and the owner's initial.
func (m Marks) text(s SpaceID) string {
	var sb strings.Builder
	if n := m.step(s); n > 0 {
		fmt.Fprint(&sb, n)
	}
	sb.WriteString(strings.Repeat("●", min(m.Discs[s], towerDiscs)))
	if o := m.Owners[BuildingID(s)]; o != "" {
		sb.WriteString("@" + o)
	}
	return sb.String()
}

const cellWidth = 8

// shortIn is a building's name for a cell of the drawing: its own short English name
// in English (and where the language has no name of its own, as for the villas), else
// the language's name cut to the cell.
func shortIn(p *i18n.Printer, id BuildingID) string {
	bd, _ := building(id)
	if name := p.Text(bd.Term()); name != bd.English {
		return clipRunes(name, cellWidth)
	}
	return bd.Short
}

func clipRunes(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}

func padRunes(s string, n int) string {
	return s + strings.Repeat(" ", max(0, n-utf8.RuneCountInString(s)))
}

// Text draws the board in English (see TextIn).
func (b *Board) Text(m Marks, framed bool) string {
	return b.TextIn(i18n.NewPrinter(i18n.English), m, framed)
}

// TextIn draws the board in at most 79 columns, blue numbers across and red numbers
// down as printed on the board's edges, the two colours named in the table's language.
// Framed draws lines between different spaces (18 lines); unframed is one line per red
// row (9 lines) for screens that show more.
func (b *Board) TextIn(p *i18n.Printer, m Marks, framed bool) string {
	blueWord, redWord := p.Sprintf("blue"), p.Sprintf("red")
	label := max(utf8.RuneCountInString(blueWord), utf8.RuneCountInString(redWord)+1, 4)
	var sb strings.Builder
	sb.WriteString(padRunes(blueWord, label))
	for blue := 1; blue <= Side; blue++ {
		sb.WriteString(fmt.Sprintf("%*d", cellWidth+1, blue))
	}
	sb.WriteString("\n")
	for red := 1; red <= Side; red++ {
		if framed {
			sb.WriteString(b.border(red, label) + "\n")
		}
		sb.WriteString(padRunes(redWord+strconv.Itoa(red), label))
		for blue := 1; blue <= Side; blue++ {
			c := Cell{blue, red}
			sep := "|"
			if blue > 1 && b.At(Cell{blue - 1, red}) == b.At(c) {
				sep = " "
			}
			sb.WriteString(sep + b.cellText(p, c, m))
		}
		sb.WriteString("|\n")
	}
	if framed {
		sb.WriteString(b.border(Side+1, label) + "\n")
	}
	return sb.String()
}

// border is the line above red row `red`: dashes where the cells above and below belong
// to different spaces (or the edge), blanks inside one space.
func (b *Board) border(red, label int) string {
	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", label))
	for blue := 1; blue <= Side; blue++ {
		above, below := b.At(Cell{blue, red - 1}), b.At(Cell{blue, red})
		sb.WriteString("+")
		if above == below {
			sb.WriteString(strings.Repeat(" ", cellWidth))
		} else {
			sb.WriteString(strings.Repeat("-", cellWidth))
		}
	}
	sb.WriteString("+")
	return sb.String()
}

// Legend explains the marks, for under a drawing.
var Legend = i18n.Key("* rolled cell · street  n = route step  ● tower disc  @X owner's initial")
