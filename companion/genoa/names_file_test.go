package genoa

import (
	"slices"
	"strings"
	"testing"
)

// The shipped names agree with the component data: one line per building, commodity,
// tile and card kind, English as in the data; UNKNOWN exactly where the digest gives no
// name (never a guess).
func TestShippedNames(t *testing.T) {
	n := DefaultNames
	if n.Buildings.Len() != len(Buildings) || n.Commodities.Len() != len(Commodities) || n.Tiles.Len() != len(Tiles) || n.Decks.Len() != len(DeckInfos) {
		t.Fatalf("names.txt lists %d buildings, %d commodities, %d tiles, %d card kinds", n.Buildings.Len(), n.Commodities.Len(), n.Tiles.Len(), n.Decks.Len())
	}
	for _, b := range Buildings {
		if e, ok := n.entry("building", string(b.ID)); !ok || e.English != b.English {
			t.Errorf("building %s: names.txt has %+v", b.ID, e)
		}
	}
	unknown := map[string][]string{}
	for _, e := range n.Entries {
		for _, lang := range e.Missing() {
			unknown[lang] = append(unknown[lang], e.ID)
		}
	}
	wantHU := []string{"drinks_warehouse", "metals_warehouse", "fabric_warehouse"}
	wantDE := []string{"palace", "villa_colini", "villa_monetti", "villa_ricci", "villa_zasteri",
		"starting_space", "trade", "commodity_of_choice", "building_action", "extra_action",
		"contract", "message", "large_order", "small_order"}
	if !slices.Equal(unknown["Hungarian"], wantHU) || !slices.Equal(unknown["German"], wantDE) {
		t.Errorf("UNKNOWN names: %v", unknown)
	}
	got := strings.Join(n.Unknowns(), "\n")
	for _, want := range []string{"German names of special tiles: Starting space, Trade 1:1", "Hungarian names of buildings: Drinks warehouse, Metals warehouse, Fabric warehouse"} {
		if !strings.Contains(got, want) {
			t.Errorf("Unknowns() lacks %q:\n%s", want, got)
		}
	}
	// The template is the shipped file's shape and reads back as the same names.
	again, err := ParseNames([]byte(n.Text()))
	if err != nil || !slices.EqualFunc(again.Entries, n.Entries, func(a, b NameEntry) bool {
		return a.ID == b.ID && slices.Equal(a.German, b.German) && slices.Equal(a.Hungarian, b.Hungarian)
	}) {
		t.Errorf("the template does not read back: %v", err)
	}
	if !strings.Contains(n.Text(), "building  | palace              | Palace                   | UNKNOWN") {
		t.Errorf("template:\n%s", n.Text())
	}
}

func TestTableNamesFile(t *testing.T) {
	n, err := ParseNames(readTestdata(t, "table-names.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for typed, want := range map[string]string{"Palast": "palace", "italok": "drinks_warehouse", "Céhház": "guild_hall"} {
		if id, err := termID(n.Buildings, typed); err != nil || id != want {
			t.Errorf("%q reads as %q, %v", typed, id, err)
		}
	}
	if id, err := termID(n.Tiles, "Zusatzaktion"); err != nil || id != "extra_action" {
		t.Errorf("Zusatzaktion: %q %v", id, err)
	}
	if slices.Contains(n.Unknowns(), "German names of buildings: Palace") {
		t.Error("Palace is still UNKNOWN after the table named it")
	}
	// The shipped names still answer; the shipped ones are unchanged.
	if _, err := termID(DefaultNames.Buildings, "Palast"); err == nil {
		t.Error("the table's word leaked into the shipped names")
	}
}

func TestBadNamesFiles(t *testing.T) {
	tests := map[string]string{
		"building | palace | Palace | Palast | Palota":                                                    "line 1: 5 columns",
		"building | fountain | Fountain | Brunnen | kút |":                                                `line 1: building "fountain" is not one of Genoa's`,
		"building | palace | Castle | Palast | Palota |":                                                  `the English name of palace is "Palace"`,
		"gadget | palace | Palace | Palast | Palota |":                                                    `kind "gadget" is not one of`,
		"tile | trade | Trade 1:1 | Handel, UNKNOWN | 1:1 kereskedés |":                                   "UNKNOWN stands alone",
		"building | palace | Palace | Pal\x07ast | Palota |":                                              "control character",
		"building | palace | Palace | Rathaus | Palota |":                                                 `"Rathaus" names both city_hall and palace`,
		"building | palace | Palace | A,B,C,D,E,F,G,H,I | Palota |":                                       "9 names; at most 8",
		"building | palace | Palace | Palast | Palota |\nbuilding | palace | Palace | Schloss | Palota |": "line 2: building palace is already on line 1",
	}
	for text, want := range tests {
		_, err := ParseNames([]byte(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseNames(%q) = %v, want %q", text, err, want)
		}
	}
	if _, err := ParseNames(make([]byte, MaxNamesBytes+1)); err == nil {
		t.Error("an oversized names file was read")
	}
}

func FuzzParseNames(f *testing.F) {
	f.Add(DefaultNames.Text())
	f.Add("building | palace | Palace | Palast | Palota |")
	f.Add("tile | trade | Trade 1:1 | UNKNOWN | | x")
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParseNames([]byte(text))
		if err != nil {
			return
		}
		if _, err := ParseNames([]byte(n.Text())); err != nil {
			t.Fatalf("accepted names do not read back: %v\n%s", err, n.Text())
		}
	})
}
