package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of `talon marco-polo` (map, route, goals) in the seed rulebook's
// words (kereskedő állomás, bábu, célkártya, oázis, nagyváros, kisváros).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Marco Polo tools: a session's map, cheapest routes, a player's goal cards":      "Marco Polo-eszközök: egy játszma térképe, legolcsóbb utak, célkártyák",
		"A session's map: trading posts, figures, route costs; --to: the cheapest route": "Játszma térképe: kereskedő állomások, bábuk, útköltségek; --to: legolcsóbb út",
		marcoPoloMapExample: "  talon marco-polo map                  # a legutóbbi játszma\n" +
			"  talon marco-polo map 4 --to Peking    # és a legolcsóbb út oda\n" +
			"  talon marco-polo map --svg terkep.svg",
		"show the cheapest route of the player on turn to this place": "a soron lévő játékos legolcsóbb útja ide",
		"also write the map as an SVG picture to this file":           "a térképet SVG képként is kiírja ebbe a fájlba",
		"--to: %v":                              "--to: %v",
		"%s cannot reach %s within %d steps.\n": "%[1]s %[3]d lépésen belül nem jut el %[2]s-ba.\n",
		"Cheapest for %s from %s: ":             "%[1]s legolcsóbb útja %[2]s-ból: ",
		"%s (%d steps, %s)":                     "%s (%d lépés, %s)",
		"The ways between two places within N steps, cheapest first, with their costs": "Két hely közti utak legfeljebb N lépésben, a legolcsóbb elöl, költségeikkel",
		"most steps (the lowest travel die), 1 to 6":                                   "legtöbb lépés (a legkisebb utazókocka), 1–6",
		"%s: oasis to oasis is one step":                                               "%s: oázisról oázisra egy lépés",
		"--steps: 1 to %d, not %s":                                                     "--steps: 1–%d lehet, nem %s",
		"%s is not within %d steps of %s.\n":                                           "%[3]s-ból %[2]d lépésen belül nem érhető el %[1]s.\n",
		"From %s to %s":                                                                "Utak %s-ból %s-ba",
		"Steps":                                                                        "Lépés",
		"Show one player's goal cards (dealt secretly: only that player should look)":                "Egy játékos célkártyái (titokban osztva: csak ő nézze meg)",
		"goals takes a player and optionally a session number (see `talon marco-polo goals --help`)": "a goals egy játékost és esetleg egy játszmaszámot vár (lásd `talon marco-polo goals --help`)",
		"Goal cards of %s":                 "Célkártyák: %s",
		"Large city":                       "Nagyváros",
		"Small city":                       "Kisváros",
		"session %s is %s, not Marco Polo": "a(z) %s. játszma: %s, nem Marco Polo",
	})
	i18n.AddPlural(i18n.English, "%s (%d steps, %s)", 2, "one", "%s (%d step, %s)", "other", "%s (%d steps, %s)")
	i18n.AddPlural(i18n.English, "%s is not within %d steps of %s.\n", 2, "one", "%s is not within %d step of %s.\n", "other", "%s is not within %d steps of %s.\n")
}
