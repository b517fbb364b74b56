package kittest

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// RefusedIn applies action text that must fail, and checks what the table reads in
// each language: says maps a language to a text its message must contain.
func RefusedIn(t testing.TB, st companion.State, text string, says map[i18n.Lang]string) {
	t.Helper()
	_, err := Apply(st, text)
	if err == nil {
		t.Errorf("%q accepted", text)
		return
	}
	for lang, want := range says {
		if got := i18n.NewPrinter(lang).Error(err); !strings.Contains(got, want) {
			t.Errorf("%q in %s:\n got %q\nwant it to contain %q", text, lang, got, want)
		}
	}
}
