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
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

// MaxRunes is the longest name talon accepts: room for "Anna-Katharina von Hohenstein"
// with space to spare, and a bound, so that a pasted paragraph (10,000 characters were
// once accepted) is refused rather than stored and printed in every table.
const MaxRunes = 40

// MaxTextRunes bounds other typed text that is stored or printed (shuffle items,
// option values, seed text).
const MaxTextRunes = 200

// Error is a name or text refused on input. cmd maps it to exit status 2.
type Error struct {
	What   string // "player name", "shuffle item", …
	Text   string // the refused text, already made printable
	Reason string
}

func (e *Error) Error() string {
	if e.Text == "" {
		return fmt.Sprintf("%s is empty", e.What)
	}
	return fmt.Sprintf("%s %s %s", e.What, e.Text, e.Reason)
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
	return clean(what, name, MaxRunes)
}

// CleanText checks other typed text that is stored or printed (shuffle items, option
// values, seeds): the same refusals as a name, with a longer bound.
func CleanText(what, text string) (string, error) {
	return clean(what, text, MaxTextRunes)
}

// CheckPrintable refuses text that is not UTF-8 or holds a hidden character, with no
// other rule: for text talon builds itself (an event's action) before it is stored.
func CheckPrintable(what, s string) error {
	if !utf8.ValidString(s) {
		return &Error{What: what, Text: Visible(s), Reason: "is not valid UTF-8 text"}
	}
	for _, r := range s {
		if Hidden(r) {
			return &Error{What: what, Text: Visible(abbreviate(s, MaxTextRunes)), Reason: "contains " + describe(r) + "; type it with ordinary letters"}
		}
	}
	return nil
}

func clean(what, s string, maxRunes int) (string, error) {
	if err := CheckPrintable(what, s); err != nil {
		return "", err
	}
	s = norm.NFC.String(strings.TrimSpace(s))
	if s == "" {
		return "", &Error{What: what}
	}
	if n := utf8.RuneCountInString(s); n > maxRunes {
		return "", &Error{What: what, Text: Visible(abbreviate(s, 20)),
			Reason: fmt.Sprintf("is %d characters long; at most %d are allowed", n, maxRunes)}
	}
	return s, nil
}

// describe names a refused character: "U+200B (ZERO WIDTH SPACE)".
func describe(r rune) string {
	if name := runenames.Name(r); name != "" && !strings.HasPrefix(name, "<") {
		return fmt.Sprintf("U+%04X (%s)", r, name)
	}
	return fmt.Sprintf("the control character U+%04X", r)
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

// CleanList checks the names of one table in seat order: each with Clean, and no two
// alike under Key. what is the field ("player") used in messages: "player 2's name".
func CleanList(what string, list []string) ([]string, error) {
	out := make([]string, len(list))
	seen := map[string]int{}
	for i, name := range list {
		label := fmt.Sprintf("%s %d's name", what, i+1)
		clean, err := Clean(label, name)
		if err != nil {
			return nil, err
		}
		key := Key(clean)
		if j, ok := seen[key]; ok {
			return nil, &Error{What: label, Text: Visible(clean),
				Reason: fmt.Sprintf("looks the same as %s %d's name %s: two players at one table need names that read differently", what, j+1, Visible(out[j]))}
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
