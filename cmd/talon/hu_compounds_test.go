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

// rulebookApart are words a game's Hungarian rulebook writes as two (the seed's
// spelling, which the table reads on its cards and board), joined as standard
// Hungarian would join them: talon writes them as the rulebook does.
var rulebookApart = []struct{ joined, apart, where string }{
	{"templompont", "templom pont", "Neptun: 'templom pontok', '3 templom pontot kap'"},
}

// Every Hungarian text (every package's catalog, every help screen) spells these as the
// rulebook does: one Neptun line said "templompont" where the names say "templom pont".
func TestHungarianWritesTheRulebooksSpelling(t *testing.T) {
	var texts []string
	for _, k := range i18n.Keys(i18n.Hungarian) {
		text, _ := i18n.Text(i18n.Hungarian, k)
		texts = append(texts, k+": "+text)
	}
	for name, screen := range helpScreens(t, "hu") {
		texts = append(texts, "talon "+name+" --help: "+screen)
	}
	for _, w := range rulebookApart {
		for _, text := range texts {
			if strings.Contains(strings.ToLower(text), w.joined) {
				t.Errorf("%q where the rulebook writes %q (%s), in %s", w.joined, w.apart, w.where, text)
			}
		}
	}
}
