package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the reasons an import file is refused (BadFileError: import_read.go,
// import.go, import_session.go; BG Stats files: messages_hu_bgstats.go). The file's
// own member names ("players", "format") and values stay as the file has them.
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		// What is being read, named in the reasons below.
		"the file":                      "a fájl",
		"the document":                  "a dokumentum",
		"the file's player %s":          "a fájl %s játékosa",
		"the file's session %s":         "a fájl %s játszmája",
		"the file's deleted session %s": "a fájl %s törölt játszmája",
		"player":                        "játékos",
		"player alias":                  "játékos másik azonosítója",
		"deleted session":               "törölt játszma",
		"external id's talon UUID":      "külső azonosító talon-UUID-ja",
		"session":                       "játszma",
		"correction":                    "javítás",
		"play":                          "parti",
		"event %s's action":             "a(z) %s. esemény lépése",

		// The document's shape (import_read.go).
		"the document has %q twice":                                  "a dokumentumban kétszer szerepel: %q",
		`not a talon history file (it must begin with "format": %q)`: `nem talon-előzményfájl (így kell kezdődnie: "format": %q)`,
		`this is a BG Stats file (its %q is a list), not a talon history file: import it with --format bgstats`: `ez egy BG Stats fájl (a(z) %q benne lista), nem talon-előzményfájl: a --format bgstats kapcsolóval olvasd be`,
		"not a talon history file (format %q)":                          "nem talon-előzményfájl (formátum: %q)",
		`"version" must come before the players and sessions`:           `a "version" a játékosok és a játszmák előtt kell álljon`,
		"history format version %d does not exist":                      "nincs %d. verziójú előzményformátum",
		"the players must come before the sessions":                     "a játékosoknak a játszmák előtt kell állniuk",
		"the document has an unknown member %q":                         "a dokumentumban ismeretlen elem van: %q",
		"the document has no players or no sessions (is it cut short?)": "a dokumentumban nincsenek játékosok vagy játszmák (csonka?)",
		"there is more after the document's end":                        "a dokumentum vége után még van valami",
		"%s: expected a name, found %v":                                 "%s: név helyett ez áll: %v",
		"%s: expected %q, found %v":                                     "%s: %q helyett ez áll: %v",
		"%s is too large (over %d bytes) near byte %d":                  "%s: túl nagy (több mint %d bájt), a(z) %d. bájt körül",
		"the file holds only blank space from byte %d on, more than the %d bytes talon reads looking for the next value": "a fájlban a(z) %d. bájttól csak üres hely (szóköz, sorvége) áll, több, mint amennyit (%d bájt) a talon a következő értéket keresve elolvas",
		"the file has nothing but blank space in its first %d bytes":                                                     "a fájl első %d bájtja csupa üres hely (szóköz, sorvége)",
		"the file is empty": "a fájl üres",
		"the file ends in the middle of %s (is it cut short?)": "a fájl ennek a közepén ér véget: %s (csonka?)",
		"the file ends early (is it cut short?)":               "a fájl idő előtt véget ér (csonka?)",
		"the member %q":                                        "%q nevű tag",
		"%s has an unknown field %s":                           "%s: ismeretlen mező: %s",
		"%s id %s is empty or too long":                        "%s: az azonosító (%s) üres vagy túl hosszú",
		"%s id %s is not a UUID":                               "%s: az azonosító (%s) nem UUID",
		"an external id is incomplete or too long: %+v":        "egy külső azonosító hiányos vagy túl hosszú: %+v",
		"deleted session %s: %q is not a time":                 "%s törölt játszma: %q nem időpont",
		"session %s is listed twice":                           "a(z) %s játszma kétszer szerepel",
		"player %s is listed twice":                            "a(z) %s játékos kétszer szerepel",
		"player %s: %w":                                        "%s játékos: %v",
		"player UUID %s names two different players here":      "a(z) %s játékos-UUID itt két különböző játékost jelöl",

		// Players matched by name and --map (import.go).
		"--map: there is no player %s here (nor %s)":                                           "--map: itt nincs %s nevű játékos (%s sem)",
		"player %s in the file could be any of %s here; say which with --map %q":               "a fájl %s játékosa itt bárki lehet ezek közül: %s; mondd meg, ki, így: --map %q",
		"--map: the file has two different players named %s; talon does not merge two players": "--map: a fájlban két különböző játékos neve %s; a talon nem von össze két játékost",
		"--map: %s is another player here":                                                     "--map: %s itt egy másik játékos",

		// A log that does not replay (import_replay.go).
		"the file's session %s (%s): %v":                              "a fájl %s játszmája (%s): %v",
		"the file's session %s (%s): event %s %q does not replay: %v": "a fájl %s játszmája (%s): a(z) %s. esemény (%q) nem játszható le újra: %v",
		"the file's session %s (%s): its setup does not load: %v":     "a fájl %s játszmája (%s): a kezdőállása nem tölthető be: %v",
		"config is not a talon session's config":                      "a config nem egy talon-játszma beállítása",
	})
}
