package companion

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A correction's field is taken by the names printed on the table's components and
// stored by its name; a near miss is answered by them in the table's language.
func TestFixByPrintedNames(t *testing.T) {
	fixables := []Fixable{
		{Name: "pepper", Help: "pepper a player holds", PerPlayer: true, Max: 5, Names: i18n.Term{HU: "bors", DE: "Pfeffer"}},
		{Name: "rounds_left", Help: "rounds left", Max: 12},
	}
	players := PlayerTerms([]string{"Ann", "Ben"})
	for typed, want := range map[string]Fix{
		"fix bors Ben 2":    {Name: "pepper", Player: 1, Value: 2},
		"fix Pfeffer Ann 1": {Name: "pepper", Player: 0, Value: 1},
		"fix pepper Ann 0":  {Name: "pepper", Player: 0, Value: 0},
		"fix rounds_left 3": {Name: "rounds_left", Player: -1, Value: 3},
		"fix rounds left 4": {Name: "rounds_left", Player: -1, Value: 4},
	} {
		a, err := Parse(typed)
		if err != nil {
			t.Fatal(err)
		}
		got, ok, err := ReadFix(a, fixables, players)
		if !ok || err != nil || got != want {
			t.Errorf("%q: %+v, %v, %v; want %+v", typed, got, ok, err, want)
		}
	}
	a, _ := Parse("fix borss Ann 2")
	_, _, err := ReadFix(a, fixables, players)
	for lang, want := range map[i18n.Lang]string{i18n.Hungarian: "erre gondoltál: bors?", i18n.German: "did you mean Pfeffer?", i18n.English: "did you mean pepper?"} {
		if got := i18n.NewPrinter(lang).Error(err); len(got) < len(want) || got[len(got)-len(want):] != want {
			t.Errorf("in %s: %q, want it to end in %q", lang, got, want)
		}
	}
}
