package history

import (
	"context"
	"errors"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"

	"github.com/talon-games/talon/companion/i18n"
)

// Service is the session service every command uses: pick a session, load and replay
// it, act on it, finish it. It sits above the engine (it calls companion.Replay and
// companion.Act) and finishes a game in the same transaction as its winning move.
type Service struct {
	Store *Store
	Games companion.Registry
	Now   func() time.Time
}

// Loaded is a session with its live events and what they fold into.
type Loaded struct {
	Session companion.Session
	Events  []companion.Event
	Entry   companion.Entry
	// State is the replayed position; nil for a session scored with `talon score`,
	// which has a result but no companion log.
	State companion.State
	Last  companion.Outcome // the outcome of the last live event
	// Result is the final result: the state's, or the stored one of a scored session.
	Result *scoring.Result
	// Problem, when set, says why the session is shown as it stood before one of its
	// events: that event no longer applies (see companion.ReplayError).
	Problem i18n.Message
}

// Latest is the active session with the most recent activity.
func (sv Service) Latest(ctx context.Context) (int64, error) {
	s, err := sv.Store.LatestActive(ctx)
	if err != nil {
		return 0, err
	}
	return s.ID, nil
}

// Load reads a session and replays it. A game that has ended but is still marked
// active (stored before finishing shared the winning move's transaction, or finished by
// another terminal a moment ago) is finished now; a session stays showable whatever
// finishing says.
func (sv Service) Load(ctx context.Context, id int64) (*Loaded, error) {
	s, events, err := sv.Store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	e, ok := sv.Games.Lookup(s.Game)
	if !ok {
		return nil, i18n.Errorf("session %s is a game of %q, which this talon does not know", digits(id), s.Game)
	}
	l := &Loaded{Session: s, Events: events, Entry: e}
	if len(s.Setup) == 0 && s.Status == companion.Finished {
		r, err := sv.Store.Result(ctx, id)
		if err != nil {
			return nil, err
		}
		l.Result = &r
		return l, nil
	}
	if e.Companion == nil {
		return nil, i18n.Errorf("session %s: %s has no companion in this talon", digits(id), e.Name)
	}
	l.State, l.Last, err = companion.Replay(e.Companion, s, events)
	var broken *companion.ReplayError
	if errors.As(err, &broken) { // show what still replays, and say what does not
		l.Events = events[:broken.Index]
		l.State, l.Last, err = companion.Replay(e.Companion, s, l.Events)
		l.Problem = i18n.M("%v; it and the %d events after it are not shown (`talon undo` takes back the last event)",
			broken, len(events)-broken.Index-1)
	}
	if err != nil {
		return nil, err
	}
	l.Result = l.State.Result()
	if r, ok := l.State.(companion.RoundsScored); ok && l.Problem.IsZero() {
		// Rounds follow the events: after an undo, or for a log stored before rounds
		// were kept, the stored rounds are brought in line with the state.
		if err := sv.Store.SyncRounds(ctx, id, sv.Now(), r.ScoredRounds()); err != nil && ctx.Err() != nil {
			return nil, err
		}
	}
	if l.Result != nil && s.Status == companion.Active {
		err := sv.Store.Finish(ctx, id, sv.Now(), *l.Result)
		switch {
		case err == nil, errors.Is(err, ErrNotActive): // finished here, or by another terminal
			l.Session.Status = companion.Finished
		case ctx.Err() != nil:
			return nil, err
		}
	}
	return l, nil
}

// Acted is one recorded action and the session after it.
type Acted struct {
	*Loaded
	Event companion.Event
}

// Act records one action on a session: validated against the log as it stands inside
// the write transaction and committed, with the final result when it ends the game,
// before it returns. A refusal stores nothing.
func (sv Service) Act(ctx context.Context, id int64, input string) (*Acted, error) {
	var (
		step  companion.Step
		after Loaded
	)
	ev, err := sv.Store.Record(ctx, id, sv.Now(), func(s companion.Session, events []companion.Event) (companion.Event, Derived, error) {
		e, ok := sv.Games.Lookup(s.Game)
		if !ok || e.Companion == nil {
			return companion.Event{}, Derived{}, i18n.Errorf("session %s is a game of %q, which this talon cannot play", digits(id), s.Game)
		}
		var err error
		if step, err = companion.Act(e.Companion, s, events, input); err != nil {
			return companion.Event{}, Derived{}, err
		}
		after = Loaded{Session: s, Events: events, Entry: e}
		return step.Event, derive(step.State), nil
	})
	if errors.Is(err, ErrNotActive) {
		if s, lerr := sv.Store.Session(ctx, id); lerr == nil && s.Status == companion.Finished {
			return nil, companion.GameOver()
		}
	}
	if err != nil {
		return nil, err
	}
	after.Events = append(after.Events, ev)
	after.State, after.Last, after.Result = step.State, step.Outcome, step.State.Result()
	if after.Result != nil {
		after.Session.Status = companion.Finished
	}
	return &Acted{Loaded: &after, Event: ev}, nil
}

// derive is what a state says must be kept with its session beside the event.
func derive(st companion.State) Derived {
	d := Derived{Result: st.Result()}
	if r, ok := st.(companion.RoundsScored); ok {
		d.Rounds, d.ScoresRounds = r.ScoredRounds(), true
	}
	return d
}

// Undo takes back the last live event and returns it with the session after it.
func (sv Service) Undo(ctx context.Context, id int64) (companion.Event, *Loaded, error) {
	ev, err := sv.Store.Undo(ctx, id, sv.Now())
	if err != nil {
		return ev, nil, err
	}
	l, err := sv.Load(ctx, id)
	return ev, l, err
}
