package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// encoding/json says what is wrong with a file in English and by byte offset. A table
// fixing a file in an editor needs the line and column and what should be there, in
// its language: JSONError gives that, keeping json's own words only for an error it
// does not know (quoted).

// jsonError is a JSON decoding error with where it happened.
type jsonError struct {
	err       error
	line, col int    // 1-based; 0 when not known
	next      []byte // the bytes from where it went wrong, when known (see foundText)
}

// JSONError explains err, encoding/json's error for data (a syntax error, a value of
// the wrong kind, an unknown field, data cut short), in the table's language with the
// line and column where data went wrong. Any other error is returned as it is.
func JSONError(data []byte, err error) error {
	if !isJSONError(err) {
		return err
	}
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		// A Decoder's offsets do not always count from the start of data: scanning the
		// whole data again finds the same first error at its exact byte.
		var again *json.SyntaxError
		if errors.As(json.Unmarshal(data, new(json.RawMessage)), &again) {
			err = again
		}
	}
	e := &jsonError{err: err}
	if offset, ok := jsonOffset(err, data); ok {
		e.line, e.col = Position(data, offset)
		e.next = data[offset:min(offset+utf8.UTFMax, int64(len(data)))]
	}
	return e
}

// JSONErrorAt is JSONError for a stream whose text is no longer at hand: line and
// column as the reader counted them, and next, the bytes from there if the reader
// still holds them (nil if not). A line without its column (0) is said alone; line 0
// says json's byte offset instead; a negative line says no place (the error's own
// names the value, and its offset is not the file's).
func JSONErrorAt(err error, line, col int, next []byte) error {
	if !isJSONError(err) {
		return err
	}
	return &jsonError{err: err, line: line, col: col, next: next}
}

func (e *jsonError) Error() string { return e.Local(english()) }

// Unwrap is encoding/json's error.
func (e *jsonError) Unwrap() error { return e.err }

// Local is the error in p's language.
func (e *jsonError) Local(p *Printer) string {
	text, _ := jsonText(p, e.err, e)
	return text
}

func isJSONError(err error) bool {
	var (
		syntax *json.SyntaxError
		typ    *json.UnmarshalTypeError
	)
	return errors.As(err, &syntax) || errors.As(err, &typ) || errors.Is(err, io.ErrUnexpectedEOF) ||
		strings.HasPrefix(err.Error(), unknownField)
}

// jsonOffset is where in data err happened: the offending byte of a syntax error, the
// end of a value of the wrong kind, the end of data cut short.
func jsonOffset(err error, data []byte) (int64, bool) {
	var (
		syntax *json.SyntaxError
		typ    *json.UnmarshalTypeError
	)
	switch {
	case errors.As(err, &syntax):
		return badByte(syntax, data), true
	case errors.As(err, &typ):
		return typ.Offset - 1, true
	case errors.Is(err, io.ErrUnexpectedEOF):
		return int64(len(data)), true
	}
	return 0, false
}

// badByte is the offset of the character a syntax error names. Unmarshal and Decode
// count it among the bytes read, a Decoder's Token does not: the character itself
// decides, where data is at hand.
func badByte(syntax *json.SyntaxError, data []byte) int64 {
	rest, ok := strings.CutPrefix(syntax.Error(), invalidCharacter)
	if !ok {
		return syntax.Offset
	}
	at := syntax.Offset - 1
	if c, ok := quotedByte(rest); ok && at >= 0 && syntax.Offset < int64(len(data)) &&
		data[at] != c && data[syntax.Offset] == c {
		at = syntax.Offset
	}
	return max(at, 0)
}

// quotedByte reads the character json quotes at the start of its message: 'x', '\n',
// '\”, '"'.
func quotedByte(s string) (byte, bool) {
	if strings.HasPrefix(s, `'\''`) {
		return '\'', true
	}
	end := strings.Index(s[min(1, len(s)):], "' ") + 1
	if end <= 1 {
		return 0, false
	}
	inner := s[1:end]
	if inner == `"` {
		return '"', true
	}
	r, err := strconv.Unquote(`"` + inner + `"`)
	if err != nil || len([]rune(r)) != 1 || []rune(r)[0] > 0xff {
		return 0, false
	}
	return byte([]rune(r)[0]), true
}

// Position is the line and column (1-based, in characters) of byte offset in data.
func Position(data []byte, offset int64) (line, col int) {
	offset = max(0, min(offset, int64(len(data))))
	before := data[:offset]
	start := strings.LastIndexByte(string(before), '\n') + 1
	return strings.Count(string(before), "\n") + 1, utf8.RuneCount(before[start:]) + 1
}

// Words of encoding/json's errors that have no type of their own.
const (
	invalidCharacter = "invalid character "
	unknownField     = "json: unknown field "
	unexpectedEnd    = "unexpected end of JSON input"
)

// jsonExpected says what the JSON should have had where json found another character,
// by the context json names after the character.
var jsonExpected = []struct {
	context  string
	prefix   bool
	expected string // a catalog key
}{
	{"looking for beginning of value", false, Key("a value (a number, text in double quotes, true, false, null, [ or {)")},
	{"looking for beginning of object key string", false, Key("a name in double quotes")},
	{"after object key", false, Key("a colon (:)")},
	{"after object key:value pair", false, Key("a comma (,) or }")},
	{"after array element", false, Key("a comma (,) or ]")},
	{"after top-level value", false, Key("nothing more (the JSON value has ended)")},
	{"in string literal", false, Key(`the closing double quote (inside text a line break is written \n, a tab \t)`)},
	{"in string escape code", false, Key(`one of " \ / b f n r t u after the backslash`)},
	{`in \u hexadecimal character escape`, false, Key(`four hexadecimal digits after \u`)},
	{"numeric literal", true, Key("a digit")},
	{"in literal ", true, Key("true, false or null, written out in full")},
}

// decoderExpected are a Decoder's own messages for a missing separator.
var decoderExpected = map[string]string{
	"expected colon after object key":    Key("a colon (:)"),
	"expected comma after array element": Key("a comma (,) or ]"),
}

// jsonText renders a JSON error in p's language; at is where it happened (nil: the
// byte offset json gives, if any).
func jsonText(p *Printer, err error, at *jsonError) (string, bool) {
	var (
		syntax *json.SyntaxError
		typ    *json.UnmarshalTypeError
	)
	loc := func(offset int64, known bool) string {
		switch {
		case at != nil && at.line > 0 && at.col > 0:
			return p.Sprintf("line %s, column %s", strconv.Itoa(at.line), strconv.Itoa(at.col))
		case at != nil && at.line > 0:
			return p.Sprintf("line %s", strconv.Itoa(at.line))
		case known:
			return p.Sprintf("byte %s", strconv.FormatInt(offset+1, 10))
		}
		return ""
	}
	switch {
	case errors.As(err, &syntax):
		var next []byte
		if at != nil {
			next = at.next
		}
		return syntaxText(p, syntax.Error(), loc(badByte(syntax, nil), true), next), true
	case errors.As(err, &typ) && at != nil && at.line < 0:
		return p.Sprintf("wrong kind of value: %s", typeText(p, typ)), true
	case errors.As(err, &typ):
		return p.Sprintf("wrong kind of value (%s): %s", loc(typ.Offset-1, true), typeText(p, typ)), true
	case errors.Is(err, io.ErrUnexpectedEOF):
		if l := loc(0, false); l != "" {
			return p.Sprintf("the JSON ends too early, at %s (is the file cut short?)", l), true
		}
		return p.Sprintf("the JSON ends too early (is the file cut short?)"), true
	case strings.HasPrefix(err.Error(), unknownField):
		return p.Sprintf("unknown field %s", strings.TrimPrefix(err.Error(), unknownField)), true
	}
	return "", false
}

// syntaxText explains json's syntax error msg at loc; next are the bytes from there,
// when known.
func syntaxText(p *Printer, msg, loc string, next []byte) string {
	if msg == unexpectedEnd {
		return p.Sprintf("the JSON ends too early, at %s (is the file cut short?)", loc)
	}
	if expected, ok := decoderExpected[msg]; ok {
		return p.Sprintf("not valid JSON (%s): expected %s", loc, p.Sprintf(expected))
	}
	rest, ok := strings.CutPrefix(msg, invalidCharacter)
	if !ok {
		return p.Sprintf("not valid JSON (%s): %q", loc, msg)
	}
	// json quotes the character in single quotes; a quote itself is written '\''.
	end := strings.Index(rest[min(1, len(rest)):], "' ") + 1
	if strings.HasPrefix(rest, `'\''`) {
		end = 3
	}
	if end <= 0 && len(rest) >= 3 && strings.HasPrefix(rest, "'") && strings.HasSuffix(rest, "'") {
		// A Decoder's Token names the character alone, where a name should begin.
		return p.Sprintf("not valid JSON (%s): %s cannot stand here", loc, foundText(p, rest, next))
	}
	if end <= 0 {
		return p.Sprintf("not valid JSON (%s): %q", loc, msg)
	}
	found, context := rest[:end+1], rest[min(end+2, len(rest)):]
	for _, e := range jsonExpected {
		if context == e.context || e.prefix && strings.Contains(context, e.context) {
			return p.Sprintf("not valid JSON (%s): expected %s, found %s", loc, p.Sprintf(e.expected), foundText(p, found, next))
		}
	}
	return p.Sprintf("not valid JSON (%s): %q", loc, msg)
}

// typeText says which value had the wrong kind and what it should have been.
func typeText(p *Printer, typ *json.UnmarshalTypeError) string {
	found := jsonValueKind(p, typ.Value)
	want := goTypeKind(p, typ.Type)
	if typ.Field == "" {
		return p.Sprintf("expected %s, found %s", want, found)
	}
	return p.Sprintf("%s should be %s, not %s", typ.Field, want, found)
}

// jsonValueKind names a kind of JSON value as json's error gives it.
func jsonValueKind(p *Printer, value string) string {
	switch {
	case value == "string":
		return p.Sprintf("text in double quotes")
	case value == "number" || strings.HasPrefix(value, "number "):
		return p.Sprintf("a number")
	case value == "bool":
		return p.Sprintf("true or false")
	case value == "array":
		return p.Sprintf("a list [ … ]")
	case value == "object":
		return p.Sprintf("an object { … }")
	}
	return strconv.Quote(value)
}

// goTypeKind names what a Go type reads, as a kind of JSON value.
func goTypeKind(p *Printer, t reflect.Type) string {
	if t == nil {
		return p.Sprintf("a value")
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return p.Sprintf("text in double quotes")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return p.Sprintf("a whole number")
	case reflect.Float32, reflect.Float64:
		return p.Sprintf("a number")
	case reflect.Bool:
		return p.Sprintf("true or false")
	case reflect.Slice, reflect.Array:
		return p.Sprintf("a list [ … ]")
	case reflect.Map, reflect.Struct:
		return p.Sprintf("an object { … }")
	}
	return p.Sprintf("a value")
}

// foundText is the character json found, as its message quotes it ('x'). json reads
// byte by byte and quotes a byte above 0x7f as the letter of that number ('ÿ' for
// 0xff): that is never the character in the file. The bytes from there tell which it
// is: a character written in UTF-8 ('é') or a byte that is not UTF-8 (a file saved in
// another encoding); without them, the byte is named by its value.
func foundText(p *Printer, quoted string, next []byte) string {
	r, size := utf8.DecodeRuneInString(strings.Trim(quoted, "'"))
	if r < utf8.RuneSelf || r > 0xff || size != len(quoted)-2 {
		return quoted
	}
	if len(next) > 0 && next[0] == byte(r) {
		if c, n := utf8.DecodeRune(next); c != utf8.RuneError || n > 1 {
			return "'" + string(c) + "'"
		}
		return p.Sprintf("a byte that is not UTF-8 (%s)", fmt.Sprintf("0x%X", next[0]))
	}
	return p.Sprintf("the byte %s (not a character by itself)", fmt.Sprintf("0x%X", byte(r)))
}
