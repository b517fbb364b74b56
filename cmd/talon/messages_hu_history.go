package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for history, history show/delete/edit/export/import/check/backup and stats.
// A finished game is a "parti", a session a "játszma", the history the "előzmények".
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// history
		"Finished games, newest first, a page at a time: date, game, players, winner, scores": "Befejezett partik, a legújabb elöl, oldalanként: dátum, játék, játékosok, győztes, pontok",
		historyLong: "A history a befejezett partikat sorolja, a legújabb elöl, oldalanként 20-at\n" +
			"(kevesebbet, ha a terminálra nem fér ki 20): a --page 2 a következő oldalt\n" +
			"mutatja, az --offset bármennyit átugrik, a --limit az oldal mérete (0: mind;\n" +
			"egy táblázatban legfeljebb 1000, --json mellett bármennyi). Ha az oldal nem az\n" +
			"utolsó, alatta áll, hogyan látod a következőt.",
		"--page counts from 1 (the newest plays)":                                                    "a --page 1-től számol (a legújabb partik)",
		"plays per page (0: all; a table holds up to 1,000)":                                         "partik oldalanként (0: mind; egy táblázatban legfeljebb 1000)",
		"skip this many of the newest plays":                                                         "ennyi legújabb partit átugrik",
		"show this page (1 is the newest --limit plays)":                                             "ezt az oldalt mutatja (1: a legújabb --limit parti)",
		"--limit, --offset and --page cannot be negative":                                            "a --limit, az --offset és a --page nem lehet negatív",
		"give --page or --offset, not both":                                                          "a --page vagy az --offset közül csak az egyiket add meg",
		"--page needs a page size (--limit above 0)":                                                 "a --page-hez oldalméret kell (0-nál nagyobb --limit)",
		"a table shows at most %d plays; use --json or `talon history export --format csv` for more": "egy táblázat legfeljebb %d partit mutat; többhöz a --json vagy a `talon history export --format csv` való",
		"Date":   "Dátum",
		"Scores": "Pontok",
		"%q is not a session number (see `talon history`)":              "%q nem játszmaszám (lásd `talon history`)",
		"A finished game's full score breakdown":                        "Egy befejezett parti teljes pontozása",
		"history show needs a session ID (see `talon history`)":         "a history show-nak kell egy játszmaszám (lásd `talon history`)",
		"Session %s · %s · %s · %s\n":                                   "%s. játszma · %s · %s · %s\n",
		"Delete a session and everything recorded with it (asks first)": "Játszma törlése mindennel, amit vele rögzítettünk (előbb megkérdezi)",
		"deleting session %s needs --yes when talon cannot ask":         "a(z) %s. játszma törléséhez --yes kell, ha a talon nem tud kérdezni",
		"Delete session %s (%s, %s, %s) for good":                       "Végleg törlöd a(z) %s. játszmát (%s, %s, %s)",
		"Nothing deleted.": "Nem töröltem semmit.",
		"session %s is %s, not finished: see `talon status --session %s`": "a(z) %s. játszma %s, nem lezárt: lásd `talon status --session %s`",
		"Session %s deleted.\n":                        "A(z) %s. játszma törölve.\n",
		"there is no session %s (see `talon history`)": "nincs %s. játszma (lásd `talon history`)",

		// filters shared by history, stats and export
		"only this game":                                "csak ez a játék",
		"only plays this player took part in":           "csak azok a partik, amelyekben ez a játékos játszott",
		"only plays at this location":                   "csak az ezen a helyen játszott partik",
		"only plays on or after this day (YYYY-MM-DD)":  "csak az ezen a napon vagy később játszott partik (ÉÉÉÉ-HH-NN)",
		"only plays on or before this day (YYYY-MM-DD)": "csak az ezen a napon vagy korábban játszott partik (ÉÉÉÉ-HH-NN)",
		"--%s %q is not a day like 2026-11-20":          "--%s %q: nem dátum (így írd: 2026-11-20)",
		"--since %s is after --until %s":                "a --since %s későbbi, mint az --until %s",
		"--%s is longer than %d characters":             "a --%s hosszabb %d karakternél",
		"--%s holds a control character (%U)":           "a --%s vezérlőkaraktert tartalmaz (%U)",
		"No games yet: a game finished with `talon play` or `talon do`, or entered with `talon score GAME`, counts here.": "Még nincs parti: a `talon play`-jel vagy `talon do`-val befejezett, vagy a `talon score JÁTÉK`-kal beírt játék számít ide.",
		"No finished games for %s.":                                          "Nincs befejezett parti erre: %s.",
		"--player %s: nobody is called so here%v":                            "--player %s: itt senkit sem hívnak így%v",
		"--player %s: nobody is called so here; see `talon history players`": "--player %s: itt senkit sem hívnak így; lásd `talon history players`",

		// play details and history edit
		`when the game was played, local time: "2026-11-20 19:30" (default: now)`:             `mikor játszottátok, helyi idő szerint: "2026-11-20 19:30" (alapból: most)`,
		`where it was played (default: location in %s; "" for none)`:                          `hol játszottátok (alapból: a location értéke itt: %s; "": nincs helyszín)`,
		`where it was played ("" clears it)`:                                                  `hol játszottátok ("": törli)`,
		`a note about the play ("" clears it)`:                                                `megjegyzés a partiról ("": törli)`,
		`how long it took: 95m, 1h35m ("" clears it)`:                                         `meddig tartott: 95m, 1h35m ("": törli)`,
		"the value's closing double quote is missing":                                         "az érték záró idézőjele hiányzik",
		"only a # comment may follow a value in double quotes":                                "idézőjeles érték után csak # megjegyzés állhat",
		"a note about the play":                                                               "megjegyzés a partiról",
		"how long it took: 95m, 1h35m":                                                        "meddig tartott: 95m, 1h35m",
		"--at %q: that day does not exist (%s has %d days)":                                   "--at %q: ilyen nap nincs (a hónap, %s, %d napos)",
		"--%s %q: that day does not exist (%s has %d days)":                                   "--%s %q: ilyen nap nincs (a hónap, %s, %d napos)",
		`--at %q: write the local date and time as "2026-11-20 19:30" (or a day, 2026-11-20)`: `--at %q: a helyi dátumot és időt így írd: "2026-11-20 19:30" (vagy egy napot: 2026-11-20)`,
		"--at %s is in the future":                                                            "az --at %s a jövőben van",
		"--duration %q: a length like 95m or 1h35m, at most %s":                               "--duration %q: időtartam, mint 95m vagy 1h35m, legfeljebb %s",
		"%s:%d: write settings as key = value":                                                "%s:%d: a beállítást így írd: kulcs = érték",
		"%s:%d: unknown setting %q (known: location, club)":                                   "%s:%d: ismeretlen beállítás: %q (ismert: location, club)",
		"%s:%d: the line is longer than %d bytes":                                             "%s:%d: a sor hosszabb %d bájtnál",
		"Location: %s":               "Helyszín: %s",
		"Duration: %s":               "Időtartam: %s",
		"%dm":                        "%d perc",
		"%dh":                        "%d óra",
		"%dh%dm":                     "%d óra %d perc",
		"Correction":                 "Javítás",
		"Notes: %s":                  "Megjegyzés: %s",
		"Edited: %s":                 "Szerkesztve: %s",
		"Typed at the table: %s":     "Az asztalnál beírva: %s",
		"Corrected %s: %s":           "Javítva %s: %s",
		"Score as first entered: %s": "Az először beírt pontok: %s",
		"The corrections cancel out: the score is as first entered.":                    "A javítások kioltják egymást: a pontok ismét az először beírtak.",
		"Change a play's date, location, notes or duration, or correct its final score": "Egy parti dátumának, helyszínének, megjegyzésének, időtartamának módosítása vagy végeredményének javítása",
		editLong: "Az edit azt módosítja, amit egy partiról rögzítettünk. A --score \"Ann=42\" egy\n" +
			"befejezett parti összpontszámát javítja: a változás javításként megmarad, és a\n" +
			"`talon history show` továbbra is mutatja az először beírt pontokat. A helyezések\n" +
			"a javított összegekből adódnak; az egyenlő pontú játékosok, akiket a játék\n" +
			"holtversenyszabálya szétválasztott, megtartják a sorrendjüket. Az új\n" +
			"holtversenyben a játékosok osztoznak a helyen, és a talon ezt jelzi: az\n" +
			"előzmények nem őrzik, amit a holtversenyszabály összevet. Ha egy későbbi\n" +
			"javítás az összegeket visszaállítja egy korábbi állásra, a parti újra úgy\n" +
			"olvasható, mint akkor, helyezésestül és holtversenyestül, és a\n" +
			"`talon history show` jelzi, hogy a javítások kioltják egymást.\n" +
			"A --input FÁJL ehelyett egy teljes, javított bemenetet (amilyet a\n" +
			"`talon score JÁTÉK --input` vár) pontoz a játék saját szabályaival,\n" +
			"holtversenyestül, és azt őrzi meg javításként.",
		`corrected total: "NAME=POINTS" (repeatable)`:                                                     `javított összpontszám: "NÉV=PONT" (ismételhető)`,
		"a whole corrected scoring input (a file, or - for standard input), scored by the game's rules":   "teljes, javított pontozási bemenet (fájl, vagy - a szabványos bemenethez), a játék szabályai szerint pontozva",
		"why the score is corrected":                                                                      "miért javítod a pontokat",
		"nothing to change: give --at, --location, --notes, --duration, --score or --input":               "nincs mit módosítani: adj meg --at, --location, --notes, --duration, --score vagy --input kapcsolót",
		"give --score or --input, not both":                                                               "a --score és az --input közül csak az egyiket add meg",
		`--score %q: write it as "NAME=POINTS"`:                                                           `--score %q: így írd: "NÉV=PONT"`,
		"--score %q: %s did not play in session %s (players: %s)":                                         "--score %q: %s nem játszott a(z) %s. játszmában (játékosok: %s)",
		"--score %q: %s could mean two players of session %s: %s and %s; give the name the history shows": "--score %q: %s két játékost is jelenthet a(z) %s. játszmában: %s és %s; add meg a nevet úgy, ahogy az előzmények mutatják",
		"--input: %s could mean two players of session %s: %s and %s; give the name the history shows":    "--input: %s két játékost is jelenthet a(z) %s. játszmában: %s és %s; add meg a nevet úgy, ahogy az előzmények mutatják",
		"session %s's game %q has no scorer in this talon: correct it with --score":                       "a(z) %s. játszma játékához (%q) ebben a talonban nincs pontozó: javítsd --score-ral",
		tieNotApplied: "Holtverseny a javítás után: %s, %d ponttal.\n" +
			"A játék holtversenyszabálya nem érvényesült (az előzmények nem őrzik, amit\n" +
			"összevet); a `talon history edit %s --input FÁJL` a játék szabályai szerint\n" +
			"pontoz egy teljes, javított bemenetet.\n",
		"Session %s changed; `talon history show %s` shows it.\n":                           "A(z) %s. játszma módosult; a `talon history show %s` megmutatja.\n",
		"Session %s changed; `talon history show %s` shows it once the game is finished.\n": "A(z) %s. játszma módosult; a `talon history show %s` a játék végeztével megmutatja.\n",
		"Session %s changed.\n": "A(z) %s. játszma módosult.\n",

		// export and import
		"Write the whole history as JSON (for another talon), or the plays as CSV or for BG Stats": "A teljes előzmények kiírása JSON-ként (egy másik talonnak), vagy a partik CSV-ként vagy a BG Statsnak",
		exportLong: "Az export a talon előzménydokumentumát írja ki (leírása a talon forrásában:\n" +
			"history/FORMAT.md), amelyet a `talon history import` egy másik talon\n" +
			"előzményeibe olvaszt.\n" +
			"\n" +
			"A --format csv ehelyett táblázatkezelőnek írja ki a befejezett partikat:\n" +
			"partinként játékosonként egy sor (dátum, játék, játszma, a játékos neve, ahogy\n" +
			"ezek az előzmények nevezik, player_id, hely, pont, helyezés, győztes, helyszín,\n" +
			"időtartam percben, megjegyzés, majd pontozási kategóriánként egy oszlop,\n" +
			"zárójelben a játék azonosítójával, ha két játéknak van ilyen nevű kategóriája,\n" +
			"vagy ha egy fenti oszlop neve: minden név egyszer szerepel, kis- és nagybetűtől\n" +
			"függetlenül); az oszlopnevek és az értékek angol azonosítók, mint a --json\n" +
			"kimenetében (szkripteknek), és a -o-val írt fájl bájtsorrend-jellel kezdődik,\n" +
			"hogy az Excel jól olvassa az ékezetes neveket (a --bom=false elhagyja).\n" +
			"\n" +
			"A --format bgstats BG Stats importfájlként írja ki őket (a játékok\n" +
			"BoardGameGeek-azonosítóval, a pont a részpontok összege, a játékosok\n" +
			"részletezése a megjegyzésben, az asztal nyelvén, a beállítások és a kód a board\n" +
			"mezőben). A --game, --player, --since, --until és --location választja ki a\n" +
			"partikat.",
		"file to write (default: standard output)":                                                                                "a kiírandó fájl (alapból: szabványos kimenet)",
		"json (the whole history), csv or bgstats (finished plays, for a spreadsheet or the BG Stats app)":                        "json (a teljes előzmények), csv vagy bgstats (befejezett partik táblázatkezelőnek vagy a BG Stats alkalmazásnak)",
		"--game, --player, --since, --until and --location go with --format csv or bgstats; the JSON export is the whole history": "a --game, --player, --since, --until és --location a --format csv vagy bgstats mellé való; a JSON-export a teljes előzmény",
		"--format %q: json, csv or bgstats":                                                                                       "--format %q: json, csv vagy bgstats",
		"History written to %s.\n":                                                                                                "Az előzmények kiírva ide: %s.\n",
		"Merge another talon's exported history into this one":                                                                    "Egy másik talon exportált előzményeinek beolvasztása ebbe",
		`two names of one person, the second kept: "Anna=Ann" (repeatable; either side may be the file's)`:                        `egy személy két neve, a második marad: "Anna=Ann" (ismételhető; bármelyik oldal lehet a fájlé)`,
		"talon (a talon history export) or bgstats (a BG Stats export file)":                                                      "talon (talon előzményexport) vagy bgstats (BG Stats exportfájl)",
		"--format %q: talon or bgstats":                                                                                           "--format %q: talon vagy bgstats",
		"%s is a %s score input, not a history: `%s score %s --input %s` reads it; nothing was imported":                          "%[1]s: ez pontozási bemenet (%[2]s), nem előzmény; a `%[3]s score %[4]s --input %[5]s` olvassa; semmit sem olvastam be",
		"%s is a %s round's score input, not a history: `%s score %s --round N --input %s` reads it; nothing was imported":        "%[1]s: ez egy forduló pontozási bemenete (%[2]s), nem előzmény; a `%[3]s score %[4]s --round N --input %[5]s` olvassa; semmit sem olvastam be",
		"%s: %v; nothing was imported":                                                                                            "%s: %v; semmit sem olvastam be",
		"  %d deleted here as there, %d skipped (deleted here);\n":                                                                "  %d itt is törölve, mint ott; %d kihagyva (itt törölt);\n",
		"  %d players added.\n":                           "  %d új játékos.\n",
		"%s does not exist; nothing was imported":         "%s nem létezik; semmit sem olvastam be",
		"%s cannot be read: %w":                           "%s nem olvasható: %v",
		"Left out, games talon does not keep: %s.\n":      "Kihagyva, a talon nem tartja nyilván ezeket a játékokat: %s.\n",
		"Left out: %s.\n":                                 "Kihagyva: %s.\n",
		`--map %q: write it as "other name=name to keep"`: `--map %q: így írd: "másik név=megtartott név"`,

		// check and backup
		"the history file is damaged; see the report above":                             "az előzményfájl sérült; lásd a fenti jelentést",
		"Check the history file for damage (SQLite integrity_check) and say what to do": "Az előzményfájl ellenőrzése sérülésre (SQLite integrity_check), és mit tegyél",
		"%s: no damage found (integrity_check ok); %s, %s.\n":                           "%s: nincs sérülés (integrity_check ok); %s, %s.\n",
		"%d events": "%d esemény",
		"%s is damaged. SQLite's integrity check found %d problems:\n": "%s sérült. Az SQLite ellenőrzése %d hibát talált:\n",
		"  … and %d more\n": "  … és még %d\n",
		damagedAdvice: "Mit tegyél:\n" +
			"  1. Ne használd tovább ezt a fájlt: a talon nem ír bele, így több nem vész el.\n" +
			"  2. Állítsd vissza a legutóbbi mentést (a talon history backup FÁJL készít\n" +
			"     egyet): a sérült fájlt a -wal és -shm párjával együtt tedd félre, és a\n" +
			"     mentést másold a helyére.\n" +
			"  3. Mentés nélkül az sqlite3 eszköz gyakran megmenti az olvasható sorokat:\n" +
			"       sqlite3 SÉRÜLT.db \".recover\" | sqlite3 megmentett.db\n" +
			"     majd ellenőrizd a megmentett fájlt: talon --db megmentett.db history check.",
		"Copy the history to FILE, safely even while another terminal is playing": "Az előzmények másolása a FÁJL-ba, biztonságosan akkor is, ha egy másik terminálban játszanak",
		backupLong: "A backup a teljes előzményt a FÁJL-ba másolja (amely még nem létezhet) az SQLite\n" +
			"online mentési felületével: egyetlen következetes pillanatkép, amely nem állítja\n" +
			"meg a közben író másik terminált. A másolatot a helyére tétel előtt ellenőrzi.\n" +
			"Önálló, teljes előzményfájl: a talon --db FÁJL sessions olvassa.",
		"History copied to %s.\n": "Az előzmények átmásolva ide: %s.\n",

		// stats
		"What the group argues about: records, head to head, seats, ratings, scores, summary": "Amin a társaság vitatkozik: eredmények, egymás ellen, ülőhelyek, értékszámok, pontok, összegzés",
		statsLong: "A stats csak a befejezett partikat számolja; a megosztott győzelem minden\n" +
			"győztesnek győzelem.\n" +
			"\n" +
			"  players       játékosonként és játékonként: partik, győzelmek, győzelmi\n" +
			"                arány, átlag, medián, legjobb, legrosszabb, utolsó parti,\n" +
			"                jelenlegi és leghosszabb győzelmi sorozat; aki több játékkal\n" +
			"                is játszott, annak az összesített eredménye is (ez az\n" +
			"                alapnézet)\n" +
			"  head-to-head  páronként: közös partik, és ki hányszor végzett a másik előtt\n" +
			"  seats         győzelmi arány ülőhelyenként minden játékban (1 a kezdőjátékos),\n" +
			"                a mögötte álló partik számával\n" +
			"  ratings       Glicko-2 értékszám játékosonként és játékonként (Glickman\n" +
			"                közzétett rendszere; minden parti egy értékelési időszak,\n" +
			"                egy-egy játszma minden más játékos ellen; aki kimaradt egy\n" +
			"                időszakból, annak bizonytalanabb lesz az értéke), és a legutóbbi\n" +
			"                változások\n" +
			"  scores        a végső pontok eloszlása játékonként (a --svg FÁJL diagramot\n" +
			"                rajzol)\n" +
			"  summary       partik havonta, a legtöbbet játszott játék, a partik H-indexe\n" +
			"  all           mind a hat nézet, egymás után\n" +
			"\n" +
			"A --player azt választja ki, kinek a számait mutatja: az értékszámok minden\n" +
			"partit számolnak, az ülőhelyek, a pontok és a hónapok a játékos sajátjai.\n" +
			"\n" +
			"A players és a ratings nézet terminálon annyit mutat, amennyi kifér (a\n" +
			"players egész játékosokat), és az alján megmondja, hogyan látszik a többi; a\n" +
			"--limit, az --offset és a --page lapozza őket.",
		statsSVGUsage:                            "a pontok eloszlásának diagramját (a scores nézetét, bármelyik nézetnél) SVG-ként is kiírja ebbe a fájlba",
		"unknown stats view %q (known: %s, all)": "ismeretlen stats nézet: %q (ismertek: %s, all)",
		"Score chart written to %s.\n":           "A pontdiagram kiírva ide: %s.\n",
		"Player":                                 "Játékos",
		"Plays":                                  "Parti",
		"Wins":                                   "Nyert",
		"Win %%":                                 "Arány",
		"Streak":                                 "Széria",
		"Longest":                                "Rekord",
		"Last played":                            "Utoljára",
		"Their scores and last play":             "Pontjaik és utolsó partijuk",
		"Average":                                "Átlag",
		"Median":                                 "Medián",
		"Best":                                   "Max.", // as "High" and "Low": "Legrosszabb" widened the table past 80 columns
		"Worst":                                  "Min.",
		"(all)":                                  "(mind)",
		"%.1f":                                   "%.1f",
		"%.0f":                                   "%.0f",
		"%+.0f":                                  "%+.0f",
		"%.0f%%":                                 "%.0f%%",
		"Streak: wins in a row up to the last play; a shared win counts.": "Széria: egymást követő győzelmek az utolsó partiig (a megosztott is számít).",
		"Head to head": "Egymás ellen",
		"Games":        "Parti",
		"Ahead":        "Előrébb",
		"Tied":         "Egyenlő",
		"More than fits the screen: --game, --player or --since narrows it.": "Több, mint ami kifér: a --game, a --player vagy a --since szűkíti.",
		"Wins by seat (1 = first player)":                                    "Győzelmek helyenként (1: kezdő)",
		"Seat":                                                               "Hely",
		"Glicko-2 ratings":                                                   "Glicko-2 értékszámok",
		"Rating":                                                             "Érték",
		"± 2 RD":                                                             "± 2 RD",
		"Last change":                                                        "Utolsó változás",
		"What the latest plays changed":                                      "Amit a legutóbbi partik változtattak",
		"Played":                                                             "Játszva",
		"Before":                                                             "Előtte",
		"After":                                                              "Utána",
		"Change":                                                             "Változás",
		"Final scores":                                                       "Végső pontok",
		"Low":                                                                "Min.",
		"High":                                                               "Max.",
		"Spread (low → high)":                                                "Eloszlás (kis → nagy)",
		"%d plays; most played: %s (%d); H-index of plays: %d\n": "%d parti; legtöbbet játszott: %s (%d); a partik H-indexe: %d\n",
		"Plays per month (latest)":                               "Partik havonta (legutóbbiak)",
		"Month":                                                  "Hónap",
		"%s: %d scores, median %s":                               "%s: %d pontszám, medián: %s",
	})
	// English plural forms; Hungarian keeps the noun singular after a number.
	i18n.AddPlural(i18n.English, "%d events", 1, "one", "%d event", "other", "%d events")
	i18n.AddPlural(i18n.English, "%s is damaged. SQLite's integrity check found %d problems:\n", 2,
		"one", "%s is damaged. SQLite's integrity check found %d problem:\n", "other", "%s is damaged. SQLite's integrity check found %d problems:\n")
	i18n.AddPlural(i18n.English, "%d plays; most played: %s (%d); H-index of plays: %d\n", 1,
		"one", "%d play; most played: %s (%d); H-index of plays: %d\n", "other", "%d plays; most played: %s (%d); H-index of plays: %d\n")
	i18n.AddPlural(i18n.English, "  %d players added.\n", 1, "one", "  %d player added.\n", "other", "  %d players added.\n")
	i18n.AddPlural(i18n.English, "%s: %d scores, median %s", 2, "one", "%s: %d score, median %s", "other", "%s: %d scores, median %s")
}
