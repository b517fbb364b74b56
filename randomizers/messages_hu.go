package randomizers

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for dice notation, die faces and seed codes. The notation itself (2d6,
// kék:d8, 3d6+2) is typed the same in every language.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"no dice given (write e.g. 2d6)":               "nincs megadva kocka (írd például így: 2k6)",
		"%q: no dice, only a modifier":                 "%q: nincs kocka, csak módosító",
		"%q: at most %d dice at once":                  "%q: egyszerre legfeljebb %d kocka",
		"%s: at most %d dice at once":                  "%s: egyszerre legfeljebb %d kocka",
		"%q: the modifier must be between -%s and +%s": "%q: a módosító -%s és +%s között lehet",
		"%q: two signs in a row":                       "%q: két előjel egymás után",
		"%q: nothing after %q":                         "%[1]q: %[2]q után nincs semmi",
		"%s: a modifier needs a sign, as in +2 or -1":  "%s: a módosítónak előjel kell, például +2 vagy -1",
		"%s: dice cannot be subtracted":                "%s: kockát nem lehet kivonni",
		"%s: two dice named %q":                        "%s: két kocka neve is %q",
		"%s: missing the die after %q":                 "%[1]s: %[2]q után hiányzik a kocka",
		"%s: a named die is a single die (write %s:%v and another name for the next)": "%s: egy név egyetlen kockát jelöl (írj %s:%v alakot, a következőnek más nevet adj)",
		"%s: not dice notation (write e.g. 2d6, d8+d8, blue:d8 or 3d6+2)":             "%s: nem kockajelölés (írd például így: 2k6 vagy 2d6, k8+k8, kék:k8, 3k6+2)",
		"%s: roll at least 1 die":                                                  "%s: legalább 1 kockával dobj",
		`%s: missing the number of sides after "d"`:                                `%s: a "k" (vagy "d") után hiányzik az oldalak száma`,
		"%s: a die has at most %s sides":                                           "%s: egy kockának legfeljebb %s oldala lehet",
		"%s: a die needs at least 2 sides":                                         "%s: egy kockának legalább 2 oldala kell",
		`%s: a die name is missing before ":"`:                                     `%s: a ":" elől hiányzik a kocka neve`,
		"%s: a die name starts with a letter and holds only letters, digits and _": "%s: a kocka neve betűvel kezdődik, és csak betűt, számjegyet és _ jelet tartalmaz",

		// the table's own dice
		"no values given (write e.g. 3,5)":      "nincs megadva érték (írd például így: 3,5)",
		"%q: a value is missing between commas": "%q: két vessző között hiányzik egy érték",
		"%q: at most %d values":                 "%q: legfeljebb %d érték",
		"%q is not a whole number":              "%q nem egész szám",
		"%s needs %d values, got %s":            "%s: %d érték kell, %s érkezett",
		"value %s":                              "%s. érték",
		"%v (%s) is not on a %v, want 1-%s":     "%v (%s) nincs a %v kockán, 1-%s lehet", // always "k…": "a"
		"d%s":                                   "k%s",                                   // a die of that many sides: Hungarian writes k6 (kocka), not d6

		// seeds
		"empty seed: give a seed code like 7K2M-QX9P-T3AB-CK or any text":                           "üres kód: adj meg egy 7K2M-QX9P-T3AB-CK alakú kódot vagy bármilyen szöveget",
		"%q is not a valid seed code: a character is mistyped (its check character does not match)": "%q nem érvényes kód: elírtál egy karaktert (nem egyezik az ellenőrző karakter)",
		"seed code %q: want %d characters, got %d":                                                  "%q kód: %d karakter kell, %d érkezett",
		"seed code %q: %q is not a seed-code character":                                             "%q kód: %q nem kódkarakter",
		"seed code %q: the first character must be 0-9 or A-F, not %q":                              "%q kód: az első karakter 0-9 vagy A-F lehet, nem %q",
	})
	i18n.AddPlural(i18n.English, "%s needs %d values, got %s", 2, "one", "%s needs %d value, got %s", "other", "%s needs %d values, got %s")
}
