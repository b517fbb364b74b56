package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the history store's own messages (everything but club*.go, whose
// texts are in messages_hu_club.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// Sentinels (errors.go, import_read.go, backup.go).
		"not found":                             "nem található",
		"no active session":                     "nincs folyamatban lévő játék",
		"session is not active":                 "a játék nincs folyamatban",
		"nothing to undo":                       "nincs mit visszavonni",
		"not a talon database":                  "ez nem talon-adatbázis",
		"database was written by a newer talon": "az adatbázist egy újabb talon írta",
		errNoHistoryText:                        "a history fájl nem létezik (a talon new vagy a talon score hozza létre; más nem)",
		"not a regular file":                    "nem közönséges fájl",
		"the history file is damaged":           "a history fájl sérült",
		"the -wal file beside the history does not belong to it": "a history melletti -wal fájl nem hozzá tartozik",
		"the result's players are not the session's":             "az eredmény játékosai nem a játék játékosai",
		"the history file was written by a newer talon":          "a history fájlt egy újabb talon írta",
		"member too large": "túl nagy elem",
		"already exists; talon does not overwrite it with a backup": "már létezik; a talon nem írja felül mentéssel",

		// Files and paths (path.go, locate.go, open.go, wal.go, schema.go, backup.go).
		"%s: %w":                        "%s: %v",
		"create %s: %w":                 "nem hozható létre: %s: %v",
		"create database directory: %w": "nem hozható létre az adatbázis mappája: %v",
		"sync %s: %w":                   "nem írható lemezre: %s: %v",
		"%s: set WAL: %w":               "%s: WAL beállítása: %v",
		"backup: %w":                    "mentés: %v",
		"backup to %s: %w":              "mentés ide: %s: %v",
		"the copy fails its check: %v":  "a másolat nem megy át az ellenőrzésen: %v",
		"%s (and %d more problems)":     "%s (és még %d hiba)",
		"%v: %s: %v; talon has not written to it (`talon history check` says more, the README how to restore a backup)": "%v: %s: %v; a talon nem írt bele (többet a `talon history check` mond, a mentés visszaállítását a README írja le)",
		// why a -wal file is not the history's (wal.go)
		"the database beside it is empty":                                                 "a mellette lévő adatbázis üres",
		"its pages are %d bytes, the database's %d":                                       "a lapjai %d bájtosak, az adatbázisé %d",
		"its copy of the first page is not an SQLite header":                              "az első lap másolata nem SQLite-fejléc",
		"its copy of the first page carries another application id":                       "az első lap másolatában más alkalmazásazonosító áll",
		"it is older than the database: written before the database's last schema change": "régebbi az adatbázisnál: az adatbázis utolsó sémaváltozása előtt íródott",
		// a session whose log no longer replays (service.go)
		"%v; it and the %d events after it are not shown (`talon undo` takes back the last event)": "%v; ez és az utána következő %d esemény nem látszik (a `talon undo` visszavonja az utolsó eseményt)",
		"cannot locate the talon database: set --db, TALON_DB, XDG_DATA_HOME or HOME":              "nem található a talon-adatbázis: add meg: --db, TALON_DB, XDG_DATA_HOME vagy HOME",
		"%s: %w (not an SQLite file)":                                                                           "%s: %v (nem SQLite-fájl)",
		"%s: %w (another application's SQLite database)":                                                        "%s: %v (egy másik alkalmazás SQLite-adatbázisa)",
		"%s: %w (it is not a regular file)":                                                                     "%s: %v (nem közönséges fájl)",
		"%s: %w (it is %s; the history is kept in an ordinary file)":                                            "%s: %v (ez: %s; a history közönséges fájlban van)",
		"%s: %w (a symbolic link to something that does not exist; talon does not create its target)":           "%s: %v (nem létező célra mutató szimbolikus link; a talon nem hozza létre a célját)",
		"%s: %w (%s); if you restored or moved the history, move this -wal and the -shm aside (see the README)": "%s: %v (%s); ha visszaállítottad vagy áthelyezted a history fájlt, tedd félre ezt a -wal és a -shm fájlt (lásd a README-t)",
		"%s: schema step %d (%s): %w":                                                                           "%s: %d. sémalépés (%s): %v",
		"%s: the schema steps left %d broken references; nothing was changed":                                   "%s: a sémalépések után %d hibás hivatkozás maradt; semmi sem változott",
		"%s: %w (schema version %d, this talon knows up to %d)":                                                 "%s: %v (a séma %d. verziójú, ez a talon legfeljebb a %d. verziót ismeri)",
		"%w (history format %d; this talon reads up to %d)":                                                     "%v (a history formátuma %d. verziójú; ez a talon legfeljebb a %d. verziót olvassa)",

		// Stored values (encode.go, group_query.go, import.go, bgstats_import.go).
		"stored time %q: %w":    "tárolt időpont (%q): %v",
		"stored streams %q: %w": "tárolt véletlenforrások (%q): %v",
		"stored result %q: %w":  "tárolt eredmény (%q): %v",
		"store player %s: %w":   "a játékos nem menthető: %s: %v",

		// Sessions (events.go, details.go).
		"append: the event has no action": "hozzáfűzés: az eseményhez nem tartozik lépés",
		"session %s: %w":                  "%s. játék: %v",
		"session %s is %s: %w":            "a(z) %s. játék állapota: %s: %v",
		"session %s has no seat %d":       "a(z) %s. játékban nincs %d. hely",
		"session %s is %s: only a finished game's score can be corrected":                      "a(z) %s. játszma állapota: %s; csak befejezett parti pontjai javíthatók",
		"session %s: the corrected result has %d players, the table %d: %w":                    "%s. játék: a javított eredményben %d játékos van, az asztalnál %d: %v",
		"session %s: %q in the corrected result is not a seated player (or appears twice): %w": "%s. játék: a javított eredményben szereplő %q nem ül az asztalnál (vagy kétszer szerepel): %v",
		// Imported sessions (import_session.go) and merged ones (merge_session.go).
		"%s %q is not an RFC 3339 time":                                    "%s: %q nem RFC 3339 időpont",
		"%s holds a control or hidden character":                           "%s: vezérlő- vagy rejtett karaktert tartalmaz",
		"%s is longer than %s characters":                                  "%s: hosszabb %s karakternél",
		"%s is not %s":                                                     "%s: nem %s",
		"an object":                                                        "objektum",
		"a list":                                                           "lista",
		"%s is not valid UTF-8":                                            "%s: nem érvényes UTF-8",
		"game %q is not a game id":                                         "%q nem játékazonosító",
		"status %q is none of active, finished, abandoned":                 "az állapot (%q) egyik sem ezek közül: active, finished, abandoned",
		"seat %s names player %s, whom the file does not list":             "a(z) %s. hely játékosa %s, de a fájl nem sorolja fel",
		"the seats are not numbered 0, 1, 2… in order":                     "a helyek sorszáma nem 0, 1, 2… sorrendben",
		"seat %s's colour is too long":                                     "a(z) %s. hely színe túl hosszú",
		"nobody is seated":                                                 "senki sem ül az asztalnál",
		"a result names seat %s and player %s, who is not seated there":    "egy eredményben a(z) %s. hely és %s játékos szerepel, de nem ő ül ott",
		"seat %s has rank %s":                                              "a(z) %s. hely helyezése: %s",
		"it is finished but lacks its end time or a result for every seat": "befejezett, de hiányzik a vége időpontja, vagy nincs eredménye minden helynek",
		"it is %s but has results":                                         "állapota %s, mégis vannak eredményei",
		"round %s is not a round number":                                   "%s: nem fordulószám",
		"round %s is listed twice":                                         "a(z) %s. forduló kétszer szerepel",
		"event %s comes after event %s":                                    "a(z) %s. esemény a(z) %s. után jön",
		"event %s has no action":                                           "a(z) %s. eseményhez nem tartozik lépés",
		"event %s's streams are not a list of names":                       "a(z) %s. esemény véletlenforrásai nem nevek listája",
		"duration %s s is out of range":                                    "az időtartam (%s mp) kívül esik a megengedett tartományon",
		"store session %s: %w":                                             "a játék nem menthető: %s: %v",
		"session %s seat %s: %w":                                           "játék: %s, %s. hely: %v",
		"the two sides set this session up differently (players, options or seed)": "a két oldal eltérően állította be ezt a játékot (játékosok, beállítások vagy seed)",
		"both sides ended this session, differently (%s and %s)":                   "mindkét oldal lezárta ezt a játékot, de eltérően (%s és %s)",
		"the two logs went different ways at event %s":                             "a két napló a(z) %s. eseménynél elágazik",
		"a correction's results: %w":                                               "egy javítás eredményei: %v",
		"a correction names seat %d, which has no result":                          "egy javítás a(z) %d. helyet nevezi meg, amelynek nincs eredménye",

		// Sessions and results (sessions.go, results.go, rounds.go, service.go).
		"store session: %w":                                   "a játék nem menthető: %v",
		"seat %s: %w":                                         "hely: %s: %v",
		"session has no game":                                 "a játékhoz nincs megadva játék",
		"session has no start time":                           "a játéknak nincs kezdési időpontja",
		"session setup is not valid JSON":                     "a játék beállítása nem érvényes JSON",
		"session %s config: %w":                               "%s. játék beállításai: %v",
		"session %s: the result has %d players, the table %d": "%s. játék: az eredményben %d játékos van, az asztalnál %d",
		"session %s: %q in the result is not a seated player (or appears twice)": "%s. játék: az eredményben szereplő %q nem ül az asztalnál (vagy kétszer szerepel)",
		"session %s: %s has rank %s":                                 "%s. játék: %s helyezése: %s",
		"store result of %s: %w":                                     "az eredmény nem menthető: %s: %v",
		"session %s breakdown of %s: %w":                             "%s. játék, %s részletezése: %v",
		"result of session %s: %w":                                   "%s. játék eredménye: %v",
		"stored list":                                                "tárolt lista",
		"session %s: round %s is not a round number":                 "%s. játék: %s: nem fordulószám",
		"session %s: a stored round: %w":                             "%s. játék: egy tárolt forduló: %v",
		"session %s is a game of %q, which this talon does not know": "a(z) %s. játék játéka %q, ezt a talon nem ismeri",
		"session %s: %s has no companion in this talon":              "%s. játék: ebben a talonban nincs társprogram ehhez: %s",
		"session %s is a game of %q, which this talon cannot play":   "a(z) %s. játék játéka %q, ezt a talon nem tudja játszani",
		// Stored figures (played.go, stats_table.go).
		"stored result %q: cut short":             "tárolt eredmény (%q): csonka",
		"stored result: a name of %s bytes in %q": "tárolt eredmény: %s bájtos név ebben: %q",
		"kept statistics: %w":                     "tárolt statisztika: %v",
	})
	i18n.AddPlural(i18n.English, "%s (and %d more problems)", 2, "one", "%s (and %d more problem)", "other", "%s (and %d more problems)")
	i18n.AddPlural(i18n.English, "%v; it and the %d events after it are not shown (`talon undo` takes back the last event)", 2,
		"one", "%v; it and the %d event after it are not shown (`talon undo` takes back the last event)",
		"other", "%v; it and the %d events after it are not shown (`talon undo` takes back the last event)")
	i18n.AddPlural(i18n.English, "%s: the schema steps left %d broken references; nothing was changed", 2,
		"one", "%s: the schema steps left %d broken reference; nothing was changed",
		"other", "%s: the schema steps left %d broken references; nothing was changed")
}
