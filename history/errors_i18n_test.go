package history

import (
	"errors"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A damaged history is reported in the table's language; Error() stays English, with
// English plurals, and the error is still ErrDamaged.
func TestDamagedErrorInTheTableLanguage(t *testing.T) {
	hu := i18n.NewPrinter(i18n.Hungarian)
	for _, tc := range []struct {
		problems []string
		en, hu   string
	}{
		{[]string{"row 3 missing from index x"}, "row 3 missing from index x; talon has not written", "row 3 missing from index x; a talon nem írt bele"},
		{[]string{"page 7:  bad", "b"}, "page 7: bad (and 1 more problem); talon", "page 7: bad (és még 1 hiba); a talon nem írt bele"},
		{[]string{"a", "b", "c"}, "a (and 2 more problems)", "a (és még 2 hiba)"},
	} {
		err := error(&damagedError{path: "h.db", detail: summarise(tc.problems)})
		if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), tc.en) || !strings.HasPrefix(err.Error(), "the history file is damaged: h.db: ") {
			t.Errorf("Error() %q, want it to contain %q", err, tc.en)
		}
		if got := hu.Error(err); !strings.Contains(got, tc.hu) || !strings.HasPrefix(got, "a history fájl sérült: h.db: ") {
			t.Errorf("in Hungarian %q, want it to contain %q", got, tc.hu)
		}
	}
}
