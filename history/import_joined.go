package history

import (
	"cmp"
	"slices"
)

// Joining is a player of this history an import joined into another, because the file
// names both by one player's UUIDs (another laptop joined them, with --map or players
// merge): the gone player's plays now show under the kept player's name.
type Joining struct {
	From string `json:"from"` // the gone player's name before the import
	Into string `json:"into"` // the kept player's name now
	UUID string `json:"uuid"` // the kept player's UUID here, after the import
}

// localJoin is a join the merger made of a player here before the import: the name it
// had then and the local id of the player it is part of now.
type localJoin struct {
	from string
	into int64
}

// noteJoin records that local player gone was joined into kept. A player the file added
// earlier in this import is not noted: no play here changed its name. Joins into gone
// made earlier now lead to kept.
func (m *merger) noteJoin(gone, kept int64) {
	for i := range m.joins {
		if m.joins[i].into == gone {
			m.joins[i].into = kept
		}
	}
	if name, here := m.loaded[gone]; here {
		m.joins = append(m.joins, localJoin{from: name, into: kept})
	}
}

// joinings lists the joins of players here before the import, with the kept player's
// name and UUID as the import leaves them, by the gone name as the alphabet has it
// (case and accents aside).
func (m *merger) joinings() ([]Joining, error) {
	var out []Joining
	for _, j := range m.joins {
		r := Joining{From: j.from}
		if err := m.tx.QueryRowContext(m.ctx, `SELECT uuid, name FROM players WHERE id = ?`, j.into).Scan(&r.UUID, &r.Into); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b Joining) int {
		return cmp.Or(cmp.Compare(matchKey(a.From), matchKey(b.From)), cmp.Compare(a.From, b.From), cmp.Compare(a.UUID, b.UUID))
	})
	return out, nil
}
