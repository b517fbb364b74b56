package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for games, new, sessions, status, abandon, undo and what they share (the
// session argument, --players, --json, version). A session is a "játszma", its
// history the "előzmények", as in root's texts.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// usage lines
		`GAME --players "Ann,Ben,Cid"`: `JÁTÉK --players "Ann,Ben,Cid"`,
		"[ID]":                         "[SZÁM]",
		"GAME":                         "JÁTÉK",
		"NOTATION...":                  "JELÖLÉS...",
		"[ITEM...]":                    "[ELEM...]",
		"[flags]":                      "[kapcsolók]",

		// games
		"List the games talon knows, their player counts and options": "A talon által ismert játékok, játékosszámuk és beállításaik",
		"Game":                 "Játék",
		"Name":                 "Név",
		"Players":              "Játékosok",
		"yes":                  "igen",
		"no":                   "nem",
		"not yet (score only)": "még nincs (csak pontozás)",
		"a finished session's ID, the same as giving the bare ID": "egy befejezett játszma száma, ugyanaz, mint a puszta SZÁM",
		"session %s (%s): %w": "%s. játszma (%s): %v",
		"Options: talon new GAME --option key=value (* marks the default)": "Beállítások: talon new JÁTÉK --option kulcs=érték (* jelöli az alapértéket)\nA be/ki helyett igen/nem is írható, és fordítva.",
		"FILE":                "FÁJL",
		"TEXT":                "SZÖVEG",
		"TEXT (default %s)":   "SZÖVEG (alapból %s)",
		"NUMBER":              "SZÁM",
		"NUMBER (default %s)": "SZÁM (alapból %s)",

		// new
		"Start a session: seats, options and the game's setup": "Új játszma: ülésrend, beállítások és a játék előkészítése",
		newLong: "A `talon new` új játszmát kezd; ezekhez a játékokhoz van kísérője a talonnak:\n%s.\n" +
			"A `talon games` kiírja a játékok beállításait és a várt adatfájlokat.",
		newExample: `  talon new catan --players "Ann,Ben,Cid"
  talon new san-juan --players "Ann:red,Ben:blue" --option governor=Ben
  talon new catan --players "Ann,Ben,Cid" --seed table-one   # ugyanez újra`,
		`players in seat order, comma-separated, optional colour: "Ann:red,Ben,Cid"`:                           `a játékosok ülésrendben, vesszővel elválasztva, színnel is: "Ann:red,Ben,Cid"`,
		"seed code to reproduce a setup (any text works too)":                                                  "kód, amellyel ugyanez az előkészítés megismételhető (bármilyen szöveg is jó)",
		"game option `key=value` (see talon games); repeatable":                                                "játékbeállítás `kulcs=érték` (lásd talon games); ismételhető",
		"table-supplied data `NAME=FILE` (see talon games); kept with the session, the file is not read again": "az asztal adatai `NÉV=FÁJL` (lásd talon games); a játszmával megmarad, a fájlt többé nem olvassa",
		"Session %s: %s for %s\n": "%s. játszma: %s – %s\n",
		"Seed: ":                  "Kód: ",
		"%s (`--seed %s` sets up the same table again)": "%s (a `--seed %s` ugyanígy rakja ki az asztalt)",
		"Board: ": "Tábla: ",
		"`talon play` draws it before the first question that needs it, `talon status %s` any time.": "a `talon play` az első olyan kérdés előtt rajzolja ki, amelyhez kell, a `talon status %s` bármikor.",
		"--data %q: write it as NAME=FILE": "--data %q: NÉV=FÁJL alakban add meg",
		"--data %s is given twice":         "--data %s kétszer szerepel",
		"--data %s: %v":                    "--data %s: %v",
		"--seed: %v":                       "--seed: %v",

		// sessions
		"List sessions, newest first":                                 "A játszmák listája, a legújabb elöl",
		"only sessions with this status: active, finished, abandoned": "csak az ilyen állapotú játszmák: active (aktív), finished (lezárt), abandoned (feladva)",
		"only sessions of this game":                                  "csak ennek a játéknak a játszmái",
		"--status %s: a session is active, finished or abandoned":     "--status %s: egy játszma active (aktív), finished (lezárt) vagy abandoned (feladva)",
		"ID":          "#",
		"Status":      "Állapot",
		"Started":     "Kezdés",
		"Events":      "Lépés",
		"Last action": "Utolsó lépés",
		"active":      "aktív",
		"finished":    "lezárt",
		"abandoned":   "feladva",

		// status
		"Show a session: the state rebuilt from its events and what happens next": "Egy játszma állása az eseményeiből újraépítve, és hogy mi jön",
		"Session %s · %s · %s · %d events\n":                                      "%s. játszma · %s · %s · %d lépés\n",
		"Last action: #%s %s\n":                                                   "Utolsó lépés: #%s %s\n",
		"Legal now (talon do …)":                                                  "Most szabályos (talon do …)",
		"Action":                                                                  "Lépés",
		"What it does":                                                            "Mit csinál",
		"Next: ":                                                                  "Következik: ",

		// abandon
		"Mark a session abandoned (kept in the history, no longer offered by play)": "Játszma feladása (megmarad az előzményekben, a play nem kínálja)",
		"do not ask for confirmation":                               "ne kérjen megerősítést",
		"session %s is %s; only an active session can be abandoned": "a(z) %s. játszma állapota: %s; csak aktív játszmát lehet feladni",
		"abandoning session %s needs --yes when talon cannot ask":   "a(z) %s. játszma feladásához --yes kell, ha a talon nem tud kérdezni",
		"Abandon session %s (%s, %d events)":                        "Feladod a(z) %s. játszmát (%s, %d lépés)",
		"Nothing changed.":                                          "Nem változott semmi.",
		"Session %s abandoned.\n":                                   "A(z) %s. játszma feladva.\n",

		// undo
		"Take back the last action of a session (it stays in the log, marked undone)": "Az utolsó lépés visszavonása (a naplóban visszavontként megmarad)",
		"talon: undid #%s, but the session does not show: %s\n":                       "talon: #%s visszavonva, de a játszma nem jeleníthető meg: %s\n",
		"Undid #%s %s\n": "Visszavonva: #%s %s\n",
		"Next: %s\n":     "Következik: %s\n",
		"no session to undo in: start one with `talon new GAME --players \"Ann,Ben,Cid\"`": "nincs játszma, amelyben visszavonhatnál: kezdj egyet így: `talon new JÁTÉK --players \"Ann,Ben,Cid\"`",

		// the session argument, players, names of files
		sessionFlagHelp: "a játszma száma, ugyanaz, mint a puszta SZÁM (alapból a legutóbb használt aktív játszma)",
		"session %s and --session %s: name one session":                      "%s. játszma és --session %s: egy játszmát nevezz meg",
		`--players is required, e.g. --players "Ann,Ben,Cid"`:                `a --players kötelező, például --players "Ann,Ben,Cid"`,
		"--players: player %s's name is empty in %s; give every seat a name": "--players: a(z) %s. játékos neve üres itt: %s; minden helynek adj nevet",
		"player %s's colour":                           "a(z) %s. játékos színe",
		"%s is not a regular file of at most %d bytes": "%s nem legfeljebb %d bájtos közönséges fájl",
		jsonFlagHelp: "táblázatok helyett JSON-t ír ki",

		// version
		"unknown (built without module information)": "ismeretlen (modulinformáció nélkül fordítva)",
		" (no VCS revision recorded)":                " (nincs rögzített VCS-revízió)",
		" with local changes":                        " helyi módosításokkal",
		"%s (revision %s)":                           "%s (revízió: %s)",
	})
	// English says "1 event", "2 events"; Hungarian keeps the noun singular.
	i18n.AddPlural(i18n.English, "Session %s · %s · %s · %d events\n", 4,
		"one", "Session %s · %s · %s · %d event\n", "other", "Session %s · %s · %s · %d events\n")
	i18n.AddPlural(i18n.English, "Abandon session %s (%s, %d events)", 3,
		"one", "Abandon session %s (%s, %d event)", "other", "Abandon session %s (%s, %d events)")

}
