package i18n

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/text/message"
)

// Localizer is a value that prints itself in the table's language: a Message, a Term,
// an error made by Errorf, a rule's refusal. A Printer renders such arguments in its
// own language before formatting.
type Localizer interface {
	Local(p *Printer) string
}

// Printer formats texts in one language through the catalog. The zero value is not
// usable; make one with NewPrinter.
type Printer struct {
	lang Lang
	mp   *message.Printer
}

// NewPrinter is a printer for l.
func NewPrinter(l Lang) *Printer { return &Printer{lang: l, mp: messagePrinter(l)} }

// Lang is the printer's language.
func (p *Printer) Lang() Lang { return p.lang }

// Pseudo's brackets mark every text that went through the catalog.
const (
	pseudoOpen  = "⟦"
	pseudoClose = "⟧"
)

// Sprintf looks the English format key up in the catalog and formats args with the
// language's text, plural forms and number format. Arguments that are Localizers or
// errors are rendered in the language first. A key with no text in the language
// prints its English words (so German, which has only game terms, reads as English),
// but its numbers always follow the language (catalog.go's tags).
func (p *Printer) Sprintf(key string, args ...any) string {
	local := p.localArgs(args)
	key = normalKey(key) // Errorf's formats: the wrapped error prints as text
	if p.lang == Pseudo {
		return pseudoOpen + messagePrinter(English).Sprintf(key, local...) + pseudoClose
	}
	if p.lang == Hungarian {
		// "5-ből", not "5-ból" (endings_hu.go); "az Iparos", not "a(z) Iparos" (article.go)
		return resolveArticles(fixNumberEndings(p.mp.Sprintf(key, local...)), typedTexts(args))
	}
	return p.mp.Sprintf(key, local...)
}

// Fprintf writes Sprintf's text to w.
func (p *Printer) Fprintf(w io.Writer, key string, args ...any) (int, error) {
	return io.WriteString(w, p.Sprintf(key, args...))
}

// Fprintln writes Sprintf's text and a newline to w.
func (p *Printer) Fprintln(w io.Writer, key string, args ...any) (int, error) {
	return io.WriteString(w, p.Sprintf(key, args...)+"\n")
}

// Text renders one value in the language: a Localizer as itself, an error as Error
// does, anything else as fmt prints it (a player's name, a number).
func (p *Printer) Text(v any) string {
	switch v := v.(type) {
	case Localizer:
		return v.Local(p)
	case error:
		return p.Error(v)
	case string:
		return v
	}
	return fmt.Sprint(v)
}

// Error renders err in the language. An error that is a Localizer (Errorf's, a rule's
// refusal) prints translated; an error from elsewhere of a kind talon knows (the
// operating system's, encoding/json's, strconv's: outside.go) is explained in the
// language; any other prints as it is, since only its own words exist — the code that
// wraps it with Errorf gives the table the context in its language.
func (p *Printer) Error(err error) string {
	if err == nil {
		return ""
	}
	if l, ok := err.(Localizer); ok {
		return l.Local(p)
	}
	var l Localizer
	if errors.As(err, &l) && err.Error() == errorText(l) {
		return l.Local(p) // wrapped without adding words (a type that only tags the error)
	}
	if text, ok := p.outsideText(err); ok {
		return text
	}
	return err.Error()
}

func errorText(l Localizer) string {
	if e, ok := l.(error); ok {
		return e.Error()
	}
	return ""
}

func (p *Printer) localArgs(args []any) []any {
	var out []any
	for i, a := range args {
		var s string
		switch a := a.(type) {
		case Localizer:
			s = a.Local(p)
		case error:
			s = p.Error(a)
		default:
			continue
		}
		if out == nil {
			out = append([]any(nil), args...)
		}
		out[i] = s
	}
	if out == nil {
		return args
	}
	return out
}

// Date writes a day as the language writes it: 2026-11-23 (English, ISO as talon has
// always printed it), 2026. 11. 23. (Hungarian), 23.11.2026 (German).
func (p *Printer) Date(t time.Time) string {
	switch p.lang {
	case Hungarian:
		return t.Format("2006. 01. 02.")
	case German:
		return t.Format("02.01.2006")
	}
	return t.Format("2006-01-02")
}

// AppendDate appends Date(t) to b, written digit by digit instead of by time.Format's
// layout (a list of every session writes tens of thousands of days).
func (p *Printer) AppendDate(b []byte, t time.Time) []byte {
	y, m, d := t.Date()
	if y < 0 || y > 9999 {
		return append(b, p.Date(t)...)
	}
	two := func(b []byte, n int) []byte { return append(b, byte('0'+n/10), byte('0'+n%10)) }
	four := func(b []byte, n int) []byte { return two(two(b, n/100), n%100) }
	switch p.lang {
	case Hungarian:
		return append(two(append(two(append(four(b, y), ". "...), int(m)), ". "...), d), '.')
	case German:
		return four(append(two(append(two(b, d), '.'), int(m)), '.'), y)
	}
	return two(append(two(append(four(b, y), '-'), int(m)), '-'), d)
}

// MonthDay writes a day without its year, for a row that shows the year beside it:
// 11-23 (English), 11. 23. (Hungarian), 23.11. (German).
func (p *Printer) MonthDay(t time.Time) string {
	switch p.lang {
	case Hungarian:
		return t.Format("01. 02.")
	case German:
		return t.Format("02.01.")
	}
	return t.Format("01-02")
}

// DateTime writes a day and the time of day (24-hour clock in all three languages).
func (p *Printer) DateTime(t time.Time) string { return p.Date(t) + " " + t.Format("15:04") }

// Unmarked is what of s lies outside Pseudo's brackets: text printed without going
// through the catalog (or a value such as a player's name).
func Unmarked(s string) string {
	var b strings.Builder
	depth := 0
	for len(s) > 0 {
		switch {
		case strings.HasPrefix(s, pseudoOpen):
			depth++
			s = s[len(pseudoOpen):]
		case strings.HasPrefix(s, pseudoClose) && depth > 0:
			depth--
			s = s[len(pseudoClose):]
		default:
			_, n := utf8.DecodeRuneInString(s)
			if depth == 0 {
				b.WriteString(s[:n])
			}
			s = s[n:]
		}
	}
	return b.String()
}
