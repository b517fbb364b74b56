package sanjuan_test

import (
	"testing"

	"github.com/talon-games/talon/companion"
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
		kittest.RefusedIn(t, st, tc.action, tc.says)
	}
	// Every name still picks its building or role, in any language; the action is kept
	// in ids.
	for _, tc := range []struct {
		st            companion.State
		typed, stored string
	}{
		{start, "role Ann Iparos", "role Ann producer"},
		{start, "role Ann Aufseher", "role Ann producer"},
		{start, "role Ann tanacsos", "role Ann councillor"},
		{building, "build Ann Kovácsműhely", "build Ann smithy"},
		{building, "build Ann Schmiede", "build Ann smithy"},
		{building, "build Ann kovacs", "build Ann smithy"},
	} {
		if got, err := kittest.Resolve(tc.st, tc.typed, nil); err != nil || got != tc.stored {
			t.Errorf("%q: %q, %v; want %q", tc.typed, got, err, tc.stored)
		}
	}
}
