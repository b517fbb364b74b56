package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

func TestPackFacts(t *testing.T) {
	fact := func(label, value string) companion.Fact { return companion.Fact{Label: label, Value: value} }
	for _, c := range []struct {
		facts []companion.Fact
		width int
		want  string
	}{
		{[]companion.Fact{fact("Robber", "A3 (desert)"), fact("Longest Road", "nobody"), fact("Largest Army", "Ann")}, 80,
			"Robber: A3 (desert)   Longest Road: nobody\nLargest Army: Ann\n"},
		{[]companion.Fact{fact("Wind", "NE"), fact("Round", "3"), fact("Öböl", "kő"), fact("Ships", "12")}, 80,
			"Wind: NE   Round: 3\nÖböl: kő   Ships: 12\n"},
		{[]companion.Fact{fact("Robber", "A3 (desert)"), fact("Longest Road", "nobody")}, 40, ""}, // 42 columns
		{[]companion.Fact{fact("Robber", "A3 (desert)")}, 80, ""},                                 // nothing to pair
		{[]companion.Fact{fact("Goods", "indigo\nsugar"), fact("Round", "3")}, 80, ""},
		{[]companion.Fact{fact("A", "1"), fact("B", "2"), fact("Notes", strings.Repeat("x", 90))}, 80, ""},
	} {
		if got := packFacts(c.facts, c.width); got != c.want {
			t.Errorf("%v at %d:\n%q, want\n%q", c.facts, c.width, got, c.want)
		}
	}
}

// Packed two to a line, the facts leave room for a table the screen would otherwise
// lose (80x24 at a Catan set-up: the players' table); when nothing would be left out
// they are written one to a line as always.
func TestViewInPacksFactsToKeepATable(t *testing.T) {
	v := companion.View{Title: "Catan — set-up, Ann places",
		Facts: []companion.Fact{{Label: "Robber", Value: "A3 (desert)"}, {Label: "Longest Road", Value: "nobody"},
			{Label: "Largest Army", Value: "nobody"}, {Label: "Development cards", Value: "0 of 25 bought"}},
		Tables: []companion.Table{{Title: "Players", Header: []string{"", "Ann", "Ben"},
			Rows: [][]string{{"VP shown", "0", "0"}, {"Colour", "blue", "white"}}}},
		Next: "Ann places a settlement"}
	render := func(room int) string {
		var out bytes.Buffer
		f := &Factory{Out: &out, P: i18n.NewPrinter(i18n.English), Width: func() int { return 80 }}
		f.renderViewIn(v, "", room, 2)
		return out.String()
	}
	whole := render(0)
	lines := strings.Count(whole, "\n") // title 1, facts 4, table 8, next 1
	if got := render(lines); got != whole {
		t.Errorf("with room for every line the view is as printed whole:\n%s", got)
	}
	got := render(lines - 1)
	if !strings.Contains(got, "Robber: A3 (desert)    Longest Road: nobody\n") || !strings.Contains(got, "| Players") ||
		strings.Contains(got, "Left out") || strings.Count(got, "\n") > lines-1 {
		t.Errorf("a line short, the facts are packed and the table kept:\n%s", got)
	}
	if got := render(lines - 4); !strings.Contains(got, "Left out to fit the screen: Players") || strings.Count(got, "\n") > lines-4 {
		t.Errorf("too short even packed, the table is left out and said so:\n%s", got)
	}
}
