package catan

import (
	"encoding/xml"
	"io"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
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

// The SVG picture is well-formed XML, tagged with the table's language, and its texts
// (terrain labels, harbors, titles) are in that language: the resources and pieces by
// the booklet's names, the terrains in English (UNKNOWN in the booklet).
func TestRenderSVG(t *testing.T) {
	for _, tc := range []struct {
		lang       i18n.Lang
		want, not  []string
		harborText string
	}{
		{i18n.English, []string{"Ann: road 12-17", "Ben: city 26", "Ann: settlement 12", "robber", "A1 mountains", "C3 desert"}, nil, "2:1 ore"},
		{i18n.Hungarian, []string{"Ann: út 12-17", "Ben: város 26", "Ann: település 12", "rabló", "A1 érc", "C3 nem termel"},
			[]string{" road ", " city ", "robber", "2:1 ore"}, "2:1 érc"},
	} {
		svg := RenderSVG(BeginnerBoard(), i18n.NewPrinter(tc.lang), testPieces...)
		texts, titles, counts, lang := svgTexts(t, svg)
		if lang != tc.lang.Code() {
			t.Errorf("%s: xml:lang=%q", tc.lang, lang)
		}
		if counts["polygon"] != NumHexes {
			t.Errorf("%s: %d hexes drawn, want %d", tc.lang, counts["polygon"], NumHexes)
		}
		all := strings.Join(append(texts, titles...), "\n")
		for _, w := range append(tc.want, tc.harborText) {
			if !strings.Contains(all, w) {
				t.Errorf("%s: SVG texts lack %q:\n%s", tc.lang, w, all)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(all, w) {
				t.Errorf("%s: SVG texts keep the English %q", tc.lang, w)
			}
		}
		if n := strings.Count(all, "3:1"); n != 4 {
			t.Errorf("%s: %d generic harbors, want 4", tc.lang, n)
		}
	}
}

// svgTexts reads an SVG picture as XML: the character data of its text and title
// elements, the count of each element and the root's xml:lang.
func svgTexts(t *testing.T, svg string) (texts, titles []string, counts map[string]int, lang string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(svg))
	counts = map[string]int{}
	var open []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			counts[tok.Name.Local]++
			open = append(open, tok.Name.Local)
			for _, a := range tok.Attr {
				if tok.Name.Local == "svg" && a.Name.Local == "lang" {
					lang = a.Value
				}
			}
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			if len(open) == 0 {
				continue
			}
			switch open[len(open)-1] {
			case "text":
				texts = append(texts, string(tok))
			case "title":
				titles = append(titles, string(tok))
			}
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

// Without colour the compact map's legend keeps to one line at 80 columns: the colours'
// names are said while they fit ("A = Al (red)"), and left out when they would make a
// second line (three players already did), in both languages; the full map names them.
func TestCompactLegendWithoutColourIsOneLine(t *testing.T) {
	board := BeginnerBoard()
	for _, tc := range []struct {
		lang  i18n.Lang
		seats []Seat
		width int
		want  string
	}{
		{i18n.English, []Seat{{"Al", "red"}, {"Bo", "blue"}}, 80, "A12 city — A = Al (red), B = Bo (blue)\n"},
		{i18n.English, []Seat{{"Anna", "red"}, {"Béla", "blue"}, {"Csaba", "white"}, {"Dóra", "orange"}}, 80,
			"ROB robber, a12 settlement, A12 city — A = Anna, B = Béla, C = Csaba, D = Dóra\n"},
		{i18n.Hungarian, []Seat{{"Anna", "red"}, {"Béla", "blue"}, {"Csaba", "white"}, {"Dóra", "orange"}}, 80,
			"RBL rabló, a12 település, A12 város — A = Anna, B = Béla, C = Csaba, D = Dóra\n"},
		{i18n.Hungarian, []Seat{{"Al", "red"}, {"Bo", "blue"}}, 80, "A12 város — A = Al (piros), B = Bo (kék)\n"},
		{i18n.English, []Seat{{"Anna", "red"}, {"Béla", "blue"}, {"Csaba", "white"}, {"Dóra", "orange"}}, FullMapWidth,
			"C = Csaba (white),\n  D = Dóra (orange)\n"},
	} {
		var pieces []Piece
		for i, s := range tc.seats {
			pieces = append(pieces, Piece{Kind: "settlement", At: []string{"3", "26", "44", "50"}[i], Player: s.Name, Colour: s.Colour})
		}
		drawn := RenderMap(board, pieces, MapOptions{Width: tc.width, Seats: tc.seats, P: i18n.NewPrinter(tc.lang)})
		if !strings.HasSuffix(drawn, tc.want) {
			t.Errorf("%s, %d players, %d columns: the legend is not %q:\n%s", tc.lang, len(tc.seats), tc.width, tc.want, drawn)
		}
		for _, l := range strings.Split(drawn, "\n") {
			if n := utf8.RuneCountInString(l); tc.width < FullMapWidth && n > CompactMapWidth {
				t.Errorf("%s: line of %d columns: %q", tc.lang, n, l)
			}
		}
	}
}

// On the compact map (80 columns) every harbor's trade and intersections stand apart
// from the board: a blank or the line's edge on each side, nothing cut off, no line
// wider than CompactMapWidth. Hungarian names are longer ("2:1 építőkő"), and the
// variable set-up puts each harbor kind on any slot, so both languages are drawn for
// the beginner board and generated ones, with the pieces on.
func TestCompactMapHarborsStandApart(t *testing.T) {
	boards := []Board{BeginnerBoard()}
	for turn := range harborKinds { // every harbor kind on every slot
		b := BeginnerBoard()
		for i := range b.Harbors {
			b.Harbors[i].Kind = harborKinds[(i+turn)%len(harborKinds)]
		}
		boards = append(boards, b)
	}
	for seed := range uint64(40) {
		b, err := GenerateBoard(BoardOptions{}, rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.Hungarian} {
		p := i18n.NewPrinter(lang)
		for i, b := range boards {
			drawn := RenderMap(b, testPieces, MapOptions{Width: 80, P: p})
			lines := strings.Split(strings.TrimRight(drawn, "\n"), "\n")
			for _, l := range lines {
				if n := utf8.RuneCountInString(l); n > CompactMapWidth {
					t.Errorf("%s board %d: line of %d columns: %q", lang, i, n, l)
				}
			}
			for _, h := range b.Harbors {
				for _, text := range []string{p.Text(h.Kind.Text()), harborAt(h, p)} {
					apart := regexp.MustCompile(`(^| )` + regexp.QuoteMeta(text) + `( |$)`)
					if !slices.ContainsFunc(lines, apart.MatchString) {
						t.Errorf("%s board %d: harbor text %q does not stand apart:\n%s", lang, i, text, drawn)
					}
				}
			}
		}
	}
}
