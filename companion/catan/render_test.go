package catan

import (
	"encoding/xml"
	"io"
	"regexp"
	"strings"
	"testing"
)

var testPieces = []Piece{
	{Kind: "road", At: "12-17", Player: "Ann", Colour: "red"},
	{Kind: "road", At: "8-12", Player: "Ann", Colour: "red"},
	{Kind: "settlement", At: "12", Player: "Ann", Colour: "red"},
	{Kind: "city", At: "26", Player: "Ben", Colour: "blue"},
}

func TestRenderTextLabels(t *testing.T) {
	b := BeginnerBoard()
	plain := RenderText(b, false, testPieces...)
	if strings.Contains(plain, "\x1b[") {
		t.Fatal("ANSI codes without color")
	}
	numbers := map[string]bool{}
	for _, m := range regexp.MustCompile(`[a-zA-Z]?\d+`).FindAllString(plain, -1) {
		numbers[strings.TrimLeft(m, "abAB")] = true
	}
	for v := range NumVertices {
		if !numbers[VertexLabel(v)] {
			t.Errorf("intersection %s not labelled", VertexLabel(v))
		}
	}
	for _, want := range []string{"A1", "E3", "ROBBER", "2:1 ore", "a12", "B26", "A = Ann (red)"} {
		if !strings.Contains(plain, want) {
			t.Errorf("map lacks %q", want)
		}
	}
	if got := strings.Count(plain, "3:1"); got != 4 {
		t.Errorf("%d generic harbors drawn, want 4", got)
	}
	if coloured := RenderText(b, true, testPieces...); !strings.Contains(coloured, "\x1b[1;31m") {
		t.Error("no red ANSI colour for Ann's pieces")
	}
}

func TestRenderSVG(t *testing.T) {
	svg := RenderSVG(BeginnerBoard(), testPieces...)
	dec := xml.NewDecoder(strings.NewReader(svg))
	counts := map[string]int{}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			counts[se.Name.Local]++
		}
	}
	if counts["polygon"] != NumHexes {
		t.Errorf("%d hexes drawn, want %d", counts["polygon"], NumHexes)
	}
	for _, want := range []string{"Ann road 12-17", "Ben city 26", "robber", "2:1 ore"} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
}

func TestLegendInSeatOrder(t *testing.T) {
	pieces := []Piece{
		{Kind: "road", At: "12-17", Player: "Cid", Colour: "white"},
		{Kind: "settlement", At: "3", Player: "Ann", Colour: "red"},
		{Kind: "settlement", At: "26", Player: "Ben", Colour: "blue"},
	}
	seats := []Seat{{"Ann", "red"}, {"Ben", "blue"}, {"Cid", "white"}}
	drawn := RenderMap(BeginnerBoard(), pieces, MapOptions{Width: 80, Seats: seats})
	a, b, c := strings.Index(drawn, "A = Ann"), strings.Index(drawn, "B = Ben"), strings.Index(drawn, "C = Cid")
	if a < 0 || !(a < b && b < c) {
		t.Errorf("legend not in seat order:\n%s", drawn)
	}
	// Two players sharing an initial are marked by seat number, in seat order too.
	seats = []Seat{{"Ann", "red"}, {"Abe", "blue"}}
	drawn = RenderMap(BeginnerBoard(), []Piece{{Kind: "settlement", At: "3", Player: "Abe", Colour: "blue"}, {Kind: "settlement", At: "26", Player: "Ann", Colour: "red"}}, MapOptions{Width: 80, Seats: seats})
	for _, w := range []string{"1 = Ann (red)", "2 = Abe (blue)"} {
		if !strings.Contains(drawn, w) {
			t.Errorf("legend lacks %q:\n%s", w, drawn)
		}
	}
}
