package genoa

import (
	"fmt"
	"html"
	"strings"
)

// SVG geometry: 60-pixel cells with a margin for the blue and red numbers.
const (
	svgCell   = 60
	svgMargin = 30
	svgSize   = 2*svgMargin + Side*svgCell
)

var svgFill = map[SpaceKind]string{KindBuilding: "#f1dfc0", KindStreet: "#d9d9d9", KindMarket: "#f4d35e"}

// SVG draws the board: spaces shaded by kind with thick lines between spaces, names,
// the rolled cell outlined, the route as a line through the visited spaces, discs as
// dots and owners' initials in circles.
func (b *Board) SVG(m Marks) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", svgSize, svgSize, svgSize, svgSize)
	for i := 1; i <= Side; i++ {
		x := svgMargin + (i-1)*svgCell + svgCell/2
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" fill="#1f4fbf" font-size="16">%d</text>`+"\n", x, svgMargin-10, i)
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" fill="#bf1f1f" font-size="16">%d</text>`+"\n", svgMargin/2, x+6, i)
	}
	for _, c := range allCells() {
		x, y := svgXY(c)
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, svgCell, svgCell, svgFill[KindOf(b.At(c))])
	}
	b.svgWalls(&sb)
	for _, s := range b.order {
		cx, cy := b.centre(s)
		if KindOf(s) != KindStreet {
			fmt.Fprintf(&sb, `<text x="%.0f" y="%.0f" text-anchor="middle" font-size="11">%s</text>`+"\n", cx, cy-8, html.EscapeString(SpaceName(s)))
		}
		for i := range min(m.Discs[s], towerDiscs) {
			fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="4" fill="#222"/>`+"\n", cx-16+float64(i)*8, cy+8)
		}
		if o := m.Owners[BuildingID(s)]; o != "" {
			fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="9" fill="#fff" stroke="#222"/><text x="%.0f" y="%.0f" text-anchor="middle" font-size="11">%s</text>`+"\n",
				cx+18, cy-20, cx+18, cy-16, html.EscapeString(o))
		}
	}
	if len(m.Route) > 1 {
		points := make([]string, len(m.Route))
		for i, s := range m.Route {
			cx, cy := b.centre(s)
			points[i] = fmt.Sprintf("%.0f,%.0f", cx, cy)
		}
		fmt.Fprintf(&sb, `<polyline points="%s" fill="none" stroke="#1f4fbf" stroke-width="3" stroke-dasharray="6 4"/>`+"\n", strings.Join(points, " "))
	}
	if m.Rolled != nil {
		x, y := svgXY(*m.Rolled)
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#bf1f1f" stroke-width="4"/>`+"\n", x+2, y+2, svgCell-4, svgCell-4)
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

func svgXY(c Cell) (int, int) {
	return svgMargin + (c.Blue-1)*svgCell, svgMargin + (c.Red-1)*svgCell
}

// svgWalls draws a thick line on every cell edge between two spaces and round the grid.
func (b *Board) svgWalls(sb *strings.Builder) {
	line := func(x1, y1, x2, y2 int) {
		fmt.Fprintf(sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#333" stroke-width="3"/>`+"\n", x1, y1, x2, y2)
	}
	for _, c := range allCells() {
		x, y := svgXY(c)
		if b.At(Cell{c.Blue + 1, c.Red}) != b.At(c) {
			line(x+svgCell, y, x+svgCell, y+svgCell)
		}
		if b.At(Cell{c.Blue, c.Red + 1}) != b.At(c) {
			line(x, y+svgCell, x+svgCell, y+svgCell)
		}
		if c.Blue == 1 {
			line(x, y, x, y+svgCell)
		}
		if c.Red == 1 {
			line(x, y, x+svgCell, y)
		}
	}
}

// centre is the middle of a space's cells.
func (b *Board) centre(s SpaceID) (float64, float64) {
	cells := b.spaces[s]
	var sx, sy float64
	for _, c := range cells {
		x, y := svgXY(c)
		sx += float64(x + svgCell/2)
		sy += float64(y + svgCell/2)
	}
	n := float64(max(1, len(cells)))
	return sx / n, sy / n
}
