package names

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestCleanRefusesHostileNames(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{"ESC/CSI", "Ann\x1b[2J", "U+001B"},
		{"OSC window title", "\x1b]0;pwned\x07Ann", "U+001B"},
		{"OSC 8 link", "\x1b]8;;http://x\x1b\\Ann\x1b]8;;\x1b\\", "U+001B"},
		{"C1 CSI", "Ann\u009b2J", "U+009B"},
		{"carriage return", "Ann\rBen", "U+000D"},
		{"backspace", "Ann\b\b\bBen", "U+0008"},
		{"bell", "Ann\a", "U+0007"},
		{"NUL", "Ann\x00", "U+0000"},
		{"DEL", "Ann\x7f", "U+007F"},
		{"tab", "Ann\tBen", "U+0009"},
		{"newline", "Ann\nBen", "U+000A"},
		{"right-to-left override", "\u202eAnn", "RIGHT-TO-LEFT OVERRIDE"},
		{"first strong isolate", "Ann\u2068", "FIRST STRONG ISOLATE"},
		{"zero width space", "A\u200bnn", "ZERO WIDTH SPACE"},
		{"zero width joiner", "A\u200dnn", "ZERO WIDTH JOINER"},
		{"byte order mark", "\ufeffAnn", "ZERO WIDTH NO-BREAK SPACE"},
		{"line separator", "Ann\u2028", "LINE SEPARATOR"},
		{"invalid UTF-8", "Ann\xff", "not valid UTF-8"},
		{"Hangul filler", "A\u3164nn", "HANGUL FILLER"},
		{"combining grapheme joiner", "A\u034fnn", "COMBINING GRAPHEME JOINER"},
		{"empty", "", "is empty"},
		{"spaces only", "   ", "is empty"},
		{"too long", strings.Repeat("a", MaxRunes+1), "at most 40"},
		{"10,000 characters", strings.Repeat("é", 10000), "10,000 characters long"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Clean("player name", tt.input)
			if err == nil {
				t.Fatalf("Clean(%q) = %q, want a refusal", tt.input, got)
			}
			var nameErr *Error
			if !errors.As(err, &nameErr) {
				t.Errorf("error %T is not a *names.Error", err)
			}
			msg := err.Error()
			if !strings.Contains(msg, tt.want) {
				t.Errorf("message %q lacks %q", msg, tt.want)
			}
			if needsEscape(msg) || strings.Contains(msg, "\n") {
				t.Errorf("the message itself carries a hidden character: %q", msg)
			}
			if len(msg) > 200 {
				t.Errorf("message is %d bytes long: %q", len(msg), msg)
			}
		})
	}
}

func TestCleanAcceptsAndNormalises(t *testing.T) {
	tests := []struct{ input, want string }{
		{"Ann", "Ann"},
		{"  Ödön  ", "Ödön"},
		{"O\u0308do\u0308n", "Ödön"}, // decomposed → NFC
		{"Anna-Katharina von Hohenstein", "Anna-Katharina von Hohenstein"},
		{"Zoë 🎲", "Zoë 🎲"},
		{"李雷", "李雷"},
		{strings.Repeat("é", MaxRunes), strings.Repeat("é", MaxRunes)}, // runes, not bytes
	}
	for _, tt := range tests {
		got, err := Clean("player name", tt.input)
		if err != nil || got != tt.want {
			t.Errorf("Clean(%q) = %q, %v; want %q", tt.input, got, err, tt.want)
		}
	}
}

func TestCleanListRefusesLookAlikes(t *testing.T) {
	tests := []struct {
		list []string
		bad  bool
	}{
		{[]string{"Ann", "Ben"}, false},
		{[]string{"Ann", "ann"}, true},
		{[]string{"Ann", "ＡＮＮ"}, true},       // full-width
		{[]string{"Ann", "A\u200bnn"}, true}, // refused for the zero-width space itself
		{[]string{"Gross", "Groß"}, true},    // case folding: ß is ss
		{[]string{"Ödön", "O\u0308do\u0308n"}, true},
		{[]string{"Ann Lee", "Ann  Lee"}, true},
		{[]string{"Ann", ""}, true},
		{[]string{"Zoë ❤", "Zoë ❤\ufe0f"}, true}, // a variation selector is no difference
		{[]string{"❤\ufe0f", "Ann"}, false},
	}
	for _, tt := range tests {
		_, err := CleanList("player", tt.list)
		if (err != nil) != tt.bad {
			t.Errorf("CleanList(%q) error = %v, want refused %v", tt.list, err, tt.bad)
		}
	}
	_, err := CleanList("player", []string{"Ann", "Ben", "ANN"})
	if err == nil || !strings.Contains(err.Error(), "player 3's name") || !strings.Contains(err.Error(), "player 1's name") {
		t.Errorf("duplicate message %v should name both seats", err)
	}
}

func TestKeyMatchesStoredHiddenCharacters(t *testing.T) {
	// A name stored by an older talon may hold a zero-width space; it still collides.
	if Key("A\u200bnn") != Key("ann") {
		t.Errorf("Key(A\\u200bnn) = %q, Key(ann) = %q", Key("A\u200bnn"), Key("ann"))
	}
	if Key("Ann") == Key("Anna") {
		t.Error("different names share a key")
	}
}

func TestEscape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Ann", "Ann"},
		{"\x1b]0;x\x07", `\u001b]0;x\u0007`},
		{"a\u009bb", `a\u009bb`},
		{"\u202eAnn", `\u202eAnn`},
		{"a\xffb", `a\xffb`},
		{"tag\U000E0041", `tag\udb40\udc41`},
		{"Ödön ★", "Ödön ★"},
		{"\ufffd", "\ufffd"}, // a real replacement character is printable
	}
	for _, tt := range tests {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEscapeInsideJSONStaysJSON(t *testing.T) {
	for _, r := range []rune{0x1b, 0x9b, 0x202e, 0x200b, 0xE0041} {
		doc := `{"name":"` + Escape("A"+string(r)+"nn") + `"}`
		var v struct{ Name string }
		if err := json.Unmarshal([]byte(doc), &v); err != nil {
			t.Errorf("U+%04X: %s is not JSON: %v", r, doc, err)
			continue
		}
		if v.Name != "A"+string(r)+"nn" {
			t.Errorf("U+%04X: decoded %q", r, v.Name)
		}
	}
}

func FuzzClean(f *testing.F) {
	for _, s := range []string{"Ann", "A\u200bnn", "\x1b[31mAnn", "Ödön", "\xff", strings.Repeat("x", 50)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := Clean("name", s)
		if err != nil {
			if needsEscape(err.Error()) {
				t.Fatalf("message carries a hidden character: %q", err.Error())
			}
			return
		}
		if !utf8.ValidString(got) || needsEscape(got) || got == "" || utf8.RuneCountInString(got) > MaxRunes {
			t.Fatalf("Clean(%q) accepted %q", s, got)
		}
		if again, err := Clean("name", got); err != nil || again != got {
			t.Fatalf("Clean is not idempotent on %q: %q, %v", got, again, err)
		}
		if needsEscape(Escape(s)) {
			t.Fatalf("Escape(%q) left a hidden character", s)
		}
	})
}

// TestHiddenIsItsDefinition: every rune, the quick answer for Latin letters included,
// is what the definition says: controls, Cf, the two separators and the blank ones.
func TestHiddenIsItsDefinition(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r == '\u2028' || r == '\u2029' ||
			unicode.Is(unicode.Cf, r) || unicode.Is(blank, r)
		if Hidden(r) != want {
			t.Errorf("Hidden(%U) = %v, want %v", r, !want, want)
		}
	}
}

// TestNoTwoByteLatinIsHidden: the sanitiser passes every character from U+00C0 to
// U+033F (lead bytes 0xC3 to 0xCC) without asking Hidden.
func TestNoTwoByteLatinIsHidden(t *testing.T) {
	for r := rune(0xc0); r <= 0x33f; r++ {
		if Hidden(r) {
			t.Errorf("%U is hidden", r)
		}
	}
}
