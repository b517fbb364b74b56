package i18n

import "strings"

// List is values joined by a separator, each rendered in the printer's language when
// the list is printed: the buildings of a city, the parts of a cost, decided in pure
// code that knows no language. Items are Terms, Messages, errors or plain values (a
// player's name, a number).
type List struct {
	Sep   string
	Items []any
}

// Join makes a List.
func Join(sep string, items ...any) List { return List{Sep: sep, Items: items} }

// Local is the list in p's language.
func (l List) Local(p *Printer) string {
	texts := make([]string, len(l.Items))
	for i, item := range l.Items {
		texts[i] = p.Text(item)
	}
	return strings.Join(texts, l.Sep)
}

// String is the list in English.
func (l List) String() string { return l.Local(english()) }

// Add returns the list with more items.
func (l List) Add(items ...any) List {
	return List{Sep: l.Sep, Items: append(append([]any(nil), l.Items...), items...)}
}

// Len is the number of items.
func (l List) Len() int { return len(l.Items) }
