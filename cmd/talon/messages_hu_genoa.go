package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of `talon genoa` (board capture, names) in the seed rulebook's words.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"Genoa tools: capture the board once (its layout is not public), draw it; the names talon knows": "Genoa-eszközök: a tábla egyszeri felvétele (elrendezése nem nyilvános), rajza; a talon által ismert nevek",
		"The captured board: template, import, capture, show, export":                                    "A felvett tábla: sablon, betöltés, felvétel, rajz, kiírás",
		genoaBoardLong: "A Genoa 8x8-as táblájának elrendezése nem nyilvános, ezért az asztal egyszer felveszi:\n" +
			"a sablonból (szerkeszd és töltsd be), vagy soronként a capture paranccsal. A talon az\n" +
			"adatbázis mellett tartja. Játszmát rajta így indíthatsz:\n\n" +
			"  talon new genoa --players … --data board=FÁJL\n\n" +
			"A játszma lemásolja a táblát: a fájl későbbi változása nem érinti.",
		"Print an editable 8x8 grid with the cells the rulebook fixes filled in":                                   "Szerkeszthető 8x8-as rácsot ír ki, a szabálykönyv által rögzített mezőkkel",
		"Validate a board file (text grid or JSON) and keep it as the captured board":                              "Ellenőriz egy táblafájlt (szöveges rács vagy JSON), és megtartja felvett táblaként",
		"  talon genoa board template > board.txt   # fill it in, then\n  talon genoa board import board.txt":      "  talon genoa board template > tabla.txt   # töltsd ki, aztán\n  talon genoa board import tabla.txt",
		"%s: the board has %d problem(s)":                                                                          "%s: a táblán %d hiba van",
		"… and %d more; fill in these and import again":                                                            "… és még %d; ezeket javítsd, aztán importáld újra",
		"%s: the board has %d problem(s), listed above by cell":                                                    "%s: a táblán %d hiba van, fent mezőnként felsorolva",
		"Board %q kept at %s.\nStart a game on it:\n  talon new genoa --players \"Ann,Ben,Cid\" --data board=%s\n": "A tábla (%q) helye: %s.\nJáték indítása rajta:\n  talon new genoa --players \"Ann,Ben,Cid\" --data board=%s\n",
		"no board captured yet (%s): use `talon genoa board capture` or `import`":                                  "még nincs felvett tábla (%s): használd a `talon genoa board capture` vagy `import` parancsot",
		"Draw the captured board, or a session's board with the tower's route, discs and owners":                   "Kirajzolja a felvett táblát, vagy egy játszma tábláját a torony útjával, korongokkal és tulajdonosokkal",
		"  talon genoa board show\n  talon genoa board show --session 4 --svg turn.svg":                            "  talon genoa board show\n  talon genoa board show --session 4 --svg kor.svg",
		"draw this board file instead of the kept one":                                                             "ezt a táblafájlt rajzolja a megtartott helyett",
		"draw this session's board (empty: the latest session)":                                                    "ennek a játszmának a tábláját rajzolja (üres: a legutóbbi)",
		"also write the drawing as an SVG picture to this file":                                                    "a rajzot SVG képként is kiírja ebbe a fájlba",
		"session %d is %s, not Genoa":                                                                              "a(z) %d. játszma: %s, nem Genoa",
		"session %d was started without a captured board (--data board=FILE)":                                      "a(z) %d. játszma felvett tábla nélkül indult (--data board=FÁJL)",
		"not verified against the printed board":                                                                   "nincs összevetve a nyomtatott táblával",
		"verified":                                                                                                 "ellenőrizve",
		"Board %s (%s)\n%s%s\n":                                                                                    "Tábla: %s (%s)\n%s%s\n",
		"SVG written to %s.\n":                                                                                     "SVG kiírva ide: %s.\n",
		"Write the captured board as a file (JSON, or --grid text) so one capture serves a club":                   "Fájlba írja a felvett táblát (JSON, vagy --grid szöveg), hogy egy felvétel egy egész klubot kiszolgáljon",
		"Board written to %s.\n":                                                                                   "Tábla kiírva ide: %s.\n",
		"write the editable text grid instead of JSON":                                                             "JSON helyett a szerkeszthető szöveges rácsot írja ki",
		"Enter the board cell by cell, row by row (red 1 to 8, blue 1 to 8 in each)":                               "A tábla felvétele mezőnként, soronként (piros 1–8, soron belül kék 1–8)",
		genoaCaptureLong: "Minden mezőt rövid választólistaként kérdez: írd be egy név elejét, és nyomj\n" +
			"Entert; az Enter magában a bal oldali épületet ismétli. Kb. két perc.\n" +
			"Az Esc egy mezőt visszalép; a Ctrl-C megtartja a beírtakat, és a következő\n" +
			"felvétel onnan folytatja.",
		"capture asks questions on a terminal; without one, fill in `talon genoa board template` and import it": "a felvétel terminálon kérdez; terminál nélkül töltsd ki a `talon genoa board template` sablont, és töltsd be",
		captureHelp: "Olvasd a táblát soronként a piros számok mentén, minden sort kék 1-től kék\n" +
			"8-ig. Minden mező egy rövid lista: írd be a neve elejét (magyarul, angolul vagy\n" +
			"németül: \"céh\" a Céhház, \"utca\" egy utcamező), és nyomj Entert. Az Enter\n" +
			"magában az első sort választja, ami a bal oldali mezővel egyezik: egy több mezős\n" +
			"épület mezőnként egy Enter. A piac és a kék 3, piros 2 utca ki van töltve. Az\n" +
			"Esc egy mezőt visszalép; a Ctrl-C megtartja a beírtakat a következő felvételhez.\n",
		"The board is not right yet:":                        "A tábla még nem jó:",
		"Row to enter again (red 1-8)":                       "Újra beírandó sor (piros 1–8)",
		"Row to enter again (red 1-8; the problems name %s)": "Újra beírandó sor (piros 1–8; a hibák sorai: %s)",
		"red %s · still to place: ":                          "piros %s · még elhelyezendő: ",
		"red %d · all 18 buildings are placed\n":             "piros %d · mind a 18 épület a helyén\n",
		"red %s, blue %s":                                    "piros %s, kék %s",
		"  note: ":                                           "  megjegyzés: ",
		"Go on with the capture stopped after red %s":        "Folytatod a piros %s után megszakított felvételt",
		"Stopped. The %d rows entered are kept: `talon genoa board capture` goes on.\n":         "Megállítva. A beírt %d sor megmaradt: a `talon genoa board capture` folytatja.\n",
		"The names talon accepts for buildings, goods, tiles and cards: template, import, show": "A talon által elfogadott épület-, árucikk-, lapka- és kártyanevek: sablon, betöltés, lista",
		genoaNamesLong: "A talon minden angol, német és magyar nevet elfogad, amelyet a szabálykivonat\n" +
			"megad; amit nem ad meg (a speciális lapkák és kártyafajták, a Palota és a villák\n" +
			"német neve; három raktár magyar neve), az UNKNOWN, és a talon sosem találgatja.\n" +
			"Töltsd ki a saját dobozod alapján: írd ki a sablont, cseréld az UNKNOWN szavakat,\n" +
			"töltsd be; a tábla felvétele és betöltése ezután elfogadja őket, a\n" +
			"talon new genoa --data names=FÁJL pedig a játszmába is átviszi.",
		"Print the names file (UNKNOWN where talon does not know a name) to edit":                                   "Kiírja a szerkeszthető névfájlt (UNKNOWN, ahol a talon nem ismer nevet)",
		"Check a names file and keep it for board capture and import":                                               "Ellenőriz egy névfájlt, és megtartja a tábla felvételéhez és betöltéséhez",
		"  talon genoa names template > names.txt   # replace UNKNOWN, then\n  talon genoa names import names.txt":  "  talon genoa names template > nevek.txt   # cseréld az UNKNOWN szavakat, aztán\n  talon genoa names import nevek.txt",
		"Names kept at %s.\nStart a game with them:\n  talon new genoa --players \"Ann,Ben,Cid\" --data names=%s\n": "A nevek helye: %s.\nJáték indítása velük:\n  talon new genoa --players \"Ann,Ben,Cid\" --data names=%s\n",
		"List every name talon accepts, and the ones it does not know":                                              "Felsorol minden nevet, amelyet a talon elfogad, és azokat, amelyeket nem ismer",
		"Genoa names":    "Genoa-nevek",
		"Kind":           "Fajta",
		"German name":    "német név",
		"Hungarian name": "magyar név",
		"Also":           "Más írásmód",
		"UNKNOWN to talon (not in the rules digest, never guessed; typing them fails):":                 "A talon számára ISMERETLEN (nincs a szabálykivonatban, sosem találgatja; beírva hibát ad):",
		"Add them from your box: talon genoa names template > names.txt, edit, import.":                 "Pótold a saját dobozodból: talon genoa names template > nevek.txt, szerkeszd, töltsd be.",
		"List the names talon accepts by kind, and the ones it does not know; a KIND in every language": "Fajtánként felsorolja az elfogadott és az ismeretlen neveket; egy FAJTÁT minden nyelven",
		genoaNamesShowExample: "  talon genoa names show           # minden fajta, az asztal nyelvén\n" +
			"  talon genoa names show épületek  # angol, német, magyar név, más írásmód",
		genoaNamesByKind:        "Genoa-nevek fajtánként (talon genoa names show FAJTA: egy fajta minden nyelven):",
		genoaNamesUnknownOfKind: "UNKNOWN: nincs a szabálykivonatban, a talon sosem találgatja. Pótold a saját dobozodból: talon genoa names template > nevek.txt, szerkeszd, töltsd be.",
		"Genoa names: %s\n":     "Genoa-nevek: %s\n",
	})
}
