package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// The scorer's "did you mean" names a building as printed on the table's cards, in its
// language (a Hungarian table was told, in English, to mean "Sugar Mill").
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
		i18n.German:    `Bob: buildings[1]: unknown building "Cukormalmo" (did you mean "Zuckermühle"?)`,
		i18n.English:   `Bob: buildings[1]: unknown building "Cukormalmo" (did you mean "Sugar Mill"?)`,
	} {
		if got := ps[0].Local(i18n.NewPrinter(lang)); got != want {
			t.Errorf("in %s: %q, want %q", lang, got, want)
		}
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
