package i18n

import (
	"fmt"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The catalog holds every translation. Each package adds its own texts from an init
// function in a file of its own (messages_hu.go), keyed by the English format string
// the code prints, so the code reads in English and a missing translation still prints
// the English text.
var cat = struct {
	sync.Mutex
	builder   *catalog.Builder
	texts     map[Lang]map[string]string // what was added, for tests and lookups
	conflicts []string
	printers  map[Lang]*message.Printer
}{
	builder:  catalog.NewBuilder(),
	texts:    map[Lang]map[string]string{},
	printers: map[Lang]*message.Printer{},
}

// Add adds translations: English format string (the key) to the language's text. The
// text may reorder arguments with %[n]s. A key added twice with different texts is a
// conflict reported by Conflicts (a test fails on it) and the first text stays.
func Add(l Lang, texts map[string]string) {
	cat.Lock()
	defer cat.Unlock()
	for key, text := range texts {
		key = normalKey(key)
		if !remember(l, key, text) {
			continue
		}
		if l == Hungarian {
			text = markNumberEndings(text) // endings_hu.go
		}
		set(l, key, catalog.String(text))
	}
}

// AddPlural adds a text that depends on a number: arg is the 1-based position of the
// number among the arguments, cases alternate a plural category ("one", "other", or
// "=0" for an exact value) and the text for it. English needs it for "1 card"/"2 cards";
// Hungarian rarely does (a noun after a number stays singular: "2 épület").
func AddPlural(l Lang, key string, arg int, cases ...string) {
	cat.Lock()
	defer cat.Unlock()
	key = normalKey(key)
	text := fmt.Sprint(cases)
	if !remember(l, key, text) {
		return
	}
	if l == Hungarian {
		for i := range cases {
			cases[i] = markNumberEndings(cases[i]) // endings_hu.go
		}
	}
	selectors := make([]interface{}, len(cases))
	for i, c := range cases {
		selectors[i] = c
	}
	set(l, key, plural.Selectf(arg, "", selectors...))
}

// set stores key's message for l. An English text (English needs one only for plural
// forms) is also stored for each other language that has no text of its own yet, so
// a Hungarian or German printer that finds no translation prints the English words
// with the table's digits ("1 310", not "1,310", which reads as one point three in
// Hungarian); the language's own text, added before or after, wins. Must hold cat's
// lock.
func set(l Lang, key string, msg catalog.Message) {
	tags := []language.Tag{l.tag()}
	if l == English {
		for _, other := range []Lang{Hungarian, German} {
			if _, own := cat.texts[other][key]; !own {
				tags = append(tags, other.tag())
			}
		}
	}
	for _, tag := range tags {
		if err := cat.builder.Set(tag, key, msg); err != nil {
			cat.conflicts = append(cat.conflicts, fmt.Sprintf("%s %q: %v", l, key, err))
		}
	}
}

// remember records key's text and says whether it is new. Must hold cat's lock.
func remember(l Lang, key, text string) bool {
	m := cat.texts[l]
	if m == nil {
		m = map[string]string{}
		cat.texts[l] = m
	}
	if old, ok := m[key]; ok {
		if old != text {
			cat.conflicts = append(cat.conflicts, fmt.Sprintf("%s %q: %q and %q", l, key, old, text))
		}
		return false
	}
	m[key] = text
	return true
}

// Has says whether the catalog has key in language l.
func Has(l Lang, key string) bool {
	cat.Lock()
	defer cat.Unlock()
	_, ok := cat.texts[l][normalKey(key)]
	return ok
}

// Text is key's text in language l as it was added (a plural's cases as one list), and
// whether there is one. Tests read it: a key added with an empty text prints nothing.
func Text(l Lang, key string) (string, bool) {
	cat.Lock()
	defer cat.Unlock()
	text, ok := cat.texts[l][normalKey(key)]
	return text, ok
}

// Keys lists the keys language l has a text for (tests walk them).
func Keys(l Lang) []string {
	cat.Lock()
	defer cat.Unlock()
	keys := make([]string, 0, len(cat.texts[l]))
	for k := range cat.texts[l] {
		keys = append(keys, k)
	}
	return keys
}

// normalKey writes Errorf's %w as %v: the catalog formats text, it wraps nothing.
func normalKey(key string) string {
	if strings.Contains(key, "%w") {
		return strings.ReplaceAll(key, "%w", "%v")
	}
	return key
}

// Conflicts lists keys added twice with different texts.
func Conflicts() []string {
	cat.Lock()
	defer cat.Unlock()
	return append([]string(nil), cat.conflicts...)
}

func (l Lang) tag() language.Tag {
	switch l {
	case Hungarian:
		return language.Hungarian
	case German:
		return language.German
	}
	return language.English
}

// messagePrinter is x/text's printer for l over the catalog, made once.
func messagePrinter(l Lang) *message.Printer {
	cat.Lock()
	defer cat.Unlock()
	p := cat.printers[l]
	if p == nil {
		p = message.NewPrinter(l.tag(), message.Catalog(cat.builder))
		cat.printers[l] = p
	}
	return p
}
