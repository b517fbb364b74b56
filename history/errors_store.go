package history

import (
	"errors"
	"time"

	"github.com/mattn/go-sqlite3"

	"github.com/talon-games/talon/companion/i18n"
)

// storeError is an SQLite error the table can act on — the file held by another talon,
// read-only for this user, on a full or failing disk — said with the file's path in the
// table's language, instead of SQLite's English ("database is locked"). It unwraps to
// SQLite's error, so callers still test its code.
type storeError struct {
	path   string
	reason i18n.Message
	err    error
}

func (e *storeError) message() i18n.Message { return i18n.M("%s: %v", e.path, e.reason) }

func (e *storeError) Error() string { return e.message().String() }

// Local is the error in the table's language.
func (e *storeError) Local(p *i18n.Printer) string { return e.message().Local(p) }

func (e *storeError) Unwrap() error { return e.err }

// storeReason is what SQLite's error code se means for the table, and whether talon
// knows it.
func storeReason(se sqlite3.Error) (i18n.Message, bool) {
	switch se.Code {
	case sqlite3.ErrBusy, sqlite3.ErrLocked:
		return i18n.M("the history is locked: another talon (or another program) is writing it; talon waited %s seconds: try again when it is done",
			digits(int(busyTimeout/time.Second))), true
	case sqlite3.ErrReadonly:
		return i18n.M("you may not write the history file or its folder (talon writes beside the file even to read it: its -wal and -shm files); check their permissions"), true
	case sqlite3.ErrPerm:
		return i18n.M("permission denied"), true
	case sqlite3.ErrCantOpen:
		return i18n.M("SQLite cannot open the file: check that its folder exists and that you may read and write both"), true
	case sqlite3.ErrFull:
		return i18n.M("the disk is full"), true
	case sqlite3.ErrIoErr:
		return i18n.M("input/output error (the disk or its connection may be failing)"), true
	}
	return i18n.Message{}, false
}

// asStoreError explains err when it is an SQLite error of a kind storeReason knows;
// ok is false otherwise.
func asStoreError(path string, err error) (error, bool) {
	var already *storeError
	if errors.As(err, &already) {
		return already, true
	}
	var se sqlite3.Error
	if !errors.As(err, &se) {
		return nil, false
	}
	reason, ok := storeReason(se)
	if !ok {
		return nil, false
	}
	return &storeError{path: path, reason: reason, err: err}, true
}
