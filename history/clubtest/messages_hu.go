package clubtest

import "github.com/talon-games/talon/companion/i18n"

// Hungarian for the test server's errors (a test run in Hungarian reads them too).
func init() {
	i18n.Add(i18n.Hungarian, map[string]string{
		"%v; server log: %s": "%v; a szerver naplója: %s",
		"initdb not found (install Debian's postgresql package)":   "nincs initdb (telepítsd a Debian postgresql csomagját)",
		"running as root needs a postgres user for the server: %w": "rootként futtatva a szervernek postgres felhasználó kell: %v",
	})
}
