package marcopolo

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A near miss of a good or a place is answered with its name as the table types it:
// the Hungarian rulebook's in Hungarian, the id in English.
func TestSuggestionsNameWhatTheTableTypes(t *testing.T) {
	for _, tc := range []struct {
		typed string
		lang  i18n.Lang
		want  string
	}{
		{"peper", i18n.English, "did you mean pepper?"},
		{"peper", i18n.Hungarian, "erre gondoltál: bors?"},
		{"borss", i18n.Hungarian, "erre gondoltál: bors?"},
		{"borss", i18n.English, "did you mean pepper?"},
		{"selym", i18n.Hungarian, "erre gondoltál: selyem?"},
	} {
		_, err := LookupGood(tc.typed)
		if err == nil {
			t.Fatalf("%q found", tc.typed)
		}
		if got := i18n.NewPrinter(tc.lang).Error(err); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%q in %s: %q, want it to end in %q", tc.typed, tc.lang, got, tc.want)
		}
	}
	for _, typed := range []string{"pepper", "bors", "Pfeffer"} {
		if g, err := LookupGood(typed); err != nil || g != Pepper {
			t.Errorf("LookupGood(%q) = %v, %v", typed, g, err)
		}
	}
}
