package companion

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the kit's own texts: reading actions, names, options and data, and
// the engine's refusals. The games' words are in their own packages.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// The action grammar (action.go, choice.go).
		"the action is %d characters long; at most %d are read":             "a lépés %d karakter hosszú; legfeljebb %d karaktert olvasok be",
		"the action is not valid UTF-8 text":                                "a lépés nem érvényes UTF-8 szöveg",
		"the action holds a control character; type it again as plain text": "a lépésben vezérlőkarakter van; írd be újra sima szövegként",
		"no action given":                               "nincs megadva lépés",
		"an action starts with its verb (got %q)":       "a lépés az igéjével kezdődik (ez érkezett: %q)",
		"%q: a named value needs its name before the =": "%q: a megnevezett értéknek az = előtt kell a neve",
		"%q: a quote is not closed":                     "%q: egy idézőjel nincs lezárva",
		"%s: %s is missing":                             "%s: hiányzik: %s",
		"%s: %s is empty":                               "%s: üres: %s",
		"%s: %q is more than it takes":                  "%s: ez már fölösleges: %q",
		"%s %q is not a whole number from %d to %d":     "%s: %q nem egész szám %d és %d között",
		"%s: %d is not a count from 1 to %d":            "%s: %d nem darabszám 1 és %d között",
		"%s: %d of what?":                               "%s: %d – de miből?",
		"%s: %s is named twice":                         "%s: kétszer szerepel: %s",
		"%s: no %s named":                               "%s: nincs megnevezve: %s",
		"%s: %d named, at most %d":                      "%s: %d van megnevezve, legfeljebb %d lehet",
		"%s: an answer is needed":                       "%s: válaszolnod kell",
		"%s: %d given, at most %d":                      "%s: %d érkezett, legfeljebb %d lehet",
		"%s or %s":                                      "%s vagy %s",
		"%q could be %s: type more of the %s's name":    "%q lehet %s is: írj be többet a nevéből (%s)",
		"%q is not a %s; did you mean %s?":              "%q: nincs ilyen (%s); erre gondoltál: %s?",
		"%q is not a %s (%s)":                           "%q: nincs ilyen (%s). Lehetőségek: %s",
		"%q is not a %s":                                "%q: nincs ilyen (%s)",
		"%q is not an %s; did you mean %s?":             "%q: nincs ilyen (%s); erre gondoltál: %s?",
		"%q is not an %s (%s)":                          "%q: nincs ilyen (%s). Lehetőségek: %s",
		"%q is not an %s":                               "%q: nincs ilyen (%s)",
		"player":                                        "játékos",
		// The values the games let the table correct (fix NAME …), as questions.
		"hand":                            "kéz",
		"count":                           "darab", // the number a fix sets (San Juan's hand)
		"item":                            "elem",
		"value to fix":                    "javítandó érték",
		"points":                          "pontok",
		"option %s=%q: must be one of %s": "%s=%q beállítás: ezek egyike lehet: %s",
		"option %s=%q: %v":                "%s=%q beállítás: %v",
		"%s has no companion yet: it takes no options":          "%s: még nincs hozzá segítőtárs, nincsenek beállításai",
		"%s has no options (got %q)":                            "%s: nincsenek beállításai (ez érkezett: %q)",
		"%s has no option %q (options: %s)":                     "%s: nincs %q beállítás (a beállítások: %s)",
		"%s has no option %q; did you mean %s?":                 "%s: nincs %q beállítás; erre gondoltál: %s?",
		"%s takes no --data (got %q)":                           "%s: nem kér --data adatot (ez érkezett: %q)",
		"%s takes no data %q (data: %s)":                        "%s: nem kér %q adatot (az adatai: %s)",
		"%s needs --data %s=FILE: %s":                           "%s: kell a --data %s=FÁJL: %s",
		"%s is for %d–%d players, got %d":                       "%s: %d–%d játékos játszhat, %d érkezett",
		"player %d has no name":                                 "a(z) %d. játékosnak nincs neve",
		"two players are called %q; give each a different name": "két játékos neve %q; adj mindenkinek más nevet",
		"session %s: setup record does not load: %w":            "%s. játszma: az előkészítés adatai nem tölthetők be: %v",
		"session %s: stored seed %q: %w":                        "%s. játszma: a tárolt mag (%q): %v",
		"%s: the resolved action %q does not read back: %w":     "%s: a kiegészített lépés (%q) nem olvasható vissza: %v",
		"session %s: event %s %q no longer applies: %v":         "%s. játszma: a(z) %s. esemény (%q) már nem alkalmazható: %v",
		"correct %s": "javítás: %s",
		"game over":  "vége a játéknak",
		"the game has ended; `talon undo` reopens it":                                                          "a játék véget ért; a `talon undo` újra megnyitja",
		"%s has no companion yet: its session support has not been built (you can still use `talon score %s`)": "%s: még nincs hozzá segítőtárs, a játszmák követése még nem készült el (a `talon score %s` már használható)",
	})
}
