package scoring

import (
	"slices"
	"strings"
)

// Problem is one thing wrong with a scoring input, naming the player (empty for a
// game-wide field) and the field.
type Problem struct {
	Player string `json:"player,omitempty"`
	Field  string `json:"field"`
	Reason string `json:"reason"`
}

func (p Problem) String() string {
	where := p.Field
	if p.Player != "" {
		where = p.Player + ": " + p.Field
	}
	return where + ": " + p.Reason
}

// InputError lists every problem found in one input, so the table fixes them all at once.
type InputError struct {
	Problems []Problem
}

func (e *InputError) Error() string {
	lines := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		lines[i] = p.String()
	}
	return strings.Join(lines, "; ")
}

// Problems collects problems while validating an input.
type Problems []Problem

// Add records a problem.
func (ps *Problems) Add(player, field, reason string) {
	*ps = append(*ps, Problem{Player: player, Field: field, Reason: reason})
}

// Without drops the problems about what reported already names, so a field that failed
// to decode is not reported again by validation: the same player's same field, a part
// of it ("goods.pepper", "buildings[2]" under "goods", "buildings"), any field of a
// player whose entry was not an object ("player"), and anything when the input was
// not readable ("input").
func (ps Problems) Without(reported Problems) Problems {
	var out Problems
	for _, p := range ps {
		if !slices.ContainsFunc(reported, func(r Problem) bool { return r.covers(p) }) {
			out = append(out, p)
		}
	}
	return out
}

func (r Problem) covers(p Problem) bool {
	switch {
	case r.Field == "input":
		return true
	case r.Player != p.Player:
		return false
	}
	return r.Field == p.Field || r.Field == "player" ||
		strings.HasPrefix(p.Field, r.Field+".") || strings.HasPrefix(p.Field, r.Field+"[")
}

// About reports whether a problem about the player's field (or a part of it, or the
// whole player, or the whole input) is recorded: validation skips checks that build on a
// field that did not decode.
func (ps Problems) About(player, field string) bool {
	return slices.ContainsFunc(ps, func(r Problem) bool { return r.covers(Problem{Player: player, Field: field}) })
}

// Err returns an *InputError when any problem was recorded, else nil.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return &InputError{Problems: ps}
}
