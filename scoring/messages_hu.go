package scoring

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the scoring toolkit: the problems every scorer shares, the prompt's
// answers, bounds, tie-breaks. Field names (JSON keys) stay as typed.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// problems
		"missing":     "hiányzik",
		"given twice": "kétszer szerepel",
		`want a list of players [{"name": ...}, ...], got %v`: `játékoslista kell [{"name": ...}, ...], ez érkezett: %v`,
		"want an object {...}, got %v":                        "objektum kell {...}, ez érkezett: %v",
		"want %v, got %v":                                     "%v kell, ez érkezett: %v",
		"the key must be a whole number":                      "a kulcs egész szám legyen",
		"unknown field%v":                                     "ismeretlen mező%v",
		"and %d more problems":                                "és még %d hiba",
		"unknown field (known: %s)":                           "ismeretlen mező (ismertek: %s)",
		"a whole number":                                      "egész szám",
		"true or false":                                       "true vagy false",
		"text":                                                "szöveg",
		"a list of names":                                     "névlista",
		"a list of whole numbers":                             "egész számok listája",
		"a list of name pairs":                                "névpárok listája",
		"nothing":                                             "semmi",
		"text %s":                                             "szöveg: %s",
		"a list %s":                                           "lista: %s",
		"an object":                                           "objektum",
		"the number %s":                                       "a(z) %s szám",
		`not a JSON object like {"players": [...]}`:              `nem ilyen JSON-objektum: {"players": [...]}`,
		"unexpected data after the JSON object":                  "váratlan adat a JSON-objektum után",
		"empty: no JSON object":                                  "üres: nincs benne JSON-objektum",
		"same name as player %s (%q), ignoring case and accents": "ugyanaz a név, mint a(z) %s. játékosé (%q), a kis- és nagybetűtől meg az ékezetektől eltekintve",
		"%s is for %d to %d players, got %d":                     "a(z) %s %d–%d játékosra való, itt %d van",
		" (did you mean %s?)":                                    " (erre gondoltál: %s?)",
		" or ":                                                   " vagy ",
		"unknown %v %q%v":                                        "ismeretlen %v: %q%v",

		"player %s":    "%s. játékos",
		" (player %s)": " (%s. játékos)",

		// bounds
		"%s is negative: must be %v":     "%s negatív, ennyi lehet: %v",
		"%s is out of range: must be %v": "a(z) %s nincs a megengedett tartományban: %v",
		"%d to %d":                       "%d–%d",

		// answers as typed
		"type a whole number": "egész számot írj",
		"answer y or n":       "i vagy n a válasz",
		"an answer is needed": "válasz kell",
		"%q is not a whole number; type numbers separated by commas":  "%q nem egész szám; vesszővel elválasztott számokat írj",
		"%q: write each pair as City-City, pairs separated by commas": "%q: minden párt Város-Város alakban írj, a párokat vesszővel válaszd el",
		"unknown field kind %s": "ismeretlen mezőfajta: %s",
		"%d entries: %w":        "%d tétel: %v",
		"yes":                   "igen",
		"no":                    "nem",

		// tie-breaks
		"%s tied on %d, decided by %v (%s)":            "%s: %d pont, döntött: %v (%s)",
		" vs ":                                         " – ", // between the tied players' values of the deciding tie-break
		"%s tied on %d and share the place":            "%s: %d pont, a helyezés közös",
		"%s tied on %d and on %v, and share the place": "%s: %d pont, és ebben is egyenlők: %v; a helyezés közös",
	})
	i18n.AddPlural(i18n.English, "%d entries: %w", 1, "one", "%d entry: %v", "other", "%d entries: %v")

}
