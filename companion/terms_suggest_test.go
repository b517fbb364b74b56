package companion

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A "did you mean" names the term as the table would type it in its language (the
// edition's printed name, else the id), whichever language the near miss was typed in;
// ids and every language's names are still accepted.
func TestSuggestionsInTheTablesLanguage(t *testing.T) {
	goods := NewTerms("good",
		Term{ID: "pepper", Aliases: []string{"Pfeffer", "bors"}, Names: i18n.Term{HU: "bors", DE: "Pfeffer"}},
		Term{ID: "silk", Aliases: []string{"Seide", "selyem"}, Names: i18n.Term{HU: "selyem", DE: "Seide"}},
		Term{ID: "camel", Aliases: []string{"teve"}}, // no edition's name known: the id
		Term{ID: "gold", Aliases: []string{"arany"}, Names: i18n.Term{HU: "arany"}},
		Term{ID: "golf", Aliases: []string{"aranz"}, Names: i18n.Term{HU: "aranz"}},
	)
	for _, tc := range []struct {
		typed  string
		lang   i18n.Lang
		suffix string
	}{
		{"peper", i18n.English, "did you mean pepper?"},
		{"peper", i18n.Hungarian, "erre gondoltál: bors?"},
		{"borss", i18n.Hungarian, "erre gondoltál: bors?"},
		{"borss", i18n.English, "did you mean pepper?"},
		{"Pfefer", i18n.German, "did you mean Pfeffer?"},
		{"camle", i18n.Hungarian, "erre gondoltál: camel?"},
		{"selyme", i18n.Hungarian, "erre gondoltál: selyem?"},
		{"gols", i18n.English, "did you mean gold or golf?"},
		{"aranx", i18n.Hungarian, "erre gondoltál: arany vagy aranz?"},
	} {
		_, err := goods.Find(tc.typed)
		if err == nil {
			t.Fatalf("%q found", tc.typed)
		}
		got := i18n.NewPrinter(tc.lang).Error(err)
		if len(got) < len(tc.suffix) || got[len(got)-len(tc.suffix):] != tc.suffix {
			t.Errorf("%q in %s: %q, want it to end in %q", tc.typed, tc.lang, got, tc.suffix)
		}
	}
	for typed, want := range map[string]string{"pepper": "pepper", "bors": "pepper", "Pfeffer": "pepper", "selyem": "silk", "teve": "camel"} {
		if term, err := goods.Lookup(typed); err != nil || term.ID != want {
			t.Errorf("Lookup(%q) = %q, %v; want %s", typed, term.ID, err, want)
		}
	}
}

// A name near nothing is refused with the whole list, as the table types it in its
// language (a Hungarian Catan trade listed "lumber, brick, wool…").
func TestUnknownListsTheTablesNames(t *testing.T) {
	goods := NewTerms("good",
		Term{ID: "pepper", Aliases: []string{"bors"}, Names: i18n.Term{HU: "bors"}},
		Term{ID: "camel", Aliases: []string{"teve"}}, // no edition's name known: the id
	)
	_, err := goods.Find("xyzzy")
	if err == nil {
		t.Fatal("xyzzy found")
	}
	if got := i18n.NewPrinter(i18n.Hungarian).Error(err); got != `"xyzzy": nincs ilyen (good). Lehetőségek: bors, camel` {
		t.Errorf("in Hungarian: %q", got)
	}
	if got := i18n.NewPrinter(i18n.English).Error(err); got != `"xyzzy" is not a good (pepper, camel)` {
		t.Errorf("in English: %q", got)
	}
}
