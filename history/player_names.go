package history

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"slices"
	"time"
)

// Which spelling a player's record shows when two records of one person meet ("Anna"
// on one laptop, "ANNA" on another). Each record carries its name with two stamps:
// since, when the person was first known by it (the start of the first play they sat
// at, or the record's own time), and namedAt, when the table last chose the spelling
// (history players merge, import --map). A merge keeps the stamp that wins whole, so
// importing A into B and B into A, in either order and again later, leaves both with
// the same name: the rule is a maximum over one total order, and a maximum does not
// depend on the order it was taken in.

// schemaV16 keeps each player's name stamps (NULL: unknown, never chosen); the step's
// fillNameSince dates the records already there by their first play.
const schemaV16 = `
ALTER TABLE players ADD COLUMN name_since TEXT;
ALTER TABLE players ADD COLUMN named_at TEXT;
`

// nameStamp is a player's name and its stamps, as RFC 3339 UTC text ("": unknown, never).
type nameStamp struct {
	name, since, namedAt string
}

// beats says whether o is the name to keep over n: the later choice of the table when
// either side chose one; else the spelling known earlier (a known time before an
// unknown one); the byte-wise smaller name on equal times, and the earlier since after
// it, so two different stamps never tie.
func (o nameStamp) beats(n nameStamp) bool {
	if o.namedAt != n.namedAt {
		return o.namedAt > n.namedAt
	}
	if o.namedAt == "" && o.since != n.since {
		return earlier(o.since, n.since)
	}
	if o.name != n.name {
		return o.name < n.name
	}
	return earlier(o.since, n.since)
}

// earlier compares two since stamps: a known time comes before an unknown one.
func earlier(a, b string) bool {
	switch {
	case a == "" || a == b:
		return false
	case b == "":
		return true
	}
	return a < b
}

// stampOf reads a player record's name and stamps.
func stampOf(ctx context.Context, q querier, id int64) (nameStamp, error) {
	var since, named sql.NullString
	var s nameStamp
	err := q.QueryRowContext(ctx, `SELECT name, name_since, named_at FROM players WHERE id = ?`, id).Scan(&s.name, &since, &named)
	s.since, s.namedAt = since.String, named.String
	return s, err
}

// fileStamp is a file's player's name and stamps, its times in talon's own form (so
// they compare as text); a time that does not parse is a bad file.
func fileStamp(uuid, name string, p exportPlayer) (nameStamp, error) {
	s := nameStamp{name: name}
	for _, f := range []struct {
		in  string
		out *string
	}{{p.Since, &s.since}, {p.NamedAt, &s.namedAt}} {
		if f.in == "" {
			continue
		}
		t, err := time.Parse(time.RFC3339Nano, f.in)
		if err != nil {
			return s, badFile("player %s: %q is not a time", uuid, f.in)
		}
		*f.out = formatTime(t)
	}
	return s, nil
}

// nullable is "" as NULL.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// takeName gives local player id the file's name and stamps when they win over its
// own (see beats). A spelling another player here already has is not taken: the two
// histories then call the person differently until the table joins those two records.
// A name the player leaves keeps finding them.
func (m *merger) takeName(id int64, theirs nameStamp) error {
	ours, err := stampOf(m.ctx, m.tx, id)
	if err != nil || !theirs.beats(ours) {
		return err
	}
	if theirs.name != ours.name {
		taken, err := nameTaken(m.ctx, m.tx, id, theirs.name)
		if err != nil || taken {
			return err
		}
	}
	if err := setName(m.ctx, m.tx, id, theirs); err != nil {
		return err
	}
	m.renamed(id, ours.name, theirs.name)
	return m.rememberOld(id, ours.name, theirs.name)
}

// nameTaken says whether another player than id is called name, as the players table's
// unique names see it (case, and accents by folding).
func nameTaken(ctx context.Context, q querier, id int64, name string) (bool, error) {
	var other int64
	err := q.QueryRowContext(ctx, `SELECT id FROM players WHERE (folded = ? OR name = ? COLLATE NOCASE) AND id != ? LIMIT 1`,
		foldName(name), name, id).Scan(&other)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// setName stores a player's name and stamps; the kept statistics' lines follow through
// their trigger on the name. The name is written only when it changes: the trigger fires
// on any write of the column and notes every play of the player for rewriting, which a
// stamp alone (a players merge, the first exchange after an upgrade) does not need.
func setName(ctx context.Context, tx *sql.Tx, id int64, s nameStamp) error {
	if _, err := tx.ExecContext(ctx, `UPDATE players SET name_since = ?, named_at = ? WHERE id = ?`,
		nullable(s.since), nullable(s.namedAt), id); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE players SET name = ?, folded = ? WHERE id = ? AND name IS NOT ? COLLATE BINARY`, // the column compares without case
		s.name, foldName(s.name), id, s.name)
	return err
}

// renamed moves player id in the merger's index of names from old to name.
func (m *merger) renamed(id int64, old, name string) {
	if old == name {
		return
	}
	if _, here := m.loaded[id]; here {
		m.respelled[id] = true
	}
	var uuid string
	for i, lp := range m.byKey[matchKey(old)] {
		if lp.id == id {
			uuid = lp.uuid
			m.byKey[matchKey(old)] = slices.Delete(m.byKey[matchKey(old)], i, i+1)
			break
		}
	}
	m.byKey[matchKey(name)] = append(m.byKey[matchKey(name)], localPlayer{id: id, uuid: uuid, name: name})
}

// respellings lists the players here before the import whose name it changed (a
// player renamed and renamed back is not listed, nor one joined into another), by
// their old name as the alphabet has it (case and accents aside).
func (m *merger) respellings() ([]Respelling, error) {
	var out []Respelling
	for id := range m.respelled {
		r := Respelling{From: m.loaded[id]}
		err := m.tx.QueryRowContext(m.ctx, `SELECT uuid, name FROM players WHERE id = ?`, id).Scan(&r.UUID, &r.To)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			continue
		case err != nil:
			return nil, err
		case r.To != r.From:
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b Respelling) int {
		return cmp.Or(cmp.Compare(matchKey(a.From), matchKey(b.From)), cmp.Compare(a.From, b.From), cmp.Compare(a.UUID, b.UUID))
	})
	return out, nil
}

// rememberOld keeps a name the player left as one that finds them, when it is not
// just another spelling of the new one (then the name itself finds them).
func (m *merger) rememberOld(id int64, old, name string) error {
	if matchKey(old) == matchKey(name) {
		return nil
	}
	return m.remember(id, old)
}

// choose records the table's choice of spelling for player id at a time, as history
// players merge and import --map make it: the choice wins over the first-known
// spelling on every history that imports this one, and the later of two choices wins.
func choose(ctx context.Context, tx *sql.Tx, id int64, name string, at time.Time) error {
	s, err := stampOf(ctx, tx, id)
	if err != nil {
		return err
	}
	s.name, s.namedAt = name, formatTime(at)
	return setName(ctx, tx, id, s)
}

// fillNameSince gives players without a since the start of the first play they sat at
// here: records an older talon made, or a BG Stats import or an older file added.
func fillNameSince(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE players SET name_since = (SELECT min(s.started_at) FROM seats st
		JOIN sessions s ON s.id = st.session_id WHERE st.player_id = players.id) WHERE name_since IS NULL`)
	return err
}
