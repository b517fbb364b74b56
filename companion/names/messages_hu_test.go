package names

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A refused name reads in the table's language; Error() stays English.
func TestRefusalsInHungarian(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	_, long := Clean("player name", strings.Repeat("é", 41))
	_, twice := CleanList("player", []string{"Ann", "ANN"})
	_, hidden := CleanText("shuffle item", "a\u200bb")
	_, empty := Clean("player name", " ")
	for _, tc := range []struct {
		err    error
		en, hu string
	}{
		{long, "is 41 characters long; at most 40 are allowed", "41 karakter hosszú; legfeljebb 40 lehet"},
		{twice, `player 2's name "ANN" looks the same as player 1's name "Ann"`, `a 2. játékos neve ("ANN") ugyanúgy néz ki, mint az 1. játékos neve ("Ann")`},
		{hidden, "shuffle item", "keverendő elem"},
		{empty, "player name is empty", "üres: játékosnév"},
	} {
		var ne *Error
		if !errors.As(tc.err, &ne) {
			t.Fatalf("%v is not a *names.Error", tc.err)
		}
		if !strings.Contains(tc.err.Error(), tc.en) {
			t.Errorf("English %q lacks %q", tc.err.Error(), tc.en)
		}
		if got := hu.Error(tc.err); !strings.Contains(got, tc.hu) {
			t.Errorf("Hungarian %q lacks %q", got, tc.hu)
		}
	}
}
