package history

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"

	"github.com/talon-games/talon/companion/i18n"
)

// ErrNoSuchPlayer: a name that is nobody in this history.
var ErrNoSuchPlayer = i18n.Errorf("nobody is called so here")

// ErrNotJoined: two players that cannot be joined (one already, or two people).
var ErrNotJoined = i18n.Errorf("nothing was changed")

// JoinedPlayers is what JoinPlayers did: Gone's plays are now Kept's.
type JoinedPlayers struct {
	Kept  string `json:"kept"`  // the player's name, as it stays
	Gone  string `json:"gone"`  // the other record's name, now remembered as Kept's
	Plays int    `json:"plays"` // the plays that moved
	// Renamed: NAME and INTO were one record already, now called as INTO is spelled
	// (Gone is the spelling it had); no play moved.
	Renamed bool `json:"renamed,omitempty"`
}

// JoinPlayers says that the players called from and into are one person, called as
// into is: from's plays become into's, and from's UUID and name are remembered as
// into's (player_aliases), so an import that meets either finds the one player and
// does not split the person again. As the import does, the smaller of the two UUIDs
// is the player's own and the other an alias, so two laptops that join the same two
// records agree. Two players who sat at one table are two people: refused. The kept
// statistics follow through their triggers on results.
//
// When from and into are already one record spelled differently ("ben", "Ben"), the
// player is renamed to into's spelling. Either way the name is the table's choice made
// at the time at: it travels with the next export and wins over the spelling a record
// was first known by (player_names.go).
func (s *Store) JoinPlayers(ctx context.Context, from, into string, at time.Time) (JoinedPlayers, error) {
	into = norm.NFC.String(strings.TrimSpace(into)) // as a name typed at new is stored
	var out JoinedPlayers
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		gone, err := playerNamed(ctx, tx, from)
		if err != nil {
			return err
		}
		kept, err := playerNamed(ctx, tx, into)
		if err != nil {
			return err
		}
		if gone.id == kept.id {
			return respell(ctx, tx, kept, from, into, at, &out)
		}
		out = JoinedPlayers{Kept: kept.name, Gone: gone.name}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM seats WHERE player_id = ?`, gone.id).Scan(&out.Plays); err != nil {
			return err
		}
		together, err := joinRecords(ctx, tx, kept, gone)
		if err != nil {
			return err
		}
		if together != 0 {
			return i18n.Errorf("%s and %s played at one table (session %s): they are two people; %w", gone.name, kept.name, digits(together), ErrNotJoined)
		}
		return choose(ctx, tx, kept.id, kept.name, at)
	})
	return out, err
}

// respell gives the one record that from and into both name into's spelling, when it
// is not spelled so already; the name it had, if not just another spelling, keeps
// finding the player.
func respell(ctx context.Context, tx *sql.Tx, p namedPlayer, from, into string, at time.Time, out *JoinedPlayers) error {
	if p.name == into {
		return i18n.Errorf("%s and %s are already one player (%s): %w", from, into, p.name, ErrNotJoined)
	}
	if taken, err := nameTaken(ctx, tx, p.id, into); err != nil || taken {
		if err == nil {
			err = i18n.Errorf("%s is another player's name here: %w", into, ErrNotJoined)
		}
		return err
	}
	if err := choose(ctx, tx, p.id, into, at); err != nil {
		return err
	}
	if key := matchKey(p.name); key != matchKey(into) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO player_aliases (kind, alias, player_id, typed) VALUES ('name', ?1, ?2, ?3)
			ON CONFLICT (kind, alias) DO UPDATE SET player_id = ?2, typed = ?3`, key, p.id, p.name); err != nil {
			return err
		}
	}
	*out = JoinedPlayers{Kept: into, Gone: p.name, Renamed: true}
	return nil
}

// namedPlayer is a player found by name.
type namedPlayer struct {
	id         int64
	uuid, name string
}

// playerNamed finds the one player a name means, as --player does (case and accents
// ignored, --map names included; of two look-alikes, the one spelled so); none, or two,
// is an error.
func playerNamed(ctx context.Context, q querier, name string) (namedPlayer, error) {
	var found []namedPlayer
	err := eachRow(ctx, q, `SELECT id, uuid, name FROM players WHERE id IN (`+playerByName+`) ORDER BY id`, func(rows *sql.Rows) error {
		var p namedPlayer
		err := rows.Scan(&p.id, &p.uuid, &p.name)
		found = append(found, p)
		return err
	}, playerByNameArgs(name)...)
	if len(found) > 1 { // "Anna" and "Ánna" both here: the one spelled so
		if i := slices.IndexFunc(found, func(p namedPlayer) bool { return foldName(p.name) == foldName(name) }); i >= 0 {
			found = found[i : i+1]
		}
	}
	switch {
	case err != nil:
		return namedPlayer{}, err
	case len(found) == 0:
		return namedPlayer{}, i18n.Errorf("%s: %w", name, ErrNoSuchPlayer)
	case len(found) > 1:
		return namedPlayer{}, i18n.Errorf("%s could be %s or %s: join those two first; %w", name, found[0].name, found[1].name, ErrNotJoined)
	}
	return found[0], nil
}

// joinRecords makes gone's plays, results and aliases kept's, remembers gone's UUID and
// name as kept's, keeps the smaller UUID as the player's own (so two histories that join
// the same two records agree) and deletes gone. Two records that sat at one table are two
// people: nothing is changed and the session they shared is returned.
func joinRecords(ctx context.Context, tx *sql.Tx, kept, gone namedPlayer) (together int64, err error) {
	err = tx.QueryRowContext(ctx, `SELECT a.session_id FROM seats a JOIN seats b ON b.session_id = a.session_id
		WHERE a.player_id = ? AND b.player_id = ? LIMIT 1`, gone.id, kept.id).Scan(&together)
	if err == nil {
		return together, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	own, alias := min(kept.uuid, gone.uuid), max(kept.uuid, gone.uuid)
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`UPDATE seats SET player_id = ?1 WHERE player_id = ?2`, []any{kept.id, gone.id}},
		{`UPDATE results SET player_id = ?1 WHERE player_id = ?2`, []any{kept.id, gone.id}},
		{`UPDATE player_aliases SET player_id = ?1 WHERE player_id = ?2`, []any{kept.id, gone.id}},
		{`DELETE FROM players WHERE id = ?`, []any{gone.id}},
		{`UPDATE players SET uuid = ? WHERE id = ?`, []any{own, kept.id}},
		{`INSERT INTO player_aliases (kind, alias, player_id) VALUES ('uuid', ?1, ?2)
			ON CONFLICT (kind, alias) DO UPDATE SET player_id = ?2`, []any{alias, kept.id}},
		// Ids other applications gave either record follow the player's own UUID.
		{`UPDATE external_ids SET uuid = ?1 WHERE kind = 'player' AND uuid = ?2`, []any{own, alias}},
	} {
		if _, err := tx.ExecContext(ctx, q.sql, q.args...); err != nil {
			return 0, err
		}
	}
	if key := matchKey(gone.name); key != matchKey(kept.name) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO player_aliases (kind, alias, player_id, typed) VALUES ('name', ?1, ?2, ?3)
			ON CONFLICT (kind, alias) DO UPDATE SET player_id = ?2, typed = ?3`, key, kept.id, gone.name); err != nil {
			return 0, err
		}
	}
	return 0, nil
}
