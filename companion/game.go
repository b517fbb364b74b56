package companion

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/talon-games/talon/scoring"
)

// Player is one seat at the table.
type Player struct {
	Name   string `json:"name"`
	Colour string `json:"colour,omitempty"`
}

// Config is what `talon new` knows before setup: seats in order, chosen options, and the
// data the table supplied from files (a captured board, a tile table).
type Config struct {
	Players []Player `json:"players"`
	Options Options  `json:"options,omitempty"`
	// Data is table-supplied data by name (`talon new genoa --data board=FILE`), as read
	// from the file. Setup validates it and copies what it needs into the setup record;
	// it is not stored with the config, so a replay never depends on a file that may change.
	Data map[string][]byte `json:"-"`
}

// Names lists the players' names in seat order.
func (c Config) Names() []string {
	out := make([]string, len(c.Players))
	for i, p := range c.Players {
		out[i] = p.Name
	}
	return out
}

// OptionSpec describes one `--option key=value` a game accepts.
type OptionSpec struct {
	Name    string   `json:"name"`
	Help    string   `json:"help"`
	Default string   `json:"default,omitempty"`
	Values  []string `json:"values,omitempty"` // empty: free text (validated by Setup)
	Number  bool     `json:"number,omitempty"` // the free text is a whole number
	// Aliases are other words a table may type for a value (by value: "beginner" is
	// also "kezdő"); the session keeps the value. The first is the Hungarian word a
	// Hungarian table reads for it (ValueTerm). on/off, yes/no and random take the
	// Hungarian words everywhere (optionWordAliases). A free-text option's aliases are
	// those of its keywords ("draw": "sorsolás").
	Aliases map[string][]string `json:"aliases,omitempty"`
}

// DataSpec describes one piece of table-supplied data (`--data NAME=FILE`).
type DataSpec struct {
	Name     string `json:"name"`
	Help     string `json:"help"`
	Required bool   `json:"required,omitempty"`
}

// Info is what a companion adds to its game's Entry: the options and data `talon new` takes.
type Info struct {
	Options []OptionSpec `json:"options,omitempty"`
	Data    []DataSpec   `json:"data,omitempty"`
}

// RNG hands out independent random streams by purpose ("dice", "deck:houses", "setup"),
// so drawing from one never changes another.
type RNG interface {
	Stream(purpose string) *rand.Rand
}

// Game is a game's companion: its setup and opening position. See doc.go.
type Game interface {
	Info() Info
	// Setup validates the players, options and data and resolves the setup's randomness
	// (first player, a shuffled stack, a board) into a record that Start turns into the
	// opening state. The record is stored with the session and never re-rolled. The
	// engine has already checked the player count, the names and closed option values.
	Setup(cfg Config, rng RNG) (json.RawMessage, error)
	// Start is pure: the same config and record always give the same opening state.
	Start(cfg Config, setup json.RawMessage) (State, error)
}

// HiddenSetup is a Game whose setup record holds what nobody at the table can see, such
// as the order of a face-down stack: a player who read it would know the next draws.
// PublicSetup is the record as --json prints it, with what is hidden left out or
// counted (a stack's size, never its order). The stored record stays whole, so the
// event log still replays; nil leaves the setup out.
type HiddenSetup interface {
	PublicSetup(setup json.RawMessage) json.RawMessage
}

// PublicSession is the session as --json prints it: a game that hides part of its setup
// record (HiddenSetup) shows only the part the table may know.
func PublicSession(g Game, s Session) Session {
	if h, ok := g.(HiddenSetup); ok && len(s.Setup) > 0 {
		s.Setup = h.PublicSetup(s.Setup)
	}
	return s
}

// HiddenAction is a Game one of whose actions holds an answer for one player's eyes (the
// goal cards a Marco Polo player keeps while the others look away). PublicAction is the
// stored action as a shared screen or --json prints it, with that answer written "…"
// as talon play shows it; the stored event keeps it whole, so the log replays.
type HiddenAction interface {
	PublicAction(action string) string
}

// PublicEvent is the event as status and undo print it: an action of a game that hides
// part of it (HiddenAction) shows only the part the table may know.
func PublicEvent(g Game, e Event) Event {
	if h, ok := g.(HiddenAction); ok {
		e.Action = h.PublicAction(e.Action)
	}
	return e
}

// State is one game's position. Implementations are values private to the game package.
type State interface {
	// Resolve turns what the table typed into the canonical action that is stored in the
	// event log, with randomness filled in ("roll" becomes "roll 3,5"), names and ids
	// written canonically, or refuses it (a *Refusal for a rule, a *BadInput for text
	// that is not an action). Apply must accept what Resolve returns, unchanged.
	Resolve(a Action, rng RNG) (Action, error)
	// Apply is pure: the same action always gives the same next state and outcome, or a
	// refusal. On a refusal the receiver is unchanged; on success it may be reused by
	// the result. The engine refuses every action once Result is not nil.
	Apply(a Action) (State, Outcome, error)
	// Legal lists what may be done right now, for prompts and `talon status`. Every
	// option it offers applies or is refused by a rule, never as bad input.
	Legal() []Choice
	// View describes the position for rendering (tables, board, what happens next).
	View() View
	// Result is the final scoring once the game is over, else nil. It is the game's
	// own scorer's result: a position the scorer would refuse is refused by Apply.
	Result() *scoring.Result
}

// View is a game-neutral description of a position; cmd renders it as tables or JSON.
type View struct {
	Title  string   `json:"title"`
	Facts  []Fact   `json:"facts,omitempty"`
	Tables []Table  `json:"tables,omitempty"`
	Board  string   `json:"board,omitempty"` // preformatted text, e.g. a hex map
	Last   []string `json:"last,omitempty"`  // what the last action meant for each player
	Next   string   `json:"next,omitempty"`  // what talon expects next
}

// Fact is one labelled line of a View.
type Fact struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Table is one table of a View.
type Table struct {
	Title  string     `json:"title,omitempty"`
	Header []string   `json:"header"`
	Rows   [][]string `json:"rows"`
}
