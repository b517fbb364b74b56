package main

import (
	"errors"
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

// loaded is a session with its live events and the state they fold into.
type loaded struct {
	session companion.Session
	events  []companion.Event
	game    companion.Game
	state   companion.State
}

// sessionID picks the session a command works on: the ID given, else the active
// session with the most recent activity.
func (f *Factory) sessionID(arg string) (int64, error) {
	if arg != "" {
		id, err := strconv.ParseInt(arg, 10, 64)
		if err != nil || id < 1 {
			return 0, usagef("%q is not a session number (see `talon sessions`)", arg)
		}
		return id, nil
	}
	store, err := f.Store()
	if err != nil {
		return 0, err
	}
	s, err := store.LatestActive(f.ctx())
	if errors.Is(err, history.ErrNoActiveSession) {
		return 0, usagef("no active session: start one with `talon new GAME --players \"Ann,Ben,Cid\"`")
	}
	if err != nil {
		return 0, err
	}
	return s.ID, nil
}

// loadSession picks the session a command works on (see sessionID) and replays it.
func (f *Factory) loadSession(arg string) (*loaded, error) {
	id, err := f.sessionID(arg)
	if err != nil {
		return nil, err
	}
	return f.load(id)
}

// load reads a session and replays it.
func (f *Factory) load(id int64) (*loaded, error) {
	store, err := f.Store()
	if err != nil {
		return nil, err
	}
	s, events, err := store.Load(f.ctx(), id)
	if errors.Is(err, history.ErrNotFound) {
		return nil, usagef("there is no session %d (see `talon sessions`)", id)
	}
	if err != nil {
		return nil, err
	}
	g, err := f.lookupGame(s.Game)
	if err != nil {
		return nil, err
	}
	st, err := companion.Replay(g, s, events)
	if err != nil {
		return nil, err
	}
	l := &loaded{session: s, events: events, game: g, state: st}
	return l, f.finishIfOver(l)
}

// finishIfOver records the final result of a game that has ended but is still marked
// active (it ended on the last action, or a crash came between the two writes).
func (f *Factory) finishIfOver(l *loaded) error {
	r := l.state.Result()
	if r == nil || l.session.Status != companion.Active {
		return nil
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	if err := store.Finish(f.ctx(), l.session.ID, f.Now(), *r); err != nil {
		return err
	}
	l.session.Status = companion.Finished
	return nil
}

// act records one action on a session: validated against the log as it stands inside
// the write transaction, committed before it returns.
func (f *Factory) act(id int64, input string) (companion.Event, *loaded, error) {
	store, err := f.Store()
	if err != nil {
		return companion.Event{}, nil, err
	}
	var (
		game  companion.Game
		next  companion.State
		after loaded
	)
	ev, err := store.Append(f.ctx(), id, f.Now(), func(s companion.Session, events []companion.Event) (companion.Event, error) {
		g, err := f.lookupGame(s.Game)
		if err != nil {
			return companion.Event{}, err
		}
		ev, st, err := companion.Act(g, s, events, input)
		game, next = g, st
		after = loaded{session: s, events: events}
		return ev, err
	})
	if errors.Is(err, history.ErrNotFound) {
		return ev, nil, usagef("there is no session %d (see `talon sessions`)", id)
	}
	if errors.Is(err, history.ErrNotActive) {
		return ev, nil, usagef("session %d is not active (it was finished or abandoned)", id)
	}
	if err != nil {
		return ev, nil, err
	}
	after.game, after.state = game, next
	after.events = append(after.events, ev)
	return ev, &after, f.finishIfOver(&after)
}
