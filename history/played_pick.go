package history

import (
	"context"
	"database/sql"
	"slices"
)

// playPick is a history filter's game, player and location as the kept lines are read:
// each month's packed plays (which pair with its lines, the other way round) say which
// of its lines the filter picks.
type playPick struct {
	game    string
	players []int64     // with a player: the ids the name means (none: nobody's)
	player  bool        // a player is asked for
	at      *sessionSet // with a location: its sessions
	play    play        // scratch
}

// pickedPlay is one play of a month: its date as stored and whether the filter picks it.
type pickedPlay struct {
	played []byte
	picked bool
}

// pickOf is the filter's pick; nil when it picks by dates alone.
func pickOf(ctx context.Context, q querier, f PlayFilter) (*playPick, error) {
	if f.Game == "" && f.Player == "" && f.Location == "" {
		return nil, nil
	}
	pick := &playPick{game: f.Game, player: f.Player != ""}
	if f.Player != "" {
		err := eachRow(ctx, q, playerByName, func(rows *sql.Rows) error {
			var id int64
			err := rows.Scan(&id)
			pick.players = append(pick.players, id)
			return err
		}, playerByNameArgs(f.Player)...)
		if err != nil {
			return nil, err
		}
	}
	if f.Location != "" {
		var err error
		if pick.at, err = sessionsAt(ctx, q, f.Location); err != nil {
			return nil, err
		}
	}
	return pick, nil
}

// month appends the plays of a month's packed plays to into; damaged says they did not
// decode.
func (pick *playPick) month(packed []byte, into []pickedPlay) (_ []pickedPlay, damaged bool) {
	r := packedReader{b: packed}
	for len(r.b) > 0 {
		var played []byte
		_, err := r.next(&pick.play, func(date []byte, session int64, game string) bool {
			played = date
			return false
		})
		if err != nil {
			return into, true
		}
		into = append(into, pickedPlay{played: played, picked: pick.picks(&pick.play)})
	}
	return into, false
}

// picks says whether the filter picks the play (its date is the window's to tell).
func (pick *playPick) picks(p *play) bool {
	if pick.game != "" && p.game != pick.game || pick.at != nil && !pick.at.holds(p.session) {
		return false
	}
	if !pick.player {
		return true
	}
	return slices.ContainsFunc(p.seats, func(s seatResult) bool { return slices.Contains(pick.players, s.id) })
}
