package i18n

import (
	"encoding/json"
	"fmt"
	"sync"
)

// Message is a text decided where the rules are (pure code that knows no language)
// and printed where the table reads it: an English format string, which is also its
// catalog key, and its arguments. Arguments may themselves be Messages or Terms.
type Message struct {
	Format string
	Args   []any
}

// M makes a Message. Its format is a catalog key: the catalog test finds every M with a
// literal format and checks that the catalog translates it.
func M(format string, args ...any) Message { return Message{Format: format, Args: args} }

// String is the message in English.
func (m Message) String() string { return english().Sprintf(m.Format, m.Args...) }

// Local is the message in p's language.
func (m Message) Local(p *Printer) string { return p.Sprintf(m.Format, m.Args...) }

// IsZero says whether m is the empty message.
func (m Message) IsZero() bool { return m.Format == "" && len(m.Args) == 0 }

// MarshalJSON writes the English text: --json output is for scripts and stays English
// whatever language the table reads.
func (m Message) MarshalJSON() ([]byte, error) { return json.Marshal(m.String()) }

// Key marks a constant text that is translated later, where it is printed
// (p.Sprintf(key)): a rule's name, a column title kept in data. It returns s unchanged;
// the catalog test finds it like M.
func Key(s string) string { return s }

// Term is a game term with the names printed on each edition's components: the
// English, Hungarian and German names of a card, building, city or role. An edition
// whose name is not known has "" and shows the English name, never an invented one.
type Term struct {
	EN, HU, DE string
}

func (t Term) String() string { return t.EN }

// Local is the name on the components of p's language's edition.
func (t Term) Local(p *Printer) string {
	switch p.lang {
	case Hungarian:
		if t.HU != "" {
			return t.HU
		}
	case German:
		if t.DE != "" {
			return t.DE
		}
	case Pseudo:
		return pseudoOpen + t.EN + pseudoClose
	}
	return t.EN
}

// Error is an error whose text is a Message: Error() is English (logs, tests, wrapping
// by code that knows no language); a Printer shows it in the table's language.
type Error struct {
	Message
	wrapped error
}

// Errorf is fmt.Errorf with a translatable format: %w wraps as fmt.Errorf does.
func Errorf(format string, args ...any) error {
	e := &Error{Message: M(format, args...)}
	if w, ok := fmt.Errorf(format, args...).(interface{ Unwrap() error }); ok {
		e.wrapped = w.Unwrap()
	}
	return e
}

func (e *Error) Error() string { return e.Message.String() }

// Unwrap is the error given with %w, if any.
func (e *Error) Unwrap() error { return e.wrapped }

// english is the printer for Error() and String(): made once, shared by goroutines.
var english = sync.OnceValue(func() *Printer { return NewPrinter(English) })
