package catan

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// SVG geometry: pointy-top hexes of circumradius svgSize, centred in the picture.
const (
	svgSize   = 50.0
	svgWidth  = 720.0
	svgHeight = 680.0
)

var svgTerrainFill = map[Terrain]string{
	Forest: "#2e7d32", Pasture: "#9ccc65", Fields: "#fdd835", Hills: "#d84315", Mountains: "#90a4ae", Desert: "#e6cf9c",
}

var svgPlayerFill = map[string]string{
	"red": "#d32f2f", "blue": "#1565c0", "white": "#fafafa", "orange": "#ef6c00", "green": "#2e7d32",
	"brown": "#6d4c41", "yellow": "#fbc02d", "black": "#212121", "purple": "#6a1b9a",
}

func svgHexCentre(h Hex) (x, y float64) {
	return svgWidth/2 + svgSize*math.Sqrt(3)*(float64(h.Q)+float64(h.R)/2), svgHeight/2 + svgSize*1.5*float64(h.R)
}

func svgVertex(v int) (x, y float64) {
	cx, cy := cornerXY(topo.vertices[v])
	return svgWidth/2 + svgSize*math.Sqrt(3)/2*float64(cx), svgHeight/2 + svgSize/2*float64(cy)
}

func playerFill(colour string) string {
	if f, ok := svgPlayerFill[colour]; ok {
		return f
	}
	return "#444"
}

// RenderSVG draws the same board as RenderText as an SVG picture: terrain, numbers with
// pips, harbors, numbered intersections, the pieces in player colours and the robber.
// Its words (terrains, harbors, the pieces' and the robber's titles) are written by p in
// the table's language (nil: English).
func RenderSVG(b Board, p *i18n.Printer, pieces ...Piece) string {
	if p == nil {
		p = i18n.NewPrinter(i18n.English)
	}
	text := func(v any) string { return html.EscapeString(p.Text(v)) }
	var w strings.Builder
	fmt.Fprintf(&w, `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="%s" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif">`+"\n", p.Lang().Code(), svgWidth, svgHeight, svgWidth, svgHeight)
	fmt.Fprintf(&w, `<rect width="100%%" height="100%%" fill="#4f8fc0"/>`+"\n")
	for h, t := range b.Tiles {
		x, y := svgHexCentre(t.Hex)
		var pts []string
		for k := range 6 {
			a := math.Pi / 180 * float64(60*k-90)
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x+svgSize*math.Cos(a), y+svgSize*math.Sin(a)))
		}
		fmt.Fprintf(&w, `<polygon points="%s" fill="%s" stroke="#f5e6c8" stroke-width="3"/>`+"\n", strings.Join(pts, " "), svgTerrainFill[t.Terrain])
		fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="10" text-anchor="middle">%s %s</text>`+"\n", x, y-22, t.Label, text(hexName(t.Terrain)))
		if t.Number > 0 {
			colour := "#000"
			if isRed(t.Number) {
				colour = "#c62828"
			}
			fmt.Fprintf(&w, `<circle cx="%.1f" cy="%.1f" r="15" fill="#fff8e1" stroke="#555"/>`+"\n", x, y+2)
			fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="14" font-weight="bold" text-anchor="middle" fill="%s">%d</text>`+"\n", x, y+4, colour, t.Number)
			fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="8" text-anchor="middle" fill="%s">%s</text>`+"\n", x, y+13, colour, strings.Repeat("•", Pips(t.Number)))
		}
		if h == b.Robber {
			fmt.Fprintf(&w, `<g><title>%s</title><circle cx="%.1f" cy="%.1f" r="9" fill="#212121"/><text x="%.1f" y="%.1f" font-size="9" text-anchor="middle" fill="#fff">R</text></g>`+"\n", text(termRobber), x+22, y+18, x+22, y+21)
		}
	}
	for _, hb := range b.Harbors {
		s := harborSlots[hb.Slot-1]
		x, y := svgHexCentre(s.Land.add(sideWater[s.Side]))
		for _, v := range hb.Vertices {
			vx, vy := svgVertex(v - 1)
			fmt.Fprintf(&w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#8d6e63" stroke-width="4"/>`+"\n", x, y, vx, vy)
		}
		fmt.Fprintf(&w, `<circle cx="%.1f" cy="%.1f" r="20" fill="#fff8e1" stroke="#8d6e63"/>`+"\n", x, y)
		fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="9" text-anchor="middle">%s</text>`+"\n", x, y+3, text(hb.Kind.Text()))
	}
	for _, pc := range pieces {
		if pc.Kind != "road" {
			continue
		}
		e, err := ParseEdge(pc.At)
		if err != nil {
			continue
		}
		x1, y1 := svgVertex(topo.edges[e][0])
		x2, y2 := svgVertex(topo.edges[e][1])
		fmt.Fprintf(&w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#000" stroke-width="9" stroke-linecap="round"/>`+"\n", x1, y1, x2, y2)
		fmt.Fprintf(&w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="6" stroke-linecap="round"><title>%s</title></line>`+"\n", x1, y1, x2, y2, playerFill(pc.Colour), pieceTitle(p, pc))
	}
	buildings := map[int]Piece{}
	for _, pc := range pieces {
		if pc.Kind != "road" {
			if v, err := ParseVertex(pc.At); err == nil {
				buildings[v] = pc
			}
		}
	}
	for v := range NumVertices {
		x, y := svgVertex(v)
		if pc, ok := buildings[v]; ok {
			r := 9.0
			if pc.Kind == "city" {
				r = 13
			}
			fmt.Fprintf(&w, `<rect x="%.1f" y="%.1f" width="%.0f" height="%.0f" fill="%s" stroke="#000" stroke-width="1.5"><title>%s</title></rect>`+"\n",
				x-r, y-r, 2*r, 2*r, playerFill(pc.Colour), pieceTitle(p, pc))
			fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="9" text-anchor="middle" fill="%s">%s</text>`+"\n", x, y+3, contrast(pc.Colour), VertexLabel(v))
			continue
		}
		fmt.Fprintf(&w, `<circle cx="%.1f" cy="%.1f" r="7" fill="#fff" stroke="#555" stroke-width="0.8"/>`+"\n", x, y)
		fmt.Fprintf(&w, `<text x="%.1f" y="%.1f" font-size="8" text-anchor="middle">%s</text>`+"\n", x, y+3, VertexLabel(v))
	}
	w.WriteString("</svg>\n")
	return w.String()
}

// pieceTitle names a piece for the picture's tooltip: "Ann: road 12-17" ("Ann: út 12-17").
func pieceTitle(p *i18n.Printer, pc Piece) string {
	return html.EscapeString(p.Sprintf("%s: %s %s", pc.Player, pieceTerm(pc.Kind), pc.At))
}

func contrast(colour string) string {
	if colour == "white" || colour == "yellow" {
		return "#000"
	}
	return "#fff"
}
