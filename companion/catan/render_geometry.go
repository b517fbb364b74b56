package catan

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// mapGeometry places the board on a text canvas. A vertex at half-hex-width x (-5 … 5)
// and quarter-size y (-8 … 8, see cornerXY) is drawn at line (y+top)*lineStep and column
// (x+left)*cellWidth.
//
// The full map spends two lines per y step: a slanted path has its own line and a hex
// three lines inside for terrain, label and number, and the pips or robber.
//
// The compact map spends one line per y step (18 lines, under 80 columns): a hex is its
// label and number on the line of its upper side corners, its terrain on the middle
// line, and its pips (or ROB, the robber) on the line of its lower side corners; a
// slanted path is drawn beside its upper end, on that end's line.
type mapGeometry struct {
	compact          bool
	lineStep, top    int
	cellWidth, left  int
	lines, cols      int
	harborSideMargin int // compact: columns between the board and a side harbor's text
}

var (
	fullGeometry = mapGeometry{lineStep: 2, top: 10, cellWidth: 7, left: 7,
		lines: 2*(10+9) + 2, cols: 2*7*7 + 8}
	compactGeometry = mapGeometry{compact: true, lineStep: 1, top: 8, cellWidth: 6, left: 6,
		lines: 17, cols: CompactMapWidth, harborSideMargin: 1}
)

// pos is the canvas position of a point in vertex coordinates.
func (g mapGeometry) pos(x, y int) (line, col int) {
	if g.compact {
		return y + g.top, (x+5)*g.cellWidth + g.left
	}
	return (y + g.top) * g.lineStep, (x + g.left) * g.cellWidth
}

func (g mapGeometry) vertexPos(v int) (line, col int) {
	return g.pos(cornerXY(topo.vertices[v]))
}

func (g mapGeometry) hexPos(h Hex) (line, col int) {
	return g.pos(2*h.Q+h.R, 3*h.R)
}

// drawHex writes a land hex's terrain, label and number, and pips or the robber.
func (g mapGeometry) drawHex(c *canvas, t Tile, robber bool, p *i18n.Printer) {
	line, col := g.hexPos(t.Hex)
	num := t.Label
	if t.Number > 0 {
		mark := ""
		if isRed(t.Number) {
			mark = "!"
		}
		sep := "  "
		if g.compact {
			sep = " "
		}
		num = fmt.Sprintf("%s%s%d%s", t.Label, sep, t.Number, mark)
	}
	robberText := p.Sprintf("ROBBER")
	terrainLine, numberLine := line-1, line
	if g.compact {
		robberText = p.Sprintf("ROB")
		terrainLine, numberLine = line, line-1
	}
	c.centre(terrainLine, col, p.Text(hexName(t.Terrain)), terrainColours[t.Terrain])
	c.centre(numberLine, col, num, "")
	if robber {
		c.centre(line+1, col, robberText, "1;7")
	} else {
		c.centre(line+1, col, strings.Repeat("•", Pips(t.Number)), "")
	}
}

// drawEdge draws the path between two intersections: the owner's mark when a road
// stands on it, else a line.
func (g mapGeometry) drawEdge(c *canvas, ends [2]int, mark, colour string) {
	la, ca := g.vertexPos(ends[0])
	lb, cb := g.vertexPos(ends[1])
	if ca == cb { // a vertical side
		glyph := "|"
		if mark != "" {
			glyph = mark
		}
		for l := min(la, lb) + 1; l < max(la, lb); l++ {
			c.put(l, ca, glyph, colour)
		}
		return
	}
	glyph := "/"
	if (lb-la)*(cb-ca) > 0 {
		glyph = "\\"
	}
	if g.compact {
		if mark != "" {
			glyph = mark
		}
		c.put(min(la, lb), (ca+cb)/2, glyph, colour)
		return
	}
	if mark != "" {
		glyph = mark + mark
	}
	c.centre((la+lb)/2, (ca+cb)/2+1, glyph, colour)
}

// harborPlace is where the compact map writes a harbor's texts: each text on its line,
// beside the board on the side of the harbor's water hex (left: ending margin columns
// before the board).
type harborPlace struct {
	texts  []string
	lines  []int
	margin int
	left   bool
}

// compactHarborPlace places a harbor's trade and the intersections it serves beside the
// board (drawn on c) on the compact map.
func (g mapGeometry) compactHarborPlace(c *canvas, h Harbor, p *i18n.Printer) harborPlace {
	s := harborSlots[h.Slot-1]
	water := s.Land.add(sideWater[s.Side])
	line, _ := g.hexPos(water)
	kind, at := p.Text(h.Kind.Text()), harborAt(h, p)
	hp := harborPlace{texts: []string{kind, at}, lines: []int{line - 1, line}, margin: g.harborSideMargin,
		left: 2*water.Q+water.R < 0}
	if line >= 0 && line < g.lines {
		return hp
	}
	// Above the top row or below the bottom one: one line beside the outer corners, set
	// apart from their numbers; on the left, where that line is short, a long trade
	// ("2:1 építőkő") takes the line and the intersections go on the next one inwards.
	edge, inwards := min(max(line, 0), g.lines-1), 1
	if line >= g.lines {
		inwards = -1
	}
	hp.texts, hp.lines, hp.margin = []string{kind + " " + at}, []int{edge}, 3
	if hp.left && utf8.RuneCountInString(hp.texts[0]) > hp.leftEnd(c) {
		hp.texts, hp.lines = []string{kind, at}, []int{edge, edge + inwards}
	}
	return hp
}

func harborAt(h Harbor, p *i18n.Printer) string {
	return p.Sprintf("at %s", strconv.Itoa(h.Vertices[0])+","+strconv.Itoa(h.Vertices[1]))
}

// leftEnd is the column a left harbor's texts end before: margin columns before the
// board's first drawn column on any of their lines.
func (hp harborPlace) leftEnd(c *canvas) int {
	end := c.cols
	for _, l := range hp.lines {
		end = min(end, c.firstUsed(l)-hp.margin)
	}
	return end
}

// harborOverhang is how many columns the compact map's left harbor texts lack before
// the board on c (0: they fit).
func (g mapGeometry) harborOverhang(c *canvas, harbors []Harbor, p *i18n.Printer) int {
	need := 0
	for _, h := range harbors {
		hp := g.compactHarborPlace(c, h, p)
		if !hp.left {
			continue
		}
		end := hp.leftEnd(c)
		for _, t := range hp.texts {
			need = max(need, utf8.RuneCountInString(t)-end)
		}
	}
	return need
}

// drawHarbor writes a harbor's trade and the intersections it serves on its water hex
// (full map), or beside the board on the side of its water hex (compact map).
func (g mapGeometry) drawHarbor(c *canvas, h Harbor, p *i18n.Printer) {
	if !g.compact {
		s := harborSlots[h.Slot-1]
		line, col := g.hexPos(s.Land.add(sideWater[s.Side]))
		c.centre(line-1, col, p.Text(h.Kind.Text()), harborColour)
		c.centre(line, col, harborAt(h, p), harborColour)
		return
	}
	hp := g.compactHarborPlace(c, h, p)
	if hp.left {
		end := hp.leftEnd(c)
		for i, l := range hp.lines {
			c.put(l, max(0, end-utf8.RuneCountInString(hp.texts[i])), hp.texts[i], harborColour)
		}
		return
	}
	start := 0
	for _, l := range hp.lines {
		start = max(start, c.lastUsed(l)+1+hp.margin)
	}
	for i, l := range hp.lines {
		c.put(l, start, hp.texts[i], harborColour)
	}
}

// canvas is a grid of runes with a colour per cell.
type canvas struct {
	lines, cols int
	cells       [][]rune
	colour      [][]string
}

func newCanvas(lines, cols int) *canvas {
	c := &canvas{lines: lines, cols: cols, cells: make([][]rune, lines), colour: make([][]string, lines)}
	for l := range c.cells {
		c.cells[l] = []rune(strings.Repeat(" ", cols))
		c.colour[l] = make([]string, cols)
	}
	return c
}

// put writes text starting at (line, col), clipped to the canvas.
func (c *canvas) put(line, col int, text, colour string) {
	if line < 0 || line >= c.lines {
		return
	}
	for _, r := range text {
		if col >= 0 && col < c.cols {
			c.cells[line][col] = r
			c.colour[line][col] = colour
		}
		col++
	}
}

// centre writes text centred on col.
func (c *canvas) centre(line, col int, text, colour string) {
	c.put(line, col-utf8.RuneCountInString(text)/2, text, colour)
}

// firstUsed and lastUsed are the first and last non-blank columns of a line (cols and
// -1 on a blank line).
func (c *canvas) firstUsed(line int) int {
	for k, r := range c.cells[line] {
		if r != ' ' {
			return k
		}
	}
	return c.cols
}

func (c *canvas) lastUsed(line int) int {
	for k := c.cols - 1; k >= 0; k-- {
		if c.cells[line][k] != ' ' {
			return k
		}
	}
	return -1
}

// String writes the canvas, trimming trailing blanks and blank lines at the top and
// bottom, with ANSI colours when color is set.
func (c *canvas) String(color bool) string {
	var b strings.Builder
	for l := range c.cells {
		var line strings.Builder
		cur := ""
		for k, r := range c.cells[l] {
			if color && c.colour[l][k] != cur {
				if cur != "" {
					line.WriteString("\x1b[0m")
				}
				cur = c.colour[l][k]
				if cur != "" {
					line.WriteString("\x1b[" + cur + "m")
				}
			}
			line.WriteRune(r)
		}
		if cur != "" {
			line.WriteString("\x1b[0m")
		}
		text := strings.TrimRight(line.String(), " ")
		if strings.TrimSpace(text) == "" && (l < 1 || l > c.lines-2) {
			continue
		}
		b.WriteString(text)
		b.WriteByte('\n')
	}
	return b.String()
}
