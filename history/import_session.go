package history

import (
	"database/sql"
	"encoding/json"
	"errors"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/names"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// gameID is the shape of a game id (catan, marco-polo): a file naming a game this
// talon does not know still imports, so a newer talon's plays are kept.
var gameID = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,31}$`)

// maxActionRunes bounds one event's action text.
const maxActionRunes = 1000

// session merges one session of the file.
func (m *merger) session(uuid string, es exportSession) error {
	m.sessionsRead = true
	if err := checkUUID(i18n.M("session"), uuid); err != nil {
		return err
	}
	if _, err := m.tx.ExecContext(m.ctx, `INSERT INTO temp.import_seen (uuid) VALUES (?)`, uuid); err != nil {
		return badFile("session %s is listed twice", uuid)
	}
	in, err := m.record(es)
	if err != nil {
		return badFile("session %s: %v", uuid, err)
	}
	var gone int
	if err := m.tx.QueryRowContext(m.ctx, `SELECT count(*) FROM tombstones WHERE uuid = ?`, uuid).Scan(&gone); err != nil {
		return err
	}
	if gone > 0 {
		m.rep.SessionsSkipped++
		m.noConflict(0, uuid, es.Game)
		return nil
	}
	var id int64
	err = m.tx.QueryRowContext(m.ctx, `SELECT id FROM sessions WHERE uuid = ?`, uuid).Scan(&id)
	inCopy := m.copies[uuid]
	if len(in.Events) > 0 {
		inCopy = "" // a session with events is talon's own
	}
	if errors.Is(err, sql.ErrNoRows) {
		if err := m.checkReplay(uuid, in); err != nil {
			return err
		}
		m.rep.SessionsAdded++
		id, err := writeRecord(m, 0, uuid, in)
		if err != nil {
			return err
		}
		m.noConflict(id, uuid, es.Game) // the number it has now, as sessions shows it
		if inCopy == "" {
			return nil
		}
		return markCopy(m.ctx, m.tx, inCopy, uuid)
	}
	if err != nil {
		return err
	}
	local, err := loadRecord(m, id, uuid)
	if err != nil {
		return err
	}
	localCopy, err := copySource(m.ctx, m.tx, uuid, local)
	if err != nil {
		return err
	}
	var merged record
	switch {
	case localCopy != "" && inCopy == "": // talon's own record replaces the copy here
		merged, err = overCopy(in, local)
	case localCopy == "" && inCopy != "": // the file's copy gives way to the record here
		merged, err = overCopy(local, in)
	default: // one side may be a copy read before copies were marked
		switch side, uerr := unmarkedCopy(m.ctx, m.tx, uuid, local, in); {
		case uerr != nil:
			return uerr
		case side == unmarkedLocal:
			localCopy = bgstatsSource
			merged, err = overCopy(in, local)
		case side == unmarkedFile:
			inCopy = bgstatsSource
			merged, err = overCopy(local, in)
		default:
			merged, err = merge(local, in)
		}
	}
	if err != nil {
		if settled, err := m.settle(id, uuid, es.Game, in, inCopy); settled || err != nil {
			return err
		}
		c := Conflict{UUID: uuid, Session: id, Game: es.Game, Reason: i18n.M("%v", err)}
		var fork *forkError
		if errors.As(err, &fork) {
			c.Event, c.Here, c.There = fork.at, fork.here, fork.file
		}
		m.rep.Conflicts = append(m.rep.Conflicts, c)
		return nil
	}
	m.noConflict(id, uuid, es.Game)
	if localCopy != "" && inCopy == "" {
		if err := unmarkCopy(m.ctx, m.tx, uuid); err != nil {
			return err
		}
	}
	if equalRecords(local, merged) {
		m.rep.SessionsUnchanged++
		return nil
	}
	if !sameLiveLog(local, merged) {
		if err := m.checkReplay(uuid, merged); err != nil {
			return err
		}
	}
	m.rep.SessionsUpdated++
	if localCopy != "" && inCopy == "" {
		// The copy's corrections are kept as talon's record reads them (totalsOnly in
		// merge_copy.go), as on the side that had the record: the copy's own rows, which
		// writeRecord would leave as they are, go, so that both sides hold the same
		// corrections and the next exchange finds nothing to merge.
		if _, err := m.tx.ExecContext(m.ctx, `DELETE FROM corrections WHERE session_uuid = ?`, uuid); err != nil {
			return err
		}
	}
	_, err = writeRecord(m, id, uuid, merged)
	return err
}

// record checks a session of the file and puts it in the form merging compares.
func (m *merger) record(es exportSession) (record, error) {
	r := record{Game: es.Game, Seed: es.Seed, Status: es.Status}
	if !gameID.MatchString(es.Game) {
		return r, i18n.Errorf("game %s is not a game id", names.Visible(es.Game))
	}
	if err := plainText("seed", es.Seed, names.MaxTextRunes); err != nil {
		return r, err
	}
	switch es.Status {
	case "active", "finished", "abandoned":
	default:
		return r, i18n.Errorf("status %s is none of active, finished, abandoned", names.Visible(es.Status))
	}
	var err error
	if r.Config, err = jsonText(es.Config, '{', "config"); err != nil {
		return r, err
	}
	for _, f := range []struct {
		raw   json.RawMessage
		start byte
		into  **string
		what  string
	}{{es.Setup, '{', &r.Setup, "setup"}, {es.Notes, '[', &r.Notes, "notes"}, {es.Categories, '[', &r.Categories, "categories"}} {
		if len(f.raw) == 0 || string(f.raw) == "null" {
			continue
		}
		text, err := jsonText(f.raw, f.start, f.what)
		if err != nil {
			return r, err
		}
		*f.into = &text
	}
	if r.Started, err = stampText(es.Started, "started"); err != nil {
		return r, err
	}
	if r.Ended, err = optionalStamp(es.Ended, "ended"); err != nil {
		return r, err
	}
	if es.TieBreak != nil {
		if err := plainText("tie_break", *es.TieBreak, maxActionRunes); err != nil {
			return r, err
		}
		r.TieBreak = es.TieBreak
	}
	seated := map[int]int64{}
	for i, st := range es.Seats {
		id, ok := m.players[st.Player]
		if !ok {
			return r, i18n.Errorf("seat %s names player %s, whom the file does not list", digits(st.Seat), st.Player)
		}
		if st.Seat != i {
			return r, i18n.Errorf("the seats are not numbered 0, 1, 2… in order")
		}
		if len(st.Colour) > 40 {
			return r, i18n.Errorf("seat %s's colour is too long", digits(st.Seat))
		}
		for seat, other := range es.Seats[:i] {
			if seated[seat] == id {
				return r, twoAsOne(m.names[other.Player], m.names[st.Player])
			}
		}
		seated[st.Seat] = id
		r.Seats = append(r.Seats, recSeat{Seat: st.Seat, Player: id, Colour: st.Colour})
	}
	if len(r.Seats) == 0 {
		return r, i18n.Errorf("nobody is seated")
	}
	if err := m.events(es.Events, &r); err != nil {
		return r, err
	}
	for _, res := range es.Results {
		if id, ok := seated[res.Seat]; !ok || m.players[res.Player] != id {
			return r, i18n.Errorf("a result names seat %s and player %s, who is not seated there", digits(res.Seat), res.Player)
		}
		if res.Rank < 1 || res.Rank > len(r.Seats) {
			return r, i18n.Errorf("seat %s has rank %s", digits(res.Seat), digits(res.Rank))
		}
		breakdown, err := jsonText(res.Breakdown, '{', "breakdown")
		if err != nil {
			return r, err
		}
		if err := checkTotal(res.Seat, res.Score, breakdown); err != nil {
			return r, err
		}
		r.Results = append(r.Results, recResult{Seat: res.Seat, Player: seated[res.Seat], Score: res.Score,
			Rank: res.Rank, Winner: res.Winner, Breakdown: breakdown})
	}
	switch {
	case es.Status == "finished" && (len(r.Results) != len(r.Seats) || r.Ended == nil):
		return r, i18n.Errorf("it is finished but lacks its end time or a result for every seat")
	case es.Status != "finished" && len(r.Results) > 0:
		return r, i18n.Errorf("it is %s but has results", companion.Status(es.Status))
	}
	if r.Details, err = checkDetails(es.Details); err != nil {
		return r, err
	}
	for _, c := range es.Corrections {
		if err := checkUUID(i18n.M("correction"), c.UUID); err != nil {
			return r, err
		}
		made, err := stampText(c.MadeAt, "made_at")
		if err != nil {
			return r, err
		}
		c.MadeAt = made
		before, err1 := jsonText(c.Before, '[', "correction before")
		after, err2 := jsonText(c.After, '[', "correction after")
		if err := errors.Join(err1, err2); err != nil {
			return r, err
		}
		c.Before, c.After = json.RawMessage(before), json.RawMessage(after)
		for _, tb := range []*string{c.TieBreakBefore, c.TieBreakAfter} {
			if tb != nil {
				if err := plainText("tie_break", *tb, maxActionRunes); err != nil {
					return r, err
				}
			}
		}
		corrected, err := correctedResults(r.Results, c.After)
		if err != nil {
			return r, err
		}
		for _, x := range corrected {
			if err := checkTotal(x.Seat, x.Score, x.Breakdown); err != nil {
				return r, i18n.Errorf("a correction: %w", err)
			}
		}
		r.Corrections = append(r.Corrections, c)
	}
	r.Corrections = unionCorrections(nil, r.Corrections)
	for _, x := range es.Rounds {
		if x.Round < 1 || x.Round > 1000 {
			return r, i18n.Errorf("round %s is not a round number", digits(x.Round))
		}
		result, err := jsonText(x.Result, '{', "round result")
		if err != nil {
			return r, err
		}
		scored, err := stampText(x.ScoredAt, "scored_at")
		if err != nil {
			return r, err
		}
		if slices.ContainsFunc(r.Rounds, func(y recRound) bool { return y.Round == x.Round }) {
			return r, i18n.Errorf("round %s is listed twice", digits(x.Round))
		}
		r.Rounds = append(r.Rounds, recRound{Round: x.Round, Result: result, ScoredAt: scored})
	}
	r.Rounds = laterRounds(nil, r.Rounds)
	return r, nil
}

// MinTotal and MaxTotal bound a final total, of a result read from a file or typed with
// `history edit --score`: no total of the five games comes near them (a Genoa total in
// ducats is some hundreds; only Catan and Neptun's scores are under 20).
const (
	MinTotal = -1000
	MaxTotal = 100000
)

// checkTotal refuses a result total out of bounds, or one that is not the sum of its
// breakdown (points by category), as talon itself never stores one.
func checkTotal(seat, total int, breakdown string) error {
	if total < MinTotal || total > MaxTotal {
		return i18n.Errorf("seat %s's total %s is outside %s..%s, more than any game allows",
			digits(seat), digits(total), digits(MinTotal), digits(MaxTotal))
	}
	var points map[string]int
	if err := json.Unmarshal([]byte(breakdown), &points); err != nil {
		return i18n.Errorf("seat %s's breakdown is not whole points by category", digits(seat))
	}
	if len(points) == 0 {
		return nil
	}
	sum := 0
	for _, p := range points {
		if p < MinTotal || p > MaxTotal {
			return i18n.Errorf("seat %s's breakdown has %s points, more than any game allows", digits(seat), digits(p))
		}
		sum += p
	}
	if sum != total {
		return i18n.Errorf("seat %s's total %s is not the sum of its breakdown (%s)", digits(seat), digits(total), digits(sum))
	}
	return nil
}

func (m *merger) events(list []exportEvent, r *record) error {
	last := 0
	for _, ev := range list {
		if ev.Seq <= last {
			return i18n.Errorf("event %s comes after event %s", digits(ev.Seq), digits(last))
		}
		last = ev.Seq
		if ev.Action == "" {
			return i18n.Errorf("event %s has no action", digits(ev.Seq))
		}
		if err := plainText(i18n.M("event %s's action", digits(ev.Seq)), ev.Action, maxActionRunes); err != nil {
			return err
		}
		streams := "[]"
		if len(ev.Streams) > 0 {
			var list []string
			if err := json.Unmarshal(ev.Streams, &list); err != nil {
				return i18n.Errorf("event %s's streams are not a list of names", digits(ev.Seq))
			}
			streams = encodeStreams(list)
		}
		at, err := stampText(ev.At, "event time")
		if err != nil {
			return err
		}
		undone, err := optionalStamp(ev.UndoneAt, "undone_at")
		if err != nil {
			return err
		}
		r.Events = append(r.Events, recEvent{Seq: ev.Seq, Action: ev.Action, Streams: streams, At: at, UndoneAt: undone})
	}
	return nil
}

func checkDetails(d *exportDetails) (*exportDetails, error) {
	if d == nil {
		return nil, nil
	}
	out := *d
	for _, f := range []struct {
		text *string
		what string
	}{{&out.Location, "location"}, {&out.Notes, "notes"}} {
		if *f.text == "" {
			continue
		}
		clean, err := names.CleanText(f.what, *f.text)
		if err != nil {
			return nil, err
		}
		*f.text = clean
	}
	if out.DurationSeconds != nil && (*out.DurationSeconds < 0 || *out.DurationSeconds > 7*24*3600) {
		return nil, i18n.Errorf("duration %s s is out of range", digits(*out.DurationSeconds))
	}
	for _, f := range []struct {
		stamp **string
		what  string
	}{{&out.EditedAt, "edited_at"}, {&out.LocationAt, "location_at"}, {&out.NotesAt, "notes_at"},
		{&out.DurationAt, "duration_at"}, {&out.DateAt, "date_at"}} {
		var err error
		if *f.stamp, err = optionalStamp(*f.stamp, f.what); err != nil {
			return nil, err
		}
	}
	return fieldStamps(&out), nil
}

// plainText refuses text that is too long or holds characters that must never reach a
// terminal; empty text passes.
func plainText(what any, s string, limit int) error { // what: the file's member name, or a Message
	switch {
	case !utf8.ValidString(s):
		return i18n.Errorf("%s is not valid UTF-8", what)
	case utf8.RuneCountInString(s) > limit:
		return i18n.Errorf("%s is longer than %s characters", what, digits(limit))
	case strings.ContainsFunc(s, names.Hidden):
		return i18n.Errorf("%s holds a control or hidden character", what)
	}
	return nil
}

// jsonText checks that raw is JSON starting with start ('{' object, '[' array) and
// returns it compacted.
func jsonText(raw json.RawMessage, start byte, what string) (string, error) {
	text := compactJSON(raw)
	if !json.Valid([]byte(text)) || len(text) == 0 || text[0] != start {
		kind := i18n.M("an object")
		if start == '[' {
			kind = i18n.M("a list")
		}
		return "", i18n.Errorf("%s is not %s", what, kind)
	}
	return text, nil
}

// stampText checks a time and returns it in talon's stored layout.
func stampText(s, what string) (string, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return "", i18n.Errorf("%s %s is not an RFC 3339 time", what, names.Visible(s))
	}
	return formatTime(t), nil
}

func optionalStamp(s *string, what string) (*string, error) {
	if s == nil {
		return nil, nil
	}
	t, err := stampText(*s, what)
	return &t, err
}

// loadRecord reads a local session in the form merging compares.
func loadRecord(m *merger, id int64, uuid string) (record, error) {
	var r record
	err := m.tx.QueryRowContext(m.ctx, `SELECT game, config, seed, setup, status, started_at, ended_at, tie_break, notes, categories
		FROM sessions WHERE id = ?`, id).Scan(&r.Game, &r.Config, &r.Seed, &r.Setup, &r.Status, &r.Started, &r.Ended,
		&r.TieBreak, &r.Notes, &r.Categories)
	if err != nil {
		return r, err
	}
	r.Config = compactJSON([]byte(r.Config))
	for _, p := range []*string{r.Setup, r.Notes, r.Categories} {
		if p != nil {
			*p = compactJSON([]byte(*p))
		}
	}
	err = eachRow(m.ctx, m.tx, `SELECT seat, player_id, colour FROM seats WHERE session_id = ? ORDER BY seat`, func(rows *sql.Rows) error {
		var s recSeat
		err := rows.Scan(&s.Seat, &s.Player, &s.Colour)
		r.Seats = append(r.Seats, s)
		return err
	}, id)
	if err != nil {
		return r, err
	}
	err = eachRow(m.ctx, m.tx, `SELECT seq, action, streams, at, undone_at FROM events WHERE session_id = ? ORDER BY seq`, func(rows *sql.Rows) error {
		var e recEvent
		err := rows.Scan(&e.Seq, &e.Action, &e.Streams, &e.At, &e.UndoneAt)
		e.Streams = compactJSON([]byte(e.Streams))
		r.Events = append(r.Events, e)
		return err
	}, id)
	if err != nil {
		return r, err
	}
	err = eachRow(m.ctx, m.tx, `SELECT seat, player_id, score, rank, winner, breakdown FROM results WHERE session_id = ? ORDER BY seat`, func(rows *sql.Rows) error {
		var x recResult
		err := rows.Scan(&x.Seat, &x.Player, &x.Score, &x.Rank, &x.Winner, &x.Breakdown)
		x.Breakdown = compactJSON([]byte(x.Breakdown))
		r.Results = append(r.Results, x)
		return err
	}, id)
	if err != nil {
		return r, err
	}
	var d exportDetails
	err = m.tx.QueryRowContext(m.ctx, `SELECT location, notes, duration_seconds, edited_at, dated, location_at, notes_at,
		duration_at, date_at FROM play_details WHERE session_uuid = ?`, uuid).
		Scan(&d.Location, &d.Notes, &d.DurationSeconds, &d.EditedAt, &d.Dated, &d.LocationAt, &d.NotesAt, &d.DurationAt, &d.DateAt)
	switch {
	case err == nil:
		r.Details = fieldStamps(&d)
	case !errors.Is(err, sql.ErrNoRows):
		return r, err
	}
	err = eachRow(m.ctx, m.tx, `SELECT round, result, scored_at FROM rounds WHERE session_id = ? ORDER BY round`, func(rows *sql.Rows) error {
		var x recRound
		err := rows.Scan(&x.Round, &x.Result, &x.ScoredAt)
		x.Result = compactJSON([]byte(x.Result))
		r.Rounds = append(r.Rounds, x)
		return err
	}, id)
	if err != nil {
		return r, err
	}
	err = eachRow(m.ctx, m.tx, `SELECT uuid, made_at, reason, before, after, tie_break_before, tie_break_after
		FROM corrections WHERE session_uuid = ? ORDER BY made_at, uuid`, func(rows *sql.Rows) error {
		var c exportCorrection
		var before, after string
		err := rows.Scan(&c.UUID, &c.MadeAt, &c.Reason, &before, &after, &c.TieBreakBefore, &c.TieBreakAfter)
		c.Before, c.After = json.RawMessage(compactJSON([]byte(before))), json.RawMessage(compactJSON([]byte(after)))
		r.Corrections = append(r.Corrections, c)
		return err
	}, uuid)
	return r, err
}

// writeRecord stores a merged session: a new one when id is 0, else over the old rows;
// it returns the session's number, the new one's as the insert gave it.
func writeRecord(m *merger, id int64, uuid string, r record) (int64, error) {
	ctx, tx := m.ctx, m.tx
	if id == 0 {
		res, err := tx.ExecContext(ctx, `INSERT INTO sessions (uuid, game, config, seed, setup, status, started_at, ended_at,
			tie_break, notes, categories) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			uuid, r.Game, r.Config, r.Seed, r.Setup, r.Status, r.Started, r.Ended, r.TieBreak, r.Notes, r.Categories)
		if err != nil {
			return 0, i18n.Errorf("store session %s: %w", uuid, err)
		}
		if id, err = res.LastInsertId(); err != nil {
			return 0, err
		}
	} else {
		if _, err := tx.ExecContext(ctx, `UPDATE sessions SET game = ?, config = ?, seed = ?, setup = ?, status = ?, started_at = ?,
			ended_at = ?, tie_break = ?, notes = ?, categories = ? WHERE id = ?`, r.Game, r.Config, r.Seed, r.Setup, r.Status,
			r.Started, r.Ended, r.TieBreak, r.Notes, r.Categories, id); err != nil {
			return 0, err
		}
		for _, q := range []string{`DELETE FROM seats WHERE session_id = ?`, `DELETE FROM events WHERE session_id = ?`,
			`DELETE FROM results WHERE session_id = ?`, `DELETE FROM rounds WHERE session_id = ?`} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
				return 0, err
			}
		}
	}
	for _, s := range r.Seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (session_id, seat, player_id, colour) VALUES (?, ?, ?, ?)`,
			id, s.Seat, s.Player, s.Colour); err != nil {
			return 0, i18n.Errorf("session %s seat %s: %w", uuid, digits(s.Seat), err)
		}
	}
	for _, e := range r.Events {
		if _, err := tx.ExecContext(ctx, `INSERT INTO events (session_id, seq, action, streams, at, undone_at) VALUES (?, ?, ?, ?, ?, ?)`,
			id, e.Seq, e.Action, e.Streams, e.At, e.UndoneAt); err != nil {
			return 0, err
		}
	}
	for _, x := range r.Results {
		if _, err := tx.ExecContext(ctx, `INSERT INTO results (session_id, seat, player_id, score, rank, winner, breakdown)
			VALUES (?, ?, ?, ?, ?, ?, ?)`, id, x.Seat, x.Player, x.Score, x.Rank, x.Winner, x.Breakdown); err != nil {
			return 0, err
		}
	}
	for _, x := range r.Rounds {
		if _, err := tx.ExecContext(ctx, `INSERT INTO rounds (session_id, round, result, scored_at) VALUES (?, ?, ?, ?)`,
			id, x.Round, x.Result, x.ScoredAt); err != nil {
			return 0, err
		}
	}
	if r.Details == nil && id != 0 {
		// The merged record has no details (a copy's dated mark, dropped by overCopy,
		// was all the row held): the old row must not outlive it.
		if _, err := tx.ExecContext(ctx, `DELETE FROM play_details WHERE session_uuid = ?`, uuid); err != nil {
			return 0, err
		}
	}
	if d := r.Details; d != nil {
		if _, err := tx.ExecContext(ctx, `INSERT INTO play_details (session_uuid, location, notes, duration_seconds, edited_at, dated,
			location_at, notes_at, duration_at, date_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
			ON CONFLICT (session_uuid) DO UPDATE SET location = ?2, notes = ?3, duration_seconds = ?4, edited_at = ?5, dated = ?6,
			location_at = ?7, notes_at = ?8, duration_at = ?9, date_at = ?10`, uuid, d.Location, d.Notes, d.DurationSeconds,
			d.EditedAt, d.Dated, d.LocationAt, d.NotesAt, d.DurationAt, d.DateAt); err != nil {
			return 0, err
		}
	}
	for _, c := range r.Corrections {
		if _, err := tx.ExecContext(ctx, `INSERT INTO corrections (uuid, session_uuid, made_at, reason, before, after,
			tie_break_before, tie_break_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			c.UUID, uuid, c.MadeAt, c.Reason, string(c.Before), string(c.After), c.TieBreakBefore, c.TieBreakAfter); err != nil {
			return 0, err
		}
	}
	return id, nil
}

// twoAsOne refuses a session where two of the file's players sat at one table but are
// one player here: their names differ only by case or accents ("Anna", "Ánna"), which a
// history that let them sit together took for two people (talon new and score refuse
// such a table now) and every other history takes for one.
func twoAsOne(first, second string) error {
	return i18n.Errorf("%s and %s sat at one table, but names that differ only by case or accents are one player here; on the history the file came from, delete that play and score it again with names that tell them apart",
		first, second)
}
