package history

import (
	"maps"
	"slices"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// keepSide is the side --keep names for session uuid, or "" when it names none. Each
// prefix counts the sessions of the file it names, so checkKeep can refuse one that
// names none or several.
func (m *merger) keepSide(uuid string) string {
	side := ""
	for prefix, hits := range m.keep {
		if strings.HasPrefix(uuid, prefix) {
			if hits.n == 0 {
				hits.first = uuid
			}
			hits.n++
			m.keep[prefix] = hits
			side = hits.side
		}
	}
	return side
}

// checkKeep refuses a --keep that names no session of the file, or more than one: a
// mistyped UUID must not pass without a word, nor settle a session nobody meant.
func (m *merger) checkKeep() error {
	for _, prefix := range slices.Sorted(maps.Keys(m.keep)) {
		switch hits := m.keep[prefix]; {
		case hits.n == 0:
			return badFile("--keep: no session in the file has a UUID starting %s", prefix)
		case hits.n > 1:
			return badFile("--keep: %s sessions in the file have a UUID starting %s; give more of it", digits(hits.n), prefix)
		}
	}
	return nil
}

// settle applies --keep to a session that conflicted: the file's version replaces this
// history's whole (theirs; inCopy is the source it is a copy from, if it is one), or
// this history's stays (ours). It reports whether it did.
func (m *merger) settle(id int64, uuid, game string, in record, inCopy string) (bool, error) {
	side := m.keepSide(uuid)
	switch side {
	case "":
		return false, nil
	case KeepTheirs:
		if err := m.checkReplay(uuid, in); err != nil {
			return false, err
		}
		// The file's version whole: its details and corrections replace these, so the
		// two histories hold the same session and the next merge finds nothing to settle.
		for _, q := range []string{`DELETE FROM play_details WHERE session_uuid = ?`, `DELETE FROM corrections WHERE session_uuid = ?`} {
			if _, err := m.tx.ExecContext(m.ctx, q, uuid); err != nil {
				return false, err
			}
		}
		if _, err := writeRecord(m, id, uuid, in); err != nil {
			return false, i18n.Errorf("session %s: %w", uuid, err)
		}
		mark := unmarkCopy(m.ctx, m.tx, uuid) // the file's version is a copy, or is not
		if inCopy != "" {
			mark = markCopy(m.ctx, m.tx, inCopy, uuid)
		}
		if mark != nil {
			return false, mark
		}
	}
	m.rep.Kept = append(m.rep.Kept, KeptSession{UUID: uuid, Session: id, Game: game, Side: side})
	m.rep.SessionsKept++ // counted once, beside added, updated and unchanged, whichever side stayed
	return true, nil
}

// noConflict notes a session --keep named that merged without a conflict: id is this
// history's number for it (an added one's once written), 0 when it was deleted here.
func (m *merger) noConflict(id int64, uuid, game string) {
	if m.keepSide(uuid) != "" {
		m.rep.Kept = append(m.rep.Kept, KeptSession{UUID: uuid, Session: id, Game: game, Side: KeepMerged})
	}
}
