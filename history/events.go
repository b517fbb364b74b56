package history

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/scoring"

	"github.com/talon-games/talon/companion/i18n"
)

// Load reads a session and its live events in seq order, in one read transaction.
func (s *Store) Load(ctx context.Context, id int64) (companion.Session, []companion.Event, error) {
	var (
		sess   companion.Session
		events []companion.Event
	)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		if sess, err = loadSession(ctx, tx, id); err != nil {
			return err
		}
		events, err = liveEvents(ctx, tx, id)
		return err
	})
	if err != nil {
		return companion.Session{}, nil, err
	}
	return sess, events, nil
}

// liveEvents are the events replay uses: not undone, in seq order.
func liveEvents(ctx context.Context, q querier, id int64) ([]companion.Event, error) {
	rows, err := q.QueryContext(ctx, `SELECT seq, action, streams, at FROM events
		WHERE session_id = ? AND undone_at IS NULL ORDER BY seq`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []companion.Event
	cache := streamCache{}
	for rows.Next() {
		ev, err := scanEvent(rows, cache)
		if err != nil {
			return nil, err
		}
		out = append(out, ev)
	}
	return out, rows.Err()
}

// streamCache decodes each distinct streams text once per read: a log repeats a
// handful of values ("[]", `["dice"]`) and JSON decoding dominated loading long logs.
type streamCache map[string][]string

func (c streamCache) decode(text string) ([]string, error) {
	if list, ok := c[text]; ok {
		return slices.Clone(list), nil // each event owns its slice
	}
	list, err := decodeStreams(text)
	if err != nil {
		return nil, err
	}
	c[text] = list
	return slices.Clone(list), nil
}

func scanEvent(sc scanner, cache streamCache) (companion.Event, error) {
	var (
		ev          companion.Event
		streams, at string
	)
	if err := sc.Scan(&ev.Seq, &ev.Action, &streams, &at); err != nil {
		return ev, err
	}
	var err error
	if ev.Streams, err = cache.decode(streams); err != nil {
		return ev, err
	}
	ev.At, err = parseTime(at)
	return ev, err
}

// Append records one table action. decide runs inside one IMMEDIATE write transaction
// with the session (which must be active, else ErrNotActive) and its live events, so
// it validates against exactly what is stored, including another terminal's last
// action. The event it returns is stored with Seq and At filled in and committed
// before Append returns. A decide error aborts: nothing is stored and the error is
// returned unchanged. decide must not write through the store (it would wait on itself).
func (s *Store) Append(ctx context.Context, id int64, now time.Time,
	decide func(companion.Session, []companion.Event) (companion.Event, error)) (companion.Event, error) {
	return s.Record(ctx, id, now, func(sess companion.Session, events []companion.Event) (companion.Event, Derived, error) {
		ev, err := decide(sess, events)
		return ev, Derived{}, err
	})
}

// Derived is what the state after an event says must be kept with the session in the
// same transaction as the event.
type Derived struct {
	// Result is the final result, when the event ended the game.
	Result *scoring.Result
	// Rounds, when ScoresRounds, is every round the game has scored so far; the stored
	// rounds are made to match (an undone round goes with its event).
	Rounds       []companion.RoundResult
	ScoresRounds bool
}

// Record is Append for a move that may end the game or score a round: what decide
// derives (the final result, the rounds scored) is stored in the same transaction as the
// event, so no reader ever sees the winning move without the result, and a result that
// cannot be stored stores no move either.
func (s *Store) Record(ctx context.Context, id int64, now time.Time,
	decide func(companion.Session, []companion.Event) (companion.Event, Derived, error)) (companion.Event, error) {
	var ev companion.Event
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		sess, err := activeSession(ctx, tx, id)
		if err != nil {
			return err
		}
		events, err := liveEvents(ctx, tx, id)
		if err != nil {
			return err
		}
		var derived Derived
		if ev, derived, err = decide(sess, events); err != nil {
			return err
		}
		if ev.Action == "" {
			return i18n.Errorf("append: the event has no action")
		}
		// Nothing that could attack a terminal is stored, whatever the grammar let through.
		if err := names.CheckPrintable("the action", ev.Action); err != nil {
			return err
		}
		// Undone events keep their seq, so the next one is past every row, live or not.
		if err := tx.QueryRowContext(ctx,
			`SELECT coalesce(max(seq), 0) + 1 FROM events WHERE session_id = ?`, id).Scan(&ev.Seq); err != nil {
			return err
		}
		ev.At = now.UTC()
		if _, err = tx.ExecContext(ctx, `INSERT INTO events (session_id, seq, action, streams, at) VALUES (?, ?, ?, ?, ?)`,
			id, ev.Seq, ev.Action, encodeStreams(ev.Streams), formatTime(ev.At)); err != nil {
			return err
		}
		if derived.ScoresRounds {
			if err := syncRounds(ctx, tx, id, now, derived.Rounds); err != nil {
				return err
			}
		}
		if derived.Result != nil {
			return storeResult(ctx, tx, id, now, *derived.Result)
		}
		return nil
	})
	if err != nil {
		return companion.Event{}, err
	}
	return ev, nil
}

// Undo marks the last live event of a session undone (it stays in the log for the record)
// and returns it. Replay no longer sees it. A session that the undone event had finished is
// active again: its results are removed, since the game is not over any more.
func (s *Store) Undo(ctx context.Context, id int64, now time.Time) (companion.Event, error) {
	var ev companion.Event
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		sess, err := loadSession(ctx, tx, id)
		if err != nil {
			return err
		}
		switch sess.Status {
		case companion.Active:
		case companion.Finished:
			if err := reopen(ctx, tx, id); err != nil {
				return err
			}
		default:
			return i18n.Errorf("session %s is %s: %w", digits(id), sess.Status, ErrNotActive)
		}
		row := tx.QueryRowContext(ctx, `SELECT seq, action, streams, at FROM events
			WHERE session_id = ? AND undone_at IS NULL ORDER BY seq DESC LIMIT 1`, id)
		ev, err = scanEvent(row, streamCache{})
		if errors.Is(err, sql.ErrNoRows) {
			return i18n.Errorf("session %s: %w", digits(id), ErrNothingToUndo)
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE events SET undone_at = ? WHERE session_id = ? AND seq = ?`,
			formatTime(now), id, ev.Seq)
		return err
	})
	if err != nil {
		return companion.Event{}, err
	}
	return ev, nil
}

// reopen makes a finished session active again and drops its results. A session with no
// live events (scored with `talon score`) has nothing to undo; the caller's query says so
// and the transaction rolls back.
func reopen(ctx context.Context, tx *sql.Tx, id int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM results WHERE session_id = ?`, id); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE sessions SET status = 'active', ended_at = NULL, tie_break = NULL WHERE id = ?`, id)
	return err
}
