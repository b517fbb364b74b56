// Package companiontest provides Tally, a tiny dice game used to test the session engine,
// the store and the CLI without depending on any real game's rules. It is also the
// smallest complete game on the kit (see companion/doc.go).
//
// Players take turns; "roll" adds a d6 to the player on turn, "draw" adds a card (1–10)
// from a shuffled deck, "bonus" adds 5 but only for a player with at least 10 points,
// "pass" passes, "fix points PLAYER N" corrects a player's points (with a warning), and
// "draw N from=table" takes a card from the table's own deck, accepted not checked. The first to reach the
// target (option target, default 20) ends the game.
package companiontest

import (
	"github.com/talon-games/talon/companion/i18n"

	"encoding/json"
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// Entry registers Tally.
func Entry() companion.Entry {
	return companion.Entry{ID: "tally", Name: "Tally", MinPlayers: 1, MaxPlayers: 6, Companion: Tally{}}
}

// Tally is the test game's companion.
type Tally struct{}

func (Tally) Info() companion.Info {
	return companion.Info{
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
	target, err := cfg.Options.Int("target", 20, 1, 1000000)
	if err != nil {
		return nil, err
	}
	names := cfg.Names()
	return &state{names: names, seats: companion.PlayerTerms(names), points: make([]int, len(names)), turn: s.First, target: target}, nil
}

type state struct {
	names  []string
	seats  *companion.Terms
	points []int
	turn   int
	target int
	last   i18n.Message
}

// fixables: the table may correct a player's points.
var fixables = []companion.Fixable{{Name: "points", Help: "a player's points", PerPlayer: true, Min: 0, Max: 1000000}}

// dice are the values roll and draw take, and the stream a bare one draws from.
var dice = map[string]struct {
	max    int
	stream string
}{"roll": {6, "dice"}, "draw": {10, "deck:cards"}}

func (s *state) over() bool {
	return slices.ContainsFunc(s.points, func(p int) bool { return p >= s.target })
}

func (s *state) Resolve(a companion.Action, rng companion.RNG) (companion.Action, error) {
	if d, ok := dice[a.Verb]; ok && len(a.Args) == 0 {
		return companion.Do(a.Verb, strconv.Itoa(1+rng.Stream(d.stream).IntN(d.max))), nil
	}
	if fix, ok, err := companion.ReadFix(a, fixables, s.seats); ok {
		return fix.Action(s.names), err
	}
	return a, nil // already complete; Apply validates it
}

func (s *state) Apply(a companion.Action) (companion.State, companion.Outcome, error) {
	next := &state{names: s.names, seats: s.seats, points: slices.Clone(s.points), turn: s.turn, target: s.target}
	if fix, ok, err := companion.ReadFix(a, fixables, s.seats); ok {
		if err != nil {
			return nil, companion.Outcome{}, err
		}
		next.points[fix.Player] = fix.Value
		next.last = i18n.M("%s now has %d", s.names[fix.Player], fix.Value)
		return next, companion.Accepted().Warn("corrected", "%s's points were set by the table", s.names[fix.Player]), nil
	}
	w := a.Words()
	add := 0
	outcome := companion.Accepted()
	if from, ok := a.Get("from"); ok {
		if a.Verb != "draw" || from != "table" {
			return nil, companion.Outcome{}, companion.Bad("only draw takes from=table")
		}
		// The table drew from its own deck, which talon does not hold.
		outcome = companion.NotChecked("the card came from the table's own deck")
	}
	switch a.Verb {
	case "roll", "draw":
		n, err := w.Int("value", 1, dice[a.Verb].max)
		if err != nil {
			return nil, companion.Outcome{}, err
		}
		add = n
	case "bonus":
		if s.points[s.turn] < 10 {
			return nil, companion.Outcome{}, companion.Refuse("bonus rule", "%s has %d points; a bonus needs 10", s.names[s.turn], s.points[s.turn])
		}
		add = 5
	case "pass":
	default:
		return nil, companion.Outcome{}, companion.Bad("unknown action %q (roll, draw, bonus, pass, fix)", a.Verb)
	}
	if err := w.Done(); err != nil {
		return nil, companion.Outcome{}, err
	}
	next.points[s.turn] += add
	next.last = i18n.M("%s +%d = %d", s.names[s.turn], add, next.points[s.turn])
	next.turn = (s.turn + 1) % len(s.names)
	return next, outcome, nil
}

func (s *state) Legal() []companion.Choice { return s.LocalLegal(english) }

// LocalLegal is Legal worded in p's language (verbs and values stay as typed).
func (s *state) LocalLegal(p *i18n.Printer) []companion.Choice {
	c := []companion.Choice{
		{Verb: "roll", Help: p.Sprintf("add a d6"), Args: []companion.Arg{{Name: "value", Help: p.Sprintf("the die, if the table rolled it"), Optional: true}}},
		{Verb: "draw", Help: p.Sprintf("add a card")},
		{Verb: "pass", Help: p.Sprintf("pass the turn")},
	}
	if s.points[s.turn] >= 10 {
		c = append(c, companion.Choice{Verb: "bonus", Help: p.Sprintf("add 5")})
	}
	return c
}

func (s *state) View() companion.View { return s.LocalView(english) }

// english is the printer of View and Legal (what --json shows).
var english = i18n.NewPrinter(i18n.English)

// LocalView is the view in p's language.
func (s *state) LocalView(p *i18n.Printer) companion.View {
	v := companion.View{Title: "Tally", Tables: []companion.Table{{Header: []string{p.Sprintf("Player"), p.Sprintf("Points")}}}}
	for i, n := range s.names {
		v.Tables[0].Rows = append(v.Tables[0].Rows, []string{n, strconv.Itoa(s.points[i])})
	}
	if !s.last.IsZero() {
		v.Last = []string{s.last.Local(p)}
	}
	if !s.over() {
		v.Next = p.Sprintf("%s to roll, draw or pass", s.names[s.turn])
	}
	return v
}

func (s *state) Result() *scoring.Result {
	if !s.over() {
		return nil
	}
	entries := make([]scoring.Entry, len(s.names))
	for i, n := range s.names {
		entries[i] = scoring.Entry{Name: n, Breakdown: []scoring.Points{{Category: i18n.Key("Points"), Points: s.points[i]}}}
	}
	r := scoring.Rank(entries, scoring.Rules{Game: "tally"})
	return &r
}
