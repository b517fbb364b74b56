package scoring

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// Points is one scoring category's contribution to a player's total.
type Points struct {
	Category string
	Points   int
}

// Entry is one player's scored game before ranking.
type Entry struct {
	Name      string
	Breakdown []Points // in the game's category order; Total is their sum
	// TieBreaks are the values of Rules.TieBreaks for this player, higher is better,
	// compared in order only between players with equal totals.
	TieBreaks []int
}

// Total sums the breakdown. The scorers bound every input (Bound), so a total fits an
// int; should one not, it stops at the end of the range instead of wrapping to the
// other sign and winning (or losing) by it.
func (e Entry) Total() int {
	t := 0
	for _, p := range e.Breakdown {
		if sum, ok := Sum(t, p.Points); ok {
			t = sum
		} else if p.Points > 0 {
			t = math.MaxInt
		} else {
			t = math.MinInt
		}
	}
	return t
}

// PlayerResult is one player's line in a Result.
type PlayerResult struct {
	Name      string    `json:"name"`
	Total     int       `json:"total"`
	Rank      int       `json:"rank"`
	Winner    bool      `json:"winner"`
	Breakdown Breakdown `json:"breakdown"`
}

// Breakdown keeps the game's category order; it marshals as a JSON object in that order.
type Breakdown []Points

// MarshalJSON writes {"category": points, ...} in category order.
func (b Breakdown) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, p := range b {
		if i > 0 {
			buf.WriteByte(',')
		}
		k, err := json.Marshal(p.Category)
		if err != nil {
			return nil, err
		}
		buf.Write(k)
		buf.WriteByte(':')
		v, _ := json.Marshal(p.Points)
		buf.Write(v)
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// UnmarshalJSON reads the object form back, keeping the order of the keys.
func (b *Breakdown) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // {
		return err
	}
	var out Breakdown
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		var v int
		if err := dec.Decode(&v); err != nil {
			return err
		}
		out = append(out, Points{Category: key, Points: v})
	}
	*b = out
	return nil
}

// Result is a scored, ranked game. Players keep seat order; Rank gives the places.
type Result struct {
	Game       string         `json:"game"`
	Categories []string       `json:"-"` // row order for tables
	Players    []PlayerResult `json:"players"`
	Winners    []string       `json:"winners"`
	// TieBreak says which tie-break decided a place, if one did; nil when none was needed.
	TieBreak *string `json:"tie_break"`
	// Notes name the game-wide settings that differed from the default and changed the result.
	Notes []string `json:"notes,omitempty"`

	// tieBreak and notes are TieBreak and Notes as catalog messages, for the table's
	// language; a result read back from JSON has only the English (printed as keys).
	tieBreak []i18n.Message
	notes    map[int]i18n.Message
}

// SetTieBreak sets the tie-break line: the parts, one per tied group, joined by "; ".
func (r *Result) SetTieBreak(parts ...i18n.Message) {
	texts := make([]string, len(parts))
	for i, m := range parts {
		texts[i] = m.String()
	}
	text := strings.Join(texts, "; ")
	r.TieBreak, r.tieBreak = &text, parts
}

// PrependTieBreak puts a game's own part (a win the points alone would not give) before
// the tie-break line's parts.
func (r *Result) PrependTieBreak(part i18n.Message) {
	parts := []i18n.Message{part}
	if r.TieBreak != nil {
		if len(r.tieBreak) == 0 {
			parts = append(parts, keyMessage(*r.TieBreak)) // set as text: kept as it is
		} else {
			parts = append(parts, r.tieBreak...)
		}
	}
	r.SetTieBreak(parts...)
}

// LocalTieBreak is the tie-break line in p's language ("" without one); a line read
// back from the history is reworded from its English (reword.go).
func (r Result) LocalTieBreak(p *i18n.Printer) string {
	if r.TieBreak == nil {
		return ""
	}
	texts := make([]string, len(r.tieBreak))
	english := make([]string, len(r.tieBreak))
	for i, m := range r.tieBreak {
		texts[i], english[i] = m.Local(p), m.String()
	}
	if len(r.tieBreak) == 0 || strings.Join(english, "; ") != *r.TieBreak {
		// read back from the history, or the text was changed after ranking
		return rewordLine(*r.TieBreak).Local(p)
	}
	return strings.Join(texts, "; ")
}

// AddNote adds a note (a setting that mattered, a house rule): format is a catalog key.
func (r *Result) AddNote(format string, args ...any) {
	m := i18n.M(format, args...)
	if r.notes == nil {
		r.notes = map[int]i18n.Message{}
	}
	r.notes[len(r.Notes)] = m
	r.Notes = append(r.Notes, m.String())
}

// LocalNotes are the notes in p's language: those added with AddNote translated, those
// appended as text or read back from the history reworded (reword.go).
func (r Result) LocalNotes(p *i18n.Printer) []string {
	out := make([]string, len(r.Notes))
	for i, n := range r.Notes {
		if m, ok := r.notes[i]; ok && m.String() == n {
			out[i] = m.Local(p)
		} else {
			out[i] = reword(n).Local(p) // read back from the history, or appended as text
		}
	}
	return out
}

// Plain is the result as it reads back from its JSON: the English texts alone, without
// the messages that print them in the table's language.
func (r Result) Plain() Result {
	r.tieBreak, r.notes = nil, nil
	return r
}
