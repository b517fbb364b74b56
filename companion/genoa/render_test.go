package genoa

import (
	"encoding/xml"
	"flag"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := "testdata/" + name
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != got {
		t.Errorf("%s differs (go test -update to accept):\n%s", name, got)
	}
}

func sampleMarks() Marks {
	return Marks{
		Rolled: &Cell{2, 3},
		Route:  []SpaceID{st(2, 3), sp(GuildHall), Market},
		Discs:  map[SpaceID]int{st(2, 3): 1, sp(GuildHall): 1, Market: 3},
		Owners: map[BuildingID]string{CoachHouse: "A", GuildHall: "B", Tavern: "C"},
	}
}

func TestBoardText(t *testing.T) {
	b := fixtureBoard(t)
	for _, framed := range []bool{true, false} {
		text := b.Text(sampleMarks(), framed)
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		want := 9
		if framed {
			want = 18
		}
		if len(lines) != want {
			t.Errorf("framed=%v: %d lines, want %d", framed, len(lines), want)
		}
		for _, l := range lines {
			if n := utf8.RuneCountInString(l); n > 80 {
				t.Errorf("line of %d columns: %q", n, l)
			}
		}
	}
	text := b.Text(sampleMarks(), true)
	for _, want := range []string{"*1●    *", "GuildHl ", "MARKET", "3●●●", "@A", "@C"} {
		if !strings.Contains(text, want) {
			t.Errorf("drawing lacks %q", want)
		}
	}
	golden(t, "board-framed.txt", text)
	golden(t, "board-compact.txt", b.Text(sampleMarks(), false))
}

func TestBoardSVG(t *testing.T) {
	svg := fixtureBoard(t).SVG(sampleMarks())
	if err := xml.Unmarshal([]byte(svg), new(struct{})); err != nil {
		t.Fatalf("not well-formed XML: %v", err)
	}
	for _, want := range []string{"<polyline", `stroke="#bf1f1f"`, "Guild Hall", ">A</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
}
