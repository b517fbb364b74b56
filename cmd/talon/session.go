package main

import (
	"context"
	"errors"
	"strconv"

	"github.com/talon-games/talon/history"
)

// sessions is the session service over the history database (see history.Service).
func (f *Factory) sessions() (history.Service, error) {
	store, err := f.Store()
	if err != nil {
		return history.Service{}, err
	}
	return history.Service{Store: store, Games: f.Games, Now: f.Now}, nil
}

// sessionID picks the session a command works on: the ID given, else the active
// session with the most recent activity.
func (f *Factory) sessionID(ctx context.Context, arg string) (int64, error) {
	if arg != "" {
		id, err := strconv.ParseInt(arg, 10, 64)
		if err != nil || id < 1 {
			return 0, usagef("%q is not a session number (see `talon sessions`)", arg)
		}
		return id, nil
	}
	sv, err := f.sessions()
	if err != nil {
		return 0, err
	}
	id, err := sv.Latest(ctx)
	if errors.Is(err, history.ErrNoActiveSession) {
		return 0, usagef("no active session: start one with `talon new GAME --players \"Ann,Ben,Cid\"`")
	}
	return id, err
}

// loadSession picks the session a command works on (see sessionID) and replays it.
func (f *Factory) loadSession(ctx context.Context, arg string) (*history.Loaded, error) {
	id, err := f.sessionID(ctx, arg)
	if err != nil {
		return nil, err
	}
	return f.load(ctx, id)
}

// load reads a session and replays it.
func (f *Factory) load(ctx context.Context, id int64) (*history.Loaded, error) {
	sv, err := f.sessions()
	if err != nil {
		return nil, err
	}
	l, err := sv.Load(ctx, id)
	return l, sessionError(id, err)
}

// act records one action on a session (see history.Service.Act).
func (f *Factory) act(ctx context.Context, id int64, input string) (*history.Acted, error) {
	sv, err := f.sessions()
	if err != nil {
		return nil, err
	}
	a, err := sv.Act(ctx, id, input)
	return a, sessionError(id, err)
}

// sessionError words the store's "no such session" and "not active" for the table.
func sessionError(id int64, err error) error { return sessionErrorNaming(id, err, "talon") }

// sessionErrorNaming is sessionError naming talon as talon is to be typed: with the
// --db and --lang given (talonAgain), the command it names lists the same history.
func sessionErrorNaming(id int64, err error, talon string) error {
	switch {
	case errors.Is(err, history.ErrNotFound):
		return usagef("there is no session %s (see `%s sessions`)", strconv.FormatInt(id, 10), talon)
	case errors.Is(err, history.ErrNotActive):
		return usagef("session %s is not active (it was finished or abandoned)", strconv.FormatInt(id, 10))
	}
	return err
}
