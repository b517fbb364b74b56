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
