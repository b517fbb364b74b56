package main

import (
	"encoding/json"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

// sessionJSONWriter writes one element of `talon sessions --json` exactly as
// json.MarshalIndent(s, "  ", "  ") would, but for the setup record, which is written on
// one line as json.Marshal writes it (TestSessionJSONIsMarshalIndent), and without
// reflection: a list of every session in a long history spent most of its time there.
// Indented, a played Catan's setup is some 12 KB (2 KB on one line), and a long history
// holds thousands: a list of 100,000 sessions was 124 MB, most of it setups' indentation.
// A session whose setup record is not valid JSON, or with a time JSON cannot hold, goes
// through json.MarshalIndent itself, which says why. It keeps the buffer a setup record
// is checked and compacted in from one session of the list to the next.
type sessionJSONWriter struct{ setup []byte }

func (w *sessionJSONWriter) append(b []byte, s sessionJSON) []byte {
	sess := s.Session
	validSetup := true
	w.setup = w.setup[:0]
	if len(sess.Setup) > 0 {
		w.setup, validSetup = appendCompactJSON(w.setup, sess.Setup)
	}
	if !validSetup || !jsonTime(sess.Started) || !jsonTime(s.LastAt) || sess.Ended != nil && !jsonTime(*sess.Ended) {
		out, err := json.MarshalIndent(s, "  ", "  ")
		if err != nil { // a setup record is valid JSON when stored; say so in the output if not
			out, _ = json.Marshal(err.Error())
		}
		return append(b, out...)
	}
	b = append(b, "{\n    \"session\": {\n      \"id\": "...)
	b = strconv.AppendInt(b, sess.ID, 10)
	b = appendJSONField(b, ",\n      \"uuid\": ", sess.UUID)
	b = appendJSONField(b, ",\n      \"game\": ", sess.Game)
	b = append(b, ",\n      \"config\": {\n        \"players\": "...)
	switch {
	case sess.Config.Players == nil:
		b = append(b, "null"...)
	case len(sess.Config.Players) == 0:
		b = append(b, "[]"...)
	default:
		for i, p := range sess.Config.Players {
			if i == 0 {
				b = append(b, "[\n          {\n"...)
			} else {
				b = append(b, ",\n          {\n"...)
			}
			b = appendJSONField(b, "            \"name\": ", p.Name)
			if p.Colour != "" {
				b = appendJSONField(b, ",\n            \"colour\": ", p.Colour)
			}
			b = append(b, "\n          }"...)
		}
		b = append(b, "\n        ]"...)
	}
	if len(sess.Config.Options) > 0 {
		b = append(b, ",\n        \"options\": {"...)
		keys := make([]string, 0, len(sess.Config.Options))
		for k := range sess.Config.Options {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for i, k := range keys {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendJSONField(b, "\n          ", k)
			b = appendJSONField(b, ": ", sess.Config.Options[k])
		}
		b = append(b, "\n        }"...)
	}
	b = append(b, "\n      }"...)
	b = appendJSONField(b, ",\n      \"seed\": ", sess.Seed)
	if len(sess.Setup) > 0 {
		b = append(append(b, ",\n      \"setup\": "...), w.setup...)
	}
	b = appendJSONField(b, ",\n      \"status\": ", string(sess.Status))
	b = append(b, ",\n      \"started\": "...)
	b = appendJSONTime(b, sess.Started)
	if sess.Ended != nil {
		b = append(b, ",\n      \"ended\": "...)
		b = appendJSONTime(b, *sess.Ended)
	}
	b = append(b, "\n    },\n    \"events\": "...)
	b = strconv.AppendInt(b, int64(s.Events), 10)
	b = append(b, ",\n    \"last_at\": "...)
	b = appendJSONTime(b, s.LastAt)
	b = append(b, ",\n    \"players\": "...)
	if len(s.Players) == 0 {
		b = append(b, "[]"...)
	}
	for i, name := range s.Players {
		if i == 0 {
			b = append(b, "[\n      {\n"...)
		} else {
			b = append(b, ",\n      {\n"...)
		}
		b = appendJSONField(b, "        \"name\": ", name)
		b = append(b, "\n      }"...)
		if i == len(s.Players)-1 {
			b = append(b, "\n    ]"...)
		}
	}
	return append(b, "\n  }"...)
}

// jsonTime tells whether time.Time's MarshalJSON writes t (years 0–9999).
func jsonTime(t time.Time) bool { return t.Year() >= 0 && t.Year() <= 9999 }

// appendJSONTime writes t as time.Time's MarshalJSON does (RFC 3339 with the fraction's
// trailing zeros cut); a time in UTC, as the history keeps them, digit by digit.
func appendJSONTime(b []byte, t time.Time) []byte {
	b = append(b, '"')
	y, mo, d := t.Date()
	if t.Location() != time.UTC || y < 0 || y > 9999 {
		b = t.AppendFormat(b, time.RFC3339Nano)
		return append(b, '"')
	}
	h, mi, s := t.Clock()
	two := func(b []byte, n int) []byte { return append(b, byte('0'+n/10), byte('0'+n%10)) }
	b = two(two(b, y/100), y%100)
	b = two(append(b, '-'), int(mo))
	b = two(append(b, '-'), d)
	b = two(append(b, 'T'), h)
	b = two(append(b, ':'), mi)
	b = two(append(b, ':'), s)
	if ns := t.Nanosecond(); ns != 0 {
		b = append(b, '.')
		digits := 9
		for ns%10 == 0 {
			ns /= 10
			digits--
		}
		for i := digits - 1; i >= 0; i-- {
			b = append(b, '0')
		}
		for i, n := len(b)-1, ns; i >= len(b)-digits; i-- {
			b[i] = byte('0' + n%10)
			n /= 10
		}
	}
	return append(b, 'Z', '"')
}

// jsonFieldStop marks the bytes appendJSONField looks at: the ones it escapes and every
// byte of a character beyond ASCII (checked to be UTF-8, and for U+2028 and U+2029).
var jsonFieldStop = func() (stop [256]bool) {
	for c := range 256 {
		stop[c] = c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&'
	}
	return stop
}()

// appendJSONField writes prefix and s as encoding/json writes a string: HTML's <, > and
// & escaped, as are U+2028 and U+2029; invalid UTF-8 becomes U+FFFD.
func appendJSONField(b []byte, prefix, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(append(b, prefix...), '"')
	start := 0
	for i := 0; i < len(s); {
		for i < len(s) && !jsonFieldStop[s[i]] {
			i++
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(append(b, s[start:i]...), `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
