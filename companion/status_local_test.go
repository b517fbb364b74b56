package companion

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A status given to a Printer prints in its language; String and JSON stay English.
func TestStatusPrintsInTheLanguage(t *testing.T) {
	pseudo := i18n.NewPrinter(i18n.Pseudo)
	for _, s := range []Status{Active, Finished, Abandoned} {
		if got, want := pseudo.Sprintf("is %s", s), "⟦is ⟦"+string(s)+"⟧⟧"; got != want {
			t.Errorf("%s: %q, want %q", s, got, want)
		}
	}
	if got := pseudo.Text(Status("odd")); got != "odd" {
		t.Errorf("an unknown status: %q, want it as stored", got)
	}
}
