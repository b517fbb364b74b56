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

// An ambiguous beginning is refused with the candidates as the table types them in its
// language, each by a name that begins with what was typed (so typing more of it picks
// it): the edition's name where it does, else the id, else the first name that does.
func TestAmbiguousListsTheTablesNames(t *testing.T) {
	buildings := NewTerms(i18n.Term{EN: "building", HU: "épület"},
		Term{ID: "coach_house", Label: "Coach House", Aliases: []string{"Kutscherei", "Kocsiszín"}, Names: i18n.Term{HU: "Kocsiszín", DE: "Kutscherei"}},
		Term{ID: "tavern", Label: "Tavern", Aliases: []string{"Taverne", "Kocsma"}, Names: i18n.Term{HU: "Kocsma", DE: "Taverne"}},
		Term{ID: "cathedral", Label: "Cathedral", Aliases: []string{"Kathedrale", "Katedrális"}, Names: i18n.Term{HU: "Katedrális", DE: "Kathedrale"}},
		Term{ID: "drinks_warehouse", Label: "Drinks warehouse", Aliases: []string{"Getreidelager", "Drinks"}, Names: i18n.Term{DE: "Getreidelager"}}, // Hungarian UNKNOWN
		Term{ID: "villa_colini", Label: "Villa Colini", Aliases: []string{"Villa Colini", "Colini"}, Names: i18n.Term{HU: "Villa Colini"}},
		Term{ID: "ta_room", Label: "Tea room"}, // no edition's name
	)
	for _, tc := range []struct {
		typed string
		lang  i18n.Lang
		want  string
	}{
		{"Kocs", i18n.Hungarian, `"Kocs" lehet Kocsiszín vagy Kocsma is: írj be többet a nevéből (épület)`},
		{"kocs", i18n.English, `"kocs" could be Kocsiszín or Kocsma: type more of the building's name`},
		{"ta", i18n.Hungarian, `"ta" lehet tavern vagy ta_room is: írj be többet a nevéből (épület)`},
		{"ta", i18n.German, `"ta" could be Taverne or ta_room: type more of the building's name`},
		{"ta", i18n.English, `"ta" could be tavern or ta_room: type more of the building's name`},
		{"Ka", i18n.Hungarian, ""}, // the Cathedral's names only: found
		{"co", i18n.Hungarian, `"co" lehet coach_house vagy Colini is: írj be többet a nevéből (épület)`},
		{"dr", i18n.Hungarian, ""}, // one candidate: found
		{"c", i18n.English, `"c" could be coach_house, cathedral or Colini: type more of the building's name`},
	} {
		_, err := buildings.Find(tc.typed)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.typed, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%q in %s found", tc.typed, tc.lang)
			continue
		}
		if got := i18n.NewPrinter(tc.lang).Error(err); got != tc.want {
			t.Errorf("%q in %s:\n got %q\nwant %q", tc.typed, tc.lang, got, tc.want)
		}
	}
}

// A kind whose English name begins with a vowel takes "an" ("is not a item" was
// printed for Genoa's trade items); the Hungarian is the same either way.
func TestUnknownTakesTheKindsArticle(t *testing.T) {
	items := NewTerms("item", Term{ID: "pepper", Aliases: []string{"bors"}, Names: i18n.Term{HU: "bors"}})
	for typed, want := range map[string]string{
		"peper": `"peper" is not an item; did you mean pepper?`,
		"xyzzy": `"xyzzy" is not an item (pepper)`,
	} {
		if _, err := items.Find(typed); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", typed, err, want)
		}
	}
	_, err := items.Find("peper")
	if got := i18n.NewPrinter(i18n.Hungarian).Error(err); got != `"peper": nincs ilyen (elem); erre gondoltál: bors?` {
		t.Errorf("in Hungarian: %q", got)
	}
	if _, err := NewTerms("player", Term{ID: "Ann"}).Find("Zed"); err == nil || err.Error() != `"Zed" is not a player (Ann)` {
		t.Errorf("a player: %v", err)
	}
}

// Ambiguous tells a beginning Find refuses with candidates from an unknown name and
// from an exact or unique one.
func TestAmbiguous(t *testing.T) {
	players := PlayerTerms([]string{"Ann", "Anna", "Ben"})
	for typed, want := range map[string]bool{"An": true, " an ": true, "Ann": false, "B": false, "Zed": false, "": false} {
		if got := players.Ambiguous(typed); got != want {
			t.Errorf("Ambiguous(%q) = %v, want %v", typed, got, want)
		}
	}
}
