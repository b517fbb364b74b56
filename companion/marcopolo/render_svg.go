package marcopolo

import (
	"fmt"
	"html"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// The map as SVG: the locations where the text map draws them, every route with its extra
// cost, trading posts by seat (Beijing's in arrival order, with their VP), figures, and
// optionally a route drawn over it with its price; a legend below says what is what.

var seatColours = []string{"#1f6fd1", "#d1a21f", "#2f9e44", "#c92a2a"}

// routeColour marks the route asked for: no seat's colour.
const routeColour = "#7048e8"

// The picture's size: the map's rows take y 30–510 and their names 525; the legend the
// two lines below.
const (
	svgWidth   = 1000
	svgHeight  = 600
	legendY    = 555
	captionY   = 582
	postSize   = 9
	figureStep = 9
)

// mapPoint finds where the text map writes a location (column, row): the middle of
// its English name in its field, or its oasis mark.
func mapPoint(l Loc) (col, row int) {
	label := l.String()
	if l.IsOasis() {
		label = "o" + label[len(label)-1:]
	}
	for r, line := range strings.Split(mapTemplate[1:], "\n") {
		if l.IsOasis() {
			if c := strings.Index(line, label); c >= 0 {
				return c + len(label)/2, r
			}
			continue
		}
		for _, at := range mapFieldRE.FindAllStringSubmatchIndex(line, -1) {
			if mapFields[line[at[2]:at[3]]] == label {
				return at[0] + len(label)/2, r
			}
		}
	}
	return 0, 0
}

func svgXY(l Loc) (x, y int) {
	c, r := mapPoint(l)
	return 20 + c*12, 30 + r*40
}

// MapRoute is a route drawn over the map: whose, from where, and the way with its price.
type MapRoute struct {
	Who   string
	From  Loc
	Route RouteOption
}

// RenderSVG draws the map with the posts and figures of st (nil: the empty map) and the
// route (nil: none) highlighted, its texts in p's language.
func RenderSVG(st *State, route *MapRoute, p *i18n.Printer) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="%s" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", p.Lang(), svgWidth, svgHeight, svgWidth, svgHeight)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#f4ecd8"/>`+"\n", svgWidth, svgHeight)
	for _, r := range Routes {
		x1, y1 := svgXY(MustLoc(r.A))
		x2, y2 := svgXY(MustLoc(r.B))
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#8a6d3b" stroke-width="2"/>`+"\n", x1, y1, x2, y2)
		if cost := (Stock{Camels: r.Camels, Coins: r.Coins}); !cost.IsZero() {
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" fill="#5a3e1b">%s</text>`+"\n", (x1+x2)/2, (y1+y2)/2-4, html.EscapeString(cost.Local(p)))
		}
	}
	if route != nil && len(route.Route.Path) > 0 {
		pts := []string{}
		for _, l := range append([]Loc{route.From}, route.Route.Path...) {
			x, y := svgXY(l)
			pts = append(pts, fmt.Sprintf("%d,%d", x, y))
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="5" stroke-dasharray="12 6" stroke-opacity="0.8"/>`+"\n", strings.Join(pts, " "), routeColour)
	}
	for i, loc := range Locations {
		l := Loc(i)
		x, y := svgXY(l)
		r, fill := radius(l), "#fff8e7"
		switch {
		case loc.Oasis:
			fill = "#9ccc65"
		case loc.Kind == GoalCity:
			fill = "#ffd43b"
		case loc.Kind == StartCity:
			fill = "#ced4da"
		}
		fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="#333"/>`+"\n", x, y, r, fill)
		name := l.Local(p)
		if loc.Oasis { // its letter
			name = loc.Name.EN[len(loc.Name.EN)-1:]
		}
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-weight="bold">%s</text>`+"\n", x, y+r+13, html.EscapeString(name))
		if st != nil {
			svgPosts(&b, st, l, x-r, y-r-postSize-2)
		}
	}
	if st != nil {
		svgFigures(&b, st, p)
		svgLegend(&b, st, p)
	}
	if route != nil {
		o := route.Route
		text := p.Sprintf("Cheapest route for %s: %s → %s", route.Who, route.From, i18n.M("%s (%d steps, %s)", Leg{Path: o.Path}, o.Steps, o.Price))
		fmt.Fprintf(&b, `<line x1="20" y1="%d" x2="44" y2="%d" stroke="%s" stroke-width="5" stroke-dasharray="8 4"/><text x="52" y="%d">%s</text>`+"\n",
			captionY-4, captionY-4, routeColour, captionY, html.EscapeString(text))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// svgPosts draws the trading posts at l from (x, y): a square per seat in seat order;
// Beijing's in arrival order with the VP of their space above.
func svgPosts(b *strings.Builder, st *State, l Loc, x, y int) {
	var seats []int
	if l == MustLoc(Beijing) {
		seats = st.Beijing
	} else {
		for seat := range st.Players {
			if st.Players[seat].HasPost(l) {
				seats = append(seats, seat)
			}
		}
	}
	for i, seat := range seats {
		px := x + i*(postSize+1)
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#000"><title>%s</title></rect>`+"\n",
			px, y, postSize, postSize, seatColours[seat], html.EscapeString(st.Players[seat].Name))
		if l == MustLoc(Beijing) && i < len(BeijingSpaceVP) {
			fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="middle" font-size="8">%d</text>`+"\n", px+postSize/2, y-2, BeijingSpaceVP[i])
		}
	}
}

// svgFigures draws each figure as a triangle right of where it stands, side by side when
// several stand on one place (Niccolò & Marco Polo's two included).
func svgFigures(b *strings.Builder, st *State, pr *i18n.Printer) {
	here := map[Loc]int{}
	for seat, p := range st.Players {
		for n, f := range p.Figures {
			x, y := svgXY(f)
			x += radius(f) + 2 + here[f]*figureStep
			here[f]++
			title := p.Name
			if len(p.Figures) > 1 {
				title = pr.Sprintf("%s, figure %d", p.Name, n+1)
			}
			fmt.Fprintf(b, `<polygon points="%d,%d %d,%d %d,%d" fill="%s" stroke="#000"><title>%s</title></polygon>`+"\n",
				x, y+6, x+4, y-6, x+8, y+6, seatColours[seat], html.EscapeString(title))
		}
	}
}

// svgLegend names each seat's colour and character, and the symbols.
func svgLegend(b *strings.Builder, st *State, pr *i18n.Printer) {
	for seat, p := range st.Players {
		x := 20 + seat*170
		label := fmt.Sprintf("%d %s (%s)", seat+1, p.Name, shortCharacter(pr, p.Character))
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="10" height="10" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			x, legendY-9, seatColours[seat], x+15, legendY, html.EscapeString(label))
	}
	x := 20 + 4*170
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fff" stroke="#000"/><text x="%d" y="%d">%s</text>`+"\n",
		x, legendY-9, postSize, postSize, x+14, legendY, html.EscapeString(pr.Sprintf("post (Beijing: VP)")))
	fmt.Fprintf(b, `<polygon points="%d,%d %d,%d %d,%d" fill="#fff" stroke="#000"/><text x="%d" y="%d">%s</text>`+"\n",
		x+140, legendY+1, x+144, legendY-10, x+148, legendY+1, x+154, legendY, html.EscapeString(pr.Sprintf("figure")))
}

func radius(l Loc) int {
	switch {
	case l.IsOasis():
		return 6
	case Locations[l].Kind == GoalCity:
		return 16
	case l.IsLarge():
		return 14
	}
	return 11
}
