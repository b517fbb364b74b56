package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for score (final and by round), its questions and the score table. The
// games' own categories, questions and problems are translated in their packages.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Final scoring of a game played at the table, saved to the history": "Egy lejátszott játék végső pontozása, mentve az előzményekbe",
		scoreLong: `A score a játék végi tényekből számolja ki a végeredményt: JSON-fájlból
(--input FÁJL, vagy - a szabványos bemenethez), vagy terminálon, játékosonként
kérdezve. A 'talon score JÁTÉK --template' teljes mintabemenetet ír ki.`,
		scoreExample: `  talon score san-juan --template > vege.json   # szerkeszd, aztán:
  talon score san-juan --input vege.json
  talon score catan                             # minden játékost kikérdez
  talon score neptun --round 2 --input kor2.json`,
		"end-of-game facts as JSON: a file, or - for standard input":              "a játék végi tények JSON-ban: fájl, vagy - a szabványos bemenethez",
		"print a complete example input and exit":                                 "teljes mintabemenetet ír ki, és kilép",
		"score without saving to the history":                                     "pontozás mentés nélkül",
		"Neptun: score round N (who takes which tile) instead of the final score": "Neptun: az N. kör pontozása (ki melyik lapkát kapja) a végeredmény helyett",
		"with --round: keep the round's result with this session":                 "a --round mellett: a kör eredményét ehhez a játszmához menti",
		"print a link that opens BG Stats with this play filled in":               "linket ír ki, amely kitöltve nyitja meg ezt a partit a BG Statsban",
		"the score above was not saved to the history: %w":                        "a fenti eredmény nem került be az előzményekbe: %v",
		"Saved to the history as session %s.\n":                                   "Mentve az előzményekbe, %s. játszmaként.\n",
		"reading standard input: %w":                                              "a szabványos bemenet olvasása: %v",
		"--input: %v":                                                             "--input: %v",
		"--input: %s does not exist; nothing was scored":                          "--input: %s nem létezik; semmit sem pontoztam",
		"Count": "Darab", // stats scores: how many final scores a game has
		"--input %s is a talon history export, not a score input: merge it with `%s history import %s`":                                       "--input %s: ez talon-előzményexport, nem pontozási bemenet; a `%s history import %s` fésüli össze ezzel az előzménnyel",
		"--input %s is a BG Stats file, not a score input: read its plays with `%s history import --format bgstats %s`":                       "--input %s: ez BG Stats fájl, nem pontozási bemenet; a partijait a `%s history import --format bgstats %s` olvassa be",
		"no input: give --input FILE (or - for standard input), or run on a terminal to be asked; `%s score %s --template` prints an example": "nincs bemenet: adj meg --input FÁJL-t (vagy - a szabványos bemenethez), vagy futtasd terminálon, és kérdez; mintát a `%s score %s --template` ír ki",

		// by round
		"--round is only for games scored round by round (neptun); %s is scored once, at the end": "a --round csak körönként pontozott játékhoz való (neptun); a(z) %s pontozása egyszer, a végén történik",
		"--session %q is not a session number (see `%s sessions`)":                                "--session %q nem játszmaszám (lásd `%s sessions`)",
		"the round above was not kept with session %s: %w":                                        "a fenti kör nem került a(z) %s. játszmához: %v",
		"Round %s kept with session %s.\n":                                                        "A(z) %s. kör a(z) %s. játszmához mentve.\n",

		// the questions
		"the players' names":     "a játékosok nevei",
		"Which answer is wrong?": "Melyik válasz hibás?",
		"(empty)":                "(üres)",
		// whom a game-wide or setup question is about, where a player's name stands for
		// the others ("Ann — …"): the game itself, not every player ("közös" read as
		// "shared" with nothing said to be shared)
		"game":               "A játék",
		" (Enter to skip)":   " (Enter: kihagyás)",
		" (you answered %s)": " (ezt válaszoltad: %s)",
		"Players, in seat order (comma-separated)":                                                    "Játékosok ülésrendben (vesszővel)",
		"Players, in seat order (you typed %s)":                                                       "Játékosok ülésrendben (ezt írtad: %s)",
		"type the players' names, e.g. Ann, Ben, Cid":                                                 "írd be a játékosok nevét, például Ann, Ben, Cid",
		"type %d names, one per seat":                                                                 "%d nevet írj, helyenként egyet",
		"Interrupted; your answers so far could not be saved: %v\n":                                   "Megszakítva; az eddigi válaszaidat nem sikerült menteni: %v\n",
		"Interrupted: your answers so far are in %s\nFinish it, then:\n  talon score %s --input %s\n": "Megszakítva: az eddigi válaszaid itt vannak: %s\nEgészítsd ki, aztán:\n  talon score %s --input %s\n",

		// the score table
		"Final score":  "Végeredmény",
		"Category":     "Kategória",
		"Total":        "Összesen",
		"Rank":         "Helyezés",
		"Winner":       "Győztes",
		"★ winner":     "★ győztes",
		"★ shared win": "★ közös győzelem",
		"%d (shared)":  "%d (holtverseny)",
		"Tie-break: ":  "Holtverseny: ",
		"Note: ":       "Megjegyzés: ",
	})
	i18n.AddPlural(i18n.English, "type %d names, one per seat", 1,
		"one", "type %d name, one per seat", "other", "type %d names, one per seat")

}
