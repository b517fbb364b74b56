package catan

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// A misspelt resource or piece is answered with the name the table types: the
// booklet's in Hungarian, the id in English.
func TestCatanSuggestionsInTheTablesLanguage(t *testing.T) {
	for _, tc := range []struct {
		typed string
		terms interface{ Find(string) (int, error) }
		lang  i18n.Lang
		want  string
	}{
		{"gyapjj", resourceTerms, i18n.Hungarian, "erre gondoltál: gyapjú?"},
		{"gyapjj", resourceTerms, i18n.English, "did you mean wool?"},
		{"telepüés", pieceTerms, i18n.Hungarian, "erre gondoltál: település?"},
		{"setlement", pieceTerms, i18n.Hungarian, "erre gondoltál: település?"},
		{"setlement", pieceTerms, i18n.English, "did you mean settlement?"},
	} {
		_, err := tc.terms.Find(tc.typed)
		if err == nil {
			t.Fatalf("%q found", tc.typed)
		}
		if got := i18n.NewPrinter(tc.lang).Error(err); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%q in %s: %q, want it to end in %q", tc.typed, tc.lang, got, tc.want)
		}
	}
}
