// Package names keeps player names (and other text a person types that talon stores or
// prints) clean: no control characters, no invisible or direction-changing characters,
// valid UTF-8, NFC, a bounded length, and one key under which look-alike names collide.
//
// It is the one place every input path calls (talon new, talon score's typed and JSON
// names, shuffle items, options, seeds) and the one rule the output sanitiser in cmd
// shares, so what is refused on input is what is escaped on output.
package names

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"

	"github.com/talon-games/talon/companion/i18n"
)

// MaxRunes is the longest name talon accepts: room for "Anna-Katharina von Hohenstein"
// with space to spare, and a bound, so that a pasted paragraph (10,000 characters were
// once accepted) is refused rather than stored and printed in every table.
const MaxRunes = 40

// MaxTextRunes bounds other typed text that is stored or printed (shuffle items,
// option values, seed text).
const MaxTextRunes = 200

// Error is a name or text refused on input. cmd maps it to exit status 2. What and
// Reason are English; the table reads the error in its language through Local.
type Error struct {
	What   string // "player name", "shuffle item", … (a catalog key)
	Text   string // the refused text, already made printable
	Reason string

	// what and reason are What and Reason as catalog messages.
	what, reason i18n.Message
}

// newError is a refusal whose field and reason are catalog messages.
func newError(what i18n.Message, text string, reason i18n.Message) *Error {
	return &Error{What: what.String(), Text: text, Reason: reason.String(), what: what, reason: reason}
}

func (e *Error) Error() string { return e.Local(english) }

// Local is the refusal in p's language.
func (e *Error) Local(p *i18n.Printer) string {
	what := e.what
	if what.IsZero() {
		what = keyText(e.What)
	}
	if e.Text == "" {
		return p.Sprintf("%v is empty", what)
	}
	reason := e.reason
	if reason.IsZero() {
		reason = i18n.M("%s", e.Reason)
	}
	return p.Sprintf("%v %s %v", what, e.Text, reason)
}

// english writes Error(), which stays English.
var english = i18n.NewPrinter(i18n.English)

// keyText is a field name a caller gave (a catalog key such as "player name"); a text
// holding a % is not a format and prints as it is.
func keyText(s string) i18n.Message {
	if strings.Contains(s, "%") {
		return i18n.M("%s", s)
	}
	return i18n.M(s)
}

// Hidden reports whether r must never reach a terminal raw: C0 and C1 controls, DEL,
// and the format characters (Unicode category Cf: bidi overrides and isolates,
// zero-width space/joiners, the byte-order mark, soft hyphen) plus the line and
// paragraph separators. These are what terminal escape injection and look-alike
// names are made of. Tab and newline are Hidden too; printers that may emit them
// let them through themselves.
func Hidden(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == '\u2028', r == '\u2029':
		return true
	case r >= 0xa0 && r < 0x34f && r != 0xad:
		// Latin letters with their marks, as in most names (é, ő), none of them
		// Cf or blank, the one exception being the soft hyphen: a sanitiser passing a
		// long list looks at each one.
		return false
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(blank, r)
}

// blank are the characters Unicode marks default-ignorable that are not format
// characters: they draw nothing (the combining grapheme joiner, the Hangul fillers,
// Khmer's inherent vowels, Mongolian free variation selectors), so a name holding one
// looks like a name without it.
var blank = &unicode.RangeTable{R16: []unicode.Range16{
	{Lo: 0x034f, Hi: 0x034f, Stride: 1},
	{Lo: 0x115f, Hi: 0x1160, Stride: 1},
	{Lo: 0x17b4, Hi: 0x17b5, Stride: 1},
	{Lo: 0x180b, Hi: 0x180f, Stride: 1},
	{Lo: 0x3164, Hi: 0x3164, Stride: 1},
	{Lo: 0xffa0, Hi: 0xffa0, Stride: 1},
}}

// variationSelector chooses a glyph style (text or emoji ❤︎/❤️): allowed in a name, but
// not a difference between two names.
func variationSelector(r rune) bool {
	return r >= 0xfe00 && r <= 0xfe0f || r >= 0xe0100 && r <= 0xe01ef
}

// Clean checks one player name and returns it trimmed and in NFC. what names the field
// in the message ("player name", "player 2's name").
func Clean(what, name string) (string, error) {
	return clean(keyText(what), name, MaxRunes)
}

// CleanAs is Clean for a field named by a message ("player 2's colour").
func CleanAs(what i18n.Message, name string) (string, error) {
	return clean(what, name, MaxRunes)
}

// CleanText checks other typed text that is stored or printed (shuffle items, option
// values, seeds): the same refusals as a name, with a longer bound.
func CleanText(what, text string) (string, error) {
	return clean(keyText(what), text, MaxTextRunes)
}

// CheckPrintable refuses text that is not UTF-8 or holds a hidden character, with no
// other rule: for text talon builds itself (an event's action) before it is stored.
func CheckPrintable(what, s string) error { return checkPrintable(keyText(what), s) }

func checkPrintable(what i18n.Message, s string) error {
	if !utf8.ValidString(s) {
		return newError(what, Visible(s), i18n.M("is not valid UTF-8 text"))
	}
	for _, r := range s {
		if Hidden(r) {
			return newError(what, Visible(abbreviate(s, MaxTextRunes)), i18n.M("contains %v; type it with ordinary letters", describe(r)))
		}
	}
	return nil
}

func clean(what i18n.Message, s string, maxRunes int) (string, error) {
	if err := checkPrintable(what, s); err != nil {
		return "", err
	}
	s = norm.NFC.String(strings.TrimSpace(s))
	if s == "" {
		return "", newError(what, "", i18n.Message{})
	}
	if n := utf8.RuneCountInString(s); n > maxRunes {
		return "", newError(what, Visible(abbreviate(s, 20)),
			i18n.M("is %d characters long; at most %d are allowed", n, maxRunes))
	}
	return s, nil
}

// describe names a refused character: "U+200B (ZERO WIDTH SPACE)".
func describe(r rune) i18n.Message {
	code := fmt.Sprintf("U+%04X", r)
	if name := runenames.Name(r); name != "" && !strings.HasPrefix(name, "<") {
		return i18n.M("%s (%s)", code, name)
	}
	return i18n.M("the control character %s", code)
}

func abbreviate(s string, n int) string {
	runes := []rune(s)
	if len(runes) <= n {
		return s
	}
	return string(runes[:n]) + "…"
}

// folder folds case the Unicode way (ß and ss, final and medial sigma).
var folder = cases.Fold()

// Key is the identity of a name: two names with one Key are one player (or a refused
// duplicate at one table). It folds compatibility forms (full-width letters,
// ligatures, non-breaking spaces), case, drops any hidden character a name stored by
// an older talon may hold, and collapses runs of spaces.
func Key(name string) string {
	var b strings.Builder
	for _, r := range norm.NFKC.String(name) {
		if (!Hidden(r) || r == '\t' || r == '\n') && !variationSelector(r) {
			b.WriteRune(r)
		}
	}
	folded := folder.String(norm.NFKC.String(b.String()))
	return strings.Join(strings.Fields(folded), " ")
}

// MatchKey is Key with the accents taken off: "Ánna" and "anna" share it. An import
// finds a player by it, and one table refuses two names that share it, since a table
// where "Anna" and "Ánna" are two people would be one person in every other history.
func MatchKey(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(Key(name)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String())
}

// CleanList checks the names of one table in seat order: each with Clean, and no two
// alike under Key. what is the field ("player") used in messages: "player 2's name".
func CleanList(what string, list []string) ([]string, error) {
	out := make([]string, len(list))
	seen := map[string]int{}
	for i, name := range list {
		label := i18n.M("%v %s's name", keyText(what), strconv.Itoa(i+1))
		clean, err := clean(label, name, MaxRunes)
		if err != nil {
			return nil, err
		}
		key := Key(clean)
		if j, ok := seen[key]; ok {
			return nil, newError(label, Visible(clean),
				i18n.M("looks the same as %v %s's name %s: two players at one table need names that read differently", keyText(what), strconv.Itoa(j+1), Visible(out[j])))
		}
		seen[key] = i
		out[i] = clean
	}
	return out, nil
}

// Visible is s safe to print: quoted, every hidden character written as a \u or \x
// escape and every invalid byte as \xNN, so a refused name can be shown in a message.
func Visible(s string) string {
	return `"` + Escape(s) + `"`
}

// Escape writes every hidden character of s as an escape (\x1b, \u009b, \u202e) and
// every byte that is not UTF-8 as \xNN; the rest is unchanged. A backslash stays a
// backslash: the escapes are for a person to read, not to be decoded.
func Escape(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			const hex = "0123456789abcdef"
			b.WriteString(`\x`)
			b.WriteByte(hex[s[i]>>4])
			b.WriteByte(hex[s[i]&15])
		case Hidden(r):
			b.WriteString(EscapeRune(r))
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// EscapeRune is the printable form of one hidden character: \u001b, \u009b, \u202e
// (a surrogate pair above U+FFFF), the same form a JSON string uses, so output that is
// JSON stays valid JSON.
func EscapeRune(r rune) string {
	if r > 0xffff {
		hi, lo := utf16.EncodeRune(r)
		return fmt.Sprintf(`\u%04x\u%04x`, hi, lo)
	}
	return fmt.Sprintf(`\u%04x`, r)
}

func needsEscape(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || Hidden(r) {
			return true
		}
	}
	return false
}
