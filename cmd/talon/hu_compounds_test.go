package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// gameNameBeforeNoun is a game's name written apart from the common noun it qualifies:
// Hungarian joins a proper name to such a noun with a hyphen (Genoa-eszközök,
// Marco Polo-eszközök, Neptun-adatfájl), as the Catan tools were already written.
var gameNameBeforeNoun = regexp.MustCompile(`\b(Genoa|Neptun|Marco Polo|Catan|San Juan) (eszköz|nev|név|adat|játszm|játék|tábl)`)

// The command line's Hungarian (its catalog texts and every help screen) hyphenates a
// game's name before a common noun.
func TestHungarianHyphenatesGameNameCompounds(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	var texts []string
	for _, k := range moduleCatalogKeys(t) {
		if strings.HasPrefix(k.file, "cmd/talon/") {
			texts = append(texts, k.at+": "+hu.Sprintf(k.key))
		}
	}
	for name, screen := range helpScreens(t, "hu") {
		texts = append(texts, "talon "+name+" --help: "+screen)
	}
	for _, text := range texts {
		if m := gameNameBeforeNoun.FindString(text); m != "" {
			t.Errorf("%q without a hyphen in %s", m, text)
		}
	}
}
