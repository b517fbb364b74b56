package history

import (
	"errors"
	"testing"

	"github.com/mattn/go-sqlite3"

	"github.com/talon-games/talon/companion/i18n"
)

// SQLite's errors a table can act on read as one line naming the file in the table's
// language, and still unwrap to SQLite's code; others pass unchanged.
func TestStoreErrorsNameTheFileInTheLanguage(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, tc := range []struct {
		code   sqlite3.ErrNo
		en, hu string
	}{
		{sqlite3.ErrBusy, "/h/t.db: the history is locked: another talon (or another program) is writing it; talon waited 5 seconds: try again when it is done",
			"/h/t.db: az előzmények zárolva vannak: egy másik talon (vagy más program) éppen írja őket; a talon 5 másodpercig várt: próbáld újra, ha végzett"},
		{sqlite3.ErrLocked, "/h/t.db: the history is locked: another talon (or another program) is writing it; talon waited 5 seconds: try again when it is done",
			"/h/t.db: az előzmények zárolva vannak: egy másik talon (vagy más program) éppen írja őket; a talon 5 másodpercig várt: próbáld újra, ha végzett"},
		{sqlite3.ErrReadonly, "/h/t.db: you may not write the history file or its folder (talon writes beside the file even to read it: its -wal and -shm files); check their permissions",
			"/h/t.db: nincs jogod írni az előzményfájlt vagy a mappáját (a talon olvasáskor is ír a fájl mellé: a -wal és -shm fájlokat); nézd meg a jogosultságokat"},
		{sqlite3.ErrCantOpen, "/h/t.db: SQLite cannot open the file: check that its folder exists and that you may read and write both",
			"/h/t.db: az SQLite nem tudja megnyitni a fájlt: nézd meg, hogy létezik-e a mappája, és van-e jogod olvasni és írni mindkettőt"},
		{sqlite3.ErrFull, "/h/t.db: the disk is full", "/h/t.db: megtelt a lemez"},
		{sqlite3.ErrIoErr, "/h/t.db: input/output error (the disk or its connection may be failing)",
			"/h/t.db: be- és kiviteli hiba (lehet, hogy a lemez vagy a csatlakozása hibás)"},
	} {
		raw := sqlite3.Error{Code: tc.code}
		err := explainAt("/h/t.db", i18n.Errorf("set WAL: %w", raw))
		if err.Error() != tc.en || hu.Error(err) != tc.hu {
			t.Errorf("%v:\n got %q\n     %q\nwant %q\n     %q", tc.code, err.Error(), hu.Error(err), tc.en, tc.hu)
		}
		var se sqlite3.Error
		if !errors.As(err, &se) || se.Code != tc.code {
			t.Errorf("%v: does not unwrap to SQLite's error", tc.code)
		}
		if again := explainAt("/other.db", err); again != err {
			t.Errorf("%v: explained twice: %v", tc.code, again)
		}
	}
	other := sqlite3.Error{Code: sqlite3.ErrConstraint}
	if err := explainAt("/h/t.db", other); err != error(other) {
		t.Errorf("a constraint error was changed: %v", err)
	}
}
