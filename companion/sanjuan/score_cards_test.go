package sanjuan

import (
	"regexp"
	"strings"
	"testing"
)

func TestDeckTotals(t *testing.T) {
	var total, production, violet, violetKinds, monuments, sixCost int
	for _, b := range Buildings {
		total += b.Copies
		if b.Kind == Production {
			production += b.Copies
		} else {
			violet += b.Copies
			violetKinds++
		}
		if b.Monument {
			monuments += b.Copies
		}
		if b.SixCost {
			sixCost += b.Copies
		}
	}
	for _, c := range []struct {
		what      string
		got, want int
	}{
		{"cards", total, DeckSize},
		{"production cards", production, 42},
		{"violet cards", violet, 68},
		{"violet kinds", violetKinds, 24},
		{"monument cards", monuments, 9},
		{"6-cost cards", sixCost, 8},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.what, c.got, c.want)
		}
	}
}

func TestBuildingFacts(t *testing.T) {
	tests := []struct {
		id                string
		cost, vp, copies  int
		kind              Kind
		good              Good
		monument, sixCost bool
	}{
		{"indigo_plant", 1, 1, 10, Production, Indigo, false, false},
		{"sugar_mill", 2, 1, 8, Production, Sugar, false, false},
		{"tobacco_storage", 3, 2, 8, Production, Tobacco, false, false},
		{"coffee_roaster", 4, 2, 8, Production, Coffee, false, false},
		{"silver_smelter", 5, 3, 8, Production, Silver, false, false},
		{"smithy", 1, 1, 3, Violet, "", false, false},
		{"crane", 2, 1, 3, Violet, "", false, false},
		{"chapel", 3, 2, 3, Violet, "", false, false},
		{"prefecture", 3, 2, 3, Violet, "", false, false}, // 1st edition: 3, not 4
		{"quarry", 4, 2, 3, Violet, "", false, false},
		{"library", 5, 3, 3, Violet, "", false, false},
		{"statue", 3, 3, 3, Violet, "", true, false},
		{"victory_column", 4, 4, 3, Violet, "", true, false},
		{"hero", 5, 5, 3, Violet, "", true, false},
		{"guild_hall", 6, 0, 2, Violet, "", false, true},
		{"city_hall", 6, 0, 2, Violet, "", false, true},
		{"triumphal_arch", 6, 0, 2, Violet, "", false, true},
		{"palace", 6, 0, 2, Violet, "", false, true},
	}
	for _, tt := range tests {
		b, ok := ByID(tt.id)
		if !ok {
			t.Errorf("ByID(%q) not found", tt.id)
			continue
		}
		if b.Cost != tt.cost || b.VP != tt.vp || b.Copies != tt.copies || b.Kind != tt.kind ||
			b.Good != tt.good || b.Monument != tt.monument || b.SixCost != tt.sixCost {
			t.Errorf("%s = %+v, want cost %d vp %d copies %d kind %v good %q monument %v sixCost %v",
				tt.id, b, tt.cost, tt.vp, tt.copies, tt.kind, tt.good, tt.monument, tt.sixCost)
		}
	}
}

func TestBuildingIDsAndNames(t *testing.T) {
	snake := regexp.MustCompile(`^[a-z]+(_[a-z]+)*$`)
	seen := map[string]string{} // normalised name -> id
	for _, b := range Buildings {
		if !snake.MatchString(b.ID) {
			t.Errorf("id %q is not snake_case", b.ID)
		}
		if want := strings.ReplaceAll(strings.ToLower(b.English), " ", "_"); b.ID != want {
			t.Errorf("id %q does not follow the English name %q", b.ID, b.English)
		}
		if b.German == "" || b.Hungarian == "" || b.Effect == "" {
			t.Errorf("%s lacks a German or Hungarian name or an effect", b.ID)
		}
		if (b.Kind == Production) != (b.Good != "") {
			t.Errorf("%s: kind %v with good %q", b.ID, b.Kind, b.Good)
		}
		for _, n := range b.Names() {
			key := normalize(n)
			if other, ok := seen[key]; ok && other != b.ID {
				t.Errorf("name %q names both %s and %s", n, other, b.ID)
			}
			seen[key] = b.ID
		}
	}
}
