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
		{[]string{"row 3 missing from index x"},
			`index x is out of step with its table (the rows themselves may be intact) (SQLite: "row 3 missing from index x"); talon has not written`,
			`egy index nincs összhangban a táblájával: x (a sorok maguk valószínűleg épek) (SQLite: "row 3 missing from index x"); a talon nem írt bele`},
		// SQLite puts several findings in one row, headed by the database's name.
		{[]string{"*** in database main ***\nPage 7: btreeInitPage() returns error code 11\nOn tree page 9 cell 2: bad"},
			`damaged pages of the file: 7, 9 (SQLite found 2 problems, the first: "Page 7: btreeInitPage() returns error code 11"); talon`,
			`a fájl sérült lapjai: 7, 9 (az SQLite 2 hibát talált, az első: "Page 7: btreeInitPage() returns error code 11"); a talon nem írt bele`},
		{[]string{"something new", "b", "c"},
			`a problem SQLite names in its own words (SQLite found 3 problems, the first: "something new")`,
			`az SQLite saját szavaival leírt hiba (az SQLite 3 hibát talált, az első: "something new")`},
		{[]string{"database disk image is malformed"},
			`SQLite cannot read the file's structure (SQLite: "database disk image is malformed")`,
			`az SQLite nem tudja olvasni a fájl szerkezetét (SQLite: "database disk image is malformed")`},
	} {
		err := error(&damagedError{path: "h.db", detail: summarise(tc.problems)})
		if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), tc.en) || !strings.HasPrefix(err.Error(), "the history file is damaged: h.db: ") {
			t.Errorf("Error() %q, want it to contain %q", err, tc.en)
		}
		if got := hu.Error(err); !strings.Contains(got, tc.hu) || !strings.HasPrefix(got, "az előzményfájl sérült: h.db: ") {
			t.Errorf("in Hungarian %q, want it to contain %q", got, tc.hu)
		}
	}
}
