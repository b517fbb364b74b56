package neptun

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	src, err := os.ReadFile("testdata/data/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func filledData(t testing.TB) *Data {
	t.Helper()
	d, err := ParseData(readFixture(t, "filled.yaml"))
	if err != nil {
		t.Fatalf("filled fixture: %v", err)
	}
	return d
}

func TestTemplateParsesWithEverythingUnknownOpen(t *testing.T) {
	d, err := ParseData([]byte(DataTemplate(nil)))
	if err != nil {
		t.Fatalf("template: %v", err)
	}
	if d.HasTokens() || d.HasRoutes() || d.HasOarCards() || d.HasWindTable() || d.HasBonusTiles() {
		t.Errorf("template unlocks something: %+v", d.Summary())
	}
	if _, ok := d.RoundTiles(1); ok {
		t.Error("template has round tiles")
	}
	if got := len(d.Regions); got != RegionalTemples {
		t.Errorf("regions = %d, want %d (three named, two open)", got, RegionalTemples)
	}
	if got := d.RegionOf("saguntum"); got != "hispania" {
		t.Errorf("saguntum region = %q", got)
	}
	if got := d.CityCards[0].Rewards["olive"]; got != (Reward{Kind: "temple", Amount: 3}) {
		t.Errorf("CC01 olive = %+v, want the seed's 3 temple points", got)
	}
	if got := len(d.Routes); got != CoastalSlots+LongSlots {
		t.Errorf("routes = %d", got)
	}
	for _, want := range []string{"UNKNOWN", "K15", "L04", "CC30", "wind_by_forecast"} {
		if !strings.Contains(DataTemplate(nil), want) {
			t.Errorf("template lacks %q", want)
		}
	}
}

// The template's comments are in the table's language; the file the parser reads is the
// same in every language: the entries are identical line for line once the comments are
// cut, and every comment but the marks (SEED, SOURCE S9) is translated.
func TestTemplateCommentsInTheTablesLanguage(t *testing.T) {
	en, hu := DataTemplate(nil), DataTemplate(i18n.NewPrinter(i18n.Hungarian))
	if _, err := ParseData([]byte(hu)); err != nil {
		t.Fatalf("Hungarian template: %v", err)
	}
	entries := func(text string) (out []string) {
		for _, l := range strings.Split(text, "\n") {
			if e := strings.TrimSpace(stripComment(l)); e != "" {
				out = append(out, e)
			}
		}
		return out
	}
	if a, b := entries(en), entries(hu); !slices.Equal(a, b) {
		t.Errorf("the entries differ:\n%s\n---\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
	for _, l := range strings.Split(en, "\n") {
		_, comment, _ := strings.Cut(l, "# ")
		syntax := strings.HasPrefix(comment, "{") // a wrapped comment's example of the file's own syntax
		if comment != "" && comment != "SEED" && comment != "SOURCE S9" && !syntax && strings.Contains(hu, "# "+comment) {
			t.Errorf("comment left in English: %q", comment)
		}
	}
	for _, want := range []string{"# Neptun: az asztal adatfájlja", "`talon neptun data show`", "# vedd fel a táblátok minden kikötőjét", "# SEED: példa"} {
		if !strings.Contains(hu, want) {
			t.Errorf("Hungarian template lacks %q", want)
		}
	}
}

func TestFilledDataUnlocksEverything(t *testing.T) {
	d := filledData(t)
	for _, p := range d.Summary() {
		if !p.Ready {
			t.Errorf("%s not ready: %s", p.Part, p.Filled)
		}
	}
	if w := d.WindByForecast[2]; w != 7 {
		t.Errorf("wind for +2 = %d", w)
	}
	tiles, ok := d.RoundTiles(3)
	if !ok || len(tiles) != RegionalTemples+1 || len(tiles["gold"]) != 3 || tiles["gold"][0] < tiles["gold"][2] {
		t.Errorf("round 3 tiles = %v, %v", tiles, ok)
	}
}

func TestDataReportsEveryProblemAtOnce(t *testing.T) {
	src := `game: neptun
wind_track: {min: 9, max: 1}
regions:
  - {id: hispania, colour: red}
  - {id: hispania, colour: blue}
cities:
  - {id: crete, region: none, start: true}
  - {id: saguntum, region: hispanai}
routes:
  - {slot: K01, kind: coastal, a: crete, b: atlantis}
distance_tokens:
  coastal: [3, 4, 9]
  long: [11, 12, 13, 14]
goods_cards: {grape: 6, olive: 6, honey: 6, grain: 6, salt: 5}
oar_cards: [{wind: +1, oar: 4}]
bonus_tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0]
point_tiles:
  - {temple: gold, A: [3], B: [2]}
windspeed: 4
`
	_, err := ParseData([]byte(src))
	var in *scoring.InputError
	if !errors.As(err, &in) {
		t.Fatalf("err = %v, want an InputError", err)
	}
	wants := []string{
		"wind_track: line 2: min 9 is above max 1",
		"regions: line 3: the board has 5 regional temples, got 2",
		"region hispania is listed twice",
		"region hispanai is not in regions, did you mean hispania?",
		"routes: line 9: the board has 15 coastal and 4 long-distance route slots, got 1",
		`"atlantis" is not a city`,
		"distance_tokens.coastal: line 12: 15 values, got 3",
		"distance_tokens.long[3]: line 13: must be 11 to 13, got 14",
		"goods_cards: line 14: the box has 30 goods cards, these add up to 29",
		"oar_cards: line 15: 50 cards, got 1",
		"bonus_tiles[14]: line 16: must be 1 to 30, got 0",
		"point_tiles: line 17: 6 temples",
		"point_tiles[0].B: line 18: 2 values, got 1",
		"windspeed: line 19: not a Neptun data file entry",
	}
	msg := err.Error()
	for _, w := range wants {
		if !strings.Contains(msg, w) {
			t.Errorf("missing problem %q\nin: %s", w, strings.ReplaceAll(msg, "; ", "\n"))
		}
	}
	if len(in.Problems) != len(wants) {
		t.Errorf("%d problems, want %d:\n%s", len(in.Problems), len(wants), strings.ReplaceAll(msg, "; ", "\n"))
	}
	// A Hungarian table reads the same problems in Hungarian; the file's keys and the
	// names it gave stay as written.
	hu := i18n.NewPrinter(i18n.Hungarian).Error(err)
	for _, w := range []string{
		"wind_track: 2. sor: a min (9) nagyobb a max értéknél (1)",
		"regions[1].id: 5. sor: a(z) hispania régió kétszer szerepel",
		"cities[1].region: 8. sor: a(z) hispanai régió nincs a regions között; erre gondoltál: hispania?",
		"distance_tokens.long[3]: 13. sor: 11 és 13 között kell lennie, ez: 14",
		"goods_cards: 14. sor: a dobozban 30 áru kártya van, ezek összesen: 29",
		"oar_cards: 15. sor: 50 kártya kell, ez: 1",
		"windspeed: 19. sor: nem a Neptun-adatfájl bejegyzése",
	} {
		if !strings.Contains(hu, w) {
			t.Errorf("Hungarian lacks %q\nin: %s", w, strings.ReplaceAll(hu, "; ", "\n"))
		}
	}
	if strings.Contains(hu, " got ") || strings.Contains(hu, "line ") {
		t.Errorf("English left in the Hungarian problems:\n%s", strings.ReplaceAll(hu, "; ", "\n"))
	}
}

func TestDataSyntaxErrorsNameTheLine(t *testing.T) {
	cases := []struct{ src, want string }{
		{"game neptun", "line 1: expected `key: value`"},
		{"game: neptun\n  extra: 1", "line 2: unexpected indentation"},
		{"regions:\n  - {id: a\n", "line 2: \"}\" is missing"},
		{"a: 1\na: 2", `line 2: "a" is given twice`},
		{"cities:\n\t- x", "line 2: indent with spaces"},
		{"x: \"open", "line 1: a quote is not closed"},
		{"- a", "line 1: the file must be a list of `key: value` entries"},
		{"a: 1\n- b", "line 2: a list item among"},
		{"a: [1, 2] 3", "unexpected"},
		{"a: \x01", "control character"},
		{"a: " + strings.Repeat("[", 20), "nested too deeply"},
	}
	for _, c := range cases {
		_, err := ParseData([]byte(c.src))
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: err = %v, want %q", c.src, err, c.want)
		}
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	for src, want := range map[string]string{
		"game neptun":            "1. sor: `kulcs: érték` kell, ez: \"game neptun\"",
		"regions:\n  - {id: a\n": "2. sor: hiányzik: \"}\"",
		"cities:\n\t- x":         "2. sor: szóközzel húzz be, ne tabulátorral",
	} {
		if _, err := ParseData([]byte(src)); hu.Error(err) != want {
			t.Errorf("%q in Hungarian: %q, want %q", src, hu.Error(err), want)
		}
	}
}

func TestDataPartsUnlockIndependently(t *testing.T) {
	d, err := ParseData([]byte("distance_tokens:\n  coastal: [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 8, 8]\n  long: [11, 12, 12, 13]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !d.HasTokens() || d.HasRoutes() || d.HasOarCards() || d.HasWindTable() {
		t.Errorf("tokens only: %+v", d.Summary())
	}
	d, err = ParseData([]byte("wind_by_forecast:\n  -1: 4\n  0: 5\n  +1: 6\n"))
	if err != nil || !d.HasWindTable() || d.WindByForecast[-1] != 4 {
		t.Errorf("block wind table: %v %+v", err, d)
	}
}

func FuzzParseData(f *testing.F) {
	f.Add([]byte(DataTemplate(nil)))
	f.Add(readFixture(f, "filled.yaml"))
	f.Add([]byte("a: {b: [1, {c: d}], e: \"x # y\"} # z\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		d, err := ParseData(src)
		if err != nil {
			if d != nil {
				t.Fatal("data returned with an error")
			}
			return
		}
		for _, p := range d.Summary() {
			if p.Part == "" {
				t.Fatal("empty part")
			}
		}
		if d.HasTokens() && (len(d.CoastalTokens) != CoastalSlots || len(d.LongTokens) != LongSlots) {
			t.Fatal("token counts")
		}
		for _, v := range d.CoastalTokens {
			if v < CoastalMinValue || v > CoastalMaxValue {
				t.Fatalf("coastal token %d accepted", v)
			}
		}
	})
}

func BenchmarkParseDataFilled(b *testing.B) {
	src := readFixture(b, "filled.yaml")
	for range b.N {
		if _, err := ParseData(src); err != nil {
			b.Fatal(err)
		}
	}
}
