package history

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestImportTwoAtOneTableWhoAreOneHere: a history where "Anna" and "Ánna" sat at one
// table (an older talon's score let them) is refused with one line naming both and
// a way out, not a database constraint, and nothing is written (hist-trial2 F12).
func TestImportTwoAtOneTableWhoAreOneHere(t *testing.T) {
	there := openTemp(t)
	played(t, there, "catan", at(1), line{"Anna", 8}, line{"Ánna", 6}, line{"Clara", 10})
	doc := exported(t, there)
	for _, tc := range []struct {
		name string
		here func(*Store)
	}{
		{"into an empty history", func(*Store) {}},
		{"into a history that knows Anna", func(s *Store) { played(t, s, "catan", at(0), line{"Anna", 5}, line{"Ben", 4}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			here := openTemp(t)
			tc.here(here)
			before := exported(t, here)
			_, err := here.Import(context.Background(), bytes.NewReader(doc), ImportOptions{})
			if err == nil {
				t.Fatal("imported two people as one player at one table")
			}
			msg := err.Error()
			for _, want := range []string{"Anna and Ánna sat at one table", "delete that play"} {
				if !strings.Contains(msg, want) {
					t.Errorf("refusal %q lacks %q", msg, want)
				}
			}
			if strings.Contains(msg, "UNIQUE") || strings.Contains(msg, "\n") {
				t.Errorf("refusal is not one plain line: %q", msg)
			}
			if !bytes.Equal(exported(t, here), before) {
				t.Error("the refused import changed the history")
			}
		})
	}
}
