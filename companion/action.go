package companion

import (
	"github.com/talon-games/talon/companion/i18n"

	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxActionLength bounds one action's text: the longest real action (a San Juan final
// count for four players, a Catan trade) is far below it.
const MaxActionLength = 1000

// Action is one table action as it is typed, prompted, stored in the event log and read
// by a game. Its text form (see Parse and String) is the one grammar of every game:
//
//		verb positional... key=value...
//
//	  - words are separated by white space;
//	  - a value with spaces (a player called "Anna Maria") is written in double quotes;
//	    inside quotes \" and \\ stand for " and \;
//	  - key=value is a named value; it runs on over the following words until the next
//	    key=, so `trade bank 4 ore for=1 grain` has the named value for = "1 grain";
//	  - positional values come first, named values after them;
//	  - counts are written before what they count ("4 ore", "2 ore 1 wool"), lists of ids
//	    with commas ("indigo_plant,sugar_mill"); canonical ids use underscores.
//
// The verb is lower-cased; everything else is kept as typed, and a game's Resolve
// turns it into the canonical action (ids, seat names, randomness filled in).
type Action struct {
	Verb  string
	Args  []string // positional values, in order
	Named []Named  // key=value pairs, in the order written
}

// Named is one key=value of an Action.
type Named struct {
	Key   string
	Value string
}

// Do builds an action from a verb and positional values (verb words may be several:
// Do("buy dev") is verb "buy" with the value "dev").
func Do(verb string, args ...string) Action {
	words := strings.Fields(verb)
	a := Action{}
	if len(words) > 0 {
		a.Verb = strings.ToLower(words[0])
		a.Args = append(a.Args, words[1:]...)
	}
	a.Args = append(a.Args, args...)
	if len(a.Args) == 0 {
		a.Args = nil
	}
	return a
}

// With returns a copy of a with the named value key=value added (or replaced).
func (a Action) With(key, value string) Action {
	out := a.clone()
	if i := out.namedIndex(key); i >= 0 {
		out.Named[i].Value = value
		return out
	}
	out.Named = append(out.Named, Named{key, value})
	return out
}

// Get returns the named value for key (keys match case-insensitively).
func (a Action) Get(key string) (string, bool) {
	if i := a.namedIndex(key); i >= 0 {
		return a.Named[i].Value, true
	}
	return "", false
}

func (a Action) namedIndex(key string) int {
	return slices.IndexFunc(a.Named, func(n Named) bool { return strings.EqualFold(n.Key, key) })
}

func (a Action) clone() Action {
	return Action{Verb: a.Verb, Args: slices.Clone(a.Args), Named: slices.Clone(a.Named)}
}

// Equal says whether two actions are the same, word for word.
func (a Action) Equal(b Action) bool {
	return a.Verb == b.Verb && slices.Equal(a.Args, b.Args) && slices.Equal(a.Named, b.Named)
}

// String writes the canonical text of an action: Parse(a.String()) gives a back.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Verb)
	for _, w := range a.Args {
		b.WriteByte(' ')
		b.WriteString(quoteWord(w))
	}
	for _, n := range a.Named {
		b.WriteByte(' ')
		b.WriteString(quoteWord(n.Key))
		b.WriteByte('=')
		b.WriteString(namedValueText(n.Value))
	}
	return b.String()
}

// bare says whether a word can be written without quotes.
func bare(w string) bool {
	return w != "" && !strings.ContainsFunc(w, func(r rune) bool {
		return unicode.IsSpace(r) || r == '"' || r == '=' || r == '\\'
	})
}

// Quote writes one value as the grammar reads it back as one value: bare when it can be,
// else in double quotes.
func Quote(w string) string { return quoteWord(w) }

func quoteWord(w string) string {
	if bare(w) {
		return w
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(w) + `"`
}

// namedValueText writes a named value bare when its words read back the same (single
// spaces between bare words), else quoted.
func namedValueText(v string) string {
	if v == "" {
		return ""
	}
	words := strings.Split(v, " ")
	for _, w := range words {
		if !bare(w) {
			return quoteWord(v)
		}
	}
	return v
}

// token is one white-space separated word: its value with quotes removed, and for a
// key=value word the key and whether it was one.
type token struct {
	text  string
	key   string
	named bool
}

// Parse reads action text. It refuses (as *BadInput) text that is empty, too long, not
// UTF-8, holds control characters, has an unclosed quote, or a positional value after a
// named one.
func Parse(text string) (Action, error) {
	if len(text) > MaxActionLength {
		return Action{}, Bad("the action is %d characters long; at most %d are read", len(text), MaxActionLength)
	}
	if !utf8.ValidString(text) {
		return Action{}, Bad("the action is not valid UTF-8 text")
	}
	if strings.ContainsFunc(text, func(r rune) bool { return unicode.IsControl(r) && !unicode.IsSpace(r) || isFormatChar(r) }) {
		return Action{}, Bad("the action holds a control character; type it again as plain text")
	}
	toks, err := tokenize(text)
	if err != nil {
		return Action{}, err
	}
	if len(toks) == 0 {
		return Action{}, Bad("no action given")
	}
	if toks[0].named || !bare(toks[0].text) {
		return Action{}, Bad("an action starts with its verb (got %q)", toks[0].text)
	}
	a := Action{Verb: strings.ToLower(toks[0].text)}
	for _, t := range toks[1:] {
		switch {
		case t.named:
			a.Named = append(a.Named, Named{Key: t.key, Value: t.text})
		case len(a.Named) > 0: // a named value runs on until the next key=
			last := &a.Named[len(a.Named)-1]
			if last.Value == "" {
				last.Value = t.text
			} else {
				last.Value += " " + t.text
			}
		default:
			a.Args = append(a.Args, t.text)
		}
	}
	return a, nil
}

// isFormatChar catches the invisible characters that reorder or hide text on a terminal
// (bidi overrides, zero-width joiners): an action never needs them.
func isFormatChar(r rune) bool { return unicode.Is(unicode.Cf, r) }

func tokenize(text string) ([]token, error) {
	var (
		out     []token
		cur     strings.Builder
		t       token
		inWord  bool
		quoted  bool // inside "..."
		escaped bool
	)
	flush := func() {
		if inWord {
			t.text = cur.String()
			out = append(out, t)
		}
		cur.Reset()
		t, inWord = token{}, false
	}
	for _, r := range text {
		switch {
		case quoted && escaped:
			cur.WriteRune(r)
			escaped = false
		case quoted && r == '\\':
			escaped = true
		case quoted && r == '"':
			quoted = false
		case quoted:
			cur.WriteRune(r)
		case r == '"':
			quoted, inWord = true, true
		case unicode.IsSpace(r):
			flush()
		case r == '=' && !t.named:
			if !inWord {
				return nil, Bad("%q: a named value needs its name before the =", text)
			}
			t.key, t.named = cur.String(), true
			cur.Reset()
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		return nil, Bad("%q: a quote is not closed", text)
	}
	flush()
	for _, t := range out {
		if t.named && t.key == "" {
			return nil, Bad("%q: a named value needs its name before the =", text)
		}
	}
	return out, nil
}

// Words is a reader over a run of values (an action's positional values, or one named
// value split at spaces). Each typed read consumes what it matched; Done refuses leftovers.
type Words struct {
	what  string // for messages: the verb, or "verb key="
	words []string
}

// Words reads the positional values of a.
func (a Action) Words() *Words { return &Words{what: a.Verb, words: slices.Clone(a.Args)} }

// NamedWords reads the named value for key split at spaces; ok is false when absent.
func (a Action) NamedWords(key string) (*Words, bool) {
	v, ok := a.Get(key)
	if !ok {
		return nil, false
	}
	return &Words{what: a.Verb + " " + key + "=", words: strings.Fields(v)}, true
}

// Len is the number of words left.
func (w *Words) Len() int { return len(w.words) }

// Peek returns the next word without consuming it ("" when none).
func (w *Words) Peek() string {
	if len(w.words) == 0 {
		return ""
	}
	return w.words[0]
}

// Next consumes and returns the next word; missing names what was expected.
func (w *Words) Next(missing string) (string, error) { return w.next(missing) }

func (w *Words) next(missing any) (string, error) {
	if len(w.words) == 0 {
		return "", Bad("%s: %s is missing", w.what, fieldName(missing))
	}
	s := w.words[0]
	w.words = w.words[1:]
	if strings.TrimSpace(s) == "" { // a quoted "" names nothing: the same as leaving it out
		return "", Bad("%s: %s is empty", w.what, fieldName(missing))
	}
	return s, nil
}

// Rest consumes every word left, joined by spaces.
func (w *Words) Rest() string {
	s := strings.Join(w.words, " ")
	w.words = nil
	return s
}

// Done refuses words nobody read.
func (w *Words) Done() error {
	if len(w.words) > 0 {
		return Bad("%s: %q is more than it takes", w.what, strings.Join(w.words, " "))
	}
	return nil
}

// Term reads the longest run of words that names one term of the list exactly (by id,
// label or alias, ignoring case, accents, '_' and '-'), else one word as a unique prefix.
func (w *Words) Term(t *Terms) (int, error) {
	if len(w.words) == 0 {
		return -1, Bad("%s: %s is missing", w.what, t.whatText())
	}
	for k := w.run(); k > 0; k-- {
		if i, ok := t.exact(strings.Join(w.words[:k], " ")); ok {
			w.words = w.words[k:]
			return i, nil
		}
	}
	i, err := t.Find(w.words[0])
	if err != nil {
		return -1, Bad("%s: %v", w.what, err)
	}
	w.words = w.words[1:]
	return i, nil
}

// Int reads one whole number from lo to hi; what names it in messages (as ReadInt's).
func (w *Words) Int(what any, lo, hi int) (int, error) {
	s, err := w.next(what)
	if err != nil {
		return 0, err
	}
	return ReadInt(i18n.M("%s: %s", w.what, fieldName(what)), s, lo, hi)
}

// ReadInt reads a whole number from lo to hi; what names it in the message: a catalog
// key ("blue die", written as a literal so the catalog test sees it), or a Message or
// Term for a name built from parts.
func ReadInt(what any, s string, lo, hi int) (int, error) {
	n, ok := atoi(strings.TrimSpace(s))
	if !ok || n < lo || n > hi {
		return 0, Bad("%s %q is not a whole number from %d to %d", fieldName(what), s, lo, hi)
	}
	return n, nil
}

// fieldName is what a message calls a value: a string is a catalog key, printed in the
// table's language (as it is when the catalog has no text for it: a player's name, a
// typed "verb key="); a Message or Term prints itself.
func fieldName(what any) any {
	if s, ok := what.(string); ok {
		return i18n.M(s)
	}
	return what
}

// atoi reads a small decimal number without overflow (at most 9 digits).
func atoi(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// Count is one "N thing" of a count list.
type Count struct {
	N    int
	Term int // index into the Terms read
}

// Counts reads a count list such as "2 ore 1 wool" (a count left out is 1), each count
// from 1 to most, each term at most once. At least one entry is needed.
func (w *Words) Counts(t *Terms, most int) ([]Count, error) {
	var out []Count
	seen := map[int]bool{}
	for len(w.words) > 0 {
		n := 1
		if v, ok := atoi(w.words[0]); ok {
			if v < 1 || v > most {
				return nil, Bad("%s: %d is not a count from 1 to %d", w.what, v, most)
			}
			n = v
			w.words = w.words[1:]
			if len(w.words) == 0 {
				return nil, Bad("%s: %d of what?", w.what, v)
			}
		}
		i, err := w.Term(t)
		if err != nil {
			return nil, err
		}
		if seen[i] {
			return nil, Bad("%s: %s is named twice", w.what, t.Terms[i].ID)
		}
		seen[i] = true
		out = append(out, Count{N: n, Term: i})
	}
	if len(out) == 0 {
		return nil, Bad("%s: no %s named", w.what, t.whatText())
	}
	return out, nil
}

// List reads every word left as a comma-separated list of terms ("indigo_plant,sugar
// mill"), at most most of them; a term may repeat.
func (w *Words) List(t *Terms, most int) ([]int, error) {
	var out []int
	for _, item := range strings.Split(w.Rest(), ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		i, err := t.Find(item)
		if err != nil {
			return nil, Bad("%s: %v", w.what, err)
		}
		out = append(out, i)
	}
	if len(out) == 0 {
		return nil, Bad("%s: no %s named", w.what, t.whatText())
	}
	if len(out) > most {
		return nil, Bad("%s: %d named, at most %d", w.what, len(out), most)
	}
	return out, nil
}

// CountText writes a count list canonically: "2 ore 1 wool".
func CountText(t *Terms, counts []Count) string {
	parts := make([]string, len(counts))
	for i, c := range counts {
		parts[i] = fmt.Sprintf("%d %s", c.N, t.Terms[c.Term].ID)
	}
	return strings.Join(parts, " ")
}

// Maybe reads the longest run of words that names a term exactly (no prefix), and
// returns -1 without reading anything when none does: for a value that may be left out
// (San Juan's step verbs may leave out the player on turn: `build smithy`).
func (w *Words) Maybe(t *Terms) int {
	for k := w.run(); k > 0; k-- {
		if i, ok := t.exact(strings.Join(w.words[:k], " ")); ok {
			w.words = w.words[k:]
			return i
		}
	}
	return -1
}

// run is how many leading words a multi-word name may span: up to the first empty value
// (`""`), which is a value of its own and never part of a name.
func (w *Words) run() int {
	if i := slices.Index(w.words, ""); i >= 0 {
		return i
	}
	return len(w.words)
}
