package history

import (
	"encoding/json"
	"strconv"
	"time"
)

// PlayedEncoder writes `talon history --json`'s elements without reflection: the whole
// history streams through it, and the kept lines (played_lines.go) are its output. It
// writes what json.MarshalIndent(p, "  ", "  ") writes (TestPlayedJSONIsMarshalIndent).
type PlayedEncoder struct {
	strings map[string][]byte // names and games repeat play after play
}

// Append appends p's element to dst.
func (e *PlayedEncoder) Append(dst []byte, p Played) []byte {
	dst = append(dst, '{')
	sep := "\n    " // the numbers are left out when 0 (a club play not synced here; a local play)
	if p.SessionID != 0 {
		dst = append(dst, "\n    \"session_id\": "...)
		dst = strconv.AppendInt(dst, p.SessionID, 10)
		sep = ",\n    "
	}
	if p.ClubID != 0 {
		dst = append(dst, sep+"\"club_id\": "...)
		dst = strconv.AppendInt(dst, p.ClubID, 10)
		sep = ",\n    "
	}
	dst = append(dst, sep+"\"uuid\": "...)
	dst = e.str(dst, p.UUID, false)
	dst = append(dst, ",\n    \"game\": "...)
	dst = e.str(dst, p.Game, true)
	dst = append(dst, ",\n    \"date\": \""...)
	dst = p.Date.AppendFormat(dst, time.RFC3339Nano)
	dst = append(dst, "\",\n    \"players\": "...)
	if p.Players == nil {
		dst = append(dst, "null"...)
	} else if len(p.Players) == 0 {
		dst = append(dst, "[]"...)
	} else {
		dst = append(dst, '[')
		for i, pl := range p.Players {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, "\n      {\n        \"name\": "...)
			dst = e.str(dst, pl.Name, true)
			dst = append(dst, ",\n        \"score\": "...)
			dst = strconv.AppendInt(dst, int64(pl.Score), 10)
			dst = append(dst, ",\n        \"rank\": "...)
			dst = strconv.AppendInt(dst, int64(pl.Rank), 10)
			dst = append(dst, ",\n        \"winner\": "...)
			dst = strconv.AppendBool(dst, pl.Winner)
			dst = append(dst, "\n      }"...)
		}
		dst = append(dst, "\n    ]"...)
	}
	if p.TieBreak != nil {
		dst = append(dst, ",\n    \"tie_break\": "...)
		dst = e.str(dst, *p.TieBreak, false)
	}
	return append(dst, "\n  }"...)
}

// maxCachedStrings bounds the cache of encoded names and games.
const maxCachedStrings = 1024

// str appends s as a JSON string, escaped as encoding/json escapes it.
func (e *PlayedEncoder) str(dst []byte, s string, cache bool) []byte {
	if b, ok := e.strings[s]; ok {
		return append(dst, b...)
	}
	plain := true
	for i := 0; i < len(s) && plain; i++ {
		c := s[i]
		plain = c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	if plain {
		dst = append(dst, '"')
		dst = append(dst, s...)
		return append(dst, '"')
	}
	b, _ := json.Marshal(s) // a string always marshals
	if cache {
		if e.strings == nil {
			e.strings = map[string][]byte{}
		}
		if len(e.strings) < maxCachedStrings {
			e.strings[s] = b
		}
	}
	return append(dst, b...)
}
