package main

// appendCompactJSON appends raw as json.Marshal writes a json.RawMessage: without the
// whitespace between tokens, with HTML's <, > and & and the line separators U+2028 and
// U+2029 escaped, every other byte as it is (TestAppendCompactJSONIsCompact,
// FuzzAppendCompactJSON). It reports false, and b unchanged, when raw is not one valid
// JSON value. It exists for `talon sessions --json`: a long history's setup records are
// tens of megabytes, and encoding/json's scanner (json.Valid, then json.Compact) took
// most of that list's time; one pass over the bytes does both.
func appendCompactJSON(b, raw []byte) ([]byte, bool) {
	start := len(b)
	// open holds the containers not yet closed, innermost last: '{' or '['.
	var stack [64]byte
	open := stack[:0]
	i := skipJSONSpace(raw, 0)
	for {
		// A value starts at i.
		if i >= len(raw) {
			return b[:start], false
		}
		switch c := raw[i]; {
		case c == '{' || c == '[':
			if len(open) >= maxJSONDepth {
				return b[:start], false
			}
			open = append(open, c)
			b = append(b, c)
			i = skipJSONSpace(raw, i+1)
			closer := byte('}')
			if c == '[' {
				closer = ']'
			}
			if i < len(raw) && raw[i] == closer {
				open = open[:len(open)-1]
				b = append(b, closer)
				i++
				break
			}
			if c == '{' {
				var ok bool
				if b, i, ok = appendJSONKey(b, raw, i); !ok {
					return b[:start], false
				}
			}
			continue
		case c == '"':
			var ok bool
			if b, i, ok = appendJSONString(b, raw, i); !ok {
				return b[:start], false
			}
		case c == '-' || c >= '0' && c <= '9':
			end, ok := jsonNumberEnd(raw, i)
			if !ok {
				return b[:start], false
			}
			b = append(b, raw[i:end]...)
			i = end
		default:
			word := ""
			switch c {
			case 't':
				word = "true"
			case 'f':
				word = "false"
			case 'n':
				word = "null"
			}
			if word == "" || len(raw)-i < len(word) || string(raw[i:i+len(word)]) != word {
				return b[:start], false
			}
			b = append(b, word...)
			i += len(word)
		}
		// A value ended before i: close what it ends, or go on to the next.
		for {
			i = skipJSONSpace(raw, i)
			if len(open) == 0 {
				if i != len(raw) {
					return b[:start], false
				}
				return b, true
			}
			if i >= len(raw) {
				return b[:start], false
			}
			top := open[len(open)-1]
			closer := byte('}')
			if top == '[' {
				closer = ']'
			}
			if raw[i] == closer {
				open = open[:len(open)-1]
				b = append(b, closer)
				i++
				continue
			}
			if raw[i] != ',' {
				return b[:start], false
			}
			b = append(b, ',')
			i = skipJSONSpace(raw, i+1)
			if top == '{' {
				var ok bool
				if b, i, ok = appendJSONKey(b, raw, i); !ok {
					return b[:start], false
				}
			}
			break
		}
	}
}

// maxJSONDepth is encoding/json's limit on nesting: json.Valid refuses a deeper value.
const maxJSONDepth = 10000

// appendJSONKey appends an object's key at i and its colon, and returns the index of the
// value after them.
func appendJSONKey(b, raw []byte, i int) ([]byte, int, bool) {
	if i >= len(raw) || raw[i] != '"' {
		return b, i, false
	}
	b, i, ok := appendJSONString(b, raw, i)
	if !ok {
		return b, i, false
	}
	i = skipJSONSpace(raw, i)
	if i >= len(raw) || raw[i] != ':' {
		return b, i, false
	}
	return append(b, ':'), skipJSONSpace(raw, i+1), true
}

// appendJSONString appends the string that starts with the quote at i, escaping what
// json.Marshal escapes in a RawMessage, and returns the index after its closing quote.
// As encoding/json's scanner, it takes any byte from 0x20 up but the quote and the
// backslash as it is (invalid UTF-8 included), and refuses control characters.
func appendJSONString(b, raw []byte, i int) ([]byte, int, bool) {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	i++
	from := i
	for i < len(raw) {
		for i < len(raw) && !jsonStringStop[raw[i]] {
			i++
		}
		if i >= len(raw) {
			break
		}
		c := raw[i]
		switch {
		case c == '"':
			return append(append(b, raw[from:i]...), '"'), i + 1, true
		case c < 0x20:
			return b, i, false
		case c == '\\':
			if i+1 >= len(raw) {
				return b, i, false
			}
			switch raw[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(raw) || !isHex(raw[i+2]) || !isHex(raw[i+3]) || !isHex(raw[i+4]) || !isHex(raw[i+5]) {
					return b, i, false
				}
				i += 6
			default:
				return b, i, false
			}
		case c == '<' || c == '>' || c == '&':
			b = append(append(b, raw[from:i]...), '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			i++
			from = i
		case c == 0xE2 && i+2 < len(raw) && raw[i+1] == 0x80 && raw[i+2]&^1 == 0xA8:
			b = append(append(b, raw[from:i]...), '\\', 'u', '2', '0', '2', hex[raw[i+2]&0xF])
			i += 3
			from = i
		default:
			i++
		}
	}
	return b, i, false
}

// jsonStringStop marks the bytes appendJSONString looks at: the quote, the backslash,
// control characters, the three it escapes and the first byte of U+2028 and U+2029.
var jsonStringStop = func() (stop [256]bool) {
	for c := range 0x20 {
		stop[c] = true
	}
	for _, c := range []byte{'"', '\\', '<', '>', '&', 0xE2} {
		stop[c] = true
	}
	return stop
}()

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// jsonNumberEnd returns the index after the number at i:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func jsonNumberEnd(raw []byte, i int) (int, bool) {
	digits := func(i int) (int, bool) {
		from := i
		for i < len(raw) && raw[i] >= '0' && raw[i] <= '9' {
			i++
		}
		return i, i > from
	}
	if raw[i] == '-' {
		i++
	}
	if i >= len(raw) {
		return i, false
	}
	if raw[i] == '0' {
		i++
	} else if end, ok := digits(i); ok {
		i = end
	} else {
		return i, false
	}
	if i < len(raw) && raw[i] == '.' {
		end, ok := digits(i + 1)
		if !ok {
			return i, false
		}
		i = end
	}
	if i < len(raw) && (raw[i] == 'e' || raw[i] == 'E') {
		i++
		if i < len(raw) && (raw[i] == '+' || raw[i] == '-') {
			i++
		}
		end, ok := digits(i)
		if !ok {
			return i, false
		}
		i = end
	}
	return i, true
}

// skipJSONSpace returns the index of the first byte from i that is not JSON's
// whitespace (space, tab, line feed, carriage return).
func skipJSONSpace(raw []byte, i int) int {
	for i < len(raw) {
		switch raw[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}
