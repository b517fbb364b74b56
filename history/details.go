package history

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"

	"github.com/talon-games/talon/companion/i18n"
)

// PlayDetails are what the table notes about a play besides the game itself.
type PlayDetails struct {
	Location string         `json:"location,omitempty"`
	Notes    string         `json:"notes,omitempty"`
	Duration *time.Duration `json:"duration,omitempty"`
	EditedAt *time.Time     `json:"edited_at,omitempty"` // the last history edit
}

// DetailsChange changes a play's details; nil fields stay as they are. At dates the
// play: its start becomes At, and so does a finished play's end, since a date the
// table gives is the play's date everywhere (as with `talon score --at`); a play
// finished later is dated At too. The time a finished play took from its start to its
// end is kept as its duration when none is known and none was ever edited. An empty
// Location or Notes, or a zero Duration, clears the detail (history edit --duration "").
type DetailsChange struct {
	At       *time.Time
	Location *string
	Notes    *string
	Duration *time.Duration
}

// ChangeDetails applies a change to session id's details. edited is the time of a
// `history edit` (a merge keeps the later edit); nil records the details a play was
// entered with, which any edit overrides. An edit leaves out the fields whose value it
// does not change, and returns ErrDetailsUnchanged, writing nothing, when that is all
// of them.
func (s *Store) ChangeDetails(ctx context.Context, id int64, c DetailsChange, edited *time.Time) error {
	return s.inWrite(ctx, func(tx *sql.Tx) error {
		var uuid, started, location, notes string
		var ended, durationAt *string
		var known *int64
		err := tx.QueryRowContext(ctx, `SELECT s.uuid, s.started_at, s.ended_at, d.duration_seconds,
				coalesce(d.location, ''), coalesce(d.notes, ''), d.duration_at
			FROM sessions s LEFT JOIN play_details d ON d.session_uuid = s.uuid WHERE s.id = ?`, id).
			Scan(&uuid, &started, &ended, &known, &location, &notes, &durationAt)
		if errors.Is(err, sql.ErrNoRows) {
			return i18n.Errorf("session %s: %w", digits(id), ErrNotFound)
		}
		if err != nil {
			return err
		}
		// seconds is the duration the change stores; clear says it removes the one stored
		// (NULL: the play's length is not known).
		var seconds *int64
		clear := c.Duration != nil && *c.Duration == 0
		if c.Duration != nil && !clear {
			n := int64(c.Duration.Round(time.Second) / time.Second)
			seconds = &n
		}
		if edited != nil {
			// An edit that gives a field the value it has records nothing for it: its
			// edit time would otherwise win a merge over a real edit made elsewhere.
			if c.Location != nil && *c.Location == location {
				c.Location = nil
			}
			if c.Notes != nil && *c.Notes == notes {
				c.Notes = nil
			}
			if seconds != nil && known != nil && *seconds == *known {
				seconds = nil
			}
			if clear && known == nil {
				clear = false
			}
			if c.At != nil {
				at := formatTime(*c.At)
				if started == at && (ended == nil || *ended == at) {
					c.At = nil
				}
			}
			if c.Location == nil && c.Notes == nil && seconds == nil && !clear && c.At == nil {
				return ErrDetailsUnchanged
			}
		}
		dated := 0
		if c.At != nil {
			dated = 1
			newStart := formatTime(*c.At)
			var newEnd *string
			if ended != nil {
				newEnd = &newStart
				// a duration the table cleared (its edit time kept) stays unknown
				if took := span(record{Started: started, Ended: ended}); seconds == nil && !clear && known == nil &&
					durationAt == nil && took > 0 && took <= maxKeptSpan {
					n := int64(took.Round(time.Second) / time.Second)
					seconds = &n
				}
			}
			if _, err := tx.ExecContext(ctx, `UPDATE sessions SET started_at = ?, ended_at = ? WHERE id = ?`,
				newStart, newEnd, id); err != nil {
				return err
			}
		}
		var stamp *string
		if edited != nil {
			t := formatTime(*edited)
			stamp = &t
		}
		// Each field an edit changes keeps the edit's time, so a merge keeps each field's
		// later edit (merge_details.go).
		fieldStamp := func(changed bool) *string {
			if changed {
				return stamp
			}
			return nil
		}
		// The UPSERT keeps the columns the change leaves nil; a dated play stays dated.
		_, err = tx.ExecContext(ctx, `INSERT INTO play_details (session_uuid, location, notes, duration_seconds, edited_at, dated,
				location_at, notes_at, duration_at, date_at)
			VALUES (?1, coalesce(?2, ''), coalesce(?3, ''), ?4, ?5, ?6, ?7, ?8, ?9, ?10)
			ON CONFLICT (session_uuid) DO UPDATE SET location = coalesce(?2, location), notes = coalesce(?3, notes),
				duration_seconds = CASE WHEN ?11 THEN NULL ELSE coalesce(?4, duration_seconds) END, edited_at = coalesce(?5, edited_at),
				dated = max(dated, ?6), location_at = coalesce(?7, location_at), notes_at = coalesce(?8, notes_at),
				duration_at = coalesce(?9, duration_at), date_at = coalesce(?10, date_at)`,
			uuid, c.Location, c.Notes, seconds, stamp, dated,
			fieldStamp(c.Location != nil), fieldStamp(c.Notes != nil), fieldStamp(seconds != nil || clear), fieldStamp(c.At != nil),
			clear)
		return err
	})
}

// ErrDetailsUnchanged says that a history edit gave every detail the value it already
// has: nothing is recorded, not even an edit time.
var ErrDetailsUnchanged = i18n.Errorf("the details given are the details as stored")

// maxKeptSpan bounds the start-to-end time kept as a play's duration when a date is
// given: a longer span is the time between starting and entering the last move (a game
// entered days later), not the time the game took.
const maxKeptSpan = 24 * time.Hour

// Details reads a play's details; a play without any has the zero PlayDetails.
func (s *Store) Details(ctx context.Context, id int64) (PlayDetails, error) {
	var (
		d       PlayDetails
		seconds *int64
		edited  *string
	)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT d.location, d.notes, d.duration_seconds, d.edited_at
			FROM sessions s JOIN play_details d ON d.session_uuid = s.uuid WHERE s.id = ?`, id).
			Scan(&d.Location, &d.Notes, &seconds, &edited)
	})
	if errors.Is(err, sql.ErrNoRows) {
		return PlayDetails{}, nil
	}
	if err != nil {
		return d, err
	}
	if seconds != nil {
		dur := time.Duration(*seconds) * time.Second
		d.Duration = &dur
	}
	d.EditedAt, err = parseNullTime(edited)
	return d, err
}

// Correction is a corrected final score: every seat's line before and after.
type Correction struct {
	UUID   string           `json:"uuid"`
	MadeAt time.Time        `json:"made_at"`
	Reason string           `json:"reason,omitempty"`
	Before []CorrectionLine `json:"before"`
	After  []CorrectionLine `json:"after"`
	// Unbroken are the seats of each tie the correction made that the game's tie-break
	// might break but the history cannot (not stored).
	Unbroken [][]int `json:"-"`
}

// CorrectionLine is one seat's score in a correction.
type CorrectionLine struct {
	Seat      int               `json:"seat"`
	Score     int               `json:"score"`
	Rank      int               `json:"rank"`
	Winner    bool              `json:"winner"`
	Breakdown scoring.Breakdown `json:"breakdown"`
}

// CorrectScores replaces a finished session's totals (by seat) and keeps the change as a
// correction, the scores before it still readable. Each changed total's breakdown gets
// a "correction" line making up the difference, so the breakdown still adds up. Ranks
// follow the corrected totals; players whose totals stay equal keep the order the
// game's tie-break gave them when they were already tied (its values did not change).
// Players a correction newly ties share the place, since the values the game's
// tie-break compares are not in the history: Correction.Unbroken names them, and
// CorrectResult, with the game's own scoring of a corrected input, breaks such ties.
func (s *Store) CorrectScores(ctx context.Context, id int64, totals map[int]int, reason string, now time.Time) (Correction, error) {
	return s.correct(ctx, id, reason, now, true, keptTieBreak, func(_ companion.Session, before []CorrectionLine) ([]CorrectionLine, [][]int, error) {
		for seat := range totals {
			if seat < 0 || seat >= len(before) {
				return nil, nil, i18n.Errorf("session %s has no seat %d", digits(id), seat+1)
			}
		}
		after := make([]CorrectionLine, len(before))
		for i, l := range before {
			l.Breakdown = append(scoring.Breakdown(nil), l.Breakdown...)
			if total, ok := totals[l.Seat]; ok && total != l.Score {
				l.Breakdown = adjustCorrection(l.Breakdown, total-l.Score)
				l.Score = total
			}
			after[i] = l
		}
		unbroken := rerank(before, after)
		return after, unbroken, nil
	})
}

// CorrectResult replaces a finished session's result with r, the game's own scoring of
// a corrected input (its ranks, winners and tie-breaks), and keeps the change as a
// correction. r's players must be the session's seated players.
func (s *Store) CorrectResult(ctx context.Context, id int64, r scoring.Result, reason string, now time.Time) (Correction, error) {
	tieBreak := func(*string, []CorrectionLine, []CorrectionLine) *string { return r.TieBreak }
	return s.correct(ctx, id, reason, now, false, tieBreak, func(sess companion.Session, before []CorrectionLine) ([]CorrectionLine, [][]int, error) {
		if len(r.Players) != len(before) {
			return nil, nil, i18n.Errorf("session %s: the corrected result has %d players, the table %d: %w", digits(id), len(r.Players), len(before), ErrNotSeated)
		}
		after := make([]CorrectionLine, len(before))
		done := make([]bool, len(before))
		for _, p := range r.Players {
			seat := slices.IndexFunc(sess.Config.Players, func(sp companion.Player) bool { return foldName(sp.Name) == foldName(p.Name) })
			if seat < 0 || seat >= len(before) || done[seat] {
				return nil, nil, i18n.Errorf("session %s: %q in the corrected result is not a seated player (or appears twice): %w", digits(id), p.Name, ErrNotSeated)
			}
			done[seat] = true
			after[seat] = CorrectionLine{Seat: seat, Score: p.Total, Rank: p.Rank, Winner: p.Winner, Breakdown: p.Breakdown}
		}
		return after, nil, nil
	})
}

// correct keeps a correction: after works out every seat's corrected line from the
// lines before it, and the seats of ties it could not break; tieBreak the result's
// tie-break line after it (kept with the correction, and the session's from then on).
// totalsOnly says that after changes totals only (CorrectScores): one that brings the
// play back to a score it had is that score (restoredScore).
func (s *Store) correct(ctx context.Context, id int64, reason string, now time.Time, totalsOnly bool,
	tieBreak func(old *string, before, after []CorrectionLine) *string,
	after func(sess companion.Session, before []CorrectionLine) ([]CorrectionLine, [][]int, error)) (Correction, error) {
	var c Correction
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		sess, err := loadSession(ctx, tx, id)
		if err != nil {
			return err
		}
		if sess.Status != "finished" {
			return i18n.Errorf("session %s is %s: only a finished game's score can be corrected", digits(id), sess.Status)
		}
		if c.Before, err = resultLines(ctx, tx, id); err != nil {
			return err
		}
		if c.After, c.Unbroken, err = after(sess, c.Before); err != nil {
			return err
		}
		var oldTie *string
		if err := tx.QueryRowContext(ctx, `SELECT tie_break FROM sessions WHERE id = ?`, id).Scan(&oldTie); err != nil {
			return err
		}
		newTie := tieBreak(oldTie, c.Before, c.After)
		if totalsOnly {
			earlier, found, err := restoredScore(ctx, tx, sess.UUID, c.After)
			if err != nil {
				return err
			}
			if found { // back to a score the play had: as it was then (correction_restore.go)
				c.After, c.Unbroken = slices.Clone(earlier.lines), nil
				if earlier.known {
					newTie = earlier.tie
				}
			}
		}
		if sameLines(c.Before, c.After) {
			return ErrScoreUnchanged // no correction that corrects nothing
		}
		if c.UUID, err = newUUID(); err != nil {
			return err
		}
		c.MadeAt, c.Reason = now.UTC(), reason
		before, _ := json.Marshal(c.Before) // plain data always marshals
		afterText, _ := json.Marshal(c.After)
		if _, err := tx.ExecContext(ctx, `INSERT INTO corrections (uuid, session_uuid, made_at, reason, before, after,
			tie_break_before, tie_break_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, c.UUID, sess.UUID, formatTime(now), reason,
			string(before), string(afterText), deref(oldTie), deref(newTie)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sessions SET tie_break = ? WHERE id = ?`, newTie, id); err != nil {
			return err
		}
		for _, l := range c.After {
			breakdown, _ := json.Marshal(l.Breakdown)
			if _, err := tx.ExecContext(ctx, `UPDATE results SET score = ?, rank = ?, winner = ?, breakdown = ?
				WHERE session_id = ? AND seat = ?`, l.Score, l.Rank, l.Winner, string(breakdown), id, l.Seat); err != nil {
				return err
			}
		}
		return nil
	})
	return c, err
}

// ErrScoreUnchanged says that a correction gave every seat the score, rank, winner
// and breakdown it has: nothing is kept.
var ErrScoreUnchanged = i18n.Errorf("the corrected score is the score as stored")

// sameLines says whether two seats' lines say the same, compared as they are stored.
func sameLines(a, b []CorrectionLine) bool {
	x, _ := json.Marshal(a) // plain data always marshals
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// CorrectionCategory is the breakdown line a corrected total adds (stored data: its
// name stays English; a table prints it translated).
const CorrectionCategory = "correction"

// adjustCorrection adds diff to b's correction line, made when missing and left out
// when it comes to nothing (a "correction 0" line says nothing: review-3 F12).
func adjustCorrection(b scoring.Breakdown, diff int) scoring.Breakdown {
	for i := range b {
		if b[i].Category == CorrectionCategory {
			b[i].Points += diff
			if b[i].Points == 0 {
				return slices.Delete(b, i, i+1)
			}
			return b
		}
	}
	return append(b, scoring.Points{Category: CorrectionCategory, Points: diff})
}

// rerank places the corrected lines, rank 1 winning: by total, highest first. Players
// with equal corrected totals who were tied before too keep the order the game's
// tie-break gave them then; other equal totals share the place, and their seats are
// returned as ties the history cannot break.
func rerank(before, after []CorrectionLine) (unbroken [][]int) {
	order := make([]int, len(after))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		return cmp.Or(cmp.Compare(after[j].Score, after[i].Score), cmp.Compare(before[i].Rank, before[j].Rank))
	})
	for start := 0; start < len(order); {
		end := start + 1
		for end < len(order) && after[order[end]].Score == after[order[start]].Score {
			end++
		}
		group := order[start:end]
		wasTied := true
		for _, i := range group {
			wasTied = wasTied && before[i].Score == before[group[0]].Score
		}
		for _, i := range group {
			after[i].Rank = start + 1
			if wasTied { // the tie-break's order, its shared places kept
				after[i].Rank += countBefore(before, group, i)
			}
		}
		if len(group) > 1 && !wasTied {
			seats := make([]int, len(group))
			for k, i := range group {
				seats[k] = after[i].Seat
			}
			slices.Sort(seats)
			unbroken = append(unbroken, seats)
		}
		start = end
	}
	for i := range after {
		after[i].Winner = after[i].Rank == 1
	}
	return unbroken
}

// countBefore is how many of group were ranked strictly ahead of i before.
func countBefore(before []CorrectionLine, group []int, i int) int {
	n := 0
	for _, j := range group {
		if before[j].Rank < before[i].Rank {
			n++
		}
	}
	return n
}

func resultLines(ctx context.Context, q querier, id int64) ([]CorrectionLine, error) {
	var out []CorrectionLine
	err := eachRow(ctx, q, `SELECT seat, score, rank, winner, breakdown FROM results WHERE session_id = ? ORDER BY seat`,
		func(rows *sql.Rows) error {
			var l CorrectionLine
			var breakdown string
			if err := rows.Scan(&l.Seat, &l.Score, &l.Rank, &l.Winner, &breakdown); err != nil {
				return err
			}
			if err := json.Unmarshal([]byte(breakdown), &l.Breakdown); err != nil {
				return err
			}
			out = append(out, l)
			return nil
		}, id)
	return out, err
}

// Corrections lists a session's score corrections, oldest first: the first one's
// Before is the score as first entered.
func (s *Store) Corrections(ctx context.Context, id int64) ([]Correction, error) {
	var out []Correction
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return eachRow(ctx, tx, `SELECT c.uuid, c.made_at, c.reason, c.before, c.after FROM corrections c
			JOIN sessions s ON s.uuid = c.session_uuid WHERE s.id = ? ORDER BY c.made_at, c.uuid`, func(rows *sql.Rows) error {
			var c Correction
			var made, before, after string
			if err := rows.Scan(&c.UUID, &made, &c.Reason, &before, &after); err != nil {
				return err
			}
			var err error
			if c.MadeAt, err = parseTime(made); err != nil {
				return err
			}
			if err := errors.Join(json.Unmarshal([]byte(before), &c.Before), json.Unmarshal([]byte(after), &c.After)); err != nil {
				return err
			}
			out = append(out, c)
			return nil
		}, id)
	})
	return out, err
}
