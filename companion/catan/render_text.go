package catan

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Piece is a road, settlement or city on the board, for rendering.
type Piece struct {
	Kind   string `json:"kind"`   // "road", "settlement" or "city"
	At     string `json:"at"`     // "12-13" for a road, "12" for a building
	Player string `json:"player"` // the owner's name
	Colour string `json:"colour"` // red, blue, white, orange, or another colour name
}

// Text map geometry: a vertex at half-hex-width x and quarter-size y (cornerXY) is drawn
// at column (x+originX)*cellWidth and line (y+originY)*2; each hex is 6 lines tall, so a
// hex has three lines inside for its terrain, label and number, and the pips or robber.
const (
	cellWidth = 7
	originX   = 7
	originY   = 10 // leaves room above for the top harbors
	mapLines  = 2*(originY+9) + 2
	mapCols   = (2*originX)*cellWidth + 8
)

// ansi colour codes for the base game's colours and terrains.
var ansiColours = map[string]string{
	"red": "31", "blue": "34", "white": "97", "orange": "38;5;208", "green": "32", "brown": "38;5;94",
	"yellow": "33", "black": "90", "purple": "35",
}

var terrainColours = map[Terrain]string{
	Forest: "32", Pasture: "92", Fields: "33", Hills: "38;5;166", Mountains: "37", Desert: "38;5;180",
}

type canvas struct {
	cells  [mapLines][mapCols]rune
	colour [mapLines][mapCols]string
}

func newCanvas() *canvas {
	c := &canvas{}
	for l := range c.cells {
		for k := range c.cells[l] {
			c.cells[l][k] = ' '
		}
	}
	return c
}

// put writes text starting at (line, col), clipped to the canvas.
func (c *canvas) put(line, col int, text, colour string) {
	if line < 0 || line >= mapLines {
		return
	}
	for _, r := range text {
		if col >= 0 && col < mapCols {
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
		if strings.TrimSpace(text) == "" && (l < 1 || l > mapLines-2) {
			continue
		}
		b.WriteString(text)
		b.WriteByte('\n')
	}
	return b.String()
}

func vertexPos(v int) (line, col int) {
	x, y := cornerXY(topo.vertices[v])
	return (y + originY) * 2, (x + originX) * cellWidth
}

func hexPos(h Hex) (line, col int) {
	return (3*h.R + originY) * 2, (2*h.Q + h.R + originX) * cellWidth
}

// markers give each player a one-letter mark: the initial, or the seat number when two
// players share an initial.
func markers(pieces []Piece) map[string]rune {
	var names []string
	seen := map[string]bool{}
	for _, p := range pieces {
		if !seen[p.Player] {
			seen[p.Player] = true
			names = append(names, p.Player)
		}
	}
	out := map[string]rune{}
	initials := map[rune]bool{}
	unique := true
	for _, n := range names {
		r, _ := utf8.DecodeRuneInString(n)
		r = unicode.ToUpper(r)
		if initials[r] {
			unique = false
		}
		initials[r] = true
		out[n] = r
	}
	if !unique {
		for i, n := range names {
			out[n] = rune('1' + i)
		}
	}
	return out
}

// RenderText draws the board as a hex map: intersections numbered 1–54 (name a path by
// its two ends, "12-13"), hexes labelled A1…E3 with terrain, number and pips, harbors
// with the intersections they serve, and the pieces. Roads show the owner's mark; a
// settlement is the lower-case mark before the number ("a12"), a city the capital
// ("A12"). With color set, pieces and terrains get ANSI colours.
func RenderText(b Board, color bool, pieces ...Piece) string {
	c := newCanvas()
	for h, t := range b.Tiles {
		line, col := hexPos(t.Hex)
		tc := terrainColours[t.Terrain]
		c.centre(line-1, col, string(t.Terrain), tc)
		num := t.Label
		if t.Number > 0 {
			mark := ""
			if isRed(t.Number) {
				mark = "!"
			}
			num = fmt.Sprintf("%s  %d%s", t.Label, t.Number, mark)
		}
		c.centre(line, col, num, "")
		if h == b.Robber {
			c.centre(line+1, col, "ROBBER", "1;7")
		} else {
			c.centre(line+1, col, strings.Repeat("•", Pips(t.Number)), "")
		}
	}
	roads := map[int]Piece{}
	buildings := map[int]Piece{}
	for _, p := range pieces {
		if p.Kind == "road" {
			if e, err := ParseEdge(p.At); err == nil {
				roads[e] = p
			}
		} else if v, err := ParseVertex(p.At); err == nil {
			buildings[v] = p
		}
	}
	marks := markers(pieces)
	for e, ends := range topo.edges {
		la, ca := vertexPos(ends[0])
		lb, cb := vertexPos(ends[1])
		glyph, colour := "", ""
		if p, ok := roads[e]; ok {
			glyph, colour = string(marks[p.Player]), ansiColours[p.Colour]
			if colour != "" {
				colour = "1;" + colour
			}
		}
		if ca == cb { // vertical side: three lines
			g := "|"
			if glyph != "" {
				g = glyph
			}
			for l := min(la, lb) + 1; l < max(la, lb); l++ {
				c.put(l, ca, g, colour)
			}
			continue
		}
		g := "/"
		if (lb-la)*(cb-ca) > 0 {
			g = "\\"
		}
		if glyph != "" {
			g = glyph + glyph
		}
		c.centre((la+lb)/2, (ca+cb)/2+1, g, colour)
	}
	for v := range NumVertices {
		line, col := vertexPos(v)
		label := VertexLabel(v)
		colour := ""
		if p, ok := buildings[v]; ok {
			m := marks[p.Player]
			if p.Kind == "settlement" {
				m = unicode.ToLower(m)
			}
			label = string(m) + label
			colour = "1;" + ansiColours[p.Colour]
		}
		c.centre(line, col, label, colour)
	}
	for _, h := range b.Harbors {
		s := harborSlots[h.Slot-1]
		line, col := hexPos(s.Land.add(sideWater[s.Side]))
		c.centre(line-1, col, h.Kind.String(), "36")
		c.centre(line, col, fmt.Sprintf("at %d,%d", h.Vertices[0], h.Vertices[1]), "36")
	}
	out := c.String(color)
	if len(marks) > 0 {
		var legend []string
		for _, p := range pieces {
			m := marks[p.Player]
			entry := fmt.Sprintf("%c = %s (%s)", m, p.Player, p.Colour)
			if color {
				entry = "\x1b[" + ansiColours[p.Colour] + "m" + entry + "\x1b[0m"
			}
			if !containsString(legend, entry) {
				legend = append(legend, entry)
			}
		}
		out += "roads: mark; settlement: a12; city: A12 — " + strings.Join(legend, ", ") + "\n"
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
