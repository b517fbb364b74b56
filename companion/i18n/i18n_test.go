package i18n

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func init() {
	Add(Hungarian, map[string]string{
		"test: %s has %d cards":   "teszt: %[1]s kezében %[2]d lap",
		"test: %[2]d for %[1]s":   "teszt: %[1]s kap %[2]d",
		"test: reading %s: %w":    "teszt: %s olvasása: %v",
		"test: distance rule":     "teszt: távolsági szabály",
		"test: %s is next to %s":  "teszt: %s szomszédja %s",
		"test: %.1f points":       "teszt: %.1f pont",
		"test: %d buildings":      "teszt: %d épület",
		"test: not in German":     "teszt: németül nincs",
		"test: German term in %s": "teszt: német fogalom itt: %s",
	})
	Add(German, map[string]string{"test: German term in %s": "Test: deutscher Begriff in %s"})
	AddPlural(English, "test: %d buildings", 1, "one", "test: %d building", "other", "test: %d buildings")
}

func TestResolve(t *testing.T) {
	for _, tc := range []struct {
		flag string
		env  map[string]string
		want Lang
		err  string
	}{
		{want: English},
		{flag: "hu", want: Hungarian},
		{flag: "HU", want: Hungarian},
		{flag: "de", env: map[string]string{"TALON_LANG": "hu"}, want: German},
		{flag: "magyar", want: Hungarian},
		{flag: "fr", err: "--lang: unknown language \"fr\""},
		{env: map[string]string{"TALON_LANG": "en", "LANG": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"TALON_LANG": "klingon"}, err: "TALON_LANG: unknown language"},
		{env: map[string]string{"LANG": "hu_HU.UTF-8"}, want: Hungarian},
		{env: map[string]string{"LC_MESSAGES": "de_AT.UTF-8", "LANG": "hu_HU.UTF-8"}, want: German},
		{env: map[string]string{"LC_ALL": "C", "LANG": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"LC_ALL": "hu_HU@euro"}, want: Hungarian},
		// LC_ALL before LC_MESSAGES before LANG, each pair set to two languages both ways.
		{env: map[string]string{"LC_ALL": "hu_HU.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, want: Hungarian},
		{env: map[string]string{"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, want: German},
		{env: map[string]string{"LC_MESSAGES": "en_US.UTF-8", "LANG": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"LC_ALL": "en_US.UTF-8", "LANG": "hu_HU.UTF-8"}, want: English},
		{env: map[string]string{"LC_ALL": "hu_HU.UTF-8", "LANG": "en_US.UTF-8"}, want: Hungarian},
	} {
		got, err := Resolve(tc.flag, func(k string) string { return tc.env[k] })
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Resolve(%q, %v) error %v, want %q", tc.flag, tc.env, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Resolve(%q, %v) = %v, %v; want %v", tc.flag, tc.env, got, err, tc.want)
		}
	}
}

func TestSprintf(t *testing.T) {
	en, hu, de := NewPrinter(English), NewPrinter(Hungarian), NewPrinter(German)
	for _, tc := range []struct {
		p    *Printer
		key  string
		args []any
		want string
	}{
		{en, "test: %s has %d cards", []any{"Ann", 3}, "test: Ann has 3 cards"},
		{hu, "test: %s has %d cards", []any{"Ann", 3}, "teszt: Ann kezében 3 lap"},
		{hu, "test: %[2]d for %[1]s", []any{"Ann", 2}, "teszt: Ann kap 2"},
		{en, "test: %d buildings", []any{1}, "test: 1 building"},
		{en, "test: %d buildings", []any{2}, "test: 2 buildings"},
		{hu, "test: %d buildings", []any{1}, "teszt: 1 épület"},
		{hu, "test: %d buildings", []any{2}, "teszt: 2 épület"},
		{de, "test: %d buildings", []any{2}, "test: 2 buildings"}, // no German text: English, plural and all
		{hu, "test: %.1f points", []any{12345.5}, "teszt: 12\u00a0345,5 pont"},
		{en, "test: %.1f points", []any{12345.5}, "test: 12,345.5 points"},
		{hu, "test: untranslated %s", []any{"x"}, "test: untranslated x"},
		// A key with no text in the language still writes its numbers as the language
		// does: "1,310" would read as one point three in Hungarian.
		{hu, "%d", []any{1310}, "1\u00a0310"},
		{hu, "test: untranslated %s %d", []any{"Ann", 1310}, "test: untranslated Ann 1\u00a0310"},
		{de, "test: %d buildings", []any{1310}, "test: 1.310 buildings"}, // English plural text, German digits
		{en, "%d", []any{1310}, "1,310"},
		{de, "test: German term in %s", []any{Term{EN: "Chapel", HU: "Kápolna", DE: "Kapelle"}}, "Test: deutscher Begriff in Kapelle"},
		{hu, "test: German term in %s", []any{Term{EN: "Chapel", HU: "Kápolna", DE: "Kapelle"}}, "teszt: német fogalom itt: Kápolna"},
		{hu, "test: German term in %s", []any{Term{EN: "Well", DE: "Brunnen"}}, "teszt: német fogalom itt: Well"},
		{hu, "test: %s is next to %s", []any{M("test: %s has %d cards", "Ben", 1), "x"}, "teszt: teszt: Ben kezében 1 lap szomszédja x"},
		{NewPrinter(Pseudo), "test: %s is next to %s", []any{Term{EN: "Well"}, "Ann"}, "⟦test: ⟦Well⟧ is next to Ann⟧"},
	} {
		if got := tc.p.Sprintf(tc.key, tc.args...); got != tc.want {
			t.Errorf("%v Sprintf(%q) = %q, want %q", tc.p.Lang(), tc.key, got, tc.want)
		}
	}
}

func TestErrorf(t *testing.T) {
	base := errors.New("no such file")
	err := Errorf("test: reading %s: %w", "board.txt", base)
	if !errors.Is(err, base) {
		t.Error("Errorf lost the wrapped error")
	}
	if got := err.Error(); got != "test: reading board.txt: no such file" {
		t.Errorf("English %q", got)
	}
	if got := NewPrinter(Hungarian).Error(err); got != "teszt: board.txt olvasása: no such file" {
		t.Errorf("Hungarian %q", got)
	}
	inner := Errorf("test: distance rule")
	outer := Errorf("test: reading %s: %w", "x", inner)
	if got := NewPrinter(Hungarian).Error(outer); got != "teszt: x olvasása: teszt: távolsági szabály" {
		t.Errorf("nested %q", got)
	}
	// A plain wrapper adds words talon cannot translate: they print as they are.
	plain := errors.Join(inner)
	if got := NewPrinter(Hungarian).Error(plain); got != "teszt: távolsági szabály" {
		t.Errorf("tag-only wrapper %q", got)
	}
	if got := NewPrinter(Hungarian).Text(Errorf("test: not in German")); got != "teszt: németül nincs" {
		t.Errorf("Text of an error %q", got)
	}
}

func TestMessageJSONIsEnglish(t *testing.T) {
	b, err := M("test: %s has %d cards", "Ann", 2).MarshalJSON()
	if err != nil || string(b) != `"test: Ann has 2 cards"` {
		t.Errorf("%s %v", b, err)
	}
}

func TestDate(t *testing.T) {
	d := time.Date(2026, 11, 23, 9, 5, 0, 0, time.UTC)
	for l, want := range map[Lang]string{English: "2026-11-23 09:05", Hungarian: "2026. 11. 23. 09:05", German: "23.11.2026 09:05"} {
		if got := NewPrinter(l).DateTime(d); got != want {
			t.Errorf("%v: %q, want %q", l, got, want)
		}
	}
	for _, l := range []Lang{English, Hungarian, German, Pseudo} {
		p := NewPrinter(l)
		for _, day := range []time.Time{d, time.Date(7, 1, 2, 0, 0, 0, 0, time.UTC), time.Date(-3, 12, 31, 23, 0, 0, 0, time.UTC),
			time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC), time.Date(2026, 1, 9, 0, 0, 0, 0, time.FixedZone("", -3600))} {
			if got := string(p.AppendDate([]byte("x"), day)); got != "x"+p.Date(day) {
				t.Errorf("%v: AppendDate %q, Date %q", l, got, p.Date(day))
			}
		}
	}
	for l, want := range map[Lang]string{English: "11-23", Hungarian: "11. 23.", German: "23.11."} {
		if got := NewPrinter(l).MonthDay(d); got != want {
			t.Errorf("%v: month and day %q, want %q", l, got, want)
		}
	}
}

func TestConflictsAreReported(t *testing.T) {
	before := len(Conflicts())
	Add(Hungarian, map[string]string{"test: conflict": "egy"})
	Add(Hungarian, map[string]string{"test: conflict": "egy"}) // the same text twice is fine
	if len(Conflicts()) != before {
		t.Fatal("the same text twice was reported")
	}
	Add(Hungarian, map[string]string{"test: conflict": "kettő"})
	if len(Conflicts()) != before+1 {
		t.Fatal("a second text for a key was not reported")
	}
	if got := NewPrinter(Hungarian).Sprintf("test: conflict"); got != "egy" {
		t.Errorf("first text should stay, got %q", got)
	}
}

func TestUnmarked(t *testing.T) {
	for in, want := range map[string]string{
		"⟦a ⟦b⟧ c⟧ Ann ⟦d⟧": " Ann ",
		"plain":             "plain",
		"⟦open":             "",
	} {
		if got := Unmarked(in); got != want {
			t.Errorf("Unmarked(%q) = %q, want %q", in, got, want)
		}
	}
}

// The English plural text stands in for a language without its own text, and the
// language's own text wins whichever init ran first.
func TestEnglishPluralThenOwnText(t *testing.T) {
	AddPlural(English, "test: %d ducats", 1, "one", "test: %d ducat", "other", "test: %d ducats")
	for _, tc := range []struct {
		l    Lang
		n    int
		want string
	}{
		{German, 1, "test: 1 ducat"},
		{German, 1310, "test: 1.310 ducats"},
		{Hungarian, 1310, "test: 1\u00a0310 ducats"},
	} {
		if got := NewPrinter(tc.l).Sprintf("test: %d ducats", tc.n); got != tc.want {
			t.Errorf("%v before: %q, want %q", tc.l, got, tc.want)
		}
	}
	Add(Hungarian, map[string]string{"test: %d ducats": "teszt: %d dukát"})
	if got := NewPrinter(Hungarian).Sprintf("test: %d ducats", 1310); got != "teszt: 1\u00a0310 dukát" {
		t.Errorf("Hungarian added later: %q", got)
	}
}
