package companion

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/randomizers"
)

// setupRNG keeps setup's streams apart from the streams events draw from, so a game
// may use the same purpose name ("dice") in both.
type setupRNG struct{ src *randomizers.Source }

func (r setupRNG) Stream(purpose string) *rand.Rand { return r.src.Stream("setup/" + purpose) }

// SetupRNG is the RNG a session's setup draws from. Tools that show a setup on its own
// (`talon catan board --seed S`) use it too, so they show what `talon new --seed S` sets up.
func SetupRNG(seed randomizers.Seed) RNG { return setupRNG{randomizers.NewSource(seed)} }

// eventRNG is the RNG for the next action: each purpose continues after the streams the
// live events already drew, so undoing an event and repeating it gives the same roll,
// and drawing from a deck never shifts the dice.
func eventRNG(seed randomizers.Seed, events []Event) *randomizers.Source {
	src := randomizers.NewSource(seed)
	for _, e := range events {
		src.Skip(e.Streams...)
	}
	return src
}

// NewSession validates the table's choices against the game's entry and resolves the
// game's setup. The session is not stored yet; its ID and UUID are filled in by the store.
func NewSession(e Entry, cfg Config, seed randomizers.Seed, now time.Time) (Session, error) {
	if e.Companion == nil {
		return Session{}, Bad("%s has no companion yet: its session support has not been built (you can still use `talon score %s`)", e.Name, e.ID)
	}
	info := e.Companion.Info()
	if err := checkPlayers(e, cfg.Players); err != nil {
		return Session{}, err
	}
	opts, err := e.CheckOptions(cfg.Options)
	if err != nil {
		return Session{}, err
	}
	if err := checkData(e.Name, info, cfg.Data); err != nil {
		return Session{}, err
	}
	cfg.Options = opts
	setup, err := e.Companion.Setup(cfg, SetupRNG(seed))
	if err != nil {
		return Session{}, err
	}
	cfg.Data = nil // the setup record keeps what the game needs of it
	return Session{
		Game:    e.ID,
		Config:  cfg,
		Seed:    seed.String(),
		Setup:   setup,
		Status:  Active,
		Started: now,
	}, nil
}

func checkPlayers(e Entry, players []Player) error {
	if n := len(players); n < e.MinPlayers || n > e.MaxPlayers {
		return Bad("%s is for %d–%d players, got %d", e.Name, e.MinPlayers, e.MaxPlayers, n)
	}
	seen := map[string]bool{}
	for i, p := range players {
		name := strings.TrimSpace(p.Name)
		if name == "" {
			return Bad("player %d has no name", i+1)
		}
		if seen[Fold(name)] {
			return Bad("two players are called %q; give each a different name", name)
		}
		seen[Fold(name)] = true
	}
	return nil
}

// CheckOptions is the game's `--option key=value` choices as a session keeps them:
// unknown names refused, a value outside a closed list refused (any case is read, the
// list's spelling kept), defaults filled in. `talon new` takes options through it, and
// so does any tool reading the same flags (`talon catan board`).
func (e Entry) CheckOptions(given Options) (Options, error) {
	if e.Companion == nil {
		return nil, Bad("%s has no companion yet: it takes no options", e.Name)
	}
	game, info := e.Name, e.Companion.Info()
	out := Options{}
	for k, v := range given {
		i := slices.IndexFunc(info.Options, func(o OptionSpec) bool { return strings.EqualFold(o.Name, k) })
		if i < 0 {
			return nil, unknownOption(game, k, info.Options)
		}
		spec := info.Options[i]
		if len(spec.Values) > 0 {
			j := spec.valueIndex(v)
			if j < 0 {
				terms := make([]any, len(spec.Values))
				for k, x := range spec.Values {
					terms[k] = spec.ValueTerm(x)
				}
				return nil, Bad("option %s=%q: must be one of %s", spec.Name, v, i18n.Join(", ", terms...))
			}
			v = spec.Values[j]
		} else if word, ok := spec.keyword(v); ok {
			v = word
		}
		out[spec.Name] = v
	}
	for _, o := range info.Options {
		if _, ok := out[o.Name]; !ok && o.Default != "" {
			out[o.Name] = o.Default
		}
	}
	return out, nil
}

// optionWordAliases are the table's words for the values every game's switches take:
// a Hungarian table says a switch is on with "be" or "igen", off with "ki" or "nem",
// whichever pair the game's list shows (the first word is the one shown).
var optionWordAliases = map[string][]string{"on": {"be", "igen"}, "off": {"ki", "nem"}, "yes": {"igen", "be"}, "no": {"nem", "ki"}, "random": {"véletlen"}}

// ValueTerm is a value as a table reads it: in Hungarian its Hungarian word (the first
// of its aliases, else the kit's be/ki, igen/nem, véletlen), else the value itself.
func (o OptionSpec) ValueTerm(v string) i18n.Term {
	t := i18n.Term{EN: v}
	if words := append(slices.Clone(o.Aliases[v]), optionWordAliases[v]...); len(words) > 0 {
		t.HU = words[0]
	}
	return t
}

// keyword is a free-text option's keyword that typed names by one of its aliases
// ("sorsolás" is Genoa's first=draw); ok is false for any other text (a player's name).
func (o OptionSpec) keyword(typed string) (string, bool) {
	for word := range o.Aliases {
		if slices.ContainsFunc(append(slices.Clone(o.Aliases[word]), optionWordAliases[word]...), func(a string) bool { return Fold(a) == Fold(typed) }) {
			return word, true
		}
	}
	return "", false
}

// valueIndex finds a typed value among the spec's values: by the value (any case), else
// by one of its aliases (folded); -1 when it is none of them.
func (o OptionSpec) valueIndex(typed string) int {
	typed = strings.TrimSpace(typed)
	if j := slices.IndexFunc(o.Values, func(x string) bool { return strings.EqualFold(x, typed) }); j >= 0 {
		return j
	}
	return slices.IndexFunc(o.Values, func(x string) bool {
		return slices.ContainsFunc(append(slices.Clone(o.Aliases[x]), optionWordAliases[x]...), func(a string) bool { return Fold(a) == Fold(typed) })
	})
}

// checkData refuses data the game does not take and missing required data.
func checkData(game string, info Info, data map[string][]byte) error {
	for name := range data {
		if !slices.ContainsFunc(info.Data, func(d DataSpec) bool { return d.Name == name }) {
			if len(info.Data) == 0 {
				return Bad("%s takes no --data (got %q)", game, name)
			}
			names := make([]string, len(info.Data))
			for i, d := range info.Data {
				names[i] = d.Name
			}
			return Bad("%s takes no data %q (data: %s)", game, name, strings.Join(names, ", "))
		}
	}
	for _, d := range info.Data {
		if _, ok := data[d.Name]; d.Required && !ok {
			return Bad("%s needs --data %s=FILE: %s", game, d.Name, i18n.M(d.Help))
		}
	}
	return nil
}

// Replay folds a session's live events into its current state and the outcome of the
// last one. It never draws randomness.
func Replay(g Game, s Session, events []Event) (State, Outcome, error) {
	st, err := g.Start(s.Config, s.Setup)
	if err != nil {
		return nil, Outcome{}, i18n.Errorf("session %s: setup record does not load: %w", strconv.FormatInt(s.ID, 10), err)
	}
	var last Outcome
	for i, e := range events {
		a, err := Parse(e.Action)
		if err == nil {
			st, last, err = apply(st, a)
		}
		if err != nil {
			return nil, Outcome{}, &ReplayError{Session: s.ID, Event: e, Index: i, Err: err}
		}
	}
	return st, last, nil
}

// ReplayError is a stored event that no longer applies (a log written by another talon,
// or edited): Index events before it still replay, so the session can still be shown.
type ReplayError struct {
	Session int64
	Event   Event
	Index   int // events[:Index] replay
	Err     error
}

func (e *ReplayError) Error() string { return e.message().String() }

// Local is the error in p's language.
func (e *ReplayError) Local(p *i18n.Printer) string { return e.message().Local(p) }

func (e *ReplayError) message() i18n.Message {
	return i18n.M("session %s: event %s %q no longer applies: %v", strconv.FormatInt(e.Session, 10), strconv.Itoa(e.Event.Seq), e.Event.Action, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// GameOver is the one refusal of every action once a game has ended.
func GameOver() error {
	return Refuse("game over", "the game has ended; `talon undo` reopens it")
}

// apply is Apply behind the one "game over" refusal of every game.
func apply(st State, a Action) (State, Outcome, error) {
	if st.Result() != nil {
		return nil, Outcome{}, GameOver()
	}
	return st.Apply(a)
}

// Try tells whether the game would accept the action, as Act would, without storing
// anything: the action is resolved first, its randomness drawn from a throwaway source
// (a trial's dice are never the ones kept), and the resolved text applied, as Act
// applies it. A refusal that depends on what the dice show may therefore differ from
// Act's; Act decides.
func Try(st State, a Action) error {
	if st.Result() != nil {
		return GameOver()
	}
	resolved, err := st.Resolve(a, randomizers.NewSource(0))
	if err != nil {
		return err
	}
	stored, err := Parse(resolved.String())
	if err != nil {
		return err
	}
	_, _, err = st.Apply(stored)
	return err
}

// Step is one accepted action: the event to store, the state after it and its outcome.
type Step struct {
	Event   Event
	State   State
	Outcome Outcome
}

// Act folds the log, reads and resolves what the table typed (drawing any randomness
// now) and applies it. It returns the step to store, or the refusal.
func Act(g Game, s Session, events []Event, input string) (Step, error) {
	typed, err := Parse(input)
	if err != nil {
		return Step{}, err
	}
	st, _, err := Replay(g, s, events)
	if err != nil {
		return Step{}, err
	}
	if st.Result() != nil {
		_, _, err := apply(st, typed)
		return Step{}, err
	}
	seed, err := randomizers.ParseSeedCode(s.Seed)
	if err != nil {
		return Step{}, i18n.Errorf("session %s: stored seed %q: %w", strconv.FormatInt(s.ID, 10), s.Seed, err)
	}
	rng := eventRNG(seed, events)
	resolved, err := st.Resolve(typed, rng)
	if err != nil {
		return Step{}, err
	}
	// The stored text is what replay reads: apply exactly that.
	text := resolved.String()
	stored, err := Parse(text)
	if err != nil {
		return Step{}, i18n.Errorf("%s: the resolved action %q does not read back: %w", s.Game, text, err)
	}
	next, outcome, err := apply(st, stored)
	if err != nil {
		return Step{}, err
	}
	return Step{Event: Event{Action: text, Streams: rng.TakeDrawn()}, State: next, Outcome: outcome}, nil
}
