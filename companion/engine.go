package companion

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

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

// NewSession validates the table's choices and resolves the game's setup. The session is
// not stored yet; its ID and UUID are filled in by the store.
func NewSession(g Game, cfg Config, seed randomizers.Seed, now time.Time) (Session, error) {
	info := g.Info()
	if !info.Available {
		return Session{}, Bad("%s has no companion yet: its session support has not been built (you can still use `talon score %s`)", info.Name, info.ID)
	}
	if err := checkPlayers(info, cfg.Players); err != nil {
		return Session{}, err
	}
	opts, err := checkOptions(info, cfg.Options)
	if err != nil {
		return Session{}, err
	}
	cfg.Options = opts
	setup, err := g.Setup(cfg, SetupRNG(seed))
	if err != nil {
		return Session{}, err
	}
	return Session{
		Game:    info.ID,
		Config:  cfg,
		Seed:    seed.String(),
		Setup:   setup,
		Status:  Active,
		Started: now,
	}, nil
}

func checkPlayers(info Info, players []Player) error {
	if n := len(players); n < info.MinPlayers || n > info.MaxPlayers {
		return Bad("%s is for %d–%d players, got %d", info.Name, info.MinPlayers, info.MaxPlayers, n)
	}
	seen := map[string]bool{}
	for i, p := range players {
		name := strings.TrimSpace(p.Name)
		if name == "" {
			return Bad("player %d has no name", i+1)
		}
		if seen[strings.ToLower(name)] {
			return Bad("two players are called %q; give each a different name", name)
		}
		seen[strings.ToLower(name)] = true
	}
	return nil
}

// checkOptions refuses unknown options and values outside a closed list, and fills defaults.
func checkOptions(info Info, given map[string]string) (map[string]string, error) {
	out := map[string]string{}
	for k, v := range given {
		i := slices.IndexFunc(info.Options, func(o OptionSpec) bool { return strings.EqualFold(o.Name, k) })
		if i < 0 {
			names := make([]string, len(info.Options))
			for j, o := range info.Options {
				names[j] = o.Name
			}
			if len(names) == 0 {
				return nil, Bad("%s has no options (got %q)", info.Name, k)
			}
			return nil, Bad("%s has no option %q (options: %s)", info.Name, k, strings.Join(names, ", "))
		}
		spec := info.Options[i]
		if len(spec.Values) > 0 && !slices.Contains(spec.Values, v) {
			return nil, Bad("option %s=%q: must be one of %s", spec.Name, v, strings.Join(spec.Values, ", "))
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

// Replay folds a session's live events into its current state. It never draws randomness.
func Replay(g Game, s Session, events []Event) (State, error) {
	st, err := g.Start(s.Config, s.Setup)
	if err != nil {
		return nil, fmt.Errorf("session %d: setup record does not load: %w", s.ID, err)
	}
	for _, e := range events {
		next, err := st.Apply(e.Action)
		if err != nil {
			return nil, fmt.Errorf("session %d: event %d %q no longer applies: %w", s.ID, e.Seq, e.Action, err)
		}
		st = next
	}
	return st, nil
}

// Act folds the log, resolves what the table typed (drawing any randomness now) and
// applies it. It returns the event to store and the state after it, or the refusal.
func Act(g Game, s Session, events []Event, input string) (Event, State, error) {
	input = strings.TrimSpace(input)
	if input == "" {
		return Event{}, nil, Bad("no action given")
	}
	st, err := Replay(g, s, events)
	if err != nil {
		return Event{}, nil, err
	}
	if st.Result() != nil {
		return Event{}, nil, Refuse("game over", "the game has ended; `talon undo` reopens it")
	}
	seed, err := randomizers.ParseSeedCode(s.Seed)
	if err != nil {
		return Event{}, nil, fmt.Errorf("session %d: stored seed %q: %w", s.ID, s.Seed, err)
	}
	rng := eventRNG(seed, events)
	action, err := st.Resolve(input, rng)
	if err != nil {
		return Event{}, nil, err
	}
	next, err := st.Apply(action)
	if err != nil {
		return Event{}, nil, err
	}
	return Event{Action: action, Streams: rng.TakeDrawn()}, next, nil
}
