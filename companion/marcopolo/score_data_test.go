package marcopolo

import (
	"slices"
	"testing"
)

func TestGoalCardsData(t *testing.T) {
	if len(GoalCards) != 18 {
		t.Fatalf("%d goal cards, want 18", len(GoalCards))
	}
	seen := map[[2]string]bool{}
	for i, g := range GoalCards {
		if g.Number != i+1 {
			t.Errorf("card %d numbered %d", i+1, g.Number)
		}
		if c, ok := LookupCity(g.Large); !ok || c.Kind != LargeCity {
			t.Errorf("card %d: %s is not a large city", g.Number, g.Large)
		}
		if c, ok := LookupCity(g.Small); !ok || c.Kind != SmallCity {
			t.Errorf("card %d: %s is not a small city", g.Number, g.Small)
		}
		if g.VP < 4 || g.VP > 8 {
			t.Errorf("card %d: %d VP outside the printed 4–8", g.Number, g.VP)
		}
		key := [2]string{g.Large, g.Small}
		if seen[key] {
			t.Errorf("card %d repeats %v", g.Number, key)
		}
		seen[key] = true
	}
}

func TestCitiesData(t *testing.T) {
	count := map[CityKind]int{}
	for _, c := range Cities {
		count[c.Kind]++
	}
	want := map[CityKind]int{LargeCity: 7, SmallCity: 6, GoalCity: 1, StartCity: 1}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("%d %ss, want %d", count[k], k, n)
		}
	}
}

func TestLookupCity(t *testing.T) {
	tests := []struct {
		typed string
		want  string
		ok    bool
	}{
		{"Moscow", Moscow, true},
		{"moscow", Moscow, true},
		{"  KASHGAR ", Kashgar, true},
		{"Lan-Zhou", LanZhou, true},
		{"lan zhou", LanZhou, true},
		{"Lanzhou", LanZhou, true},
		{"Samarcanda", Samarcanda, true},
		{"Samarkand", Samarcanda, true}, // seed (Hungarian) spelling
		{"Beijing", Beijing, true},
		{"Peking", Beijing, true}, // seed: Pekingben
		{"Venezia", Venezia, true},
		{"Venice", Venezia, true},
		{"Velence", Venezia, true}, // Hungarian
		{"Oasis A", "", false},
		{"Moskow", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		c, ok := LookupCity(tt.typed)
		if ok != tt.ok || c.Name != tt.want {
			t.Errorf("LookupCity(%q) = %q, %v; want %q, %v", tt.typed, c.Name, ok, tt.want, tt.ok)
		}
	}
}

func TestLookupGoalCard(t *testing.T) {
	tests := []struct {
		a, b   string
		number int // 0: not a goal card
	}{
		{"Moscow", "Kashgar", 3},
		{"Kashgar", "Moscow", 3}, // either order
		{"sumatra", "anxi", 16},
		{"Samarkand", "Kochi", 12},
		{"Karachi", "Anxi", 18},
		{"Moscow", "Adana", 0},     // both real cities, no such card
		{"Moscow", "Karakorum", 0}, // two large cities
		{"Moscow", "Moskow", 0},
		{"Beijing", "Xian", 0},
	}
	for _, tt := range tests {
		g, ok := LookupGoalCard(tt.a, tt.b)
		if ok != (tt.number != 0) || g.Number != tt.number {
			t.Errorf("LookupGoalCard(%q, %q) = card %d, %v; want card %d", tt.a, tt.b, g.Number, ok, tt.number)
		}
	}
}

func TestClosestCities(t *testing.T) {
	tests := []struct {
		typed string
		want  []string
	}{
		{"Moskow", []string{Moscow}},
		{"Kashgr", []string{Kashgar}},
		{"Pekin", []string{Beijing}},
		{"Samarkanda", []string{Samarcanda}},
		{"Timbuktu", nil},
	}
	for _, tt := range tests {
		if got := closestCities(tt.typed); !slices.Equal(got, tt.want) {
			t.Errorf("closestCities(%q) = %v, want %v", tt.typed, got, tt.want)
		}
	}
}
