package history

import (
	"strings"
	"time"
)

// PlayFilter picks finished plays for history and stats. Empty fields match all.
// Player is matched like players are (case-insensitively); Since is inclusive and
// Until exclusive, both compared with the play's date (when it ended).
type PlayFilter struct {
	Game     string
	Player   string
	Location string
	Since    time.Time
	Until    time.Time
}

// playedAt is the SQL date of a play. The indexes sessions_finished_by_date and
// sessions_finished_by_game are built on this exact expression, so keep them in step.
const playedAt = `coalesce(s.ended_at, s.started_at)`

// playerByName selects the ids of the player a name means (its arguments:
// playerByNameArgs): the player whose own name it is, ignoring case; else every
// player whose name it is ignoring accents too, as an import matches players; and a
// name mapped to them by an import's --map (player_aliases keeps its match key). Two
// look-alike names that sat at one table are two players ("Anna" and "Ánna"): the one
// spelled so is meant, never both.
const playerByName = `SELECT p.id FROM players p WHERE p.folded = ?
	UNION SELECT p.id FROM players p WHERE match_key(p.name) = match_key(?)
		AND NOT EXISTS (SELECT 1 FROM players x WHERE x.folded = ?)
	UNION SELECT a.player_id FROM player_aliases a WHERE a.kind = 'name' AND a.alias = ?`

// playerByNameArgs are playerByName's arguments for a name as typed.
func playerByNameArgs(name string) []any {
	folded := foldName(name)
	return []any{folded, folded, folded, matchKey(name)}
}

// byDate is the FROM clause that walks the filter's plays newest first. The index is
// named: without ANALYZE statistics SQLite prefers sessions_by_status and sorts every
// finished play to show twenty.
func (f PlayFilter) byDate() string {
	if f.Game != "" {
		return `sessions s INDEXED BY sessions_finished_by_game`
	}
	return `sessions s INDEXED BY sessions_finished_by_date`
}

// where is the filter as SQL conditions on sessions aliased s, with their arguments.
// Only the conditions in use are written, so SQLite can choose an index for them; the
// player test is a `s.id IN (SELECT …)` over one player's result rows, read once,
// rather than a per-session EXISTS (which was quadratic at scale).
func (f PlayFilter) where() (string, []any) {
	conds := []string{`s.status = 'finished'`}
	var args []any
	if f.Game != "" {
		conds = append(conds, `s.game = ?`)
		args = append(args, f.Game)
	}
	if f.Player != "" {
		conds = append(conds, `s.id IN (SELECT r.session_id FROM results r WHERE r.player_id IN (`+playerByName+`))`)
		args = append(args, playerByNameArgs(f.Player)...)
	}
	if f.Location != "" {
		conds = append(conds, `s.uuid IN (SELECT d.session_uuid FROM play_details d WHERE d.location = ? COLLATE NOCASE)`)
		args = append(args, strings.TrimSpace(f.Location))
	}
	if !f.Since.IsZero() {
		conds = append(conds, playedAt+` >= ?`)
		args = append(args, formatTime(f.Since))
	}
	if !f.Until.IsZero() {
		conds = append(conds, playedAt+` < ?`)
		args = append(args, formatTime(f.Until))
	}
	return strings.Join(conds, " AND "), args
}
