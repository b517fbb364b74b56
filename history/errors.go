package history

import (
	"errors"
	"fmt"

	"github.com/mattn/go-sqlite3"
)

// Sentinel errors. Callers test them with errors.Is; the store wraps them with the
// session id or the file path so the message alone is a useful one-liner.
var (
	ErrNotFound        = errors.New("not found")
	ErrNoActiveSession = errors.New("no active session")
	ErrNotActive       = errors.New("session is not active")
	ErrNothingToUndo   = errors.New("nothing to undo")
	ErrNotTalon        = errors.New("not a talon database")
	ErrNewerSchema     = errors.New("database was written by a newer talon")
	ErrNoHistory       = errors.New("the history file does not exist (talon new or talon score creates it; nothing else does)")
	ErrNotRegular      = errors.New("not a regular file")
	ErrDamaged         = errors.New("the history file is damaged")
	ErrStrayWAL        = errors.New("the -wal file beside the history does not belong to it")
	ErrNotSeated       = errors.New("the result's players are not the session's")
)

// damagedError is a file SQLite or the integrity check found damaged. Nothing was
// written: a write transaction that meets damage rolls back, and a file that fails the
// check before the first write is never written.
type damagedError struct {
	path, detail string
}

func (e *damagedError) Error() string {
	return fmt.Sprintf("%s: %s: %s; talon has not written to it (`talon history check` says more, the README how to restore a backup)",
		ErrDamaged, e.path, e.detail)
}

func (e *damagedError) Unwrap() error { return ErrDamaged }

// explain turns SQLite's corruption codes into the one clear damaged error; any other
// error passes unchanged.
func (s *Store) explain(err error) error {
	return explainAt(s.path, err)
}

func explainAt(path string, err error) error {
	var se sqlite3.Error
	if errors.As(err, &se) && (se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB) {
		return &damagedError{path: path, detail: se.Error()}
	}
	return err
}
