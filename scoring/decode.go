package scoring

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/talon-games/talon/companion/i18n"
)

// The scorers read their JSON input with one strict reader, so every game words and
// decides the same things the same way:
//   - a key is written exactly as in the game's template (lower-case snake_case); any
//     other spelling — "Players", "six-cost-vp", a typo — is an unknown field, with the
//     key it probably means;
//   - a key given twice in one object is refused;
//   - null is the same as leaving the field out;
//   - a value of the wrong type is refused, saying what was wanted and what was given,
//     and leaves the target at its zero value (no half-read lists);
//   - nothing may follow the one JSON object.
// Every problem is collected, so the table fixes them all at once.

// Need says whether a field must be given.
type Need bool

const (
	Optional Need = false // left out (or null): the target keeps its zero value
	Required Need = true  // left out (or null): the problem "missing"
)

// Object is one JSON object of a scoring input being read strictly (DecodeStruct reads a
// whole input through it). Each read names a key as known; Done reports every other key
// as an unknown field.
type Object struct {
	player  string // who the problems name, "" for game-wide
	path    string // dotted path of this object inside the input, "" at the top
	members []member
	known   []string
	keyed   bool // the keys are data (temple names, group sizes), not field names
	broken  bool // not an object: reads do nothing, the problem is already reported
	ps      *Problems
}

type member struct {
	key   string
	value json.RawMessage
}

// Decode reads data as exactly one JSON object. ok is false, with the problem recorded,
// when data is not one.
func Decode(data []byte, ps *Problems) (top *Object, ok bool) {
	members, err := readObject(data, true)
	if err != nil {
		ps.AddError("", "input", err)
		return nil, false
	}
	o := &Object{ps: ps}
	o.members = o.dedupe(members)
	return o, true
}

// Field is the dotted name problems use for key in this object; a key that is empty or
// holds anything but letters, digits, spaces and _-. is quoted, so a problem never
// prints a control character from the input.
func (o *Object) Field(key string) string {
	key = Shown(key)
	if o.path == "" {
		return key
	}
	return o.path + "." + key
}

// Shown is text from the input as problems print it: as is when it is plain, quoted
// (with escapes) when it is empty or holds a control, format or other unusual character.
func Shown(s string) string {
	plain := s != ""
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" _-.'", r) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return strconv.Quote(s)
}

// Problem records a problem about one of this object's keys.
func (o *Object) Problem(key, reason string, args ...any) {
	o.ps.Add(o.player, o.Field(key), reason, args...)
}

// Object reads a nested object whose keys are field names; nil when it is absent or not
// an object. The caller reads its fields and calls Done.
func (o *Object) Object(key string, need Need) *Object {
	raw, ok := o.take(key, need)
	if !ok {
		return nil
	}
	return o.child(raw, o.player, o.Field(key), false)
}

// Keyed reads a nested object whose keys are data (group sizes, temple names): Keys lists
// them, and no key of it is unknown.
func (o *Object) Keyed(key string, need Need) *Object {
	raw, ok := o.take(key, need)
	if !ok {
		return nil
	}
	return o.child(raw, o.player, o.Field(key), true)
}

// Keys lists the keys of the object in input order (repeats removed). On an object of
// field names it marks them all known.
func (o *Object) Keys() []string {
	if o == nil {
		return nil
	}
	keys := make([]string, len(o.members))
	for i, m := range o.members {
		keys[i] = m.key
	}
	o.known = append(o.known, keys...)
	return keys
}

// Players reads the "players" list: one object per player, each naming its problems
// with PlayerLabels (the name, the seat when it is missing, both for a repeated name).
// Every element that is not an object is reported, and comes back as an object whose
// reads do nothing.
func (o *Object) Players(need Need) []*Object {
	raw, ok := o.take("players", need)
	if !ok {
		return nil
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		o.Problem("players", `want a list of players [{"name": ...}, ...], got %v`, DescribeMessage(raw))
		return nil
	}
	names := make([]string, len(list))
	for i, r := range list {
		var head struct {
			Name any `json:"name"`
		}
		_ = json.Unmarshal(r, &head) // only to label the problems
		names[i], _ = head.Name.(string)
	}
	labels := PlayerLabels(names)
	out := make([]*Object, len(list))
	for i, r := range list {
		out[i] = o.child(r, labels[i], "", false)
	}
	return out
}

// Done reports every key that no read named as an unknown field, with the known key it
// probably means.
func (o *Object) Done() {
	if o == nil || o.broken || o.keyed {
		return
	}
	for _, m := range o.members {
		if !slices.Contains(o.known, m.key) {
			o.ps.AddMessage(o.player, o.Field(m.key), UnknownFieldMessage(m.key, o.known))
		}
	}
}

// UnknownField is the one wording of an unknown key: the key it probably means, or the
// keys there are.
func UnknownField(key string, known []string) string { return UnknownFieldMessage(key, known).String() }

// UnknownFieldMessage is UnknownField as a message the table reads in its language.
func UnknownFieldMessage(key string, known []string) i18n.Message {
	if near := Suggest(key, known); len(near) > 0 {
		return i18n.M("unknown field%v", didYouMean(near))
	}
	return i18n.M("unknown field (known: %s)", strings.Join(known, ", "))
}

func (o *Object) child(raw json.RawMessage, player, path string, keyed bool) *Object {
	c := &Object{player: player, path: path, keyed: keyed, ps: o.ps}
	members, err := readObject(raw, false)
	if err != nil {
		field := path
		if field == "" {
			field = "player"
		}
		o.ps.Add(player, field, "want an object {...}, got %v", DescribeMessage(raw))
		c.broken = true
		return c
	}
	c.members = c.dedupe(members)
	return c
}

// take finds key's value, reporting a missing required one; null counts as absent.
func (o *Object) take(key string, need Need) (json.RawMessage, bool) {
	if o == nil || o.broken {
		return nil, false
	}
	if !slices.Contains(o.known, key) {
		o.known = append(o.known, key)
	}
	for _, m := range o.members {
		if m.key == key && !IsNull(m.value) {
			return m.value, true
		}
	}
	if need == Required && !o.misspelt(key) {
		o.Problem(key, "missing")
	}
	return nil, false
}

// misspelt reports a key written as key in another case or with other separators
// ("Ducats", "six-cost-vp"): Done reports it as unknown with key as the suggestion,
// which says it all.
func (o *Object) misspelt(key string) bool {
	return slices.ContainsFunc(o.members, func(m member) bool { return m.key != key && Fold(m.key) == Fold(key) })
}

func want(dst any) i18n.Message {
	switch dst.(type) {
	case *int:
		return i18n.M("a whole number")
	case *bool:
		return i18n.M("true or false")
	case *string:
		return i18n.M("text")
	case *[]string:
		return i18n.M("a list of names")
	case *[]int:
		return i18n.M("a list of whole numbers")
	case *[][]string:
		return i18n.M("a list of name pairs")
	}
	return i18n.M("%s", reflect.TypeOf(dst).String())
}

// dedupe refuses a key given twice, keeping the first.
func (o *Object) dedupe(members []member) []member {
	var out []member
	seen := map[string]bool{}
	for _, m := range members {
		if seen[m.key] {
			o.ps.Add(o.player, o.Field(m.key), "given twice")
			continue
		}
		seen[m.key] = true
		out = append(out, m)
	}
	return out
}

// IsNull reports whether a raw JSON value is the literal null.
func IsNull(raw json.RawMessage) bool {
	return bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

// Describe says what a JSON value is, for problems: `text "x"`, `the number 2.5`, ...
func Describe(raw json.RawMessage) string { return DescribeMessage(raw).String() }

// DescribeMessage is Describe as a message the table reads in its language.
func DescribeMessage(raw json.RawMessage) i18n.Message {
	s := bytes.TrimSpace(raw)
	if len(s) == 0 {
		return i18n.M("nothing")
	}
	switch s[0] {
	case '"':
		return i18n.M("text %s", shorten(string(s)))
	case '[':
		return i18n.M("a list %s", shorten(string(s)))
	case '{':
		return i18n.M("an object")
	case 't', 'f', 'n':
		return i18n.M("%s", string(s)) // true, false, null: JSON's own words
	}
	return i18n.M("the number %s", shorten(string(s)))
}

func shorten(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:37]) + "..."
	}
	return s
}

// readObject splits one JSON object into its members, keeping their order and repeats.
// whole: nothing may follow the object.
func readObject(data []byte, whole bool) ([]member, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, syntaxError(data, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, i18n.Errorf(`not a JSON object like {"players": [...]}`)
	}
	var members []member
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, syntaxError(data, err)
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, syntaxError(data, err)
		}
		members = append(members, member{key: tok.(string), value: value})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, syntaxError(data, err)
	}
	if _, err := dec.Token(); whole && err != io.EOF {
		return nil, i18n.Errorf("unexpected data after the JSON object")
	}
	return members, nil
}

// syntaxError says where data stops being JSON and what should be there, in the
// table's language (encoding/json's words are English and count bytes).
func syntaxError(data []byte, err error) error {
	if errors.Is(err, io.EOF) && len(bytes.TrimSpace(data)) == 0 {
		return i18n.Errorf("empty: no JSON object")
	}
	if errors.Is(err, io.EOF) {
		err = io.ErrUnexpectedEOF // a Decoder's Token says EOF for an object cut short
	}
	return i18n.JSONError(data, err)
}
