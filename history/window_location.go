package history

import (
	"context"
	"strconv"
	"strings"
)

// sessionSet is a set of session ids: a bit a session up to maxSessionBits, a map
// beyond (ids are numbered from 1 as sessions are made, so the bits are the rule).
type sessionSet struct {
	bits  []uint64
	other map[int64]bool
}

// maxSessionBits bounds the bits (a quarter of a MiB of them).
const maxSessionBits = 1 << 21

func (s *sessionSet) add(id int64) {
	if id < 0 || id >= maxSessionBits {
		if s.other == nil {
			s.other = map[int64]bool{}
		}
		s.other[id] = true
		return
	}
	for int(id/64) >= len(s.bits) {
		s.bits = append(s.bits, 0)
	}
	s.bits[id/64] |= 1 << (id % 64)
}

func (s *sessionSet) holds(id int64) bool {
	if id < 0 || id >= maxSessionBits {
		return s.other[id]
	}
	return int(id/64) < len(s.bits) && s.bits[id/64]&(1<<(id%64)) != 0
}

// sessionsAt is the sessions whose play's location is location, as PlayFilter.where
// picks them (any status: the packed months hold finished plays only). They are read
// from play_locations (schemaV15) while it holds a row for each play detail, else by
// joining the details to their sessions. They come as one text, the ids joined by
// commas, rather than a row each: tens of thousands of rows would cost more in
// crossing into Go than in SQLite.
func sessionsAt(ctx context.Context, q querier, location string) (*sessionSet, error) {
	var ids *string
	err := q.QueryRowContext(ctx, `SELECT CASE WHEN (SELECT count(*) FROM play_locations) = (SELECT count(*) FROM play_details)
		THEN (SELECT group_concat(session_id) FROM play_locations WHERE location = ?1 COLLATE NOCASE)
		ELSE (SELECT group_concat(s.id) FROM play_details d JOIN sessions s ON s.uuid = d.session_uuid
			WHERE d.location = ?1 COLLATE NOCASE) END`,
		strings.TrimSpace(location)).Scan(&ids)
	if err != nil || ids == nil {
		return &sessionSet{}, err
	}
	var set sessionSet
	if err := eachID(*ids, set.add); err != nil {
		return nil, err
	}
	return &set, nil
}

// eachID calls fn with each id of a list joined by commas, as strconv.ParseInt reads
// them. An id of up to 18 digits is read digit by digit here (a place's 95,000 ids
// took strconv a fifth of the time SQLite takes to find them); any other goes through
// strconv, which refuses what is not a number.
func eachID(list string, fn func(int64)) error {
	for i := 0; i < len(list); {
		j, id := i, int64(0)
		for j < len(list) && j-i < 18 && '0' <= list[j] && list[j] <= '9' {
			id = id*10 + int64(list[j]-'0')
			j++
		}
		if j == i || j < len(list) && list[j] != ',' {
			text, _, _ := strings.Cut(list[i:], ",")
			var err error
			if id, err = strconv.ParseInt(text, 10, 64); err != nil {
				return err
			}
			j = i + len(text)
		}
		fn(id)
		i = j + 1
	}
	return nil
}
