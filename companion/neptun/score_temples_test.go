package neptun

import (
	"slices"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestLookupTemple(t *testing.T) {
	tests := []struct {
		name, want string // want "" means unknown
	}{
		{"hispania", "hispania"},
		{"  Hispania ", "hispania"},
		{"GRAECIA", "graecia"},
		{"yellow", "yellow"},
		{"Yellow Temple", "yellow"},
		{"yellow_temple", "yellow"},
		{"sárga", "yellow"},
		{"Sárga templom", "yellow"},
		{"sarga", "yellow"},
		{"gold", "gold"},
		{"Gold-Temple", "gold"},
		{"arany", "gold"},
		{"arany templom", "gold"},
		{"italia", ""},
		{"", ""},
	}
	for _, tc := range tests {
		got, ok := lookupTemple(defaultTemples(), tc.name)
		if ok != (tc.want != "") || got.ID != tc.want {
			t.Errorf("lookupTemple(%q) = %q, %v; want %q", tc.name, got.ID, ok, tc.want)
		}
	}
}

func TestDeclaredTemples(t *testing.T) {
	set := declaredTemples([]string{"Aegyptus", "sárga", "Magna Graecia"})
	if got, want := set.ids(), []string{"aegyptus", "yellow", "magna graecia", "gold"}; !slices.Equal(got, want) {
		t.Errorf("ids %v, want %v", got, want)
	}
	if tm, ok := lookupTemple(set, "magna_graecia"); !ok || tm.Label != "Magna Graecia" {
		t.Errorf("declared name not found by folded spelling: %+v %v", tm, ok)
	}
	if _, ok := lookupTemple(set, "hispania"); ok {
		t.Error("a declared list should replace the digest's names")
	}
}

func TestTempleLabel(t *testing.T) {
	for id, want := range map[string]string{"gold": "Gold temple", "yellow": "Yellow temple", "hispania": "Hispania", "syria": "syria"} {
		if got := TempleLabel(id); got != want {
			t.Errorf("TempleLabel(%q) = %q, want %q", id, got, want)
		}
	}
}

func TestTempleSuggestions(t *testing.T) {
	ids := defaultTemples().ids()
	tests := []struct {
		name string
		want []string
	}{
		{"hispanya", []string{"hispania"}},
		{"grecia", []string{"graecia"}},
		{"gol", []string{"gold"}},
		{"yelow", []string{"yellow"}},
		{"atlantis", nil},
	}
	for _, tc := range tests {
		if got := scoring.Suggest(tc.name, ids); !slices.Equal(got, tc.want) {
			t.Errorf("Suggest(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
