package marcopolo

import (
	"fmt"
	"html"
	"strings"
)

// The map as SVG: the locations where the text map draws them, every route with its extra
// cost, trading posts by seat, figures, and optionally a route drawn over it.

var seatColours = []string{"#1f6fd1", "#d1a21f", "#2f9e44", "#c92a2a"}

// mapPoint finds where the text map writes a location (column, row).
func mapPoint(l Loc) (col, row int) {
	label := l.String()
	if l.IsOasis() {
		label = "o" + label[len(label)-1:]
	}
	for r, line := range strings.Split(mapTemplate[1:], "\n") {
		if c := strings.Index(line, label); c >= 0 {
			return c + len(label)/2, r
		}
	}
	return 0, 0
}

func svgXY(l Loc) (x, y int) {
	c, r := mapPoint(l)
	return 20 + c*12, 30 + r*40
}

// RenderSVG draws the map with the posts and figures of st (nil: the empty map) and the
// path (may be empty) from start highlighted.
func RenderSVG(st *State, start Loc, path []Loc) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="570" viewBox="0 0 1000 570" font-family="sans-serif" font-size="12">`+"\n")
	b.WriteString(`<rect width="1000" height="570" fill="#f4ecd8"/>` + "\n")
	for _, r := range Routes {
		x1, y1 := svgXY(MustLoc(r.A))
		x2, y2 := svgXY(MustLoc(r.B))
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#8a6d3b" stroke-width="2"/>`+"\n", x1, y1, x2, y2)
		if cost := (Stock{Camels: r.Camels, Coins: r.Coins}); !cost.IsZero() {
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" fill="#5a3e1b">%s</text>`+"\n", (x1+x2)/2, (y1+y2)/2-4, html.EscapeString(cost.String()))
		}
	}
	if len(path) > 0 {
		pts := []string{}
		for _, l := range append([]Loc{start}, path...) {
			x, y := svgXY(l)
			pts = append(pts, fmt.Sprintf("%d,%d", x, y))
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="#e03131" stroke-width="5" stroke-opacity="0.7"/>`+"\n", strings.Join(pts, " "))
	}
	for i, loc := range Locations {
		l := Loc(i)
		x, y := svgXY(l)
		radius, fill := 11, "#fff8e7"
		switch {
		case loc.Oasis:
			radius, fill = 6, "#9ccc65"
		case loc.Kind == LargeCity:
			radius = 14
		case loc.Kind == GoalCity:
			radius, fill = 16, "#ffd43b"
		case loc.Kind == StartCity:
			fill = "#ced4da"
		}
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#333"/>`+"\n", x, y, radius, fill)
		name := loc.Name.EN
		if loc.Oasis {
			name = name[len(name)-1:]
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-weight="bold">%s</text>`+"\n", x, y+radius+13, html.EscapeString(name))
		if st == nil {
			continue
		}
		for seat := range st.Players {
			if st.Players[seat].HasPost(l) {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="9" height="9" fill="%s" stroke="#000"><title>%s</title></rect>`+"\n",
					x-radius+seat*10, y-radius-11, seatColours[seat], html.EscapeString(st.Players[seat].Name))
			}
		}
	}
	if st != nil {
		for seat, p := range st.Players {
			for _, f := range p.Figures {
				x, y := svgXY(f)
				fmt.Fprintf(&b, `<polygon points="%d,%d %d,%d %d,%d" fill="%s" stroke="#000"><title>%s</title></polygon>`+"\n",
					x+radius(f)+2+seat*8, y+6, x+radius(f)+6+seat*8, y-6, x+radius(f)+10+seat*8, y+6, seatColours[seat], html.EscapeString(p.Name))
			}
		}
		for seat, p := range st.Players {
			fmt.Fprintf(&b, `<rect x="%d" y="545" width="10" height="10" fill="%s"/><text x="%d" y="554">%s</text>`+"\n", 20+seat*160, seatColours[seat], 35+seat*160, html.EscapeString(fmt.Sprintf("%d %s", seat+1, p.Name)))
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func radius(l Loc) int {
	if l.IsOasis() {
		return 6
	}
	return 14
}
