package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for merging: --keep (merge_keep.go, import.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"--keep %s: keep theirs or ours":                                           "--keep %s: theirs vagy ours maradhat",
		"the external ids must come before the sessions":                           "a külső azonosítóknak a játszmák előtt kell állniuk",
		"--keep session":                                                           "--keep játszma",
		"--keep %s: give a session UUID, or at least its first %d characters":      "--keep %s: adj meg egy játszma-UUID-t, vagy legalább az első %d karakterét",
		"--keep: no session in the file has a UUID starting %s":                    "--keep: a fájlban nincs %s kezdetű UUID-jú játszma",
		"--keep: %s sessions in the file have a UUID starting %s; give more of it": "--keep: a fájlban %s játszma UUID-ja kezdődik így: %s; adj meg belőle többet",
	})
}
