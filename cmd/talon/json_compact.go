package main

// appendCompactJSON appends raw as json.Marshal writes a json.RawMessage: without the
// whitespace between tokens, with HTML's <, > and & and the line separators U+2028 and
// U+2029 escaped, every other byte as it is (TestAppendCompactJSONIsMarshal,
// FuzzAppendCompactJSON). It reports false, and b unchanged, when raw is not one valid
// JSON value. It exists for `talon sessions --json`: a long history's setup records are
// tens of megabytes, and encoding/json's scanner (json.Valid, then json.Compact) took
// most of that list's time; one pass over the bytes does both. The bytes are copied a
// run at a time, a run ending only where something is left out or escaped: a record
// stored compact, as talon writes them, is checked and then copied in one piece.
func appendCompactJSON(b, raw []byte) ([]byte, bool) {
	if compactAsIs(raw) {
		return append(b, raw...), true
	}
	c := jsonCompactor{raw: raw, b: b}
	if !c.value() {
		return b, false
	}
	return append(c.b, raw[c.from:]...), true
}

// compactAsIs reports whether raw is one valid JSON value that json.Marshal writes as
// it is: no whitespace between tokens, nothing in its strings to escape. It is the
// common case (talon stores its records so) and is checked in one tight loop, its
// place kept in local variables; false sends raw to jsonCompactor, which says whether
// it is JSON at all. It answers false for some values json.Marshal writes as they are
// (a string with a character from U+2000 to U+2FFF, whose first byte is U+2028's),
// never true for one it changes.
func compactAsIs(raw []byte) bool {
	var stack [64]byte
	open := stack[:0] // the closing bracket of each container not yet closed, innermost last
	i, n := 0, len(raw)
	key := false // an object's key comes next, with its colon
	for {
		if key {
			if i = plainJSONString(raw, i); i < 0 || i >= n || raw[i] != ':' {
				return false
			}
			i++
		}
		if i >= n {
			return false
		}
		switch c := raw[i]; {
		case c == '{' || c == '[':
			if len(open) >= maxJSONDepth { // an empty one counts too, as json.Valid counts
				return false
			}
			if i+1 < n && raw[i+1] == c+2 { // '{'+2 is '}', '['+2 is ']'
				i += 2
				break
			}
			open = append(open, c+2)
			i++
			key = c == '{'
			continue
		case c == '"':
			if i = plainJSONString(raw, i); i < 0 {
				return false
			}
		case c == '-' || c >= '0' && c <= '9':
			if i = jsonNumberEnd(raw, i); i < 0 {
				return false
			}
		case c == 't' && i+4 <= n && string(raw[i:i+4]) == "true",
			c == 'n' && i+4 <= n && string(raw[i:i+4]) == "null":
			i += 4
		case c == 'f' && i+5 <= n && string(raw[i:i+5]) == "false":
			i += 5
		default:
			return false
		}
		// A value ended at i: close what it ends, or go on to the next.
		for {
			if len(open) == 0 {
				return i == n
			}
			if i >= n {
				return false
			}
			top := open[len(open)-1]
			if raw[i] == top {
				open = open[:len(open)-1]
				i++
				continue
			}
			if raw[i] != ',' {
				return false
			}
			i++
			key = top == '}'
			break
		}
	}
}

// plainJSONString is where the string whose quote is at i ends (after its closing
// quote), or -1 when there is no string there or it holds a byte json.Marshal would
// change or might (compactAsIs).
func plainJSONString(raw []byte, i int) int {
	if i >= len(raw) || raw[i] != '"' {
		return -1
	}
	for i++; ; {
		for i < len(raw) && !jsonStringStop[raw[i]] {
			i++
		}
		if i >= len(raw) {
			return -1
		}
		switch raw[i] {
		case '"':
			return i + 1
		case '\\':
			if i+1 >= len(raw) {
				return -1
			}
			switch raw[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(raw) || !isHex(raw[i+2]) || !isHex(raw[i+3]) || !isHex(raw[i+4]) || !isHex(raw[i+5]) {
					return -1
				}
				i += 6
			default:
				return -1
			}
		default: // a control character, one of HTML's, or the first byte of U+2028's kind
			return -1
		}
	}
}

// jsonNumberEnd is where the number at i ends, or -1 when there is none:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func jsonNumberEnd(raw []byte, i int) int {
	digits := func() bool {
		from := i
		for i < len(raw) && raw[i] >= '0' && raw[i] <= '9' {
			i++
		}
		return i > from
	}
	if raw[i] == '-' {
		i++
	}
	switch {
	case i >= len(raw):
		return -1
	case raw[i] == '0':
		i++
	case !digits():
		return -1
	}
	if i < len(raw) && raw[i] == '.' {
		i++
		if !digits() {
			return -1
		}
	}
	if i < len(raw) && (raw[i] == 'e' || raw[i] == 'E') {
		i++
		if i < len(raw) && (raw[i] == '+' || raw[i] == '-') {
			i++
		}
		if !digits() {
			return -1
		}
	}
	return i
}

// jsonCompactor walks raw, appending to b what it has checked: raw[from:i] is checked
// and still to copy.
type jsonCompactor struct {
	raw  []byte
	b    []byte
	from int
	i    int
}

// maxJSONDepth is encoding/json's limit on nesting: json.Valid refuses a deeper value.
const maxJSONDepth = 10000

// value checks the one value raw holds, with the whitespace around it.
func (c *jsonCompactor) value() bool {
	raw := c.raw
	var stack [64]byte
	open := stack[:0] // the containers not yet closed, innermost last: '{' or '['
	c.space()
	for {
		// A value starts at c.i.
		if c.i >= len(raw) {
			return false
		}
		switch ch := raw[c.i]; {
		case ch == '{' || ch == '[':
			if len(open) >= maxJSONDepth {
				return false
			}
			open = append(open, ch)
			c.i++
			c.space()
			if c.i < len(raw) && raw[c.i] == ch+2 { // '{'+2 is '}', '['+2 is ']'
				open = open[:len(open)-1]
				c.i++
				break
			}
			if ch == '{' && !c.key() {
				return false
			}
			continue
		case ch == '"':
			if !c.string() {
				return false
			}
		case ch == '-' || ch >= '0' && ch <= '9':
			if !c.number() {
				return false
			}
		default:
			if !c.literal() {
				return false
			}
		}
		// A value ended at c.i: close what it ends, or go on to the next.
		for {
			c.space()
			if len(open) == 0 {
				return c.i == len(raw)
			}
			if c.i >= len(raw) {
				return false
			}
			top := open[len(open)-1]
			if raw[c.i] == top+2 {
				open = open[:len(open)-1]
				c.i++
				continue
			}
			if raw[c.i] != ',' {
				return false
			}
			c.i++
			c.space()
			if top == '{' && !c.key() {
				return false
			}
			break
		}
	}
}

// space leaves out the whitespace at c.i (space, tab, line feed, carriage return).
func (c *jsonCompactor) space() {
	i := c.i
	for i < len(c.raw) && jsonSpace[c.raw[i]] {
		i++
	}
	if i > c.i {
		c.b = append(c.b, c.raw[c.from:c.i]...)
		c.from, c.i = i, i
	}
}

var jsonSpace = [256]bool{' ': true, '\t': true, '\n': true, '\r': true}

// key checks an object's key at c.i and its colon.
func (c *jsonCompactor) key() bool {
	if c.i >= len(c.raw) || c.raw[c.i] != '"' || !c.string() {
		return false
	}
	c.space()
	if c.i >= len(c.raw) || c.raw[c.i] != ':' {
		return false
	}
	c.i++
	c.space()
	return true
}

// string checks the string whose quote is at c.i, escaping what json.Marshal escapes in
// a RawMessage. As encoding/json's scanner, it takes any byte from 0x20 up but the quote
// and the backslash as it is (invalid UTF-8 included), and refuses control characters.
func (c *jsonCompactor) string() bool {
	const hex = "0123456789abcdef"
	raw := c.raw
	i := c.i + 1
	for {
		for i < len(raw) && !jsonStringStop[raw[i]] {
			i++
		}
		if i >= len(raw) {
			return false
		}
		switch ch := raw[i]; {
		case ch == '"':
			c.i = i + 1
			return true
		case ch < 0x20:
			return false
		case ch == '\\':
			if i+1 >= len(raw) {
				return false
			}
			switch raw[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(raw) || !isHex(raw[i+2]) || !isHex(raw[i+3]) || !isHex(raw[i+4]) || !isHex(raw[i+5]) {
					return false
				}
				i += 6
			default:
				return false
			}
		case ch == '<' || ch == '>' || ch == '&':
			c.b = append(append(c.b, raw[c.from:i]...), '\\', 'u', '0', '0', hex[ch>>4], hex[ch&0xF])
			i++
			c.from = i
		case ch == 0xE2 && i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2]&^1 == 0xA8:
			c.b = append(append(c.b, raw[c.from:i]...), '\\', 'u', '2', '0', '2', hex[raw[i+2]&0xF])
			i += 3
			c.from = i
		default: // 0xE2 starting another character
			i++
		}
	}
}

// jsonStringStop marks the bytes a string is looked at for: the quote, the backslash,
// control characters, the three escaped and the first byte of U+2028 and U+2029.
var jsonStringStop = func() (stop [256]bool) {
	for ch := range 0x20 {
		stop[ch] = true
	}
	for _, ch := range []byte{'"', '\\', '<', '>', '&', 0xE2} {
		stop[ch] = true
	}
	return stop
}()

func isHex(ch byte) bool {
	return ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F'
}

// number checks the number at c.i.
func (c *jsonCompactor) number() bool {
	end := jsonNumberEnd(c.raw, c.i)
	if end < 0 {
		return false
	}
	c.i = end
	return true
}

// literal checks the true, false or null at c.i.
func (c *jsonCompactor) literal() bool {
	word := ""
	switch c.raw[c.i] {
	case 't':
		word = "true"
	case 'f':
		word = "false"
	case 'n':
		word = "null"
	}
	if word == "" || len(c.raw)-c.i < len(word) || string(c.raw[c.i:c.i+len(word)]) != word {
		return false
	}
	c.i += len(word)
	return true
}
