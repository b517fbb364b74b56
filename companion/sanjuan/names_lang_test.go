package sanjuan_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A misspelt or ambiguous building or role is answered with the names printed on the
// table's cards and tiles: Hungarian in Hungarian, German in German, the id in English
// (a Hungarian table was told "did you mean producer?" and "could be trader or
// tanácsos").
func TestNamesInTheTablesLanguage(t *testing.T) {
	_, start := table(t, nil, "Ann", "Ben")
	building := do(t, start, "role Ann builder")
	for _, tc := range []struct {
		at     string // "role" or "build": the state the action is tried on
		action string
		says   map[i18n.Lang]string
	}{
		{"role", "role Ann Ipaross", map[i18n.Lang]string{
			i18n.Hungarian: "nincs ilyen (szerep); erre gondoltál: Iparos?",
			i18n.German:    "is not a role; did you mean Aufseher?",
			i18n.English:   "is not a role; did you mean producer?"}},
		{"role", "role Ann t", map[i18n.Lang]string{
			i18n.Hungarian: `"t" lehet trader vagy Tanácsos is: írj be többet a nevéből (szerep)`,
			i18n.German:    `"t" could be trader or Tanácsos: type more of the role's name`,
			i18n.English:   `"t" could be trader or Tanácsos: type more of the role's name`}},
		{"role", "role Ann xyzzy", map[i18n.Lang]string{
			i18n.Hungarian: "Lehetőségek: Építész, Iparos, Kereskedő, Tanácsos, Aranyásó",
			i18n.German:    "(Baumeister, Aufseher, Händler, Ratsherr, Goldsucher)",
			i18n.English:   "(builder, producer, trader, councillor, prospector)"}},
		{"build", "build Ann Kovacsmuhelly", map[i18n.Lang]string{
			i18n.Hungarian: "nincs ilyen (épület); erre gondoltál: Kovácsműhely?",
			i18n.German:    "did you mean Schmiede?",
			i18n.English:   "did you mean smithy?"}},
		{"build", "build Ann arcive", map[i18n.Lang]string{
			i18n.Hungarian: "erre gondoltál: Levéltár?",
			i18n.German:    "did you mean Archive?",
			i18n.English:   "did you mean archive?"}},
		{"build", "build Ann ka", map[i18n.Lang]string{
			i18n.Hungarian: `"ka" lehet Kávépörkölő vagy Kápolna is: írj be többet a nevéből (épület)`,
			i18n.German:    `"ka" could be Kaffeerösterei or Kapelle: type more`,
			i18n.English:   `"ka" could be Kávépörkölő or Kápolna: type more`}},
		{"build", "build Ann ar", map[i18n.Lang]string{
			i18n.Hungarian: `"ar" lehet Aranybánya, archive vagy Armenhaus is`, // Levéltár does not begin with "ar"
			i18n.German:    `"ar" could be Aranybánya, Archive or Armenhaus`,
			i18n.English:   `"ar" could be Aranybánya, archive or Armenhaus`}},
	} {
		st := start
		if tc.at == "build" {
			st = building
		}
		_, err := kittest.Apply(st, tc.action)
		if err == nil {
			t.Errorf("%q accepted", tc.action)
			continue
		}
		for lang, want := range tc.says {
			if got := i18n.NewPrinter(lang).Error(err); !strings.Contains(got, want) {
				t.Errorf("%q in %s:\n got %q\nwant it to contain %q", tc.action, lang, got, want)
			}
		}
	}
	// Every name still picks its building or role, in any language.
	for typed, stored := range map[string]string{"role Ann Iparos": "producer", "role Ann Aufseher": "producer", "role Ann tanacsos": "councillor"} {
		next, err := kittest.Apply(start, typed)
		if err != nil || !strings.Contains(strings.Join(next.View().Last, " "), stored) && next == nil {
			t.Errorf("%q: %v", typed, err)
		}
	}
	for _, typed := range []string{"build Ann Kovácsműhely", "build Ann Schmiede", "build Ann smithy", "build Ann kovacs"} {
		if _, err := kittest.Apply(building, typed); err != nil {
			t.Errorf("%q: %v", typed, err)
		}
	}
}
