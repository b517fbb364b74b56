package companion

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// Entry is one game as talon knows it, written once in the game's package and listed
// once in cmd/talon/games.go: `talon games`, `new`, `score`, `play` and help are driven
// from it.
type Entry struct {
	ID   string `json:"id"`   // "san-juan"
	Name string `json:"name"` // "San Juan"
	// Aliases are the other names the table may type for the game: German and Hungarian
	// titles, short forms.
	Aliases    []string `json:"aliases,omitempty"`
	MinPlayers int      `json:"min_players"`
	MaxPlayers int      `json:"max_players"`
	BGG        int      `json:"bgg,omitempty"` // BoardGameGeek id; 0 while not established

	Scorer    scoring.Scorer `json:"-"` // final scoring; nil: not scorable
	Companion Game           `json:"-"` // nil: score only, `talon new` says so
	// Rounds scores one round of a game scored round by round (Neptun's temples); nil
	// for a game scored once, at the end.
	Rounds RoundScorer `json:"-"`
}

// Playable says whether the game has a companion for `talon new` and `talon play`.
func (e Entry) Playable() bool { return e.Companion != nil }

// Registry is the set of games this binary knows, in display order.
type Registry []Entry

// Lookup finds a game by id, name or alias, ignoring case and accents.
func (r Registry) Lookup(name string) (Entry, bool) {
	f := Fold(name)
	i := slices.IndexFunc(r, func(e Entry) bool {
		return slices.ContainsFunc(append([]string{e.ID, e.Name}, e.Aliases...), func(n string) bool { return Fold(n) == f })
	})
	if i < 0 || strings.TrimSpace(name) == "" {
		return Entry{}, false
	}
	return r[i], true
}

// IDs lists the game ids, for error messages.
func (r Registry) IDs() []string {
	ids := make([]string, len(r))
	for i, e := range r {
		ids[i] = e.ID
	}
	return ids
}

// RoundScorer scores a single round of a game scored round by round.
type RoundScorer interface {
	// RoundTemplate is a complete example input for round n.
	RoundTemplate(n int) string
	// RoundForm lists the questions the interactive prompt asks for a round.
	RoundForm() scoring.Form
	// ScoreRound validates one round's input and returns its result.
	ScoreRound(n int, input []byte) (RoundResult, error)
}

// RoundsScored is implemented by the state of a game scored round by round: every
// round its events have scored so far, in round order. Being derived from the events,
// the rounds are kept with the session in the same transaction as the event that scored
// them, and an undo takes a round back with its event.
type RoundsScored interface {
	ScoredRounds() []RoundResult
}

// RoundResult is one round's outcome in a form every game shares: a table for the
// screen, lines for the table, and the game's own JSON kept with the session.
type RoundResult struct {
	Round int             `json:"round"`
	Table Table           `json:"table"`
	Lines []string        `json:"lines,omitempty"`
	Data  json.RawMessage `json:"data,omitempty"`
}
