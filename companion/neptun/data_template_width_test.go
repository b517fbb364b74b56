package neptun

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/i18n"
)

// The data template's comments keep within 80 columns in every language, as every
// screen of talon does (the Hungarian intro was 99 columns wide), and it still parses
// as it is. Only entries too long to break may be wider: they carry no comment then.
func TestDataTemplateCommentsFitEightyColumns(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Hungarian} {
		tpl := DataTemplate(i18n.NewPrinter(lang))
		for i, l := range strings.Split(tpl, "\n") {
			if utf8.RuneCountInString(l) <= templateWidth {
				continue
			}
			if strings.Contains(l, "#") || !strings.HasPrefix(l, "  - {") {
				t.Errorf("%s line %d is %d columns wide: %q", lang, i+1, utf8.RuneCountInString(l), l)
			}
		}
		if strings.Contains(tpl, "digest") {
			t.Errorf("%s template names a developer document (digest) to the table", lang)
		}
		if _, err := ParseData([]byte(tpl)); err != nil {
			t.Errorf("%s template does not parse: %v", lang, err)
		}
	}
}

// wrapWords keeps the aligned spaces of a list line and breaks only between words.
func TestWrapWords(t *testing.T) {
	for _, tt := range []struct {
		in    string
		width int
		want  []string
	}{
		{"oar_cards       -> entered oar cards are checked", 30, []string{"oar_cards       -> entered oar", "cards are checked"}},
		{"one two three", 7, []string{"one two", "three"}},
		{"averyverylongword x", 5, []string{"averyverylongword", "x"}},
		{"", 10, []string{""}},
	} {
		if got := wrapWords(tt.in, tt.width); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("wrapWords(%q, %d) = %q, want %q", tt.in, tt.width, got, tt.want)
		}
	}
}
