package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for joining two players' records and checking --map's names.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"nobody is called so here":                                            "itt senkit sem hívnak így",
		"nothing was changed":                                                 "semmi sem változott",
		"%s and %s are already one player (%s): %w":                           "%s és %s már egy játékos (%s): %v",
		"%s and %s played at one table (session %s): they are two people; %w": "%s és %s egy asztalnál játszott (%s. játszma): két ember; %v",
		"%s could be %s or %s: join those two first; %w":                      "%s lehet %s vagy %s is: előbb azt a kettőt vond össze; %v",
		"--map %s=%s: nobody is called %s here or in the file":                "--map %s=%s: sem itt, sem a fájlban nem hívnak senkit így: %s",
		"--map: %s are different players here; if they are one person, `talon history players merge %s %s` joins them first": "--map: %s itt különböző játékosok; ha egy ember, előbb a `talon history players merge %s %s` vonja össze őket",
	})
}
