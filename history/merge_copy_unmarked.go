package history

import (
	"context"
	"database/sql"
)

// Plays read from BG Stats before talon marked copies (merge_copy.go) are not marked,
// so talon's own record of such a play met them as another record and conflicted on
// every exchange. Nothing on the laptop that holds such a copy tells it apart for
// sure from talon's own record of a scored play (same players list, no events, and
// a start at whole seconds when it was scored with --at), so no upgrade step marks
// them. Two records that do not merge tell more: the unmarked one is read as a copy
// when it has no events, starts at whole seconds (BG Stats keeps a play's date to the
// second), BG Stats has a play mapped to the session, and the other record has events
// or a start with a fraction of a second (talon keeps its own times to the
// nanosecond). Where that does not tell (a play scored with --at), the conflict stays:
// `history import FILE --keep theirs SESSION` on the laptop with the copy settles it.

// Which side of a conflict is an unmarked copy.
const (
	unmarkedNone = iota
	unmarkedLocal
	unmarkedFile
)

// unmarkedCopy says which of two records of session uuid, neither marked a copy, is a
// BG Stats copy read before copies were marked, if either is. It is asked before the
// two are merged: a copy that agrees with talon's record on the scores (and, since the
// comments carry it, on the tie-break) would otherwise merge with it and each side
// keep its own start, the copy's whole seconds or talon's own time.
func unmarkedCopy(ctx context.Context, tx *sql.Tx, uuid string, local, in record) (int, error) {
	side := unmarkedNone
	switch {
	case readsAsCopy(local) && readsAsOwn(in):
		side = unmarkedLocal
	case readsAsCopy(in) && readsAsOwn(local):
		side = unmarkedFile
	default:
		return unmarkedNone, nil // no query for the common session
	}
	var mapped int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM external_ids WHERE source = ? AND kind = 'play' AND uuid = ?`,
		bgstatsSource, uuid).Scan(&mapped); err != nil || mapped == 0 {
		return unmarkedNone, err
	}
	return side, nil
}

// readsAsCopy: no events, and a start at whole seconds, as a BG Stats play date reads.
func readsAsCopy(r record) bool {
	t, err := parseTime(r.Started)
	return err == nil && len(r.Events) == 0 && t.Nanosecond() == 0
}

// readsAsOwn: events, or a start with a fraction of a second, as talon records a play.
func readsAsOwn(r record) bool {
	t, err := parseTime(r.Started)
	return len(r.Events) > 0 || err == nil && t.Nanosecond() != 0
}
