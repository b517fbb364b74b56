package history

import (
	"path/filepath"

	"github.com/talon-games/talon/companion/i18n"
)

// ResolvePath picks the database file: the --db flag, then $TALON_DB, then
// $XDG_DATA_HOME/talon/talon.db, else $HOME/.local/share/talon/talon.db.
// getenv is os.Getenv in production and a map lookup in tests.
func ResolvePath(flag string, getenv func(string) string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	if p := getenv("TALON_DB"); p != "" {
		return p, nil
	}
	// The XDG spec says relative values are invalid and must be ignored.
	if dir := getenv("XDG_DATA_HOME"); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, "talon", "talon.db"), nil
	}
	if home := getenv("HOME"); home != "" {
		return filepath.Join(home, ".local", "share", "talon", "talon.db"), nil
	}
	return "", i18n.Errorf("cannot locate the talon database: set --db, TALON_DB, XDG_DATA_HOME or HOME")
}
