package history

import (
	"encoding/json"
	"unicode/utf8"

	"github.com/talon-games/talon/companion"
)

// decodeConfig reads a stored session config as json.Unmarshal reads it into a
// companion.Config (TestDecodeConfigIsUnmarshal, FuzzDecodeConfig). Listing every
// session of a long history spent most of its time in encoding/json; the config as
// talon writes it ({"players":[{"name":"Ann"},…],"options":{…}}) is read by hand,
// and anything else — an escape, another key, a key twice, a null — goes through
// json.Unmarshal itself.
func decodeConfig(text string) (companion.Config, error) {
	if c, ok := decodeConfigPlain(text); ok {
		return c, nil
	}
	var c companion.Config
	err := json.Unmarshal([]byte(text), &c)
	return c, err
}

// configReader reads the plain form of a stored config; any byte it does not expect
// makes ok false.
type configReader struct {
	s  string
	i  int
	ok bool
}

func decodeConfigPlain(text string) (companion.Config, bool) {
	r := configReader{s: text, ok: true}
	var c companion.Config
	seenPlayers, seenOptions := false, false
	r.skip('{')
	for first := true; r.ok && !r.peek('}'); first = false {
		if !first {
			r.skip(',')
		}
		switch r.str() {
		case "players":
			if seenPlayers {
				return c, false
			}
			seenPlayers = true
			r.skip(':')
			c.Players = r.players()
		case "options":
			if seenOptions {
				return c, false
			}
			seenOptions = true
			r.skip(':')
			c.Options = r.options()
		default:
			return c, false
		}
	}
	r.skip('}')
	return c, r.ok && r.i == len(r.s)
}

// players reads a non-empty array of {"name":…,"colour":…} objects, each with a name.
func (r *configReader) players() []companion.Player {
	r.skip('[')
	var ps []companion.Player
	for first := true; r.ok && !r.peek(']'); first = false {
		if !first {
			r.skip(',')
		}
		var p companion.Player
		seenName, seenColour := false, false
		r.skip('{')
		for first := true; r.ok && !r.peek('}'); first = false {
			if !first {
				r.skip(',')
			}
			switch r.str() {
			case "name":
				r.ok = r.ok && !seenName
				seenName = true
				r.skip(':')
				p.Name = r.str()
			case "colour":
				r.ok = r.ok && !seenColour
				seenColour = true
				r.skip(':')
				p.Colour = r.str()
			default:
				r.ok = false
			}
		}
		r.skip('}')
		r.ok = r.ok && seenName
		ps = append(ps, p)
	}
	r.skip(']')
	r.ok = r.ok && len(ps) > 0 // [] decodes to an empty, non-nil slice: left to encoding/json
	return ps
}

// options reads a non-empty object of string values with distinct keys.
func (r *configReader) options() companion.Options {
	r.skip('{')
	o := companion.Options{}
	for first := true; r.ok && !r.peek('}'); first = false {
		if !first {
			r.skip(',')
		}
		k := r.str()
		r.skip(':')
		v := r.str()
		if _, twice := o[k]; twice {
			r.ok = false
		}
		o[k] = v
	}
	r.skip('}')
	r.ok = r.ok && len(o) > 0
	return o
}

func (r *configReader) peek(c byte) bool { return r.ok && r.i < len(r.s) && r.s[r.i] == c }

func (r *configReader) skip(c byte) {
	if !r.peek(c) {
		r.ok = false
		return
	}
	r.i++
}

// str reads a string without escapes, of valid UTF-8 and no control characters (what
// json.Unmarshal reads as it is written).
func (r *configReader) str() string {
	r.skip('"')
	start := r.i
	for r.ok && r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == '"':
			out := r.s[start:r.i]
			r.i++
			return out
		case c < 0x20 || c == '\\':
			r.ok = false
		case c < utf8.RuneSelf:
			r.i++
		default:
			ch, size := utf8.DecodeRuneInString(r.s[r.i:])
			r.ok = ch != utf8.RuneError
			r.i += size
		}
	}
	r.ok = false
	return ""
}
