package i18n

import "testing"

// FuzzParseLang: any text either names a language, whose code reads back as the same
// language, or is refused with an error — never a panic.
func FuzzParseLang(f *testing.F) {
	for _, s := range []string{"hu", "en", "de", "hu_HU.UTF-8", "de-AT", "magyar", "C", "", "x-pseudo", "fr_FR@euro", "\x00hu"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLang(s)
		if err != nil {
			if l != English {
				t.Errorf("ParseLang(%q) refused but gave %v", s, l)
			}
			return
		}
		back, err := ParseLang(l.Code())
		if err != nil || back != l {
			t.Errorf("ParseLang(%q) = %v, whose code %q reads back as %v, %v", s, l, l.Code(), back, err)
		}
	})
}
