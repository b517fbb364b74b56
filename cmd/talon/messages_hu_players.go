package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon history players`.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"The history's players, with the other names that find them; merge joins two records of one person": "Az előzmények játékosai, a többi nevükkel, amelyen megtalálhatók; a merge egy ember két nyilvántartását vonja össze",
		"Also found by":                  "Így is megtalálható",
		"No players in the history yet.": "Az előzményekben még nincs játékos.",
		"NAME and INTO are one person, called INTO: NAME's plays become INTO's, and NAME typed again means INTO (one player spelled two ways takes INTO's spelling)": "NÉV és MARADÓ egy ember, MARADÓ néven: NÉV partijai MARADÓ partijai lesznek, és a később beírt NÉV is MARADÓT jelenti (egy játékos kétféle írásmódja közül MARADÓÉ marad)",
		"%s is called %s now, on the other laptops too once they import this history.":                                                                               "%s neve mostantól %s, a többi gépen is a következő beolvasástól.",
		"%s and %s are one player now, called %s (plays moved: %d).":                                                                                                 "%s és %s mostantól egy játékos, neve %s (áthelyezett partik: %d).",
		"An import that meets %s finds %s.":                                "A beolvasás %s helyett %s játékost találja.",
		"merge needs two names: `talon history players merge NAME INTO`":   "a merge két nevet vár: `talon history players merge NÉV MARADÓ`",
		"merge takes two names, got %d: put a name with a space in quotes": "a merge két nevet vár, %d érkezett: a szóközös nevet tedd idézőjelbe",
		`the play's new date, local time: "2026-11-20 19:30"`:              `a parti új dátuma, helyi idő szerint: "2026-11-20 19:30"`,
	})
}
