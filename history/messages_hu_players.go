package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for joining two players' records, checking --map's names and imported totals.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"nobody is called so here":                                            "itt senkit sem hívnak így",
		"nothing was changed":                                                 "semmi sem változott",
		"%s and %s are already one player (%s): %w":                           "%s és %s már egy játékos (%s): %v",
		"%s is another player's name here: %w":                                "%s itt egy másik játékos neve: %v",
		"player %s: %q is not a time":                                         "%s játékos: a(z) %q nem időpont",
		"%s and %s played at one table (session %s): they are two people; %w": "%s és %s egy asztalnál játszott (%s. játszma): két ember; %v",
		"%s could be %s or %s: join those two first; %w":                      "%s lehet %s vagy %s is: előbb azt a kettőt vond össze; %v",
		"--map %s=%s: nobody is called %s here or in the file":                "--map %s=%s: sem itt, sem a fájlban nem hívnak senkit így: %s",
		"--map: %s are different players here; if they are one person, `talon history players merge %s %s` joins them first": "--map: %s itt különböző játékosok; ha egy ember, előbb a `talon history players merge %s %s` vonja össze őket",
		"seat %s's total %s is outside %s..%s, more than any game allows":                                                    "a(z) %s. hely összpontszáma (%s) kívül esik ezen: %s..%s; ennyit egy játék sem enged",
		"seat %s's breakdown is not whole points by category":                                                                "a(z) %s. hely részpontjai nem egész pontok kategóriánként",
		"seat %s's breakdown has %s points, more than any game allows":                                                       "a(z) %s. hely részpontjai között %s pont van; ennyit egy játék sem enged",
		"seat %s's total %s is not the sum of its breakdown (%s)":                                                            "a(z) %s. hely összpontszáma (%s) nem a részpontok összege (%s)",
		"a correction: %w": "egy javítás: %v",
	})
}
