package scoring

import (
	"bytes"
	"encoding/json"
	"math"
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
}
