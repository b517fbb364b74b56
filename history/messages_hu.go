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
		"the copy fails its check: %s":  "a másolat nem megy át az ellenőrzésen: %s",
		"cannot locate the talon database: set --db, TALON_DB, XDG_DATA_HOME or HOME": "nem található a talon-adatbázis: add meg: --db, TALON_DB, XDG_DATA_HOME vagy HOME",
		"%s: %w (not an SQLite file)":                                                                           "%s: %v (nem SQLite-fájl)",
		"%s: %w (another application's SQLite database)":                                                        "%s: %v (egy másik alkalmazás SQLite-adatbázisa)",
		"%s: %w (it is not a regular file)":                                                                     "%s: %v (nem közönséges fájl)",
		"%s: %w (it is %s; the history is kept in an ordinary file)":                                            "%s: %v (ez: %s; a history közönséges fájlban van)",
		"%s: %w (a symbolic link to something that does not exist; talon does not create its target)":           "%s: %v (nem létező célra mutató szimbolikus link; a talon nem hozza létre a célját)",
		"%s: %w (%s); if you restored or moved the history, move this -wal and the -shm aside (see the README)": "%s: %v (%s); ha visszaállítottad vagy áthelyezted a history fájlt, tedd félre ezt a -wal és a -shm fájlt (lásd a README-t)",
		"%s: schema step %d (%s): %w":                                                                           "%s: %d. sémalépés (%s): %v",
		"%s: the schema steps left %d broken references; nothing was changed":                                   "%s: a sémalépések után %d hibás hivatkozás maradt; semmi sem változott",
		"%s: %w (schema version %d, this talon knows up to %d)":                                                 "%s: %v (a séma %d. verziójú, ez a talon legfeljebb a %d. verziót ismeri)",
		"%w (history format %d; this talon reads up to %d): nothing was imported":                               "%v (a history formátuma %d. verziójú; ez a talon legfeljebb a %d. verziót olvassa): semmi sem lett importálva",

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
		"session %s is %s: only a finished game's score can be corrected":                      "a(z) %s. játék állapota: %s; csak befejezett játék pontszáma javítható",
		"session %s: the corrected result has %d players, the table %d: %w":                    "%s. játék: a javított eredményben %d játékos van, az asztalnál %d: %v",
		"session %s: %q in the corrected result is not a seated player (or appears twice): %w": "%s. játék: a javított eredményben szereplő %q nem ül az asztalnál (vagy kétszer szerepel): %v",
	})
}
