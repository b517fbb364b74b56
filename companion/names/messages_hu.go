package names

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for refused names and texts, and for the fields the callers name.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%v is empty":             "üres: %v",
		"%v %s %v":                "%v (%s) %v",
		"is not valid UTF-8 text": "nem érvényes UTF-8 szöveg",
		"contains %v; type it with ordinary letters":    "ezt tartalmazza: %v; közönséges betűkkel írd be",
		"is %d characters long; at most %d are allowed": "%d karakter hosszú; legfeljebb %d lehet",
		"%s (%s)":                  "%s (%s)",
		"the control character %s": "vezérlőkarakter: %s",
		"%v %s's name":             "a(z) %[2]s. %[1]v neve",
		"looks the same as %v %s's name %s: two players at one table need names that read differently": "ugyanúgy néz ki, mint a(z) %[2]s. %[1]v neve (%[3]s): egy asztalnál a neveknek különbözniük kell",

		// the fields callers name (names.Clean's what)
		"player":       "játékos",
		"player name":  "játékosnév",
		"the text":     "a szöveg",
		"shuffle item": "keverendő elem",
		"location":     "helyszín",
		"the action":   "a lépés",
		"--map name":   "--map név",
		"--reason":     "--reason",
		"English name": "angol név",
	})
}
