package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian texts of BG Stats and CSV import/export (bgstats.go, the BG Stats and CSV
// parts of cmd_history_import.go and cmd_history_export.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"  %d of the plays already here dated by their playDate now (an older talon dated them by their end);\n":     "  ebből %d parti dátuma most már a playDate (egy régebbi talon a parti végével keltezte);\n",
		"  plays: %d added, %d already here, %d skipped (deleted here);\n":                                           "  partik: %d új, %d már megvolt, %d kihagyva (itt törölt);\n",
		"  %s (BGG %s): in talon, that name is BGG %s\n":                                                             "  %s (BGG %s): a talonban ez a név: BGG %s\n",
		"  (a game with a BGG id is matched by the id, not by its name)":                                             "  (a BGG-azonosítóval bíró játékot az azonosító párosítja, nem a név)",
		"Press Enter for the BG Stats link (one line: copy it whole)":                                                "Nyomj Entert a BG Stats-linkért (egy sor: egészben másold)",
		"No link now: the play was not saved (--no-save); score it again for one.\n":                                 "Most nem; a parti nincs elmentve (--no-save), a linkhez pontozd újra.\n",
		"No link now; later, `%s history export --format bgstats` writes the play.\n":                                "Most nem; a partit később a `%s history export --format bgstats` írja ki.\n",
		"Notes cut to %d characters: %s.\n":                                                                          "A megjegyzés %d karakterre rövidítve: %s.\n",
		"with --format csv -o FILE: begin the file with a UTF-8 byte order mark, so that Excel reads accented names": "--format csv -o FÁJL mellett: a fájl UTF-8 bájtsorrend-jellel kezdődik, hogy az Excel jól olvassa az ékezetes neveket",
	})
}
