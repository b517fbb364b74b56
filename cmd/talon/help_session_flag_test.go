package main

import (
	"strings"
	"testing"
)

// history show has no default session: its --session help does not promise the active
// session used last (it shows finished plays only).
func TestHistoryShowSessionFlagNamesAFinishedPlay(t *testing.T) {
	for lang, want := range map[string]string{"en": "a finished session's ID", "hu": "egy befejezett játszma száma"} {
		screen := helpScreens(t, lang)["history show"]
		mustContain(t, screen, want)
		screen, _, _ = strings.Cut(screen, "\n\n"+map[string]string{"en": "Global", "hu": "Közös"}[lang]) // --db, --lang: theirs
		for _, promise := range []string{"default", "alapból", "aktív", "active"} {
			if strings.Contains(screen, promise) {
				t.Errorf("history show --help (%s) promises %q:\n%s", lang, promise, screen)
			}
		}
	}
}
