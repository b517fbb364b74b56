package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// ClubPlan is what a sync would exchange, counted before anything is written.
type ClubPlan struct {
	PullSessions   int `json:"pull_sessions"`   // the club's sessions this history lacks or has otherwise
	PullDeleted    int `json:"pull_deleted"`    // the club's tombstones this history lacks
	PushSessions   int `json:"push_sessions"`   // this history's ended sessions the club lacks or has otherwise
	PushDeleted    int `json:"push_deleted"`    // this history's tombstones the club lacks
	PushPlayers    int `json:"push_players"`    // players (or player UUIDs) the club does not know
	ActiveSessions int `json:"active_sessions"` // sessions still being played here: they travel once ended
}

// ClubSyncReport says what a sync changed on each side.
type ClubSyncReport struct {
	Pulled       ImportReport `json:"pulled"` // the merge into this history
	PushedAdded  int          `json:"pushed_added"`
	PushedUpdate int          `json:"pushed_updated"`
	PushedGone   int          `json:"pushed_deleted"`
	Conflicts    []Conflict   `json:"conflicts"` // sessions both sides changed differently: left alone
}

// clubState is the club's side as a sync sees it: documents for players, tombstones
// and external ids, and each session's hash (its document is read only when needed).
type clubState struct {
	doc    *sideDoc
	hashes map[string]string
}

// readClubState reads the club's players, tombstones, external ids and session hashes.
func readClubState(ctx context.Context, q querier) (*clubState, error) {
	st := &clubState{doc: newSideDoc(), hashes: map[string]string{}}
	err := eachRow(ctx, q, `SELECT uuid, doc FROM talon_players ORDER BY uuid`, func(rows *sql.Rows) error {
		var uuid, doc string
		var p exportPlayer
		if err := rows.Scan(&uuid, &doc); err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(doc), &p); err != nil {
			return err
		}
		return st.doc.player(uuid, p)
	})
	if err == nil {
		err = eachRow(ctx, q, `SELECT uuid, deleted_at FROM talon_tombstones`, func(rows *sql.Rows) error {
			var uuid, at string
			err := rows.Scan(&uuid, &at)
			st.doc.deleted[uuid] = at
			return err
		})
	}
	if err == nil {
		err = eachRow(ctx, q, `SELECT source, kind, external, uuid FROM talon_external ORDER BY source, kind, external`, func(rows *sql.Rows) error {
			var e exportExternal
			err := rows.Scan(&e.Source, &e.Kind, &e.External, &e.UUID)
			st.doc.externals = append(st.doc.externals, e)
			return err
		})
	}
	if err == nil {
		err = eachRow(ctx, q, `SELECT uuid, hash FROM talon_sessions`, func(rows *sql.Rows) error {
			var uuid, hash string
			err := rows.Scan(&uuid, &hash)
			st.hashes[uuid] = hash
			return err
		})
	}
	return st, err
}

// readClubSessions adds the named sessions' documents to the club's side.
func readClubSessions(ctx context.Context, q querier, st *clubState, uuids []string) error {
	if len(uuids) == 0 {
		return nil
	}
	return eachRow(ctx, q, `SELECT uuid, doc FROM talon_sessions WHERE uuid = ANY($1)`, func(rows *sql.Rows) error {
		var uuid, doc string
		var s exportSession
		if err := rows.Scan(&uuid, &doc); err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(doc), &s); err != nil {
			return err
		}
		return st.doc.session(uuid, s)
	}, uuids)
}

// toPull lists the club's sessions this history does not have as they are there.
func toPull(local *sideDoc, club *clubState) []string {
	var out []string
	for uuid, hash := range club.hashes {
		if _, gone := local.deleted[uuid]; gone {
			continue
		}
		if s, ok := local.sessions[uuid]; !ok || s.hash != hash {
			out = append(out, uuid)
		}
	}
	slices.Sort(out)
	return out
}

// toPush lists this history's ended sessions the club does not have as they are here.
// A session still active stays at its table until it ends.
func toPush(local *sideDoc, club *clubState) []string {
	var out []string
	for uuid, s := range local.sessions {
		if _, gone := club.doc.deleted[uuid]; gone || s.status == "active" {
			continue
		}
		if club.hashes[uuid] != s.hash {
			out = append(out, uuid)
		}
	}
	slices.Sort(out)
	return out
}

// missingIn counts the tombstones of from that to lacks.
func missingTombstones(from, to *sideDoc) int {
	n := 0
	for uuid := range from.deleted {
		if _, ok := to.deleted[uuid]; !ok {
			n++
		}
	}
	return n
}

// unknownPlayers counts the player UUIDs (own or alias) of from that to does not know.
func unknownPlayers(from, to *sideDoc) int {
	n := 0
	for uuid, p := range from.players {
		for _, u := range append([]string{uuid}, p.Aliases...) {
			if !to.knowsPlayer(u) {
				n++
			}
		}
	}
	return n
}

func missingExternal(from, to *sideDoc) bool {
	for _, e := range from.externals {
		if !slices.Contains(to.externals, e) {
			return true
		}
	}
	return false
}

// Plan counts what a sync between the store and the club would exchange, changing
// nothing on either side.
func (c *Club) Plan(ctx context.Context, s *Store) (ClubPlan, error) {
	local := newSideDoc() // no history here yet: everything is to pull
	if s != nil {
		var err error
		if local, err = exportSide(ctx, s); err != nil {
			return ClubPlan{}, err
		}
	}
	var plan ClubPlan
	err := c.inClubTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}, func(tx *sql.Tx) error {
		if err := c.checkSchema(ctx, tx); err != nil {
			return err
		}
		club, err := readClubState(ctx, tx)
		if err != nil {
			return err
		}
		plan = ClubPlan{PullSessions: len(toPull(local, club)), PullDeleted: missingTombstones(club.doc, local),
			PushSessions: len(toPush(local, club)), PushDeleted: missingTombstones(local, club.doc),
			PushPlayers: unknownPlayers(local, club.doc)}
		for _, ls := range local.sessions {
			if ls.status == "active" {
				plan.ActiveSessions++
			}
		}
		return nil
	})
	return plan, err
}

// Sync exchanges the store's history with the club's, by the rules of import
// (history/FORMAT.md): first the club's sessions, tombstones and players this history
// lacks are merged in (one club read, one local transaction); then this history's
// ended sessions, tombstones and players the club lacks are merged into the club (one
// club transaction, taken in turn with other laptops' pushes). Both halves are
// idempotent, so a sync cut off half-way is completed by the next one.
func (c *Club) Sync(ctx context.Context, s *Store) (ClubSyncReport, error) {
	var rep ClubSyncReport
	local, err := exportSide(ctx, s)
	if err != nil {
		return rep, err
	}
	// Pull: the club's documents, read from one snapshot, imported in one local
	// transaction by the same code as `talon history import`.
	var (
		pull       bytes.Buffer
		pushNeeded bool // does this history hold anything the club's snapshot lacks?
	)
	err = c.inClubTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}, func(tx *sql.Tx) error {
		if err := c.checkSchema(ctx, tx); err != nil {
			return err
		}
		club, err := readClubState(ctx, tx)
		if err != nil {
			return err
		}
		pushNeeded = len(toPush(local, club)) > 0 || missingTombstones(local, club.doc) > 0 ||
			unknownPlayers(local, club.doc) > 0 || missingExternal(local, club.doc)
		uuids := toPull(local, club)
		if len(uuids) == 0 && missingTombstones(club.doc, local) == 0 && unknownPlayers(club.doc, local) == 0 &&
			!missingExternal(club.doc, local) {
			return nil
		}
		if err := readClubSessions(ctx, tx, club, uuids); err != nil {
			return err
		}
		return club.doc.writeDoc(&pull, uuids)
	})
	if err != nil {
		return rep, err
	}
	if pull.Len() > 0 {
		if rep.Pulled, err = s.Import(ctx, &pull, ImportOptions{}); err != nil {
			return rep, err
		}
		rep.Conflicts = rep.Pulled.Conflicts
		if local, err = exportSide(ctx, s); err != nil {
			return rep, err
		}
	}
	// Nothing pulled and nothing the snapshot lacked: the club only moves forward (a
	// merge keeps the longer log, a tombstone stays), so it still lacks nothing.
	if !pushNeeded && pull.Len() == 0 {
		return rep, nil
	}
	// Push: under the club's lock, so what is read is what is overwritten.
	err = c.inClubTx(ctx, nil, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, clubLock); err != nil {
			return err
		}
		if err := c.checkSchema(ctx, tx); err != nil {
			return err
		}
		club, err := readClubState(ctx, tx)
		if err != nil {
			return err
		}
		uuids := toPush(local, club)
		if len(uuids) == 0 && missingTombstones(local, club.doc) == 0 && unknownPlayers(local, club.doc) == 0 &&
			!missingExternal(local, club.doc) {
			return nil
		}
		if err := readClubSessions(ctx, tx, club, uuids); err != nil {
			return err
		}
		merged, conflicts, err := mergeSides(ctx, club.doc, local, uuids)
		if err != nil {
			return err
		}
		for _, x := range conflicts { // the pull may have met the same ones
			if !slices.ContainsFunc(rep.Conflicts, func(y Conflict) bool { return y.UUID == x.UUID }) {
				rep.Conflicts = append(rep.Conflicts, x)
			}
		}
		return writeClub(ctx, tx, club, merged, uuids, &rep)
	})
	return rep, err
}

// mergeSides merges this history's sessions (and players, tombstones) into the club's
// by import's own code: both are imported into a scratch history, the club's first,
// and the result read back. The scratch file lives in a temporary directory.
func mergeSides(ctx context.Context, club, local *sideDoc, uuids []string) (*sideDoc, []Conflict, error) {
	dir, err := os.MkdirTemp("", "talon-club-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	scratch, err := Open(filepath.Join(dir, "merge.db"))
	if err != nil {
		return nil, nil, err
	}
	defer scratch.Close()
	var conflicts []Conflict
	for _, side := range []*sideDoc{club, local} {
		var doc bytes.Buffer
		if err := side.writeDoc(&doc, uuids); err != nil {
			return nil, nil, err
		}
		rep, err := scratch.Import(ctx, &doc, ImportOptions{})
		if err != nil {
			return nil, nil, err
		}
		conflicts = append(conflicts, rep.Conflicts...)
	}
	merged, err := exportSide(ctx, scratch)
	return merged, conflicts, err
}

// writeClub stores the merged documents in the club: the pushed sessions that
// changed, new tombstones (deleting their sessions), every player and external id.
func writeClub(ctx context.Context, tx *sql.Tx, club *clubState, merged *sideDoc, uuids []string, rep *ClubSyncReport) error {
	for _, uuid := range uuids {
		s, ok := merged.sessions[uuid]
		if !ok || club.hashes[uuid] == s.hash {
			continue
		}
		if _, had := club.hashes[uuid]; had {
			rep.PushedUpdate++
		} else {
			rep.PushedAdded++
		}
		if err := writeClubSession(ctx, tx, uuid, s); err != nil {
			return err
		}
	}
	for uuid, at := range merged.deleted {
		if _, had := club.doc.deleted[uuid]; had {
			continue
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO talon_tombstones (uuid, deleted_at) VALUES ($1, $2)
			ON CONFLICT (uuid) DO UPDATE SET deleted_at = least(talon_tombstones.deleted_at, $2)`, uuid, at); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM talon_sessions WHERE uuid = $1`, uuid)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			rep.PushedGone++
		}
	}
	for _, uuid := range merged.playerOrder {
		if err := writeClubPlayer(ctx, tx, uuid, merged.players[uuid]); err != nil {
			return err
		}
	}
	for _, e := range merged.externals {
		if _, err := tx.ExecContext(ctx, `INSERT INTO talon_external (source, kind, external, uuid) VALUES ($1, $2, $3, $4)
			ON CONFLICT DO NOTHING`, e.Source, e.Kind, e.External, e.UUID); err != nil {
			return err
		}
	}
	return nil
}

// writeClubSession stores one session's document and the columns stats read.
func writeClubSession(ctx context.Context, tx *sql.Tx, uuid string, s sideSession) error {
	var es exportSession
	if err := json.Unmarshal(s.doc, &es); err != nil {
		return err
	}
	played := es.Started
	if es.Ended != nil {
		played = *es.Ended
	}
	location := ""
	if es.Details != nil {
		location = es.Details.Location
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO talon_sessions (uuid, game, status, played, location, hash, doc, config, seats)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (uuid) DO UPDATE SET game = $2, status = $3, played = $4,
		location = $5, hash = $6, doc = $7, config = $8, seats = $9`, uuid, es.Game, es.Status, played, location, s.hash,
		string(s.doc), string(es.Config), packClubSeats(es.Results)); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM talon_results WHERE session_uuid = $1`, uuid); err != nil {
		return err
	}
	for _, r := range es.Results {
		if _, err := tx.ExecContext(ctx, `INSERT INTO talon_results (session_uuid, seat, player_uuid, score, rank, winner)
			VALUES ($1, $2, $3, $4, $5, $6)`, uuid, r.Seat, r.Player, r.Score, r.Rank, r.Winner); err != nil {
			return err
		}
	}
	return nil
}

// packClubSeats writes a play's results as the club's seats column keeps them,
// "seat,player,score,rank,winner;…" (winner 1 or 0), read back by unpackClubSeats.
func packClubSeats(results []exportResult) string {
	packed := make([]string, len(results))
	for i, r := range results {
		winner := 0
		if r.Winner {
			winner = 1
		}
		packed[i] = fmt.Sprintf("%d,%s,%d,%d,%d", r.Seat, r.Player, r.Score, r.Rank, winner)
	}
	return strings.Join(packed, ";")
}

// writeClubPlayer stores a player under its UUID; a record now known by another UUID
// (joined with this one) goes, its UUID kept as an alias.
func writeClubPlayer(ctx context.Context, tx *sql.Tx, uuid string, p exportPlayer) error {
	doc, err := json.Marshal(p)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO talon_players (uuid, name, folded, doc) VALUES ($1, $2, $3, $4)
		ON CONFLICT (uuid) DO UPDATE SET name = $2, folded = $3, doc = $4`, uuid, p.Name, foldName(p.Name), string(doc)); err != nil {
		return err
	}
	for _, u := range append([]string{uuid}, p.Aliases...) {
		if u != uuid {
			if _, err := tx.ExecContext(ctx, `DELETE FROM talon_players WHERE uuid = $1`, u); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO talon_player_uuids (uuid, player_uuid) VALUES ($1, $2)
			ON CONFLICT (uuid) DO UPDATE SET player_uuid = $2`, u, uuid); err != nil {
			return err
		}
	}
	return nil
}
