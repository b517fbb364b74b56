package main

import (
	"encoding/xml"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// svgBar is one bar of the score chart as drawn.
type svgBar struct {
	x, y, w, h float64
	title      string
}

// svgPanels reads the chart's panels in order: each bold title with the bars under it
// (the first rect, the white background, belongs to none).
func svgPanels(t *testing.T, data []byte) (titles []string, panels [][]svgBar) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(string(data)))
	num := func(el xml.StartElement, name string) float64 {
		for _, a := range el.Attr {
			if a.Name.Local == name {
				v, err := strconv.ParseFloat(a.Value, 64)
				if err != nil {
					t.Fatalf("%s=%q: %v", name, a.Value, err)
				}
				return v
			}
		}
		t.Fatalf("a %s without %s", el.Name.Local, name)
		return 0
	}
	bold := func(el xml.StartElement) bool {
		for _, a := range el.Attr {
			if a.Name.Local == "font-weight" && a.Value == "bold" {
				return true
			}
		}
		return false
	}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return titles, panels
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, data)
		}
		el, ok := tok.(xml.StartElement)
		switch {
		case !ok:
		case el.Name.Local == "text" && bold(el):
			var text string
			if err := d.DecodeElement(&text, &el); err != nil {
				t.Fatal(err)
			}
			titles = append(titles, text)
			panels = append(panels, nil)
		case el.Name.Local == "rect" && len(panels) > 0:
			bar := svgBar{x: num(el, "x"), y: num(el, "y"), w: num(el, "width"), h: num(el, "height")}
			var inner struct {
				Title string `xml:"title"`
			}
			if err := d.DecodeElement(&inner, &el); err != nil {
				t.Fatal(err)
			}
			bar.title = inner.Title
			panels[len(panels)-1] = append(panels[len(panels)-1], bar)
		}
	}
}

// TestStatsSVGBarHeightsAreTheCounts: each bar of the score chart is as high as its
// count, in proportion to the panel's highest bar (review-5 gap 14: only the number of
// bars and their titles were checked). A hand-worked distribution:
//
//	catan: 7, 8 / 8, 10 / 10, 8 → 7 once, 8 three times, 9 never, 10 twice; width 1
//	       (max − min = 3, 3/12 + 1), bars 1 3 0 2
//	genoa: 100, 101 / 105, 130 → width 30/12 + 1 = 3, 11 bars from 100:
//	       100–102 twice, 103–105 once, 130–132 once, the 8 between empty
//
// A panel's plot is 180 − 70 = 110 high, so the tallest bar is 110 and a bar of n is
// 110·n/most; every bar stands on the panel's base line, and the bars are equally wide,
// left to right.
func TestStatsSVGBarHeightsAreTheCounts(t *testing.T) {
	e := newEnv(t)
	e.savePlays([]textPlay{
		{"catan", 1, []seated{{"Ann", 7}, {"Ben", 8}}},
		{"catan", 2, []seated{{"Ann", 8}, {"Ben", 10}}},
		{"catan", 3, []seated{{"Ann", 10}, {"Ben", 8}}},
		{"genoa", 4, []seated{{"Ann", 100}, {"Ben", 101}}},
		{"genoa", 5, []seated{{"Ann", 105}, {"Ben", 130}}},
	})
	path := filepath.Join(t.TempDir(), "scores.svg")
	e.ok("stats", "scores", "--svg", path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const plot = svgPanelHeight - 70
	want := map[string]struct {
		counts []int
		titles []string // of some bars, by index
	}{
		"Catan: 6 scores, median 8": {[]int{1, 3, 0, 2}, []string{0: "7: 1 score", 1: "8: 3 scores", 3: "10: 2 scores"}},
		"Genoa: 4 scores, median 103": {[]int{2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1},
			[]string{0: "100–102: 2 scores", 1: "103–105: 1 score", 10: "130–132: 1 score"}},
	}
	titles, panels := svgPanels(t, data)
	if len(titles) != len(want) {
		t.Fatalf("panels %q, want %d:\n%s", titles, len(want), data)
	}
	for i, title := range titles {
		w, ok := want[title]
		bars := panels[i]
		if !ok || len(bars) != len(w.counts) {
			t.Errorf("panel %q has %d bars; want one of %v", title, len(bars), want)
			continue
		}
		most := 0
		for _, n := range w.counts {
			most = max(most, n)
		}
		base := bars[0].y + bars[0].h
		for j, b := range bars {
			wantH := float64(plot) * float64(w.counts[j]) / float64(most)
			if math.Abs(b.h-wantH) > 0.06 { // drawn to 0.1
				t.Errorf("%s, bar %d (%q): height %.1f, want %.2f (%d of %d)", title, j, b.title, b.h, wantH, w.counts[j], most)
			}
			if math.Abs(b.y+b.h-base) > 0.11 {
				t.Errorf("%s, bar %d: stands at %.1f, the first bar at %.1f", title, j, b.y+b.h, base)
			}
			if j > 0 && (math.Abs(b.w-bars[0].w) > 0.01 || b.x <= bars[j-1].x) {
				t.Errorf("%s, bar %d: x %.1f width %.1f after x %.1f width %.1f", title, j, b.x, b.w, bars[j-1].x, bars[0].w)
			}
			if j < len(w.titles) && w.titles[j] != "" && b.title != w.titles[j] {
				t.Errorf("%s, bar %d: title %q, want %q", title, j, b.title, w.titles[j])
			}
		}
		if top := float64(svgPanelHeight*i + 30); math.Abs(base-plot-top) > 0.11 {
			t.Errorf("%s: the base line is at %.1f, want %d below the panel's top %.0f", title, base, plot, top)
		}
	}
}
