package history

import (
	"errors"
	"strconv"

	"github.com/mattn/go-sqlite3"

	"github.com/talon-games/talon/companion/i18n"
)

// Sentinel errors. Callers test them with errors.Is; the store wraps them with the
// session id or the file path so the message alone is a useful one-liner.
var (
	ErrNotFound        = i18n.Errorf("not found")
	ErrNoActiveSession = i18n.Errorf("no active session")
	ErrNotActive       = i18n.Errorf("session is not active")
	ErrNothingToUndo   = i18n.Errorf("nothing to undo")
	ErrNotTalon        = i18n.Errorf("not a talon database")
	ErrNewerSchema     = i18n.Errorf("database was written by a newer talon")
	ErrNoHistory       = i18n.Errorf(errNoHistoryText)
	ErrNotRegular      = i18n.Errorf("not a regular file")
	ErrDamaged         = i18n.Errorf("the history file is damaged")
	ErrStrayWAL        = i18n.Errorf("the -wal file beside the history does not belong to it")
	ErrNotSeated       = i18n.Errorf("the result's players are not the session's")
)

// damagedError is a file SQLite or the integrity check found damaged. Nothing was
// written: a write transaction that meets damage rolls back, and a file that fails the
// check before the first write is never written.
type damagedError struct {
	path   string
	detail i18n.Message // what is damaged, with SQLite's words (summarise)
}

func (e *damagedError) message() i18n.Message {
	return i18n.M("%v: %s: %v; talon has not written to it (`talon history check` says more, the README how to restore a backup)",
		ErrDamaged, e.path, e.detail)
}

func (e *damagedError) Error() string { return e.message().String() }

// Local is the error in the table's language.
func (e *damagedError) Local(p *i18n.Printer) string { return e.message().Local(p) }

func (e *damagedError) Unwrap() error { return ErrDamaged }

// explain turns SQLite's corruption codes into the one clear damaged error, and the
// codes a table can act on (locked, read-only, disk full: errors_store.go) into one line
// naming the file; any other error passes unchanged.
func (s *Store) explain(err error) error {
	return explainAt(s.path, err)
}

func explainAt(path string, err error) error {
	var se sqlite3.Error
	if errors.As(err, &se) && (se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB) {
		return &damagedError{path: path, detail: summarise([]string{se.Error()})}
	}
	if known, ok := asStoreError(path, err); ok {
		return known
	}
	return err
}

// digits is a number as the table types it back (a session id, a seat, a round or
// an event number): digits only, never grouped by the language's number format.
func digits[N ~int | ~int64](n N) string { return strconv.FormatInt(int64(n), 10) }

// errNoHistoryText is ErrNoHistory's text, a catalog key.
const errNoHistoryText = "the history file does not exist (talon new, talon score, talon history import or talon club sync creates it; nothing else does)"
