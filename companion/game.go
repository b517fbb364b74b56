// Package companion is the game-agnostic session engine: the Game interface each game
// implements, the registry of games, and replay of a session's event log into state.
//
// A game package is pure: it turns (state, action text) into a new state or a refusal,
// and never does I/O, printing or time.Now.
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

// Config is what `talon new` knows before setup: seats in order and chosen options.
type Config struct {
	Players []Player          `json:"players"`
	Options map[string]string `json:"options,omitempty"`
}

// OptionSpec describes one `--option key=value` a game accepts.
type OptionSpec struct {
	Name    string   `json:"name"`
	Help    string   `json:"help"`
	Default string   `json:"default,omitempty"`
	Values  []string `json:"values,omitempty"` // empty: free text (validated by Setup)
}

// Info describes a game for `talon games` and for validating `talon new`.
type Info struct {
	ID         string       `json:"id"`
	Name       string       `json:"name"`
	MinPlayers int          `json:"min_players"`
	MaxPlayers int          `json:"max_players"`
	Options    []OptionSpec `json:"options,omitempty"`
	// Available is false while the game's companion has not been built; the game is
	// then listed (and scorable with `talon score`) but `talon new` says so plainly.
	Available bool `json:"available"`
}

// RNG hands out independent random streams by purpose ("dice", "deck:houses", "setup"),
// so drawing from one never changes another.
type RNG interface {
	Stream(purpose string) *rand.Rand
}

// Game is implemented once per game.
type Game interface {
	Info() Info
	// Setup validates the players and options and resolves the setup's randomness (first
	// player, a shuffled stack, a board) into a record that Start turns into the opening
	// state. The record is stored with the session and never re-rolled.
	Setup(cfg Config, rng RNG) (json.RawMessage, error)
	// Start is pure: the same config and record always give the same opening state.
	Start(cfg Config, setup json.RawMessage) (State, error)
}

// State is one game's position. Implementations are values private to the game package.
type State interface {
	// Resolve turns what the table typed into the canonical action text that is stored in
	// the event log, with randomness filled in ("roll" becomes "roll 3,5"), or refuses it
	// (a *Refusal for a rule, a *BadInput for text that is not an action).
	Resolve(input string, rng RNG) (string, error)
	// Apply is pure: the same action text always gives the same next state, or a refusal.
	// On a refusal the receiver is unchanged; on success it may be reused by the result.
	Apply(action string) (State, error)
	// Legal lists what may be done right now, for prompts and `talon status`.
	Legal() []Choice
	// View describes the position for rendering (tables, board, what happens next).
	View() View
	// Result is the final scoring once the game is over, else nil.
	Result() *scoring.Result
}

// Choice is one kind of action legal now, with the arguments a prompt must ask for.
// The action text is Verb followed by each argument (as key=value when Key is set).
type Choice struct {
	Verb string `json:"verb"`
	Help string `json:"help"`
	Args []Arg  `json:"args,omitempty"`
}

// Arg is one argument of a Choice.
type Arg struct {
	Name     string   `json:"name"`
	Key      string   `json:"key,omitempty"` // written as key=value when set
	Help     string   `json:"help,omitempty"`
	Options  []string `json:"options,omitempty"` // closed list, else free text
	Optional bool     `json:"optional,omitempty"`
	// Multi, when above 1, allows up to that many of Options (an option listed twice may
	// be taken twice), written comma-separated: "produce Ann indigo_plant,sugar_mill".
	Multi int `json:"multi,omitempty"`
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
