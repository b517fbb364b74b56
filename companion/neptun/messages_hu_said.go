package neptun

import "github.com/talon-games/talon/companion/i18n"

// What a sail bought, and the scoring's refusals naming temples as the board does.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%s buys %d sea miles for %d gold":     "%s %d tengeri mérföldet vesz %d aranyért",
		"%s is given twice":                    "%s kétszer szerepel",
		"give the tiles of the %s too (%s)":    "add meg ezeket a lapkákat is: %s (%s)",
		"players on 0 take tiles by place too": "a 0-n álló játékosok is kapnak lapkát helyezés szerint",
		"markers have moved there":             "ott jelölők léptek előre",
		"name a regional temple talon does not know yet: all %d are scored, %d are named (%s)": "nevezz meg egy régió templomot, amelyet a talon még nem ismer: mind a(z) %d pontozandó, %d van megnevezve (%s)",
	})
	i18n.AddPlural(i18n.English, "%s buys %d sea miles for %d gold", 2,
		"one", "%s buys %d sea mile for %d gold", "other", "%s buys %d sea miles for %d gold")
}
