package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// The scorer's "did you mean" names a building as the table typed it: by its name in the
// language nearest to what was typed ("Cukormalmo" is Hungarian on every table; a
// Hungarian table was told, in English, to mean "Sugar Mill"), else as printed on the
// table's cards.
func TestScorerSuggestsTheTablesNames(t *testing.T) {
	in := Input{Players: []PlayerInput{
		{Name: "Ann", Buildings: []string{"indigo_plant"}},
		{Name: "Bob", Buildings: []string{"indigo_plant", "Cukormalmo"}},
	}}
	_, ps := validate(in, nil)
	if len(ps) != 1 {
		t.Fatalf("problems: %v", ps)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.Hungarian: `Bob: buildings[1]: ismeretlen épület: "Cukormalmo" (erre gondoltál: "Cukormalom"?)`,
		i18n.German:    `Bob: buildings[1]: unknown building "Cukormalmo" (did you mean "Cukormalom"?)`,
		i18n.English:   `Bob: buildings[1]: unknown building "Cukormalmo" (did you mean "Cukormalom"?)`,
	} {
		if got := ps[0].Local(i18n.NewPrinter(lang)); got != want {
			t.Errorf("in %s: %q, want %q", lang, got, want)
		}
	}
	in.Players[1].Buildings[1] = "Sugr Mill" // English typed at a Hungarian table
	_, ps = validate(in, nil)
	want := `Bob: buildings[1]: ismeretlen épület: "Sugr Mill" (erre gondoltál: "Sugar Mill"?)`
	if len(ps) != 1 || ps[0].Local(i18n.NewPrinter(i18n.Hungarian)) != want {
		t.Errorf("problems: %v, want %q", ps, want)
	}
}

// The scorer reads a building as talon do does: a unique beginning is the building
// ("Hősi" was refused in score, taken in play); an ambiguous one names the candidates.
func TestScorerTakesAUniqueBeginning(t *testing.T) {
	in := Input{Players: []PlayerInput{
		{Name: "Ann", Buildings: []string{"indigo_plant", "Hősi"}},
		{Name: "Bob", Buildings: []string{"indigo_plant", "Ka"}},
	}}
	cities, ps := validate(in, nil)
	if len(ps) != 1 {
		t.Fatalf("problems: %v", ps)
	}
	if len(cities[0]) != 2 || cities[0][1].ID != "hero" {
		t.Errorf("Ann's city: %v", cities[0])
	}
	want := `Bob: buildings[1]: "Ka" lehet Kávépörkölő vagy Kápolna is: írj be többet a nevéből (épület)`
	if got := ps[0].Local(i18n.NewPrinter(i18n.Hungarian)); got != want {
		t.Errorf("in Hungarian: %q, want %q", got, want)
	}
}
