package history

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the history file's storage errors (errors_store.go).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"the history is locked: another talon (or another program) is writing it; talon waited %s seconds: try again when it is done":                       "az előzmények zárolva vannak: egy másik talon (vagy más program) éppen írja őket; a talon %s másodpercig várt: próbáld újra, ha végzett",
		"you may not write the history file or its folder (talon writes beside the file even to read it: its -wal and -shm files); check their permissions": "nincs jogod írni az előzményfájlt vagy a mappáját (a talon olvasáskor is ír a fájl mellé: a -wal és -shm fájlokat); nézd meg a jogosultságokat",
		"SQLite cannot open the file: check that its folder exists and that you may read and write both":                                                    "az SQLite nem tudja megnyitni a fájlt: nézd meg, hogy létezik-e a mappája, és van-e jogod olvasni és írni mindkettőt",
	})
}
