package catan

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// Piece is a road, settlement or city on the board, for rendering.
type Piece struct {
	Kind   string `json:"kind"`   // "road", "settlement" or "city"
	At     string `json:"at"`     // "12-13" for a road, "12" for a building
	Player string `json:"player"` // the owner's name
	Colour string `json:"colour"` // red, blue, white, orange, or another colour name
}

// Seat is a player in seat order, for the map's marks and legend.
type Seat struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

// MapOptions says how to draw a text map.
type MapOptions struct {
	Color bool // ANSI colours for pieces, terrains and harbors
	// Width and Height are the terminal's size: the full map needs FullMapWidth columns
	// and FullMapHeight lines (Height 0: not known, taken as tall enough); a smaller
	// terminal gets the compact map (at most CompactMapWidth columns, 18 lines).
	Width, Height int
	// Seats are the players in seat order: marks and the legend follow it. Without
	// seats, the order the pieces come in is used.
	Seats []Seat
	// P writes the map's words (terrains, the robber, harbors, the legend) in the
	// table's language; nil: English.
	P *i18n.Printer
}

// FullMapWidth and CompactMapWidth are the widest lines of the two text maps;
// FullMapHeight the lines the full map needs with a question below it.
const (
	FullMapWidth    = 100
	FullMapHeight   = 48
	CompactMapWidth = 79
)

// ansi colour codes for the base game's colours and terrains.
var ansiColours = map[string]string{
	"red": "31", "blue": "34", "white": "97", "orange": "38;5;208", "green": "32", "brown": "38;5;94",
	"yellow": "33", "black": "90", "purple": "35",
}

var terrainColours = map[Terrain]string{
	Forest: "32", Pasture: "92", Fields: "33", Hills: "38;5;166", Mountains: "37", Desert: "38;5;180",
}

const harborColour = "36"

// RenderText draws the full board (FullMapWidth columns, about 40 lines); see RenderMap.
func RenderText(b Board, color bool, pieces ...Piece) string {
	return RenderMap(b, pieces, MapOptions{Color: color, Width: FullMapWidth})
}

// RenderMap draws the board as a hex map: intersections numbered 1–54 (name a path by
// its two ends, "12-13"), hexes labelled A1…E3 with terrain, number and pips, the robber,
// harbors with the intersections they serve, and the pieces. Roads show the owner's mark;
// a settlement is the lower-case mark before the number ("a12"), a city the capital
// ("A12"). The full map is drawn when o.Width allows it, else the compact one.
func RenderMap(b Board, pieces []Piece, o MapOptions) string {
	g := fullGeometry
	if o.Width < FullMapWidth || (o.Height > 0 && o.Height < FullMapHeight) {
		g = compactGeometry
	}
	p := o.P
	if p == nil {
		p = i18n.NewPrinter(i18n.English)
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
	seats := o.Seats
	if len(seats) == 0 {
		seats = seatsOf(pieces)
	}
	marks := markers(seats)
	c := g.drawBoard(b, roads, buildings, marks, p)
	if g.compact {
		// A harbor's text left of the board may be longer than the room there (the
		// Hungarian "2:1 építőkő"): the board moves right to keep a blank between them.
		if extra := g.harborOverhang(c, b.Harbors, p); extra > 0 {
			g.left += extra
			c = g.drawBoard(b, roads, buildings, marks, p)
		}
	}
	for _, h := range b.Harbors {
		g.drawHarbor(c, h, p)
	}
	out := c.String(o.Color)
	if legend := mapLegend(p, seats, pieces, marks, o.Color, g.compact, false); legend != nil {
		intro := p.Sprintf("roads: mark; settlement: a12; city: A12 —")
		if g.compact {
			intro = p.Sprintf("ROB robber, a12 settlement, A12 city —")
		}
		width := min(max(o.Width, 40), g.cols)
		if g.compact && strings.Count(wrapWords(intro, legend, width), "\n") > 1 {
			// The colours' names made the compact map's legend two lines (without
			// colour: "A = Anna (blue)"), and at 24 lines the map's first line scrolled
			// away under a question: the marks alone, as the colour legend has them.
			legend = mapLegend(p, seats, pieces, marks, o.Color, g.compact, true)
		}
		out += wrapWords(intro, legend, width)
	}
	return out
}

// drawBoard draws the hexes, the paths with their roads and the intersections with
// their buildings on a new canvas: everything but the harbors.
func (g mapGeometry) drawBoard(b Board, roads, buildings map[int]Piece, marks map[string]rune, p *i18n.Printer) *canvas {
	c := newCanvas(g.lines, g.cols)
	for h, t := range b.Tiles {
		g.drawHex(c, t, h == b.Robber, p)
	}
	for e, ends := range topo.edges {
		glyph, colour := "", ""
		if pc, ok := roads[e]; ok {
			glyph, colour = string(marks[pc.Player]), pieceColour(pc.Colour)
		}
		g.drawEdge(c, ends, glyph, colour)
	}
	for v := range NumVertices {
		line, col := g.vertexPos(v)
		label, colour := VertexLabel(v), ""
		if pc, ok := buildings[v]; ok {
			m := marks[pc.Player]
			if pc.Kind == "settlement" {
				m = unicode.ToLower(m)
			}
			label, colour = string(m)+label, pieceColour(pc.Colour)
		}
		c.centre(line, col, label, colour)
	}
	return c
}

func pieceColour(name string) string {
	if c := ansiColours[name]; c != "" {
		return "1;" + c
	}
	return ""
}

// seatsOf lists the owners of pieces in the order they first appear.
func seatsOf(pieces []Piece) []Seat {
	var out []Seat
	seen := map[string]bool{}
	for _, p := range pieces {
		if !seen[p.Player] {
			seen[p.Player] = true
			out = append(out, Seat{Name: p.Player, Colour: p.Colour})
		}
	}
	return out
}

// markers give each player a one-letter mark: the initial, or the seat number when two
// players share an initial.
func markers(seats []Seat) map[string]rune {
	out := map[string]rune{}
	initials := map[rune]bool{}
	unique := true
	for _, s := range seats {
		r, _ := utf8.DecodeRuneInString(s.Name)
		r = unicode.ToUpper(r)
		if initials[r] {
			unique = false
		}
		initials[r] = true
		out[s.Name] = r
	}
	if !unique {
		for i, s := range seats {
			out[s.Name] = rune('1' + i)
		}
	}
	return out
}

// mapLegend names the mark of each player with pieces on the board, in seat order. In
// colour the compact map's legend leaves the colours' names out (each entry is printed
// in its colour), so it keeps to one line at 80 columns more often and the map and a
// question under it fit 24 lines; bare leaves every colour's name out (the compact
// legend without colour, when the names would not fit one line).
func mapLegend(p *i18n.Printer, seats []Seat, pieces []Piece, marks map[string]rune, color, compact, bare bool) []string {
	onBoard := map[string]bool{}
	for _, p := range pieces {
		onBoard[p.Player] = true
	}
	var legend []string
	for _, s := range seats {
		if !onBoard[s.Name] {
			continue
		}
		entry := string(marks[s.Name]) + " = " + s.Name + " (" + p.Text(colourTerm(s.Colour)) + ")"
		c := ansiColours[s.Colour]
		if bare || (color && c != "" && compact) {
			entry = string(marks[s.Name]) + " = " + s.Name
		}
		if color && c != "" {
			entry = "\x1b[" + c + "m" + entry + "\x1b[0m"
		}
		legend = append(legend, entry)
	}
	return legend
}

// wrapWords writes intro and the entries, comma-separated, in lines of at most width
// visible columns.
func wrapWords(intro string, entries []string, width int) string {
	var b strings.Builder
	line, n := intro, utf8.RuneCountInString(intro)
	for i, e := range entries {
		sep := " "
		if i > 0 {
			sep = ", "
		}
		w := visibleWidth(e)
		if n+len(sep)+w > width {
			b.WriteString(strings.TrimRight(line+strings.TrimRight(sep, " "), " ") + "\n")
			line, n, sep = "  ", 2, ""
		}
		line += sep + e
		n += len(sep) + w
	}
	b.WriteString(line + "\n")
	return b.String()
}

// visibleWidth counts the runes of s outside ANSI escape sequences.
func visibleWidth(s string) int {
	n, esc := 0, false
	for _, r := range s {
		switch {
		case esc:
			esc = r != 'm'
		case r == '\x1b':
			esc = true
		default:
			n++
		}
	}
	return n
}
