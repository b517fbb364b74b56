package sanjuan

import (
	"strings"
	"testing"
)

// city resolves building names for tests; an unknown name fails the test.
func city(t *testing.T, names ...string) []Building {
	t.Helper()
	out := make([]Building, len(names))
	for i, n := range names {
		b, ok := Lookup(n)
		if !ok {
			t.Fatalf("unknown building %q in test", n)
		}
		out[i] = b
	}
	return out
}

func TestScorePlayer(t *testing.T) {
	tests := []struct {
		name      string
		buildings []string
		chapel    int
		sixCostVP int
		want      map[string]int // categories not listed must be 0
	}{
		{name: "printed VP only",
			buildings: []string{"indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter", "library"},
			want:      map[string]int{CatBuildings: 1 + 1 + 2 + 2 + 3 + 3}},
		{name: "6-cost buildings have no points of their own",
			buildings: []string{"indigo_plant", "palace"},
			want:      map[string]int{CatBuildings: 1}},
		{name: "seed: guild hall with 2 indigo, sugar, tobacco brings 8",
			buildings: []string{"guild_hall", "indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage"},
			want:      map[string]int{CatBuildings: 1 + 1 + 1 + 2, CatGuildHall: 8}},
		{name: "seed: city hall with 9 violet brings 9",
			buildings: []string{"poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library", "statue", "victory_column", "city_hall", "indigo_plant"},
			want:      map[string]int{CatBuildings: 19 + 1, CatCityHall: 9}},
		{name: "seed: triumphal arch with 2 monuments brings 6",
			buildings: []string{"victory_column", "statue", "triumphal_arch"},
			want:      map[string]int{CatBuildings: 7, CatTriumphalArch: 6}},
		{name: "triumphal arch without monuments",
			buildings: []string{"triumphal_arch", "indigo_plant"},
			want:      map[string]int{CatBuildings: 1}},
		{name: "triumphal arch with 1 monument",
			buildings: []string{"triumphal_arch", "hero"},
			want:      map[string]int{CatBuildings: 5, CatTriumphalArch: 4}},
		{name: "triumphal arch with 3 monuments",
			buildings: []string{"triumphal_arch", "hero", "statue", "victory_column"},
			want:      map[string]int{CatBuildings: 12, CatTriumphalArch: 8}},
		{name: "monuments count for city hall and triumphal arch alike",
			buildings: []string{"city_hall", "triumphal_arch", "statue", "hero", "indigo_plant"},
			want:      map[string]int{CatBuildings: 9, CatCityHall: 4, CatTriumphalArch: 6}},
		{name: "seed: chapel with 7 cards is worth 2 + 7",
			buildings: []string{"chapel", "indigo_plant"}, chapel: 7,
			want: map[string]int{CatBuildings: 2 + 1, CatChapelCards: 7}},
		{name: "chapel cards count after the chapel was built over",
			buildings: []string{"palace", "indigo_plant"}, chapel: 4,
			want: map[string]int{CatBuildings: 1, CatChapelCards: 4, CatPalace: 1}},
		{name: "seed: palace on 34 brings 8",
			// 5+4+3+3+3+3+2+2+1 = 26 printed, arch 8 for 3 monuments: 34
			buildings: []string{"palace", "hero", "victory_column", "statue", "library", "silver_smelter", "silver_smelter", "chapel", "tower", "triumphal_arch", "indigo_plant"},
			want:      map[string]int{CatBuildings: 26, CatTriumphalArch: 8, CatPalace: 8}},
		{name: "palace counts chapel cards and every bonus, rounding down",
			buildings: []string{"palace", "guild_hall", "city_hall", "indigo_plant", "indigo_plant"}, chapel: 3,
			// 2 printed + 3 chapel + 4 guild + 3 city = 12 -> 3
			want: map[string]int{CatBuildings: 2, CatChapelCards: 3, CatGuildHall: 4, CatCityHall: 3, CatPalace: 3}},
		{name: "palace below 4 brings nothing",
			buildings: []string{"palace", "indigo_plant", "smithy"},
			want:      map[string]int{CatBuildings: 2}},
		{name: "setting six_cost_vp 1 gives each 6-cost building 1 point, counted by the palace",
			buildings: []string{"palace", "guild_hall", "indigo_plant", "coffee_roaster"}, sixCostVP: 1,
			// printed 3 + 2 own, guild 4: 9 -> palace 2
			want: map[string]int{CatBuildings: 5, CatGuildHall: 4, CatPalace: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := scorePlayer(city(t, tt.buildings...), tt.chapel, tt.sixCostVP)
			if len(got) != len(Categories) {
				t.Fatalf("got %d categories, want %d", len(got), len(Categories))
			}
			for i, p := range got {
				if p.Category != Categories[i] {
					t.Errorf("category %d = %q, want %q", i, p.Category, Categories[i])
				}
				if p.Points != tt.want[p.Category] {
					t.Errorf("%s = %d, want %d", p.Category, p.Points, tt.want[p.Category])
				}
			}
		})
	}
}

func TestSeedPalaceTotal(t *testing.T) {
	in := Input{Players: []PlayerInput{
		{Name: "Alfonz", Buildings: []string{"palace", "hero", "victory_column", "statue", "library", "silver_smelter", "silver_smelter", "chapel", "tower", "triumphal_arch", "indigo_plant"}},
		{Name: "Kelemen", Buildings: []string{"indigo_plant"}},
	}}
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Players[0].Total; got != 42 {
		t.Errorf("Alfonz total = %d, want 42 (34 + 8 for the palace)", got)
	}
}

func TestRanking(t *testing.T) {
	player := func(name string, hand, goods int, buildings ...string) PlayerInput {
		return PlayerInput{Name: name, Buildings: buildings, HandCards: hand, Goods: goods}
	}
	tests := []struct {
		name     string
		players  []PlayerInput
		ranks    []int
		winners  []string
		tieBreak string // substring of Result.TieBreak; "" means nil
	}{
		{name: "most VP wins",
			players: []PlayerInput{player("Ann", 0, 0, "indigo_plant"), player("Bob", 0, 0, "indigo_plant", "smithy")},
			ranks:   []int{2, 1}, winners: []string{"Bob"}},
		{name: "tie decided by hand plus goods together",
			players: []PlayerInput{player("Ann", 1, 1, "indigo_plant"), player("Bob", 3, 0, "indigo_plant")},
			ranks:   []int{2, 1}, winners: []string{"Bob"}, tieBreak: "decided by " + TieBreak + " (3 vs 2)"},
		{name: "goods count in the tie-break, not hand cards alone",
			players: []PlayerInput{player("Ann", 2, 1, "indigo_plant"), player("Bob", 2, 0, "indigo_plant")},
			ranks:   []int{1, 2}, winners: []string{"Ann"}, tieBreak: "decided by " + TieBreak},
		{name: "still tied: shared win",
			players: []PlayerInput{player("Ann", 2, 1, "indigo_plant"), player("Bob", 3, 0, "indigo_plant"), player("Cy", 0, 0, "indigo_plant", "smithy")},
			ranks:   []int{2, 2, 1}, winners: []string{"Cy"}, tieBreak: "share the place"},
		{name: "shared first place",
			players: []PlayerInput{player("Ann", 1, 0, "indigo_plant", "smithy"), player("Bob", 1, 0, "indigo_plant", "well"), player("Cy", 0, 0, "indigo_plant")},
			ranks:   []int{1, 1, 3}, winners: []string{"Ann", "Bob"}, tieBreak: "share the place"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ScoreInput(Input{Players: tt.players})
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range res.Players {
				if p.Rank != tt.ranks[i] || p.Winner != (tt.ranks[i] == 1) {
					t.Errorf("%s: rank %d winner %v, want rank %d", p.Name, p.Rank, p.Winner, tt.ranks[i])
				}
			}
			if strings.Join(res.Winners, ",") != strings.Join(tt.winners, ",") {
				t.Errorf("winners = %v, want %v", res.Winners, tt.winners)
			}
			switch {
			case tt.tieBreak == "" && res.TieBreak != nil:
				t.Errorf("tie break = %q, want none", *res.TieBreak)
			case tt.tieBreak != "" && (res.TieBreak == nil || !strings.Contains(*res.TieBreak, tt.tieBreak)):
				t.Errorf("tie break = %v, want it to contain %q", res.TieBreak, tt.tieBreak)
			}
		})
	}
}

func TestSixCostNote(t *testing.T) {
	tests := []struct {
		name      string
		sixCostVP int
		buildings []string
		wantNote  bool
		wantTotal int
	}{
		{"default: no note", 0, []string{"indigo_plant", "palace"}, false, 1},
		{"setting changed the result", 1, []string{"indigo_plant", "palace"}, true, 2},
		{"setting without any 6-cost building changes nothing", 1, []string{"indigo_plant", "smithy"}, false, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ScoreInput(Input{SixCostVP: tt.sixCostVP, Players: []PlayerInput{
				{Name: "Ann", Buildings: tt.buildings}, {Name: "Bob", Buildings: []string{"indigo_plant"}},
			}})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(res.Notes) > 0; got != tt.wantNote {
				t.Errorf("notes = %q, want a note: %v", res.Notes, tt.wantNote)
			}
			if got := res.Players[0].Total; got != tt.wantTotal {
				t.Errorf("total = %d, want %d", got, tt.wantTotal)
			}
		})
	}
}

func TestResultShape(t *testing.T) {
	res, err := ScoreInput(Input{Players: []PlayerInput{
		{Name: "Ann", Buildings: []string{"Indigo Plant"}}, {Name: "Bob", Buildings: []string{"indigo_plant", "palace"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Game != Game || strings.Join(res.Categories, "|") != strings.Join(Categories, "|") {
		t.Errorf("game %q categories %v", res.Game, res.Categories)
	}
	if res.Players[0].Name != "Ann" || res.Players[1].Name != "Bob" {
		t.Errorf("players not in seat order: %+v", res.Players)
	}
}
