package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of BG Stats files read and written (bgstats_*.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"not a BG Stats file: %v": "nem BG Stats fájl: %v",
		"Correction":              "Javítás",       // a correction's line in a play's comments
		"Tie-break: ":             "Holtverseny: ", // the tie-break line in a play's comments, as history show labels it
		"this is a talon history file, not a BG Stats file: import it with --format talon (the default)": "ez egy talon-előzményfájl, nem BG Stats fájl: a --format talon kapcsolóval (ez az alapértelmezés) olvasd be",
		"not a BG Stats file: it has no plays":              "nem BG Stats fájl: nincsenek benne partik",
		"the file has %q twice":                             "a fájlban kétszer szerepel: %q",
		"%s: more than %d":                                  "%s: több mint %d",
		"%s: number %s":                                     "%s: %s. elem",
		"play %s":                                           "%s. parti",
		"play %s has the uuid of play %s (%s)":              "a(z) %s. parti uuid-ja ugyanaz, mint a(z) %s. partié (%s)",
		"play %s (%s, %s): %v":                              "%s. parti (%s, %s): %v",
		"it names game %s, which the file does not list":    "a(z) %s játékot nevezi meg, amelyet a fájl nem sorol fel",
		"playDate %s is not YYYY-MM-DD HH:MM:SS":            "a playDate (%s) nem ÉÉÉÉ-HH-NN ÓÓ:PP:MM alakú",
		"its duration or number of players is out of range": "az időtartama vagy a játékosok száma kívül esik a megengedett tartományon",
		"it names player %s, whom the file does not list":   "a(z) %s játékost nevezi meg, akit a fájl nem sorol fel",
		"%s is seated twice":                                "%s kétszer ül az asztalnál",
		"its comments are longer than %d bytes":             "a megjegyzése hosszabb %d bájtnál",
		"its comments hold the control character %U":        "a megjegyzésében vezérlőkarakter van: %U",
		"score %s has more than %d parts":                   "a pontszám (%s) több mint %d részből áll",
		"score %s is out of range":                          "a pontszám (%s) kívül esik a megengedett tartományon",
		"%s's score is empty: talon keeps a play only with every player's score; fill it in BG Stats or leave the play out": "%s pontszáma üres: a talon csak olyan partit tart meg, amelyben minden játékosnak van pontszáma; töltsd ki a BG Statsban, vagy hagyd ki a partit",
		"a score has an empty part":         "egy pontszám egyik része üres",
		"score %s is not a whole number":    "a pontszám (%s) nem egész szám",
		"%s should be a list [ … ], not %v": "%s: lista [ … ] kellene, nem %v",
		"null":                              "null",
		"play %s (%s)":                      "%s parti (%s)",
		"%s: %s %s is listed twice: number %s (%s) and number %s (%s)": "%s: a(z) %s %s kétszer szerepel: a(z) %s. elemnél (%s) és a(z) %s. elemnél (%s)",
		"the file's players %s (%s) and %s (%s) are one player here":   "a fájl %s. (%s) és %s. (%s) játékosa itt egy és ugyanaz a játékos",
	})
}
