package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon catan board` and `talon catan dice` (the Catan package has the
// game's own words: Sum, Rolled, Expected come from its dice table).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Catan tools outside a session's turns: boards and dice statistics":                                        "Catan-eszközök a játszma körein kívül: játékfelületek és kockastatisztika",
		"Generate a board (same options as `talon new catan`) with its fairness report, or show a session's board": "Játékfelület készítése (a `talon new catan` beállításaival) az esélyelemzésével, vagy egy játszma játékfelülete",
		"board option `key=value`, as for talon new catan (see talon games)":                                       "játékfelület-beállítás `kulcs=érték` alakban, mint a talon new catan esetén (lásd talon games)",
		"seed code (or any text) to reproduce a board":                                                             "kód (vagy bármilyen szöveg) egy játékfelület megismétléséhez",
		"also write the board as an SVG picture to this file":                                                      "a játékfelületet SVG-képként is kiírja ebbe a fájlba",
		"show this session's board and pieces instead (the same as the bare ID)":                                   "e játszma játékfelülete a bábukkal (ugyanaz, mint a puszta SZÁM)",
		"writing the SVG picture: %w":                                                                              "az SVG-kép írása: %v",
		"Seed: %s\nThe same board, with the same options: talon new catan --seed %s\n":                             "Kód: %s\nUgyanez a játékfelület, ugyanezekkel a beállításokkal:\n  talon new catan --seed %s\n",
		"SVG written to %s.\n": "SVG kiírva ide: %s.\n",
		"Pips per resource":    "Pöttyök nyersanyagonként",
		"Resource":             "Nyersanyag",
		"Hexes":                "Tájmezők",
		"Numbers":              "Számok",
		"Pips":                 "Pöttyök",
		"Intersections":        "Kereszteződések",
		"At":                   "Hely",
		"Resources":            "Nyersanyagok",
		"best":                 "legjobb",
		"worst inland":         "legrosszabb belső",
		"A Catan session's dice: rolled against expected count per sum, as a bar chart": "Egy Catan-játszma kockái: összegenként a dobott és a várható szám, oszlopdiagramon",
		"Dice in session %s": "Kockák a(z) %s. játszmában",
		"█ rolled   ┆ expected, where the rolls fall short of it":                     "█ dobva   ┆ várható, ahol a dobások elmaradnak tőle",
		"--option %q: write it as key=value":                                          "--option %q: írd kulcs=érték alakban",
		"session %s was scored with `talon score`: talon has no board or dice for it": "a(z) %s. játszmát a `talon score` pontozta: nincs hozzá játékfelület vagy kocka",
		"session %s is %s, not Catan":                                                 "a(z) %s. játszma %s, nem Catan",
	})
}
