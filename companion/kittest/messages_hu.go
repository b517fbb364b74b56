package kittest

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the script reader's and the suite's messages.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%s: write option: key=value":                                      "%s: így írd: option: kulcs=érték",
		"%s: write data: NAME=FILE":                                        "%s: így írd: data: NÉV=FÁJL",
		"%s: data %s is given twice":                                       "%s: a(z) %s adat kétszer szerepel",
		"%s: setup takes players:, option:, data: and seed: lines, got %q": "%s: az előkészítésben players:, option:, data: és seed: sor állhat, ez érkezett: %q",
		"%s: %q is outside a -- setup -- or -- actions -- section":         "%s: %q kívül esik a -- setup -- és az -- actions -- szakaszon",
		"%s: the setup needs players: and seed:":                           "%s: az előkészítéshez players: és seed: sor kell",
		"%s: data %s: %w":                                                  "%s: %s adat: %v",
		"after => write bad, not checked, over or refused RULE (got %q)":   "a => után ez állhat: bad, not checked, over vagy refused SZABÁLY (ez érkezett: %q)",
		"want %s %s, got %v":                                               "várt: %s %s, kapott: %v",
		"want %s %s, it was accepted as %q":                                "várt: %s %s, de elfogadta így: %q",
		"want %s, the outcome is %+v":                                      "várt: %s, az eredmény: %+v",
		"want %s, the game is over: %v":                                    "várt: %s, a játék véget ért: %v",
	})
}
