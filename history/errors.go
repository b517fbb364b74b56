package history

import "errors"

// Sentinel errors. Callers test them with errors.Is; the store wraps them with the
// session id or the file path so the message alone is a useful one-liner.
var (
	ErrNotFound        = errors.New("not found")
	ErrNoActiveSession = errors.New("no active session")
	ErrNotActive       = errors.New("session is not active")
	ErrNothingToUndo   = errors.New("nothing to undo")
	ErrNotTalon        = errors.New("not a talon database")
	ErrNewerSchema     = errors.New("database was written by a newer talon")
)
