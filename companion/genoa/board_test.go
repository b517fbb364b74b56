package genoa

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// fixtureText is a FICTIONAL board (testdata/fixture-board.txt): it satisfies the
// rulebook's fixed points but is not the printed layout, which is not public.
func fixtureText(t testing.TB) string {
	t.Helper()
	data, err := os.ReadFile("testdata/fixture-board.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func fixtureBoard(t testing.TB) *Board {
	t.Helper()
	b, ps := ParseBoard([]byte(fixtureText(t)))
	if b == nil || len(ps) > 0 {
		t.Fatalf("fixture board refused: %v", ps)
	}
	return b
}

func TestFixtureBoardAdjacency(t *testing.T) {
	b := fixtureBoard(t)
	st := func(blue, red int) SpaceID { return StreetID(Cell{blue, red}) }
	tests := []struct {
		x, y SpaceID
		want bool
	}{
		{st(2, 3), SpaceID(GuildHall), true},
		{st(2, 3), SpaceID(CoachHouse), true},
		{st(2, 4), SpaceID(SpicesWarehouse), true}, // (2,5) touches (1,5)
		{st(2, 4), SpaceID(CoachHouse), true},
		{Market, SpaceID(GuildHall), true},
		{Market, st(4, 6), true},
		{Market, st(3, 6), false},                             // only a corner
		{SpaceID(GuildHall), SpaceID(CityHall), true},         // (4,3)-(5,3)
		{SpaceID(PostOffice), SpaceID(GuildHall), true},       // (3,4) below (3,3)
		{SpaceID(VillaColini), SpaceID(Palace), true},         // (2,1)-(3,1)
		{SpaceID(VillaColini), SpaceID(VillaColini), false},   // never itself
		{SpaceID(DrinksWarehouse), SpaceID(VillaRicci), true}, // (2,7)-(1,7), (3,8)-(2,8)
		{SpaceID(MetalsWarehouse), SpaceID(FabricWarehouse), true},
		{SpaceID(Harbor), SpaceID(Tavern), true},
		{SpaceID(Harbor), SpaceID(VillaZasteri), false},
	}
	for _, tt := range tests {
		if got := b.Adjacent(tt.x, tt.y); got != tt.want {
			t.Errorf("Adjacent(%s, %s) = %v, want %v", tt.x, tt.y, got, tt.want)
		}
		if got := b.Adjacent(tt.y, tt.x); got != tt.want {
			t.Errorf("Adjacent(%s, %s) = %v, want %v (symmetry)", tt.y, tt.x, got, tt.want)
		}
	}
	if got, want := b.BuildingsNextTo(st(2, 4)), []BuildingID{PostOffice, CoachHouse, SpicesWarehouse}; !slices.Equal(got, want) {
		t.Errorf("BuildingsNextTo(st_2_4) = %v, want %v", got, want)
	}
	if got, want := b.Cells(st(2, 4)), []Cell{{2, 4}, {2, 5}}; !slices.Equal(got, want) {
		t.Errorf("Cells(st_2_4) = %v, want %v", got, want)
	}
	if got := b.At(Cell{3, 2}); got != st(3, 2) {
		t.Errorf("At(3,2) = %s", got)
	}
	if got := b.At(Cell{9, 1}); got != "" {
		t.Errorf("At off the grid = %q", got)
	}
	if n := len(b.Streets()); n != 17 {
		t.Errorf("streets = %d, want 17", n)
	}
	if n := len(b.Spaces()); n != 17+18+1 {
		t.Errorf("spaces = %d, want 36", n)
	}
}

func TestContractGroups(t *testing.T) {
	b := fixtureBoard(t)
	tests := []struct {
		contracts []BuildingID
		want      []int
	}{
		{nil, nil},
		{[]BuildingID{Tavern}, []int{1}},
		{[]BuildingID{GuildHall, CityHall, Cathedral, PostOffice}, []int{4}}, // a ring round the market
		{[]BuildingID{Harbor, Tavern, Palace}, []int{2, 1}},
		{[]BuildingID{DrinksWarehouse, Inn, MetalsWarehouse, FabricWarehouse, CoachHouse}, []int{4, 1}},
	}
	for _, tt := range tests {
		if got := b.ContractGroups(tt.contracts); !slices.Equal(got, tt.want) {
			t.Errorf("ContractGroups(%v) = %v, want %v", tt.contracts, got, tt.want)
		}
	}
}

func TestBoardRoundTrips(t *testing.T) {
	b := fixtureBoard(t)
	for name, data := range map[string]string{"json": string(b.JSON()), "grid": b.GridText()} {
		again, ps := ParseBoard([]byte(data))
		if again == nil || len(ps) > 0 {
			t.Fatalf("%s export does not read back: %v\n%s", name, ps, data)
		}
		if again.cells != b.cells || again.ID != "fixture" {
			t.Errorf("%s export reads back differently", name)
		}
	}
	if !strings.Contains(string(b.JSON()), `"index": "cells[red-1][blue-1]"`) {
		t.Errorf("JSON export lacks the index convention:\n%s", b.JSON())
	}
}

func TestTemplateHasKnownCellsAndReadsBack(t *testing.T) {
	text := BoardTemplate()
	for _, line := range strings.Split(text, "\n") {
		if len([]rune(line)) > 160 {
			t.Errorf("template line too long: %q", line)
		}
	}
	b, ps := ParseBoard([]byte(text))
	if b != nil {
		t.Fatal("an unfilled template was accepted")
	}
	bad := ps.Refusing()
	if len(bad) != Side*Side-5+len(Buildings) {
		t.Errorf("template: %d problems, want one per unfilled cell (59) and per building (18):\n%v", len(bad), ps)
	}
	for _, p := range bad {
		unfilled := strings.HasPrefix(p.Where, "(") && strings.Contains(p.Text, "not filled in")
		if p.Where == "(4,4)" || p.Where == "(3,2)" || !unfilled && !strings.Contains(p.Text, "on no cell") {
			t.Errorf("unexpected template problem %s", p)
		}
	}
}

// setCell rewrites one cell of the fixture's text grid.
func setCell(t *testing.T, text string, c Cell, name string) string {
	t.Helper()
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		prefix := "red " + string(rune('0'+c.Red)) + ":"
		if strings.HasPrefix(line, prefix) {
			names := SplitNames(strings.TrimPrefix(line, prefix))
			names[c.Blue-1] = name
			lines[i] = prefix + " " + strings.Join(names, " | ")
			return strings.Join(lines, "\n")
		}
	}
	t.Fatalf("no row red %d", c.Red)
	return ""
}

func TestBrokenBoardsRefusedByCell(t *testing.T) {
	fixture := fixtureText(t)
	set := func(text string, pairs ...any) string {
		for i := 0; i < len(pairs); i += 2 {
			text = setCell(t, text, pairs[i].(Cell), pairs[i+1].(string))
		}
		return text
	}
	tests := []struct {
		name  string
		text  string
		where string // the cell (or place) the problem must name
		says  string
	}{
		{"unfilled cell", set(fixture, Cell{6, 3}, "?"), "(6,3)", "not filled in"},
		{"market cell taken", set(fixture, Cell{4, 4}, "guild_hall"), "(4,4)", "must be the market"},
		{"market outside its cells", set(fixture, Cell{3, 6}, "market"), "(3,6)", "market is exactly"},
		{"(3,2) not a street", set(fixture, Cell{3, 2}, "palace"), "(3,2)", "must be a street"},
		{"building in two places", set(fixture, Cell{8, 8}, "villa colini"), "(8,8)", "must be connected"},
		{"misspelt building", set(fixture, Cell{3, 3}, "gild hall"), "(3,3)", "did you mean guild_hall"},
		{"street id off the grid", set(fixture, Cell{2, 2}, "st_9_9"), "(2,2)", "not a street id"},
		{"street named after another cell", set(fixture, Cell{2, 2}, "st_5_5"), "(2,2)", "not part of it"},
		{"street area in two places", set(fixture, Cell{7, 6}, "st_2_4"), "(7,6)", "must be connected"},
		{"coach house away from the guild hall", set(fixture, Cell{1, 3}, "spices", Cell{1, 4}, "spices", Cell{1, 5}, "coach house", Cell{1, 6}, "coach house"), "(1,5),(1,6)", "Guild Hall"},
		{"coach house away from the spices", set(fixture, Cell{1, 5}, "harbor", Cell{1, 6}, "harbor", Cell{8, 3}, "spices", Cell{8, 4}, "spices"), "(1,3),(1,4)", "Spices warehouse"},
		{"control character", set(fixture, Cell{5, 5}, "mar\x07ket"), "(5,5)", "control character"},
		{"unknown word", set(fixture, Cell{6, 2}, "fountain"), "(6,2)", "not a space"},
		{"a building missing", set(fixture, Cell{3, 1}, "park", Cell{4, 1}, "park"), "Palace", "on no cell"},
		{"short row", strings.Replace(fixture, "red 3: coach_house      | street           |", "red 3: coach_house      |", 1), "red 3", "7 spaces"},
		{"row labels out of order", strings.Replace(fixture, "red 4:", "red 5:", 1), "red 4", "labelled red 5"},
		{"nine cells in a row", strings.Replace(fixture, "red 2: villa_colini     |", "red 2: villa_colini     | street |", 1), "red 2", "9 spaces"},
		{"a ninth row", fixture + "red 9: street | street | street | street | street | street | street | street\n", "line 13", "a ninth row; the board has 8 (red 1 to 8)"},
		{"seven rows", strings.Replace(fixture, "red 8: villa_ricci      | villa_ricci      | drinks_warehouse | inn         | metals_warehouse | metals_warehouse | fabric_warehouse | villa_zasteri", "", 1), "file", "7 rows"},
		{"an empty file", "", "file", "0 rows"},
		{"a building in two corners", set(fixture, Cell{8, 7}, "villa ricci", Cell{8, 8}, "villa ricci"), "(8,7)", "Villa Ricci here does not touch its other cells (1,7),(1,8),(2,8)"},
		{"a villa missing", set(fixture, Cell{8, 7}, "fabric", Cell{8, 8}, "fabric"), "Villa Zasteri", "is on no cell; the board has exactly the 18 buildings"},
		{"a Hungarian typo", set(fixture, Cell{1, 3}, "kocsiszn"), "(1,3)", "did you mean"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, ps := ParseBoard([]byte(tt.text))
			if b != nil {
				t.Fatalf("accepted:\n%s", tt.text)
			}
			found := slices.ContainsFunc(ps, func(p BoardProblem) bool {
				return p.Where == tt.where && strings.Contains(p.Text, tt.says)
			})
			if !found {
				t.Errorf("no problem at %s saying %q; got:\n%v", tt.where, tt.says, ps.Err())
			}
		})
	}
}

func TestBoardJSONProblems(t *testing.T) {
	b := fixtureBoard(t)
	good := string(b.JSON())
	tests := []struct {
		name, text, where, says string
	}{
		{"other index", strings.Replace(good, `"cells[red-1][blue-1]"`, `"cells[x][y]"`, 1), "index", "keyed by blue and red"},
		{"unknown field", strings.Replace(good, `"verified"`, `"checked"`, 1), "file", "unknown field"},
		{"listed space on no cell", strings.Replace(good, `"spaces": {`, `"spaces": {"st_8_8": {"type": "street"},`, 1), "spaces", "on no cell"},
		{"wrong type", strings.Replace(good, `{"type":"building","name":"Palace"}`, `{"type":"street"}`, 1), "spaces", `want "building"`},
		{"bad board id", strings.Replace(good, `"fixture"`, `"Fix ture"`, 1), "board_id", "lower-case"},
		{"seven rows", strings.Replace(good, `["villa_colini","villa_colini","palace","palace","park","park","villa_monetti","villa_monetti"],`+"\n", "", 1), "cells", "7 rows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ps := ParseBoard([]byte(tt.text))
			if got != nil {
				t.Fatalf("accepted:\n%s", tt.text)
			}
			if !slices.ContainsFunc(ps, func(p BoardProblem) bool { return p.Where == tt.where && strings.Contains(p.Text, tt.says) }) {
				t.Errorf("no problem at %s saying %q; got %v", tt.where, tt.says, ps)
			}
		})
	}
}

func TestStreetCountWarning(t *testing.T) {
	// Join the top street row into one area: 17 - 5 = 12 street spaces, still valid.
	text := fixtureText(t)
	for blue := 2; blue <= 7; blue++ {
		text = setCell(t, text, Cell{blue, 2}, "st_2_2")
	}
	b, ps := ParseBoard([]byte(text))
	if b == nil {
		t.Fatalf("refused: %v", ps)
	}
	if len(ps) != 1 || !ps[0].Warning || !strings.Contains(ps[0].Text, "12 street spaces") {
		t.Errorf("want one warning about 12 street spaces, got %v", ps)
	}
	if !b.Adjacent(StreetID(Cell{2, 2}), SpaceID(VillaMonetti)) || !b.Adjacent(StreetID(Cell{2, 2}), SpaceID(VillaColini)) {
		t.Error("a long street area must touch both villas at its ends")
	}
}

func TestCellNamesInAnyLanguage(t *testing.T) {
	tests := map[string]SpaceID{
		"Céhház": SpaceID(GuildHall), "cehhaz": SpaceID(GuildHall), "Gildehalle": SpaceID(GuildHall),
		"Kikötő": SpaceID(Harbor), "Villa Collini": SpaceID(VillaColini), "piac": Market,
		"Fűszer raktár": SpaceID(SpicesWarehouse), "street": StreetID(Cell{6, 7}), "ST_2_4": StreetID(Cell{2, 4}),
		"?": "",
	}
	for in, want := range tests {
		got, err := resolveCell(DefaultNames, in, Cell{6, 7})
		if err != nil || got != want {
			t.Errorf("resolveCell(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

func FuzzParseBoard(f *testing.F) {
	f.Add([]byte(fixtureText(f)))
	f.Add([]byte(BoardTemplate()))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, ps := ParseBoard(data)
		if b == nil {
			if ps.Err() == nil {
				t.Fatal("refused without a refusing problem")
			}
			return
		}
		if ps.Err() != nil {
			t.Fatal("accepted with a refusing problem")
		}
		again, ps2 := ParseBoard(b.JSON())
		if again == nil || again.cells != b.cells {
			t.Fatalf("accepted board does not round-trip: %v", ps2)
		}
	})
}
