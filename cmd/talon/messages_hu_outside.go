package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for files the table names (named_file.go), the history check's findings
// (cmd_history_file.go) and cobra's messages read back (cobra_errors.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%s cannot be written: its folder does not exist": "%s nem írható: nincs meg a mappája",
		"%s does not exist":                                         "%s nem létezik",
		"%s cannot be written: %s":                                  "%s nem írható: %s",
		"talon's output could not be written: %s":                   "a talon kimenete nem írható: %s",
		"%s cannot be read: %s":                                     "%s nem olvasható: %s",
		"--input: %w; nothing was scored":                           "--input: %v; semmit sem pontoztam",
		"%w; nothing was imported":                                  "%v; semmit sem olvastam be",
		"SQLite: %q":                                                "SQLite: %q",
		"no help topic %q: talon help commands lists every command": "nincs ilyen súgótéma: %q; minden parancsot a talon help commands sorol fel",
		"--%s: %v":                                            "--%s: %v",
		"takes %s argument(s), got %s":                        "%s argumentumot vár, %s érkezett",
		"takes at most %s argument(s), got %s":                "legfeljebb %s argumentumot vár, %s érkezett",
		"takes at least %s argument(s), got %s":               "legalább %s argumentumot vár, %s érkezett",
		"takes %s to %s arguments, got %s":                    "%s–%s argumentumot vár, %s érkezett",
		"%q is not one of the choices of %s (see its --help)": "%q nem választható itt: %s (lásd a --help kapcsolóját)",
		"these flags are needed: %s":                          "ezek a kapcsolók kellenek: %s",
		// talon help commands: one line each (root_help.go).
		"Play a session: talon asks, offering only the legal actions":     "Játszma kérdezz-felelek módban: csak szabályos lépést kínál",
		"A session's state, rebuilt from its events, and what is next":    "Egy játszma állása az eseményeiből újraépítve, és hogy mi jön",
		"Record one table action (for scripts; talon play asks instead)":  "Egy asztali lépés rögzítése (szkriptekhez; a play kérdez helyette)",
		"Take back a session's last action (kept in the log, undone)":     "Az utolsó lépés visszavonása (a naplóban visszavontként megmarad)",
		"Abandon a session (kept in the history, not offered by play)":    "Játszma feladása (megmarad az előzményekben, a play nem kínálja)",
		"Finished games, newest first, a page at a time":                  "Befejezett partik, a legújabb elöl, oldalanként",
		"Records, head to head, seats, ratings, scores":                   "Eredmények, egymás ellen, ülőhelyek, értékszámok, pontok",
		"Share the history with a club's PostgreSQL server":               "Közös előzmények a klub PostgreSQL-szerverén: init, status, sync",
		"Shuffle the items given (or 1..N with --count), print the order": "Keverés: a megadott elemek vagy --count N esetén 1..N sorrendje",
		"Catan tools outside a session's turns: boards, dice statistics":  "Catan-eszközök a körökön kívül: játékfelületek, kockastatisztika",
		"Genoa tools: capture and draw the board; the names talon knows":  "Genoa-eszközök: a tábla felvétele és rajza; az ismert nevek",
		"Marco Polo tools: a session's map, cheapest routes, goal cards":  "Marco Polo-eszközök: térkép, legolcsóbb utak, célkártyák",
		"Neptun tools: the data file the table fills from its box":        "Neptun-eszközök: az adatfájl, amit az asztal a dobozából tölt ki",
		reindexAdvice: `Csak indexek nincsenek összhangban: a partik maguk valószínűleg épek. A fájl
másolatán az sqlite3 MÁSOLAT.db "REINDEX" újraépíti őket; a másolatot a helyére
tétel előtt ellenőrizd: talon --db MÁSOLAT.db history check.`,
	})
}
