package marcopolo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// mapLangs are the languages the map is drawn in, with the camel mark each writes.
var mapLangs = []struct {
	lang  i18n.Lang
	camel string
}{{i18n.English, "c"}, {i18n.Hungarian, "t"}, {i18n.German, "c"}}

// mapPosition has a post of some seat in every city that takes one, Niccolò's two
// figures apart, and the others on their way, so that every field shows its marks.
func mapPosition(t *testing.T) *State {
	t.Helper()
	s := newTestState(t, DefaultSettings(), []Character{Niccolo, Mercator, Carpini, Berke})
	seat := 0
	for i := range Locations {
		if l := Loc(i); l.TakesPost() {
			s.Players[seat%4].Posts = append(s.Players[seat%4].Posts, Post{At: l})
			seat++
		}
	}
	s.Players[0].Figures = locs(Kochi, Samarcanda)
	s.Players[1].Figures = locs(Ormuz)
	s.Players[2].Figures = locs(OasisF)
	s.Players[3].Figures = locs(Karachi)
	return s
}

// The map in English, Hungarian and German, as the table reads it.
func TestMapTextGolden(t *testing.T) {
	for _, ml := range mapLangs {
		got := LocalMapText(i18n.NewPrinter(ml.lang), mapPosition(t))
		path := filepath.Join("testdata", "maptext_"+ml.lang.String()+".golden")
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (go test -run MapTextGolden -update writes it)", err)
		}
		if got != string(want) {
			t.Errorf("the map in %s differs from %s:\n--- got\n%s--- want\n%s", ml.lang, path, got, want)
		}
	}
}

// Every city is on the drawing by its name in the table's language (English where the
// edition's name is not known), every oasis by its mark, and a Hungarian or German table
// never reads an English name its edition replaces.
func TestMapTextNamesEveryPlaceInTheTablesLanguage(t *testing.T) {
	for _, ml := range mapLangs {
		p := i18n.NewPrinter(ml.lang)
		drawing := mapDrawing(LocalMapText(p, mapPosition(t)))
		for i, loc := range Locations {
			l := Loc(i)
			if loc.Oasis {
				if mark := "o" + loc.Name.EN[len(loc.Name.EN)-1:]; strings.Count(drawing, mark) != 1 {
					t.Errorf("%s: oasis mark %s drawn %d times", ml.lang, mark, strings.Count(drawing, mark))
				}
				continue
			}
			name := l.Local(p)
			if !strings.Contains(drawing, name) {
				t.Errorf("%s: %s is not on the map as %q:\n%s", ml.lang, loc.Name.EN, name, drawing)
			}
			if name != loc.Name.EN && strings.Contains(drawing, loc.Name.EN) {
				t.Errorf("%s: the map still says %q for %q", ml.lang, loc.Name.EN, name)
			}
		}
	}
	if hu := mapDrawing(LocalMapText(i18n.NewPrinter(i18n.Hungarian), mapPosition(t))); !strings.Contains(hu, "Moscow[") || !strings.Contains(hu, "Velence--") {
		t.Errorf("the Hungarian map lacks Moscow (as the board prints it) or Velence:\n%s", hu)
	}
}

// mapDrawing is the map without its legend (the template's rows).
func mapDrawing(text string) string {
	rows := strings.Count(mapTemplate, "\n") - 1
	return strings.Join(strings.SplitN(text, "\n", rows+1)[:rows], "\n")
}

// The drawing keeps its shape in every language: outside the cities' fields each row
// is the template's, column for column (the camel mark aside), every field is wide
// enough for its longest label, and nothing passes 80 columns.
func TestMapTextKeepsItsShapeInEveryLanguage(t *testing.T) {
	tmpl := strings.Split(mapTemplate[1:len(mapTemplate)-1], "\n")
	for _, ml := range mapLangs {
		text := LocalMapText(i18n.NewPrinter(ml.lang), mapPosition(t))
		for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s: %d columns: %q", ml.lang, n, line)
			}
		}
		rows := strings.Split(mapDrawing(text), "\n")
		for r, want := range tmpl {
			got := []rune(rows[r])
			inField := make([]bool, len(want))
			for _, at := range mapFieldRE.FindAllStringIndex(want, -1) {
				for c := at[0]; c < at[1]; c++ {
					inField[c] = true
				}
			}
			for c, w := range []rune(want) {
				if inField[c] || w == ' ' && c >= len(got) {
					continue
				}
				if w == 'c' && c > 0 && want[c-1] >= '0' && want[c-1] <= '9' {
					w = []rune(ml.camel)[0]
				}
				if c >= len(got) || got[c] != w {
					t.Errorf("%s: row %d loses its shape at column %d:\n%s\n%s", ml.lang, r, c, want, rows[r])
					break
				}
			}
		}
	}
}

// Each field of the template is a city's, once; every city but the oases has one.
func TestMapFieldsAreTheCities(t *testing.T) {
	seen := map[string]int{}
	for _, m := range mapFieldRE.FindAllStringSubmatch(mapTemplate, -1) {
		seen[m[1]]++
	}
	for key, city := range mapFields {
		if seen[key] != 1 {
			t.Errorf("field %s (%s) is drawn %d times", key, city, seen[key])
		}
		if _, err := LookupLoc(city); err != nil {
			t.Errorf("field %s: %v", key, err)
		}
	}
	if len(seen) != len(mapFields) || len(mapFields) != len(Cities) {
		t.Errorf("%d fields drawn, %d named, %d cities", len(seen), len(mapFields), len(Cities))
	}
}

// A label is padded with the route's dashes before a route, with spaces elsewhere, and
// kept whole when it is too long for its field (the shape test then fails).
func TestPadField(t *testing.T) {
	for _, c := range []struct {
		label, after, want string
		width              int
	}{
		{"Anxi[....]", "-2c-", "Anxi[....]---", 13},
		{"Kochi", "+", "Kochi--", 7},
		{"Xian[....]", " oJ", "Xian[....]  ", 12},
		{"Karatschi[....]", "-+", "Karatschi[....]", 12},
	} {
		if got := padField(c.label, c.width, c.after); got != c.want {
			t.Errorf("padField(%q, %d, %q) = %q, want %q", c.label, c.width, c.after, got, c.want)
		}
	}
}

// The figures' list breaks between figures, never inside one.
func TestWrapItemsBreaksBetweenItems(t *testing.T) {
	items := []string{"1 Ann at Venezia", "2 Ben at Venezia", "3 Cid at Oasis F"}
	want := "figures: 1 Ann at Venezia,\n  2 Ben at Venezia,\n  3 Cid at Oasis F\n"
	if got := wrapItems("figures:", items, 30); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := wrapItems("figures:", items[:1], 10); got != "figures: 1 Ann at Venezia\n" {
		t.Errorf("a lone item longer than the line: %q", got)
	}
}
