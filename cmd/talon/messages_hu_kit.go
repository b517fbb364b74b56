package main

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for `talon do`, `talon play`, its questions, and naming a session.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// talon do
		"Record one table action in the active session (for scripts; `talon play` asks instead)": "Egy asztali lépés rögzítése az aktív játszmában (szkriptekhez; a `talon play` kérdez helyette)",
		doExamples: `  talon do roll                 # a talon dob
  talon do roll --dice 3,5      # az asztalnál valódi kockával dobtak
  talon do role builder
  talon do trade bank 4 ore for=1 grain
  talon do build "Anna Maria" sugar_mill   # a szóközös nevet tedd idézőjelbe
  talon status                  # kiírja, milyen lépések szabályosak most`,
		"values of real dice the table rolled, e.g. 3,5":                 "az asztalnál dobott valódi kockák értéke, pl. 3,5",
		"do needs an action; `talon status` lists the actions legal now": "a do-nak lépés kell; a `talon status` kiírja, milyen lépések szabályosak most",
		"accepted, not checked: %s":                                      "elfogadva, nem ellenőrizve: %s",
		"warning: %s":                                                    "figyelem: %s",
		"Next: ":                                                         "Következik: ",
		// talon play
		"Play a session interactively: talon offers only the actions legal right now": "Játszma kérdezz-felelek módban: a talon csak az épp szabályos lépéseket kínálja",
		playLong: `A play folytatja a legutóbbi aktív (vagy a megadott) játszmát, és körről körre
megkérdezi, mi történt az asztalnál. Minden kérdés egy lista, amely gépelés közben
szűkül; az Esc visszalép a lépések menüjébe, a Ctrl-U töröl, a Ctrl-C szünetet tart
(a play folytatja). Minden választásnak van nem interaktív párja: a rögzített
"talon do" sort minden lépés után kiírja.`,
		"play needs a terminal to ask questions; use `talon do ACTION` in scripts": "a play csak terminálban tud kérdezni; szkriptben a `talon do LÉPÉS` kell",
		"Session %s · %s · %s\n":                                    "%s. játszma · %s · %s\n",
		"Paused. Everything so far is saved; `talon play` resumes.": "Szünet. Minden eddigi lépés mentve; a `talon play` folytatja.",
		// the status words (active, finished, abandoned) are in messages_hu_sessions.go
		"Session %s is %s.\n":                                  "A(z) %s. játszma állapota: %s.\n",
		"undo — take back the last action":                     "undo — az utolsó lépés visszavonása",
		"status — show the table (as much as fits)":            "status — az asztal állása (amennyi elfér)",
		"quit — the session is saved; `talon play` resumes it": "quit — a játszma mentve; a `talon play` folytatja",
		"What happens now?":                                    "Mi történik most?",
		"Saved. `talon play` resumes this session.":            "Mentve. A `talon play` folytatja ezt a játszmát.",
		"Back to the menu; nothing recorded.":                  "Vissza a menübe; semmi sem lett rögzítve.",
		"Undid #%s %s\n":                                       "Visszavonva: #%s %s\n",
		"(none)":                                               "(semmi)",
		" — Enter to skip":                                     " — Enter: kihagyás",
		" — Enter: %s":                                         " — Enter: %s",
		"(done)":                                               "(kész)",
		"%s — pick %d of up to %d":                             "%s — %d. választás (legfeljebb %d)",
		"interrupted":                                          "megszakítva",
		"back":                                                 "vissza",
		"prompt: %w":                                           "kérdés: %v",
		"%q is not in the list; Ctrl-U clears, Esc goes back":                  "%q nincs a listában; Ctrl-U: törlés, Esc: vissza",
		"did you mean %s? %q is not in the list; Ctrl-U clears, Esc goes back": "erre gondoltál: %s? %q nincs a listában; Ctrl-U: törlés, Esc: vissza",
		"Type to filter (Enter: choose, Esc: back, Ctrl-C: pause): ":           "Szűrés (Enter: választ, Esc: vissza, Ctrl-C: szünet): ",
		"%s? [y/N] ": "%s? [i/N] ",
		// Naming a session, and a game
		"%q is not a session number (see `talon sessions`)":                            "%q nem játszmaszám (lásd `talon sessions`)",
		"no active session: start one with `talon new GAME --players \"Ann,Ben,Cid\"`": "nincs aktív játszma: indíts egyet: `talon new JÁTÉK --players \"Ann,Ben,Cid\"`",
		"there is no session %s (see `%s sessions`)":                                   "nincs %s. játszma (lásd `%s sessions`)",
		"session %s is not active (it was finished or abandoned)":                      "a(z) %s. játszma nem aktív (befejeződött vagy félbemaradt)",
		"session %s and --session %s: name one session":                                "%s. játszma és --session %s: egy játszmát nevezz meg",
		"unknown game %q (known: %s)":                                                  "ismeretlen játék: %q (ismertek: %s)",
		"%s has no final scoring":                                                      "%s: nincs hozzá végső pontozás",
	})
}
