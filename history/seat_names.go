package history

import (
	"context"
	"database/sql"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion"
)

// schemaV17: the sessions' kept list (listed.go) holds each seat's player record and
// names it by that record's stored name when read, so a respelling changes nothing
// kept; a seat given another record (`history players merge` joins two) packs its
// session's month again. The step's keepNamesAsKnown writes the kept plays' lines
// (keptFormat 3) and the kept list (listedFormat 3) again, in the forms that name each
// player as the history knows them.
const schemaV17 = `
CREATE TRIGGER listed_seat_changed AFTER UPDATE OF player_id ON seats
	BEGIN INSERT OR IGNORE INTO listed_pending VALUES (old.session_id), (new.session_id); END;
`

// keepNamesAsKnown is schema step 17's write of the kept plays and the kept list.
func keepNamesAsKnown(ctx context.Context, tx *sql.Tx) error {
	if err := refreshKept(ctx, tx); err != nil {
		return err
	}
	return refreshListed(ctx, tx)
}

// SeatName is one seat of a session: the name its player goes by in the history and
// the name typed for it at the table.
type SeatName struct {
	Name  string // the player's stored name (goesBy): the one `talon stats` counts them under
	Typed string // as typed at the table, in the session's config ("" when it has none)
	// Aliases are the other names the history finds the player by (`history players
	// merge`, `import --map`), as match keys (names.MatchKey), sorted.
	Aliases []string
}

// SeatNames reads a session's seats in order, seat 0 first, one for each player of its
// config: `talon history show` heads the score with the names and says how the table
// typed those that differ.
func (s *Store) SeatNames(ctx context.Context, id int64) ([]SeatName, error) {
	var out []SeatName
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		sess, err := loadSession(ctx, tx, id)
		if err != nil {
			return err
		}
		seated, err := seatPlayers(ctx, tx, id)
		if err != nil {
			return err
		}
		out = make([]SeatName, len(sess.Config.Players))
		for i, p := range sess.Config.Players {
			out[i] = SeatName{Name: goesBy(seated[i].name, p.Name), Typed: p.Name}
		}
		return eachRow(ctx, tx, `SELECT st.seat, a.alias FROM seats st
			JOIN player_aliases a ON a.player_id = st.player_id AND a.kind = 'name'
			WHERE st.session_id = ? ORDER BY st.seat, a.alias`, func(rows *sql.Rows) error {
			var seat int
			var alias string
			if err := rows.Scan(&seat, &alias); err != nil {
				return err
			}
			if seat >= 0 && seat < len(out) {
				out[seat].Aliases = append(out[seat].Aliases, alias)
			}
			return nil
		}, id)
	})
	return out, err
}

// seatRecordsSQL is the player record of each seat of session s, as "seat:player,…"
// (NULL: no seat has one), read by seatPlayers.
const seatRecordsSQL = `(SELECT group_concat(st.seat || ':' || st.player_id) FROM seats st WHERE st.session_id = s.id)`

// seatRecords reads seatRecordsSQL's text into the player of each of n seats (0: none),
// appended to into. A part it cannot read leaves its seat without one.
func seatRecords(into []int64, text string, n int) []int64 {
	from := len(into)
	for range n {
		into = append(into, 0)
	}
	for text != "" {
		var part string
		part, text, _ = strings.Cut(text, ",")
		seat, id, _ := strings.Cut(part, ":")
		i, err1 := strconv.Atoi(seat)
		p, err2 := strconv.ParseInt(id, 10, 64)
		if err1 == nil && err2 == nil && i >= 0 && i < n {
			into[from+i] = p
		}
	}
	return into
}

// knownNames is every player's stored name by record, read once for a list of
// sessions: a few hundred rows in a long history, where reading each session's seats
// with their names would cost a join a session, and where a respelling (`history
// players merge`) would have to pack again the kept list of every session the player
// sat at.
type knownNames struct {
	byID map[int64]string
}

func (pn *knownNames) load(ctx context.Context, q querier) error {
	if pn.byID != nil {
		return nil
	}
	var err error
	pn.byID, err = playerNames(ctx, q)
	return err
}

// name is the name seat's player goes by (goesBy): the stored name of record id, or
// the name typed at the table when the seat has no record (id 0, or one not here).
func (pn *knownNames) name(id int64, typed string) string {
	return goesBy(pn.byID[id], typed)
}

// seats appends the name each player of a session's config goes by, its records in ids.
func (pn *knownNames) seats(into []string, players []companion.Player, ids []int64) []string {
	for i, p := range players {
		var id int64
		if i < len(ids) {
			id = ids[i]
		}
		into = append(into, pn.name(id, p.Name))
	}
	return into
}
