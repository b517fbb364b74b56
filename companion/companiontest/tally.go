// Package companiontest provides Tally, a tiny dice game used to test the session engine,
// the store and the CLI without depending on any real game's rules.
//
// Players take turns; "roll" adds a d6 to the player on turn, "draw" adds a card (1–10)
// from a shuffled deck, "bonus" adds 5 but only for a player with at least 10 points,
// "pass" passes. The first to reach the target (option target, default 20) ends the game.
package companiontest

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// Tally is the test game.
type Tally struct{}

func (Tally) Info() companion.Info {
	return companion.Info{
		ID: "tally", Name: "Tally", MinPlayers: 1, MaxPlayers: 6, Available: true,
		Options: []companion.OptionSpec{{Name: "target", Help: "points that end the game", Default: "20", Values: []string{"10", "20", "50", "1000000"}}},
	}
}

type setup struct {
	First int `json:"first"`
}

func (Tally) Setup(cfg companion.Config, rng companion.RNG) (json.RawMessage, error) {
	return json.Marshal(setup{First: rng.Stream("first-player").IntN(len(cfg.Players))})
}

func (Tally) Start(cfg companion.Config, raw json.RawMessage) (companion.State, error) {
	var s setup
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	target, err := strconv.Atoi(cfg.Options["target"])
	if err != nil {
		return nil, fmt.Errorf("target: %w", err)
	}
	names := make([]string, len(cfg.Players))
	for i, p := range cfg.Players {
		names[i] = p.Name
	}
	return &state{names: names, points: make([]int, len(names)), turn: s.First, target: target}, nil
}

type state struct {
	names  []string
	points []int
	turn   int
	target int
	last   string
}

func (s *state) over() bool {
	for _, p := range s.points {
		if p >= s.target {
			return true
		}
	}
	return false
}

func (s *state) Resolve(input string, rng companion.RNG) (string, error) {
	f := strings.Fields(input)
	switch {
	case len(f) == 1 && f[0] == "roll":
		return fmt.Sprintf("roll %d", 1+rng.Stream("dice").IntN(6)), nil
	case len(f) == 1 && f[0] == "draw":
		return fmt.Sprintf("draw %d", 1+rng.Stream("deck:cards").IntN(10)), nil
	}
	return input, nil // already complete; Apply validates it
}

func (s *state) Apply(action string) (companion.State, error) {
	f := strings.Fields(action)
	if len(f) == 0 {
		return nil, companion.Bad("empty action")
	}
	add := 0
	switch f[0] {
	case "roll", "draw":
		max := map[string]int{"roll": 6, "draw": 10}[f[0]]
		if len(f) != 2 {
			return nil, companion.Bad("%s takes one value", f[0])
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > max {
			return nil, companion.Bad("%s: %q is not a value from 1 to %d", f[0], f[1], max)
		}
		add = n
	case "bonus":
		if s.points[s.turn] < 10 {
			return nil, companion.Refuse("bonus rule", "%s has %d points; a bonus needs 10", s.names[s.turn], s.points[s.turn])
		}
		add = 5
	case "pass":
	default:
		return nil, companion.Bad("unknown action %q (roll, draw, bonus, pass)", f[0])
	}
	next := &state{names: s.names, points: append([]int(nil), s.points...), turn: s.turn, target: s.target}
	next.points[s.turn] += add
	next.last = fmt.Sprintf("%s +%d = %d", s.names[s.turn], add, next.points[s.turn])
	next.turn = (s.turn + 1) % len(s.names)
	return next, nil
}

func (s *state) Legal() []companion.Choice {
	if s.over() {
		return nil
	}
	c := []companion.Choice{
		{Verb: "roll", Help: "add a d6", Args: []companion.Arg{{Name: "value", Help: "the die, if the table rolled it", Optional: true}}},
		{Verb: "draw", Help: "add a card"},
		{Verb: "pass", Help: "pass the turn"},
	}
	if s.points[s.turn] >= 10 {
		c = append(c, companion.Choice{Verb: "bonus", Help: "add 5"})
	}
	return c
}

func (s *state) View() companion.View {
	v := companion.View{Title: "Tally", Tables: []companion.Table{{Header: []string{"Player", "Points"}}}}
	for i, n := range s.names {
		v.Tables[0].Rows = append(v.Tables[0].Rows, []string{n, strconv.Itoa(s.points[i])})
	}
	if s.last != "" {
		v.Last = []string{s.last}
	}
	if !s.over() {
		v.Next = s.names[s.turn] + " to roll, draw or pass"
	}
	return v
}

func (s *state) Result() *scoring.Result {
	if !s.over() {
		return nil
	}
	entries := make([]scoring.Entry, len(s.names))
	for i, n := range s.names {
		entries[i] = scoring.Entry{Name: n, Breakdown: []scoring.Points{{Category: "Points", Points: s.points[i]}}}
	}
	r := scoring.Rank(entries, scoring.Rules{Game: "tally"})
	return &r
}
