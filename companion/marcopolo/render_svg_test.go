package marcopolo

import (
	"encoding/xml"
	"errors"
	"github.com/talon-games/talon/companion/i18n"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
)

// busyMap is a 4-player position with a crowded map: all four posts in Moscow, Beijing
// full in arrival order, Niccolò's two figures on one place beside two others.
func busyMap(t *testing.T) *State {
	t.Helper()
	s := newTestState(t, DefaultSettings(), []Character{Niccolo, Mercator, Carpini, Berke})
	for seat := range s.Players {
		s.Players[seat].Posts = append(s.Players[seat].Posts, Post{At: MustLoc(Moscow)}, Post{At: MustLoc(Beijing)})
	}
	s.Beijing = []int{2, 0, 3, 1}
	s.Players[0].Figures = locs(Kochi, Kochi)
	s.Players[1].Figures = locs(Kochi)
	s.Players[3].Figures = locs(Moscow)
	return s
}

// svgShape is what a test reads of the picture: elements by name, every coordinate.
type svgShape struct {
	count  map[string]int
	texts  []string
	fills  map[string]int
	coords [][2]float64
	width  float64
	height float64
}

func readSVG(t *testing.T, svg string) svgShape {
	t.Helper()
	sh := svgShape{count: map[string]int{}, fills: map[string]int{}}
	d := xml.NewDecoder(strings.NewReader(svg))
	inText := false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			sh.count[e.Name.Local]++
			inText = e.Name.Local == "text"
			attr := map[string]string{}
			for _, a := range e.Attr {
				attr[a.Name.Local] = a.Value
			}
			if e.Name.Local == "svg" {
				sh.width, _ = strconv.ParseFloat(attr["width"], 64)
				sh.height, _ = strconv.ParseFloat(attr["height"], 64)
			}
			if e.Name.Local == "rect" {
				sh.fills[attr["fill"]]++
			}
			for _, pair := range [][2]string{{"x", "y"}, {"x1", "y1"}, {"x2", "y2"}, {"cx", "cy"}} {
				if x, ok := attr[pair[0]]; ok {
					sh.coords = append(sh.coords, point(t, x, attr[pair[1]]))
				}
			}
			for _, p := range strings.Fields(attr["points"]) {
				xy := strings.Split(p, ",")
				sh.coords = append(sh.coords, point(t, xy[0], xy[1]))
			}
		case xml.CharData:
			if inText {
				sh.texts = append(sh.texts, string(e))
			}
		case xml.EndElement:
			inText = false
		}
	}
	return sh
}

func point(t *testing.T, x, y string) [2]float64 {
	t.Helper()
	fx, err1 := strconv.ParseFloat(x, 64)
	fy, err2 := strconv.ParseFloat(y, 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("coordinate %q,%q is not a number", x, y)
	}
	return [2]float64{fx, fy}
}

func TestRenderSVGIsAWellFormedPictureOfThePosition(t *testing.T) {
	s := busyMap(t)
	route := RoutesTo(MustLoc(Kochi), MustLoc(Beijing), 6, false)[0]
	svg := RenderSVG(s, &MapRoute{Who: "Ann", From: MustLoc(Kochi), Route: route}, i18n.NewPrinter(i18n.English))
	if out := os.Getenv("TALON_SVG_OUT"); out != "" { // to look at it: rsvg-convert
		_ = os.WriteFile(out, []byte(svg), 0o644)
	}
	sh := readSVG(t, svg)
	// Every coordinate lies inside the picture, a little in from its edge.
	for _, c := range sh.coords {
		if c[0] < 0 || c[1] < 2 || c[0] > sh.width || c[1] > sh.height-2 {
			t.Errorf("point %v outside the %vx%v picture", c, sh.width, sh.height)
		}
	}
	if sh.count["circle"] != len(Locations) {
		t.Errorf("%d places drawn, want %d", sh.count["circle"], len(Locations))
	}
	if want := len(Routes) + 1; sh.count["line"] != want { // the routes and the route's legend stroke
		t.Errorf("%d lines, want %d", sh.count["line"], want)
	}
	for seat, c := range seatColours {
		if sh.fills[c] != 2+1 { // Moscow, Beijing and the legend
			t.Errorf("seat %d: %d squares of its colour, want 3", seat, sh.fills[c])
		}
	}
	if want := 5 + 1; sh.count["polygon"] != want { // five figures, the legend's
		t.Errorf("%d figures drawn, want %d", sh.count["polygon"], want)
	}
	if sh.count["polyline"] != 1 {
		t.Error("the route is not drawn")
	}
	all := strings.Join(sh.texts, "|")
	for _, want := range []string{"|10|7|4|1|", "Cheapest route for Ann: Kochi → Oasis H → Xian → Beijing (3 steps, 12 coins + 4 camels)",
		"1 Ann (Niccolò", "post (Beijing: VP)", "15 coins", "Lan-Zhou"} {
		if !strings.Contains("|"+all+"|", want) {
			t.Errorf("no text %q in %q", want, all)
		}
	}
}

func TestRenderSVGEmptyMap(t *testing.T) {
	sh := readSVG(t, RenderSVG(nil, nil, i18n.NewPrinter(i18n.English)))
	if sh.count["circle"] != len(Locations) || sh.count["polygon"] != 0 || sh.count["polyline"] != 0 {
		t.Errorf("empty map: %v", sh.count)
	}
}

// The map's texts are in the table's language: places by the Hungarian edition's names,
// the route's caption, costs and the legend (it was English whatever --lang said).
func TestRenderSVGInHungarian(t *testing.T) {
	s := busyMap(t)
	route := RoutesTo(MustLoc(Kochi), MustLoc(Beijing), 6, false)[0]
	svg := RenderSVG(s, &MapRoute{Who: "Ann", From: MustLoc(Kochi), Route: route}, i18n.NewPrinter(i18n.Hungarian))
	if !strings.Contains(svg, `xml:lang="hu"`) {
		t.Error("no xml:lang=\"hu\"")
	}
	all := "|" + strings.Join(readSVG(t, svg).texts, "|") + "|"
	for _, want := range []string{"Legolcsóbb út, Ann: Kochi → ", " lépés, ", "érme", "kereskedő állomás (Peking: GyP)", "|bábu|", "|Velence|", "|Peking|"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in %s", want, all)
		}
	}
	for _, english := range []string{"Cheapest", "coins", "camels", "figure", "post (", "Venezia", "Beijing"} {
		if strings.Contains(all, english) {
			t.Errorf("English %q in the Hungarian map: %s", english, all)
		}
	}
}
