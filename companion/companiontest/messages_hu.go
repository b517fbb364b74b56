package companiontest

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for Tally, the kit's test game.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"points that end the game":                         "ennyi pontnál ér véget a játék",
		"a player's points":                                "egy játékos pontjai",
		"only draw takes from=table":                       "csak a draw kaphat from=table értéket",
		"the card came from the table's own deck":          "a lap az asztal saját paklijából jött",
		"%s's points were set by the table":                "%s: a pontjait az asztal állította be",
		"bonus rule":                                       "bónuszszabály",
		"%s has %d points; a bonus needs 10":               "%s: %d pont; a bónuszhoz 10 kell",
		"unknown action %q (roll, draw, bonus, pass, fix)": "ismeretlen lépés: %q (roll, draw, bonus, pass, fix)",
		"%s now has %d":                                    "%s: most %d pont",
		"%s +%d = %d":                                      "%s +%d = %d",
		"add a d6":                                         "egy k6 hozzáadása",
		"the die, if the table rolled it":                  "a kocka, ha az asztalnál dobtak",
		"add a card":                                       "egy lap hozzáadása",
		"pass the turn":                                    "passz",
		"add 5":                                            "+5 pont",
		"Player":                                           "Játékos",
		"Points":                                           "Pont",
		"%s to roll, draw or pass":                         "%s dob, húz vagy passzol",
	})
}
