package i18n

import "strings"

// Lang is a language talon speaks. English and Hungarian are complete; German covers
// the game terms printed on the German editions' components and falls back to English
// for everything else. Pseudo is for tests: every text that went through the catalog is
// bracketed, so a text that bypassed it stands out.
type Lang int

const (
	English Lang = iota
	Hungarian
	German
	Pseudo
)

// Code is the language's code as --lang takes it: "en", "hu", "de".
func (l Lang) Code() string {
	switch l {
	case Hungarian:
		return "hu"
	case German:
		return "de"
	case Pseudo:
		return "x-pseudo"
	}
	return "en"
}

func (l Lang) String() string { return l.Code() }

// ParseLang reads a language as --lang or TALON_LANG gives it: a code ("hu"), a
// locale ("hu_HU.UTF-8", "de-AT") or the language's own name ("magyar", "Deutsch").
func ParseLang(s string) (Lang, error) {
	if l, ok := localeLang(s); ok {
		return l, nil
	}
	return English, Errorf("unknown language %q (choose hu, en or de)", s)
}

// localeLang reads the language part of a POSIX locale or a BCP 47 tag.
func localeLang(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "x-pseudo" {
		return Pseudo, true
	}
	base := s
	if i := strings.IndexAny(base, "_-.@"); i >= 0 {
		base = base[:i]
	}
	switch base {
	case "en", "english", "angol", "englisch":
		return English, true
	case "hu", "hun", "hungarian", "magyar", "ungarisch":
		return Hungarian, true
	case "de", "deu", "ger", "german", "deutsch", "német":
		return German, true
	}
	return English, false
}

// Resolve picks the language: the --lang flag, then TALON_LANG, then the system locale
// (LC_ALL, LC_MESSAGES, LANG: the first one set, as POSIX orders them), then English.
// A flag or TALON_LANG naming no language talon speaks is an error; a system locale
// talon does not speak ("fr_FR", "C") quietly means English.
func Resolve(flag string, getenv func(string) string) (Lang, error) {
	if flag != "" {
		l, err := ParseLang(flag)
		if err != nil {
			return English, Errorf("--lang: %w", err)
		}
		return l, nil
	}
	if v := getenv("TALON_LANG"); v != "" {
		l, err := ParseLang(v)
		if err != nil {
			return English, Errorf("TALON_LANG: %w", err)
		}
		return l, nil
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			l, _ := localeLang(v)
			return l, nil
		}
	}
	return English, nil
}
