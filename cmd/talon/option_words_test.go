package main

import (
	"regexp"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Every option value a Hungarian table reads in `talon games` is a Hungarian word
// (goals=osztás|választás, corner=k|ék…), and `talon new` takes it for the value the
// session keeps; only numbers and talon's own name stay as they are (hu-games item 5:
// goals=deal|choose was English in Hungarian).
func TestOptionValuesHaveHungarianWords(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	plain := regexp.MustCompile(`^[0-9-]+$|^talon$`)
	for _, g := range gameList() {
		if g.Companion == nil {
			continue
		}
		for _, o := range g.Companion.Info().Options {
			words := o.Values
			if len(words) == 0 && !o.Number && o.Default != "" {
				words = []string{o.Default} // a free text's keyword: draw, random
			}
			for _, v := range words {
				if plain.MatchString(v) {
					continue
				}
				word := hu.Text(o.ValueTerm(v))
				if word == v {
					t.Errorf("%s %s=%s has no Hungarian word", g.ID, o.Name, v)
					continue
				}
				got, err := g.CheckOptions(companion.Options{o.Name: word})
				if err != nil || got[o.Name] != v {
					t.Errorf("%s %s=%s: the Hungarian %q is read as %q, %v", g.ID, o.Name, v, word, got[o.Name], err)
				}
			}
		}
	}
}

// A Hungarian says a switch is on with "be" or "igen" and off with "ki" or "nem",
// whichever pair `talon games` shows for it (Marco Polo's ledger=ki|be, Neptun's
// one_fulfilment_per_stop=nem|igen): both are taken, for every game's switches, and
// `talon games` says so (trial finding 11: ledger=igen was refused).
func TestSwitchesTakeBothHungarianPairs(t *testing.T) {
	words := map[string][]string{"on": {"be", "igen", "BE", "Igen"}, "off": {"ki", "nem"}, "yes": {"igen", "be"}, "no": {"nem", "ki"}}
	seen := 0
	for _, g := range gameList() {
		if g.Companion == nil {
			continue
		}
		for _, o := range g.Companion.Info().Options {
			for _, v := range o.Values {
				for _, w := range words[v] {
					seen++
					got, err := g.CheckOptions(companion.Options{o.Name: w})
					if err != nil || got[o.Name] != v {
						t.Errorf("%s %s=%s: %q read as %q, %v", g.ID, o.Name, v, w, got[o.Name], err)
					}
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no switch found")
	}
	out := newEnv(t).ok("--lang", "hu", "games")
	if !regexp.MustCompile(`be/ki helyett igen/nem is írható`).MatchString(out) {
		t.Errorf("talon games does not say igen/nem are taken:\n%s", out)
	}
}

// A misspelt option name is answered with "did you mean" by talon's one rule
// (scoring.Suggest); a name near none lists the game's options.
func TestMisspeltOptionNameSuggests(t *testing.T) {
	var catan game
	for _, g := range gameList() {
		if g.ID == "catan" {
			catan = g
		}
	}
	hu, en := i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.English)
	_, err := catan.CheckOptions(companion.Options{"layot": "beginner"})
	if got := hu.Error(err); got != `Catan: nincs "layot" beállítás; erre gondoltál: layout?` {
		t.Errorf("hu: %q", got)
	}
	if got := en.Error(err); got != `Catan has no option "layot"; did you mean layout?` {
		t.Errorf("en: %q", got)
	}
	_, err = catan.CheckOptions(companion.Options{"xyzzy": "1"})
	if got := hu.Error(err); !regexp.MustCompile(`nincs "xyzzy" beállítás \(a beállítások: layout, tokens, `).MatchString(got) {
		t.Errorf("hu, near nothing: %q", got)
	}
}
