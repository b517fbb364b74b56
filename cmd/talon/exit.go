package main

import (
	"errors"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// Exit statuses, documented in `talon help exit-codes`.
const (
	exitOK      = 0
	exitRuntime = 1
	exitUsage   = 2
	exitRefused = 3
)

var exitCodesHelp = i18n.Key(`talon exits with:

  0  success
  1  runtime failure: the database could not be opened or written, or is
     damaged (talon never writes into a damaged file; see talon history
     check), a disk that fails or is full while talon reads or writes a file;
     a history import that left sessions in conflict (the rest was imported;
     each conflict line says how to settle it)
  2  bad usage or input: unknown command or flag, bad dice notation, an
     invalid scoring input, an action talon does not understand, a session
     that does not exist, a name with control or invisible characters, a --db
     that is not an ordinary file or (for a command that only reads) does not
     exist, a file you name (--input, import, data, export, --svg) that does
     not exist, is a folder or may not be read or written, a file that is not
     valid JSON, an undo with nothing left to undo
  3  the move was refused by the game's rules (nothing was stored; the
     message names the rule)

Errors are printed as one line on standard error.`)

// usageError is bad input from the person at the keyboard (exit 2).
type usageError struct{ msg i18n.Message }

func (e *usageError) Error() string { return e.msg.String() }

// Local is the error in the table's language.
func (e *usageError) Local(p *i18n.Printer) string { return e.msg.Local(p) }

// usagef is bad input (exit 2); format is a catalog key.
func usagef(format string, args ...any) error {
	return &usageError{msg: i18n.M(format, args...)}
}

// exitStatus maps an error to the documented exit status.
func exitStatus(err error) int {
	var (
		refusal *companion.Refusal
		bad     *companion.BadInput
		input   *scoring.InputError
		usage   *usageError
		name    *names.Error
		named   *namedFileError
	)
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &refusal):
		return exitRefused
	case errors.As(err, &named):
		if named.badName() {
			return exitUsage // a name that leads to no usable file
		}
		return exitRuntime // a disk that fails or fills
	case errors.As(err, &bad), errors.As(err, &input), errors.As(err, &usage), errors.As(err, &name):
		return exitUsage
	case errors.Is(err, history.ErrNothingToUndo):
		return exitUsage // a request that cannot be met, not a failure
	case errors.Is(err, history.ErrNoHistory), errors.Is(err, history.ErrNotRegular):
		return exitUsage // a --db or TALON_DB that names no history file
	case isCobraUsage(err):
		return exitUsage
	}
	return exitRuntime
}

// isCobraUsage recognises the argument errors cobra builds itself.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "invalid argument", "flag needs an argument", "accepts ", "requires at least", "requires at most"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}

// oneLine keeps an error to one line on stderr, however it was built. A no-break space
// stays one ("0–10 000" is not broken where the terminal's width falls).
func oneLine(err error) string {
	return strings.Join(strings.FieldsFunc(strings.ReplaceAll(err.Error(), "\n", " "), breaksLine), " ")
}
