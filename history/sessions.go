package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"

	"github.com/talon-games/talon/companion/i18n"
)

// SessionFilter narrows Sessions. Empty fields match all; Limit 0 means no limit;
// Offset skips that many of the newest sessions the filter keeps first.
type SessionFilter struct {
	Status string
	Game   string
	Limit  int
	Offset int
	// Brief asks for what a line of `talon sessions`' table shows: the id, game,
	// players' names, status, start, events and last action. The rest (UUID, seed,
	// options, colours, end) may be left empty, so a long list costs less.
	Brief bool
}

// SessionSummary is one line of `talon sessions`. Its Session has no Setup: a list
// does not carry the games' boards (a list of every session in a long history carried
// 20 MB of them); a session's setup is read with the session (Load). The sessions of
// one list may share what they hold alike (players' blocks, a set of options): a
// summary is read, never changed.
type SessionSummary struct {
	Session companion.Session
	// Names are the names the session's players go by in the history, one for each
	// player of Session.Config (which has them as typed at the table): the names
	// `talon stats` counts them under, after any respelling (knownNames).
	Names  []string
	Events int       // live (not undone) events
	LastAt time.Time // the most recent activity: start, last event or last undo
}

// CreateSession stores a new session and its seats, filling ID and UUID. Players are
// matched by name, case-insensitively, and created when new. An empty Status means
// active. Started must be set: the store does not read the clock.
func (s *Store) CreateSession(ctx context.Context, sess companion.Session) (companion.Session, error) {
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		var err error
		sess, err = insertSession(ctx, tx, sess)
		return err
	})
	if err != nil {
		return companion.Session{}, err
	}
	return sess, nil
}

func insertSession(ctx context.Context, tx *sql.Tx, sess companion.Session) (companion.Session, error) {
	if err := checkNewSession(sess); err != nil {
		return sess, err
	}
	if sess.Status == "" {
		sess.Status = companion.Active
	}
	config, err := json.Marshal(sess.Config)
	if err != nil {
		return sess, err
	}
	var setup any // NULL when there is no setup record
	if len(sess.Setup) > 0 {
		setup = string(sess.Setup)
	}
	var ended any
	if sess.Ended != nil {
		ended = formatTime(*sess.Ended)
	}
	id, err := newUUID()
	if err != nil {
		return sess, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO sessions
		(uuid, game, config, seed, setup, status, started_at, ended_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		id, sess.Game, string(config), sess.Seed, setup, string(sess.Status), formatTime(sess.Started), ended)
	if err != nil {
		return sess, i18n.Errorf("store session: %w", err)
	}
	if sess.ID, err = res.LastInsertId(); err != nil {
		return sess, err
	}
	sess.UUID = id
	table := make([]string, len(sess.Config.Players))
	for i, p := range sess.Config.Players {
		table[i] = foldName(p.Name)
	}
	tableJSON, _ := json.Marshal(table) // strings always marshal
	for seat, p := range sess.Config.Players {
		playerID, err := upsertPlayer(ctx, tx, p.Name, sess.ID, string(tableJSON), formatTime(sess.Started))
		if err != nil {
			return sess, err
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO seats (session_id, seat, player_id, colour) VALUES (?, ?, ?, ?)`,
			sess.ID, seat, playerID, p.Colour); err != nil {
			return sess, i18n.Errorf("seat %s: %w", p.Name, err)
		}
	}
	sess.Started = sess.Started.UTC()
	if sess.Ended != nil {
		t := sess.Ended.UTC()
		sess.Ended = &t
	}
	return sess, nil
}

// checkNewSession refuses what the schema would refuse less clearly, and names that
// must not be stored: hidden characters, invalid UTF-8, too long, or two players at
// one table whose names look alike (names.CleanList; the error is a *names.Error).
func checkNewSession(sess companion.Session) error {
	switch {
	case sess.Game == "":
		return i18n.Errorf("session has no game")
	case sess.Started.IsZero():
		return i18n.Errorf("session has no start time")
	case len(sess.Setup) > 0 && !json.Valid(sess.Setup):
		return i18n.Errorf("session setup is not valid JSON")
	}
	list := make([]string, len(sess.Config.Players))
	for i, p := range sess.Config.Players {
		list[i] = p.Name
	}
	_, err := names.CleanList("player", list)
	return err
}

// foldName is the key players are matched by (names.Key): "Ann", "ANN" and "Ａｎｎ"
// are one player.
func foldName(name string) string { return names.Key(name) }

// upsertPlayer returns the id of the player with this name, creating it when new.
// The first spelling seen is kept as the player's name. A name that differs from one
// player's only by accents ("Anna", "Ánna" typed on another keyboard) is that player,
// as an import matches them; with two such players, the one spelled so (or a new one).
// A name this history was told is another player's (`history players merge`, an
// import's --map, remembered in player_aliases) is that player, so "Benny" typed again
// after Benny was joined to Ben is Ben (hist-trial2 F26). Two look-alike names at one
// table (session; table is the JSON list of its names, folded) are two people.
// A new player is known by their name since the session's start (player_names.go).
func upsertPlayer(ctx context.Context, tx *sql.Tx, name string, session int64, table, started string) (int64, error) {
	id, err := findPlayer(ctx, tx, name, session, table)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	uuid, err := newUUID()
	if err != nil {
		return 0, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO players (uuid, name, folded, name_since) VALUES (?, ?, ?, ?)`,
		uuid, norm.NFC.String(strings.TrimSpace(name)), foldName(name), started)
	if err != nil {
		return 0, i18n.Errorf("store player %s: %w", name, err)
	}
	return res.LastInsertId()
}

// findPlayer is the player upsertPlayer seats for name; sql.ErrNoRows when it would
// add one.
func findPlayer(ctx context.Context, q querier, name string, session int64, table string) (int64, error) {
	var id int64
	err := q.QueryRowContext(ctx, `SELECT id FROM players WHERE folded = ?1
		UNION ALL SELECT a.player_id FROM player_aliases a JOIN players p ON p.id = a.player_id
			WHERE a.kind = 'name' AND a.alias = match_key(?1)
			AND a.player_id NOT IN (SELECT player_id FROM seats WHERE session_id = ?2)
			AND p.folded NOT IN (SELECT value FROM json_each(?3))
		UNION ALL SELECT min(id) FROM players WHERE match_key(name) = match_key(?1)
			AND id NOT IN (SELECT player_id FROM seats WHERE session_id = ?2)
			AND folded NOT IN (SELECT value FROM json_each(?3)) HAVING count(*) = 1
		LIMIT 1`, foldName(name), session, table).Scan(&id)
	return id, err
}

// KnownAs is the name the history knows each of a table's players by (typed: the
// names as typed, in seat order): the player a new session with that table would seat
// (upsertPlayer's match), or the typed name, cleaned, where it would add a player.
// It writes nothing: `talon score --no-save --bgstats-link` names the players so, as
// a saved play and `history export --format bgstats` would (trial-final F2).
func (s *Store) KnownAs(ctx context.Context, typed []string) ([]string, error) {
	table := make([]string, len(typed))
	for i, name := range typed {
		table[i] = foldName(name)
	}
	tableJSON, _ := json.Marshal(table) // strings always marshal
	out := make([]string, len(typed))
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		seated := map[int64]bool{} // as the seats a session fills one by one
		for i, name := range typed {
			out[i] = norm.NFC.String(strings.TrimSpace(name))
			id, err := findPlayer(ctx, tx, name, 0, string(tableJSON)) // session 0: none has that id
			if errors.Is(err, sql.ErrNoRows) || (err == nil && seated[id]) {
				continue
			}
			if err != nil {
				return err
			}
			seated[id] = true
			if err := tx.QueryRowContext(ctx, `SELECT name FROM players WHERE id = ?`, id).Scan(&out[i]); err != nil {
				return err
			}
		}
		return nil
	})
	return out, err
}

// Session reads one session.
func (s *Store) Session(ctx context.Context, id int64) (companion.Session, error) {
	var sess companion.Session
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		sess, err = loadSession(ctx, tx, id)
		return err
	})
	return sess, err
}

const sessionColumns = `id, uuid, game, config, seed, setup, status, started_at, ended_at`

func loadSession(ctx context.Context, q querier, id int64) (companion.Session, error) {
	row := q.QueryRowContext(ctx, `SELECT `+sessionColumns+` FROM sessions WHERE id = ?`, id)
	sess, err := scanSession(row)
	if errors.Is(err, sql.ErrNoRows) {
		return sess, i18n.Errorf("session %s: %w", digits(id), ErrNotFound)
	}
	return sess, err
}

type scanner interface{ Scan(dest ...any) error }

func scanSession(sc scanner, extra ...any) (companion.Session, error) {
	var start string
	return scanSessionStart(sc, &start, extra...)
}

// scanSessionStart is scanSession that also hands on the start time as stored.
func scanSessionStart(sc scanner, start *string, extra ...any) (companion.Session, error) {
	var (
		sess         companion.Session
		config       string
		setup, ended *string
		status       string
	)
	dest := append([]any{&sess.ID, &sess.UUID, &sess.Game, &config, &sess.Seed, &setup, &status, start, &ended}, extra...)
	if err := sc.Scan(dest...); err != nil {
		return sess, err
	}
	var err error
	if sess.Config, err = decodeConfig(config); err != nil {
		return sess, i18n.Errorf("session %s config: %w", digits(sess.ID), err)
	}
	if setup != nil {
		sess.Setup = json.RawMessage(*setup)
	}
	sess.Status = companion.Status(status)
	if sess.Started, err = parseStoredBytes(*start); err != nil {
		return sess, err
	}
	if ended != nil {
		t, err := parseStoredBytes(*ended)
		if err != nil {
			return sess, err
		}
		sess.Ended = &t
	}
	return sess, nil
}

// lastActivity is the SQL for a session's most recent activity: its start, its last
// event or its last undo, whichever is latest. Times are fixed-width text, so max works.
const lastActivity = `max(s.started_at,
	coalesce((SELECT max(max(e.at, coalesce(e.undone_at, ''))) FROM events e WHERE e.session_id = s.id), ''))`

// LatestActive is the active session with the most recent activity.
func (s *Store) LatestActive(ctx context.Context) (companion.Session, error) {
	var sess companion.Session
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		row := tx.QueryRowContext(ctx, `SELECT `+prefixed("s.", sessionColumns)+` FROM sessions s
			WHERE s.status = 'active' ORDER BY `+lastActivity+` DESC, s.id DESC LIMIT 1`)
		var err error
		sess, err = scanSession(row)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNoActiveSession
		}
		return err
	})
	return sess, err
}

// Sessions lists sessions, newest (latest started) first. The page is picked first
// from the start-time indexes; the event counts and last activity are then read for
// those rows only, so a page costs the same however long the history is.
func (s *Store) Sessions(ctx context.Context, f SessionFilter) ([]SessionSummary, error) {
	var out []SessionSummary
	err := s.EachSession(ctx, f, func(sum SessionSummary) error {
		out = append(out, sum)
		return nil
	})
	return out, err
}

// EachSession hands the sessions Sessions would list to fn one at a time, in the same
// order, without holding them: `talon sessions --limit 0` over a long history prints
// each row as it is read. An error from fn stops the list and is returned.
// A list longer than eachSessionTallyFrom (or every session) is read from the kept list
// (listed.go) when it is up to date.
func (s *Store) EachSession(ctx context.Context, f SessionFilter, fn func(SessionSummary) error) error {
	damaged := false
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		if f.Limit <= 0 || f.Limit > eachSessionTallyFrom {
			ok, d, err := eachSessionListed(ctx, tx, f, fn)
			if damaged = d; ok || err != nil {
				return err
			}
		}
		return eachSession(ctx, tx, f, fn)
	})
	if err == nil && damaged {
		s.repairListed(ctx)
	}
	return err
}

// CountSessions counts the sessions the filter's status and game keep (its page aside):
// `talon sessions` says how many there are when a page lies past the last.
func (s *Store) CountSessions(ctx context.Context, f SessionFilter) (int, error) {
	var n int
	conds, args := sessionConds(f)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT count(*) FROM `+sessionsWhere(conds), args...).Scan(&n)
	})
	return n, err
}

// repairListed is what a reader does after a kept month did not decode (it read the
// rows instead): the kept list is packed again from every session by a write. A
// read-only or busy file keeps the damage until talon's next write there; readers
// keep reading the rows meanwhile, so its error is not the reader's.
func (s *Store) repairListed(ctx context.Context) {
	_ = s.inWrite(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE listed_state SET version = 0`)
		return err
	})
}

// sessionConds are the SQL conditions (on sessions s) of the filter's status and game.
func sessionConds(f SessionFilter) (conds []string, args []any) {
	conds = []string{"1"}
	if f.Status != "" {
		conds = append(conds, "s.status = ?")
		args = append(args, f.Status)
	}
	if f.Game != "" {
		conds = append(conds, "s.game = ?")
		args = append(args, f.Game)
	}
	return conds, args
}

// sessionsWhere is the FROM clause of the sessions the conditions keep.
func sessionsWhere(conds []string) string { return `sessions s WHERE ` + strings.Join(conds, " AND ") }

// eachSession reads the list from the sessions' rows.
func eachSession(ctx context.Context, q querier, f SessionFilter, fn func(SessionSummary) error) error {
	limit := f.Limit
	conds, args := sessionConds(f)
	// A page is picked first, so the counts are read for its rows only; every session
	// is read straight from a start-time index, newest first, which needs no sort (a
	// sort of every row would hold them all in SQLite's memory).
	from := sessionsWhere(conds)
	var names knownNames
	if err := names.load(ctx, q); err != nil {
		return err
	}
	if limit <= 0 || limit > eachSessionTallyFrom {
		return eachSessionTallied(ctx, q, &names, from, args, limit, f.Offset, fn)
	}
	{
		args = append(args, limit, max(f.Offset, 0))
		from = `(WITH picked AS MATERIALIZED (SELECT s.id FROM ` + from + `
			ORDER BY s.started_at DESC, s.id DESC LIMIT ? OFFSET ?) SELECT picked.id FROM picked)
			AS picked JOIN sessions s ON s.id = picked.id`
	}
	rows, err := q.QueryContext(ctx, `SELECT `+prefixed("s.", sessionColumns)+`,
		(SELECT count(*) FROM events e WHERE e.session_id = s.id AND e.undone_at IS NULL),
		`+lastActivity+`, `+seatRecordsSQL+`
		FROM `+from+`
		ORDER BY s.started_at DESC, s.id DESC`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var (
			sum    SessionSummary
			last   string
			seated sql.NullString
		)
		if sum.Session, err = scanSession(rows, &sum.Events, &last, &seated); err != nil {
			return err
		}
		if sum.LastAt, err = parseStoredBytes(last); err != nil {
			return err
		}
		ids = seatRecords(ids[:0], seated.String, len(sum.Session.Config.Players))
		sum.Names = names.seats(nil, sum.Session.Config.Players, ids)
		sum.Session.Setup = nil // a list leaves it out (SessionSummary)
		if err := fn(sum); err != nil {
			return err
		}
	}
	return rows.Err()
}

// eachSessionTallyFrom is the longest page whose event counts and last actions are
// looked up session by session; a longer list (or every session) reads them in one
// pass over the events instead (eachSessionTallied).
var eachSessionTallyFrom = 2000 // a variable so a test can tally a short page

// eventTally is what a session's events add to its line: the live events and the
// latest event or undo time (as stored: fixed-width text, so the latest is the max).
type eventTally struct {
	live int
	last string
}

// eachSessionTallied is eachSession for a long list: the sessions' event counts and
// last actions, two index look-ups a session (most of a list of every session in a
// long history), are read first in one pass over the events, in the same read
// transaction, and the sessions are then read alone, newest first, from the
// start-time index, the first offset of them skipped by SQLite. TestEachSessionTalliedIsLookedUp
// checks it against the look-ups.
func eachSessionTallied(ctx context.Context, q querier, names *knownNames, from string, args []any, limit, offset int, fn func(SessionSummary) error) error {
	tallies := map[int64]eventTally{}
	rows, err := q.QueryContext(ctx, `SELECT session_id, count(*) FILTER (WHERE undone_at IS NULL),
		max(max(at, coalesce(undone_at, ''))) FROM events GROUP BY session_id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var t eventTally
		if err := rows.Scan(&id, &t.live, &t.last); err != nil {
			return err
		}
		tallies[id] = t
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	query := `SELECT ` + prefixed("s.", sessionColumns) + `, ` + seatRecordsSQL + ` FROM ` + from + ` ORDER BY s.started_at DESC, s.id DESC`
	if limit > 0 || offset > 0 {
		if limit <= 0 {
			limit = -1 // every session after the offset
		}
		query += ` LIMIT ? OFFSET ?`
		args = append(args, limit, offset)
	}
	rows, err = q.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	var (
		start  string
		seated sql.NullString
		ids    []int64
	)
	for rows.Next() {
		var sum SessionSummary
		if sum.Session, err = scanSessionStart(rows, &start, &seated); err != nil {
			return err
		}
		ids = seatRecords(ids[:0], seated.String, len(sum.Session.Config.Players))
		sum.Names = names.seats(nil, sum.Session.Config.Players, ids)
		sum.Session.Setup = nil // a list leaves it out (SessionSummary)
		t := tallies[sum.Session.ID]
		sum.Events, sum.LastAt = t.live, sum.Session.Started
		if t.last > start { // max(s.started_at, …) as lastActivity compares them
			if sum.LastAt, err = parseStoredBytes(t.last); err != nil {
				return err
			}
		}
		if err := fn(sum); err != nil {
			return err
		}
	}
	return rows.Err()
}

// prefixed qualifies each column of a comma-separated list with a table alias.
func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ", ")
	for i, p := range parts {
		parts[i] = alias + p
	}
	return strings.Join(parts, ", ")
}

// Abandon ends an active session without a result.
func (s *Store) Abandon(ctx context.Context, id int64, now time.Time) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		if _, err := activeSession(ctx, tx, id); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE sessions SET status = 'abandoned', ended_at = ? WHERE id = ?`,
			formatTime(now), id)
		return err
	})
}

// activeSession loads a session inside a write transaction and insists it is active.
func activeSession(ctx context.Context, tx *sql.Tx, id int64) (companion.Session, error) {
	sess, err := loadSession(ctx, tx, id)
	if err != nil {
		return sess, err
	}
	if sess.Status != companion.Active {
		return sess, i18n.Errorf("session %s is %s: %w", digits(id), sess.Status, ErrNotActive)
	}
	return sess, nil
}

// Delete removes a session with its seats, events, results, details and corrections,
// and leaves a tombstone with its UUID and now: an import then deletes the session
// from the other history too, instead of bringing it back. Players stay.
func (s *Store) Delete(ctx context.Context, id int64, now time.Time) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		var uuid string
		err := tx.QueryRowContext(ctx, `SELECT uuid FROM sessions WHERE id = ?`, id).Scan(&uuid)
		if errors.Is(err, sql.ErrNoRows) {
			return i18n.Errorf("session %s: %w", digits(id), ErrNotFound)
		}
		if err != nil {
			return err
		}
		if _, err := deleteSessionRows(ctx, tx, uuid); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO tombstones (uuid, deleted_at) VALUES (?, ?) ON CONFLICT DO NOTHING`,
			uuid, formatTime(now))
		return err
	})
}
