package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
)

// A copy is a session made from another application's record of a play, not by talon:
// a BG Stats play read with `history import --format bgstats`. A play talon wrote to BG
// Stats keeps its session's UUID there, so read back on another laptop it becomes a
// session with the UUID of the talon session it came from, but with less in it (no
// events, no seed, the score as BG Stats holds it). Such a session is marked as a copy
// (external_ids kind copyKind, external and uuid both the session's UUID; exported in
// the file's external list like every external id), and a merge lets talon's own
// record of the session replace it instead of reporting a conflict forever.
const copyKind = "copy"

// markCopy marks session uuid as a copy of a play from source.
func markCopy(ctx context.Context, tx *sql.Tx, source, uuid string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO external_ids (source, kind, external, uuid) VALUES (?, ?, ?, ?)
		ON CONFLICT DO NOTHING`, source, copyKind, uuid, uuid)
	return err
}

// copySource is the application session uuid here is a copy from, or "" for talon's
// own record. A session with events is talon's own, whatever a file said.
func copySource(ctx context.Context, tx *sql.Tx, uuid string, r record) (string, error) {
	if len(r.Events) > 0 {
		return "", nil
	}
	var source string
	err := tx.QueryRowContext(ctx, `SELECT source FROM external_ids WHERE kind = ?1 AND external = ?2 AND uuid = ?2`,
		copyKind, uuid).Scan(&source)
	if err == sql.ErrNoRows {
		return "", nil
	}
	return source, err
}

// unmarkCopy drops the copy mark of session uuid: talon's own record replaced it.
func unmarkCopy(ctx context.Context, tx *sql.Tx, uuid string) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM external_ids WHERE kind = ?1 AND external = ?2 AND uuid = ?2`, copyKind, uuid)
	return err
}

// overCopy is the merge of talon's own record of a session with a copy of it: talon's
// record, with the copy's details where they were edited later (a place or a note
// added on the laptop that holds the copy) and the corrections of both.
func overCopy(own, copied record) (record, error) {
	out := own
	if d := copied.Details; d != nil && d.Dated && d.DateAt == nil {
		// A copy read from BG Stats is dated by its playDate because that is all the
		// file knows; talon's own record knows when its play started and ended, so the
		// copy's mark does not re-date it (only a date edited on the copy does).
		plain := *d
		plain.Dated = false
		copied.Details = &plain
		if plain == (exportDetails{}) {
			copied.Details = nil
		}
	}
	out.Details, out.Started, out.Ended = mergedDetails(own, own, copied, own.Details)
	out.Corrections = unionCorrections(own.Corrections, totalsOnly(copied.Corrections, baseResults(own)))
	if len(out.Corrections) > len(own.Corrections) {
		results, err := applyCorrections(baseResults(own), out.Corrections)
		if err != nil {
			return record{}, err
		}
		out.Results, out.TieBreak = results, currentTieBreak(out)
	}
	return out, nil
}

// totalsOnly reads a copy's corrections as changes of totals: a copy holds the
// breakdown BG Stats kept (often one "score" line), so a seat's breakdown in a
// correction counts only where its before equals own's line; elsewhere it is dropped
// and own's categories stay. A correction that cannot be read passes unchanged (the
// merge reports it).
func totalsOnly(list []exportCorrection, own []recResult) []exportCorrection {
	out := slices.Clone(list)
	for k, c := range out {
		var before, after []correctionLine
		if json.Unmarshal(c.Before, &before) != nil || json.Unmarshal(c.After, &after) != nil {
			continue
		}
		for i, l := range before {
			o := slices.IndexFunc(own, func(r recResult) bool { return r.Seat == l.Seat })
			if o >= 0 && compactJSON(l.Breakdown) == own[o].Breakdown {
				continue
			}
			before[i].Breakdown = nil
			if j := slices.IndexFunc(after, func(x correctionLine) bool { return x.Seat == l.Seat }); j >= 0 {
				after[j].Breakdown = nil
			}
		}
		b, err1 := json.Marshal(before)
		a, err2 := json.Marshal(after)
		if err1 == nil && err2 == nil {
			out[k].Before, out[k].After = b, a
		}
	}
	return out
}
