package sanjuan

import (
	"slices"
	"testing"
)

func TestLookup(t *testing.T) {
	tests := []struct {
		name, want string // want "" means not found
	}{
		{"guild_hall", "guild_hall"},
		{"Guild Hall", "guild_hall"},
		{"GUILD-HALL", "guild_hall"},
		{"  guild   hall ", "guild_hall"},
		{"Guildhall", "guild_hall"},
		{"Zunfthalle", "guild_hall"},
		{"céhház", "guild_hall"},
		{"cehhaz", "guild_hall"},
		{"Siegessäule", "victory_column"},
		{"siegessaule", "victory_column"},
		{"Hősi emlékmű", "hero"},
		{"hosi_emlekmu", "hero"},
		{"Reiter", "hero"},
		{"Kávépörkölő", "coffee_roaster"},
		{"Kávépörkölõ", "coffee_roaster"}, // the card list's spelling
		{"Aquaduct", "aqueduct"},
		{"Kereskedelmi állomás", "trading_post"},
		{"Indigoküpperei", "indigo_plant"},
		{"Archive", "archive"},
		{"Palast", "palace"},
		{"Palota", "palace"},
		{"castle", ""},
		{"", ""},
		{"guild", ""},
	}
	for _, tt := range tests {
		b, ok := Lookup(tt.name)
		if got := map[bool]string{true: b.ID}[ok]; got != tt.want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", tt.name, b.ID, ok, tt.want)
		}
	}
}

func TestClosest(t *testing.T) {
	tests := []struct {
		name string
		want string // must be among the suggestions; "" means no suggestions
	}{
		{"palce", "Palace"},
		{"guild", "Guild Hall"},
		{"Zuckermuhle", "Sugar Mill"},
		{"libary", "Library"},
		{"xyzzyxyzzy", ""},
	}
	for _, tt := range tests {
		var got []string
		for _, term := range closest(tt.name) {
			got = append(got, term.EN)
		}
		if tt.want == "" && len(got) > 0 || tt.want != "" && !slices.Contains(got, tt.want) {
			t.Errorf("closest(%q) = %v, want it to contain %q", tt.name, got, tt.want)
		}
		if len(got) > 3 {
			t.Errorf("closest(%q) gave %d names, want at most 3", tt.name, len(got))
		}
	}
}

func TestLookupByGood(t *testing.T) {
	for name, want := range map[string]string{"indigo": "indigo_plant", "Sugar": "sugar_mill", "tobacco": "tobacco_storage", "coffee": "coffee_roaster", "SILVER": "silver_smelter"} {
		if b, ok := Lookup(name); !ok || b.ID != want {
			t.Errorf("Lookup(%q) = %s, %v; want %s", name, b.ID, ok, want)
		}
	}
}
