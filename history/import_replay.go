package history

import (
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// replaysOnLoad says whether Service.Load replays a session's log: every session but
// one scored with `talon score` (finished, with no setup record), whose stored result
// is shown instead. An import checks exactly the logs that Load would replay.
func replaysOnLoad(s companion.Session) bool {
	return len(s.Setup) > 0 || s.Status != companion.Finished
}

// checkReplay replays the live events of a session the import is about to add, or
// whose log it is about to change, with its game's companion, so a log that does not
// replay (an event edited by hand, one a newer talon's rules allowed) refuses the file
// before it becomes a session that `talon do` and `talon status` cannot use. A game
// this talon has no companion for cannot be checked: its session is taken as it is
// and counted in the report. With no registry (club sync) nothing is replayed.
func (m *merger) checkReplay(uuid string, r record) error {
	if m.games == nil {
		return nil
	}
	live := slices.ContainsFunc(r.Events, func(e recEvent) bool { return e.UndoneAt == nil })
	hasSetup := r.Setup != nil && len(*r.Setup) > 0
	if !live && !hasSetup && r.Status == string(companion.Finished) {
		return nil // a play scored with talon score: nothing replays
	}
	// A session with no live move yet (new, or every move undone) is checked too: its
	// setup record must load, as `talon status` loads it.
	i := slices.IndexFunc(m.games, func(e companion.Entry) bool { return e.ID == r.Game })
	if i < 0 || m.games[i].Companion == nil {
		m.rep.SessionsUnchecked++
		return nil
	}
	entry := m.games[i]
	s, events, err := replayInput(r)
	if err != nil {
		return badFile("the file's session %s (%s): %v", uuid, entry.Name, err)
	}
	if !replaysOnLoad(s) {
		return nil
	}
	_, _, err = companion.Replay(entry.Companion, s, events)
	var broken *companion.ReplayError
	switch {
	case errors.As(err, &broken):
		return badFile("the file's session %s (%s): event %s %q does not replay: %v", uuid, entry.Name,
			digits(broken.Event.Seq), broken.Event.Action, broken.Err)
	case err != nil:
		return badFile("the file's session %s (%s): its setup does not load: %v", uuid, entry.Name, errors.Unwrap(err))
	}
	return nil
}

// replayInput is a record as companion.Replay takes it: the session and its live
// events in seq order.
func replayInput(r record) (companion.Session, []companion.Event, error) {
	s := companion.Session{Game: r.Game, Seed: r.Seed, Status: companion.Status(r.Status)}
	var err error
	if s.Config, err = decodeConfig(r.Config); err != nil {
		return s, nil, i18n.Errorf("config is not a talon session's config")
	}
	if r.Setup != nil {
		s.Setup = json.RawMessage(*r.Setup)
	}
	var events []companion.Event
	cache := streamCache{}
	for _, e := range r.Events {
		if e.UndoneAt != nil {
			continue
		}
		ev := companion.Event{Seq: e.Seq, Action: e.Action}
		if ev.Streams, err = cache.decode(e.Streams); err != nil {
			return s, nil, i18n.Errorf("event %s's streams are not a list of names", digits(e.Seq))
		}
		ev.At, _ = time.Parse(time.RFC3339Nano, e.At) // checked as the record was read
		events = append(events, ev)
	}
	return s, events, nil
}

// sameLiveLog says whether two records' live events are the same moves: a merge that
// keeps them changes nothing a replay would see.
func sameLiveLog(a, b record) bool {
	live := func(r record) []recEvent {
		return slices.DeleteFunc(slices.Clone(r.Events), func(e recEvent) bool { return e.UndoneAt != nil })
	}
	return slices.EqualFunc(live(a), live(b), func(x, y recEvent) bool {
		return x.Seq == y.Seq && x.Action == y.Action && x.Streams == y.Streams
	})
}
