package main

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
)

// sessionJSONWriter writes one element of `talon sessions --json` exactly as
// json.MarshalIndent(s, "  ", "  ") would (TestSessionJSONIsMarshalIndent), without
// reflection: a list of every session in a long history spent most of its time there.
// A session has no setup record in a list (history.SessionSummary). A session with a
// time JSON cannot hold goes through json.MarshalIndent itself, which says why.
//
// From one element to the next it keeps what a list repeats: the day of the last time
// written, and the last few sets of options written (a list's sessions share the map
// of the options they have alike, history.SessionSummary; the map is kept with its
// text, so its address cannot be taken by another while it is here).
type sessionJSONWriter struct {
	day     int64 // days since 1970 (UTC) of date; date is set when dated
	date    [len("2006-01-02")]byte
	dated   bool
	options [4]writtenOptions
	next    int // the entry of options to replace next
}

// writtenOptions is a set of options and its text in the list.
type writtenOptions struct {
	set  companion.Options
	text []byte
}

func (w *sessionJSONWriter) append(b []byte, s sessionJSON) []byte {
	start := len(b)
	fallBack := func() []byte {
		out, err := json.MarshalIndent(s, "  ", "  ")
		if err != nil { // a year past 9999: the element says so, and the list goes on
			out, _ = json.Marshal(err.Error())
		}
		return append(b[:start], out...)
	}
	sess := s.Session
	ok := true
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
		b = w.appendOptions(b, sess.Config.Options)
	}
	b = append(b, "\n      }"...)
	b = appendJSONField(b, ",\n      \"seed\": ", sess.Seed)
	if len(sess.Setup) > 0 { // not from a list (history.SessionSummary); written as json.MarshalIndent would
		return fallBack()
	}
	b = appendJSONField(b, ",\n      \"status\": ", string(sess.Status))
	if b, ok = w.appendTime(append(b, ",\n      \"started\": "...), sess.Started); !ok {
		return fallBack()
	}
	if sess.Ended != nil {
		if b, ok = w.appendTime(append(b, ",\n      \"ended\": "...), *sess.Ended); !ok {
			return fallBack()
		}
	}
	b = append(b, "\n    },\n    \"events\": "...)
	b = strconv.AppendInt(b, int64(s.Events), 10)
	if b, ok = w.appendTime(append(b, ",\n    \"last_at\": "...), s.LastAt); !ok {
		return fallBack()
	}
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

// appendOptions writes the config's options, keys in order, or copies their text when
// the same set was written a moment ago.
func (w *sessionJSONWriter) appendOptions(b []byte, set companion.Options) []byte {
	same := reflect.ValueOf(set).UnsafePointer()
	for _, o := range w.options {
		if o.set != nil && reflect.ValueOf(o.set).UnsafePointer() == same {
			return append(b, o.text...)
		}
	}
	from := len(b)
	b = append(b, ",\n        \"options\": {"...)
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONField(b, "\n          ", k)
		b = appendJSONField(b, ": ", set[k])
	}
	b = append(b, "\n        }"...)
	o := &w.options[w.next]
	o.set, o.text = set, append(o.text[:0], b[from:]...)
	w.next = (w.next + 1) % len(w.options)
	return b
}

// appendTime writes t as time.Time's MarshalJSON does (RFC 3339 with the fraction's
// trailing zeros cut), or reports false for a year it refuses (before 0, after 9999).
// A time in UTC, as the history keeps them, is written digit by digit, its date taken
// from the last time's when the day is the same.
func (w *sessionJSONWriter) appendTime(b []byte, t time.Time) ([]byte, bool) {
	if t.Location() != time.UTC {
		if !jsonTime(t) {
			return b, false
		}
		return appendJSONTime(b, t), true
	}
	const secondsPerDay = 24 * 60 * 60
	unix := t.Unix()
	day := unix / secondsPerDay
	if unix%secondsPerDay < 0 {
		day--
	}
	if !w.dated || day != w.day {
		if !jsonTime(t) {
			return b, false
		}
		y, mo, d := t.Date()
		w.date = [10]byte{byte('0' + y/1000), byte('0' + y/100%10), byte('0' + y/10%10), byte('0' + y%10), '-',
			byte('0' + mo/10), byte('0' + mo%10), '-', byte('0' + d/10), byte('0' + d%10)}
		w.day, w.dated = day, true
	}
	b = append(append(b, '"'), w.date[:]...)
	return appendClock(b, int(unix-day*secondsPerDay), t.Nanosecond()), true
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
	two := func(b []byte, n int) []byte { return append(b, byte('0'+n/10), byte('0'+n%10)) }
	b = two(two(b, y/100), y%100)
	b = two(append(b, '-'), int(mo))
	b = two(append(b, '-'), d)
	h, mi, s := t.Clock()
	return appendClock(b, h*3600+mi*60+s, t.Nanosecond())
}

// appendClock writes the time of day, seconds since midnight and the fraction's
// nanoseconds, as RFC 3339 after its date ("T19:30:05.25Z"), and the closing quote.
func appendClock(b []byte, seconds, ns int) []byte {
	two := func(b []byte, n int) []byte { return append(b, byte('0'+n/10), byte('0'+n%10)) }
	b = two(append(b, 'T'), seconds/3600)
	b = two(append(b, ':'), seconds/60%60)
	b = two(append(b, ':'), seconds%60)
	if ns != 0 {
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
