package history

import (
	"context"
	"database/sql"
	"errors"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
)

// ImportOptions tune an import.
type ImportOptions struct {
	// Map says that a name in the file is a player here under another name: "Anna"
	// → "Ann". The mapping is remembered for later imports.
	Map map[string]string
	// Keep settles conflicts the table has looked at: a session UUID, or its first
	// characters (at least MinKeepPrefix), and the side whose version stays, KeepTheirs
	// (the file's) or KeepOurs (this history's). A named session that does not conflict
	// merges as usual.
	Keep map[string]string
	// At is when the import runs: the time of a spelling --map chooses, which then wins
	// over the one first known on every history that imports this one.
	At time.Time
	// Games are the companions this talon has: the log of every session the import
	// adds, or whose log it changes, is replayed with its game's companion, and a log
	// that does not replay refuses the file (import_replay.go). nil replays nothing
	// (club sync, which exchanges ended sessions only).
	Games companion.Registry
}

// The sides --keep names, and the shortest UUID prefix it takes.
const (
	KeepTheirs    = "theirs"
	KeepOurs      = "ours"
	MinKeepPrefix = 4
)

// KeptSession is a session named in ImportOptions.Keep: Side is KeepTheirs or KeepOurs
// when it conflicted and that side was kept, KeepMerged when it did not conflict.
type KeptSession struct {
	UUID string `json:"uuid"`
	// Session is this history's number for it, as sessions and status show it (a
	// session the import added: the number it was given); 0 for one deleted here.
	Session int64  `json:"session,omitempty"`
	Game    string `json:"game"`
	Side    string `json:"side"`
}

// KeepMerged is KeptSession.Side of a named session that merged without a conflict.
const KeepMerged = "no-conflict"

// ImportReport says what an import changed.
type ImportReport struct {
	SessionsAdded     int `json:"sessions_added"`
	SessionsUpdated   int `json:"sessions_updated"` // a longer log, a later status, details or corrections
	SessionsUnchanged int `json:"sessions_unchanged"`
	SessionsKept      int `json:"sessions_kept"`    // conflicts --keep settled, either side (Kept says which)
	SessionsDeleted   int `json:"sessions_deleted"` // deleted here because the file says so
	SessionsSkipped   int `json:"sessions_skipped"` // in the file, but deleted here
	// SessionsUnchecked are sessions added or updated (counted there too) whose log
	// could not be replayed: a game this talon has no companion for.
	SessionsUnchecked int           `json:"sessions_unchecked"`
	PlayersAdded      int           `json:"players_added"`
	PlayersMatched    int           `json:"players_matched"` // found here by name or --map, under another UUID
	PlayersKnown      int           `json:"players_known"`   // here already, under the file's UUID
	Conflicts         []Conflict    `json:"conflicts"`
	Kept              []KeptSession `json:"kept"`
	// PlayersRespelled are the players of this history the import gave another name:
	// the other side's spelling won (player_names.go), or --map renamed them.
	PlayersRespelled []Respelling `json:"players_respelled"`
	// PlayersJoined are the players of this history the import joined into another
	// (import_joined.go): their plays now show under the kept player's name.
	PlayersJoined []Joining `json:"players_joined"`
}

// Respelling is a player of this history called otherwise after an import.
type Respelling struct {
	UUID string `json:"uuid"` // the player's UUID here, after the import
	From string `json:"from"` // the name before the import
	To   string `json:"to"`   // the name now
}

// Conflict is a session both sides changed differently: neither side was changed.
type Conflict struct {
	UUID    string       `json:"uuid"`
	Session int64        `json:"session"` // this history's number for it, as sessions and status show it
	Game    string       `json:"game"`
	Reason  i18n.Message `json:"reason"` // English in JSON
	// Where the two logs went different ways: the first event they differ at and each
	// side's event there (nil when that side has none); 0 and nil for other conflicts.
	Event int        `json:"event,omitempty"`
	Here  *ForkEvent `json:"here,omitempty"`
	There *ForkEvent `json:"there,omitempty"`
}

// Import merges an export document into this history in one transaction: a file that
// is not a valid document changes nothing (BadFileError, ErrNewerFormat). Merging is
// idempotent and commutative: see history/FORMAT.md for the rules.
func (s *Store) Import(ctx context.Context, r io.Reader, opts ImportOptions) (ImportReport, error) {
	var rep ImportReport
	err := s.inWrite(ctx, func(tx *sql.Tx) error {
		m, err := newMerger(ctx, tx, opts, &rep)
		if err != nil {
			return err
		}
		defer m.cleanup()
		if err := readDocument(r, m); err != nil {
			return err
		}
		if err := m.checkKeep(); err != nil {
			return err
		}
		if err := m.checkMapNames(opts.Map); err != nil {
			return err
		}
		if rep.PlayersRespelled, err = m.respellings(); err != nil {
			return err
		}
		if rep.PlayersJoined, err = m.joinings(); err != nil {
			return err
		}
		return fillNameSince(ctx, tx)
	})
	if err != nil {
		return ImportReport{}, err
	}
	return rep, nil
}

// merger applies an import document's members to the open transaction.
type merger struct {
	ctx context.Context
	tx  *sql.Tx
	rep *ImportReport
	at  time.Time // ImportOptions.At
	// mapping says which names are one person and what they are called: --map "Anna=Ann"
	// is Anna and Ann, called Ann, whichever of the two the file or this history has.
	// Keyed by matchKey of both names.
	mapping map[string]string
	mapped  map[string]string // a map's kept name → the UUID of the file's player it took
	players map[string]int64  // player UUID in the file → local player id
	names   map[string]string // player UUID in the file → its name there
	inFile  map[string]bool   // the match keys of the file's players' names and mapped names
	byKey   map[string][]localPlayer
	joined  bool // the player being read was joined to a player here
	// loaded are the names the players here had before the import, by id; respelled the
	// ids of those the import renamed (respellings reports those still renamed at the end).
	loaded    map[int64]string
	respelled map[int64]bool
	joins     []localJoin // the players here before the import it joined into another
	// copies are the file's sessions it marks as copies (merge_copy.go), by UUID: the
	// source they were copied from.
	copies       map[string]string
	sessionsRead bool
	keep         map[string]keepHits
	games        companion.Registry // the companions a changed log is replayed with; nil: none
}

// keepHits is what a --keep prefix found in the file: the side to keep, how many
// sessions it named and the first of them.
type keepHits struct {
	side  string
	n     int
	first string
}

type localPlayer struct {
	id         int64
	uuid, name string
}

func newMerger(ctx context.Context, tx *sql.Tx, opts ImportOptions, rep *ImportReport) (*merger, error) {
	m := &merger{ctx: ctx, tx: tx, rep: rep, at: opts.At, mapping: map[string]string{}, mapped: map[string]string{}, players: map[string]int64{}, names: map[string]string{}, inFile: map[string]bool{}, games: opts.Games}
	for from, to := range opts.Map {
		m.mapping[matchKey(from)], m.mapping[matchKey(to)] = to, to
	}
	m.keep, m.copies = map[string]keepHits{}, map[string]string{}
	for prefix, side := range opts.Keep {
		if side != KeepTheirs && side != KeepOurs {
			return nil, badFile("--keep %s: keep theirs or ours", side)
		}
		if err := checkUUID(i18n.M("--keep session"), prefix); err != nil || len(prefix) < MinKeepPrefix {
			return nil, badFile("--keep %s: give a session UUID, or at least its first %d characters", names.Visible(prefix), MinKeepPrefix)
		}
		m.keep[strings.ToLower(prefix)] = keepHits{side: side}
	}
	// The session UUIDs seen in this file, to refuse one listed twice without holding
	// them all in memory.
	if _, err := tx.ExecContext(ctx, `CREATE TEMP TABLE import_seen (uuid TEXT PRIMARY KEY) WITHOUT ROWID`); err != nil {
		return nil, err
	}
	return m, m.loadPlayers()
}

func (m *merger) cleanup() {
	m.tx.ExecContext(m.ctx, `DROP TABLE IF EXISTS temp.import_seen`)
}

// loadPlayers indexes the local players by their accent-blind key. A group has some
// dozens of players, however many plays it has.
func (m *merger) loadPlayers() error {
	m.byKey, m.loaded, m.respelled = map[string][]localPlayer{}, map[int64]string{}, map[int64]bool{}
	return eachRow(m.ctx, m.tx, `SELECT id, uuid, name FROM players ORDER BY id`, func(rows *sql.Rows) error {
		var p localPlayer
		if err := rows.Scan(&p.id, &p.uuid, &p.name); err != nil {
			return err
		}
		m.loaded[p.id] = p.name
		k := matchKey(p.name)
		m.byKey[k] = append(m.byKey[k], p)
		return nil
	})
}

// matchKey is how an imported name finds a local player: names.Key (case, widths,
// hidden characters) with the accents taken off, so "Ödön" finds "Odon".
func matchKey(name string) string { return names.MatchKey(name) }

// player finds or creates the local player for a player of the file: by UUID (its
// own, or one merged into it before), then by a name mapped with --map or remembered
// from an earlier --map, then by name. Two records of one person keep the smaller
// UUID on both sides, the other as an alias, so merging in either order agrees.
func (m *merger) player(uuid string, p exportPlayer) error {
	if _, dup := m.players[uuid]; dup {
		return badFile("player %s is listed twice", uuid)
	}
	if err := checkUUID(i18n.M("player"), uuid); err != nil {
		return err
	}
	name, err := names.Clean("player name", p.Name)
	if err != nil {
		return badFile("player %s: %v", uuid, err)
	}
	stamp, err := fileStamp(uuid, name, p)
	if err != nil {
		return err
	}
	m.inFile[matchKey(name)] = true
	for _, n := range p.Names {
		m.inFile[matchKey(n)] = true
	}
	for _, a := range p.Aliases {
		if err := checkUUID(i18n.M("player alias"), a); err != nil {
			return err
		}
	}
	if target, ok := m.mapping[matchKey(name)]; ok {
		if err := m.onePerson(uuid, p, target); err != nil {
			return err
		}
	}
	id, err := m.findPlayer(uuid, name, p)
	if err != nil {
		return err
	}
	m.joined = false
	added := id == 0
	if added {
		res, err := m.tx.ExecContext(m.ctx, `INSERT INTO players (uuid, name, folded, name_since, named_at) VALUES (?, ?, ?, ?, ?)`,
			uuid, name, foldName(name), nullable(stamp.since), nullable(stamp.namedAt))
		if err != nil {
			return i18n.Errorf("store player %s: %w", name, err)
		}
		if id, err = res.LastInsertId(); err != nil {
			return err
		}
		m.rep.PlayersAdded++
		m.byKey[matchKey(name)] = append(m.byKey[matchKey(name)], localPlayer{id: id, uuid: uuid, name: name})
	} else if id, err = m.joinUUID(id, uuid, name); err != nil {
		return err
	}
	for _, a := range p.Aliases {
		if id, err = m.joinUUID(id, a, name); err != nil {
			return err
		}
	}
	for _, n := range p.Names {
		if err := m.remember(id, n); err != nil {
			return err
		}
	}
	if !added {
		// Two records of one person: the spelling that wins (player_names.go) on both.
		if err := m.takeName(id, stamp); err != nil {
			return err
		}
	}
	if target, ok := m.mapping[matchKey(name)]; ok {
		if err := m.callAsMapped(id, target); err != nil {
			return err
		}
		if matchKey(target) != matchKey(name) {
			if err := m.remember(id, name); err != nil {
				return err
			}
		}
	}
	m.players[uuid], m.names[uuid] = id, name
	switch {
	case added: // counted as added, whatever aliases the file gave it (hist-trial2 F18)
	case m.joined:
		m.rep.PlayersMatched++
	default:
		m.rep.PlayersKnown++
	}
	return nil
}

// findPlayer returns the local id for a player of the file, or 0 when it is new.
func (m *merger) findPlayer(uuid, name string, p exportPlayer) (int64, error) {
	for _, u := range append([]string{uuid}, p.Aliases...) {
		var id int64
		err := m.tx.QueryRowContext(m.ctx, `SELECT id FROM players WHERE uuid = ?1
			UNION ALL SELECT player_id FROM player_aliases WHERE kind = 'uuid' AND alias = ?1 LIMIT 1`, u).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
	}
	lookFor := name
	if target, ok := m.mapping[matchKey(name)]; ok {
		// The name the map gives the person first, then any other name the map says
		// is the same person (this history may have the other side of the map).
		lookFor = target
		for _, other := range m.mappedNames(target) {
			if found := m.byKey[matchKey(other)]; len(found) == 1 && len(m.byKey[matchKey(target)]) == 0 {
				return found[0].id, nil
			}
		}
	} else {
		var id int64
		err := m.tx.QueryRowContext(m.ctx, `SELECT player_id FROM player_aliases WHERE kind = 'name' AND alias = ?`,
			matchKey(name)).Scan(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
	}
	found := m.byKey[matchKey(lookFor)]
	for _, lp := range found { // an exact match (up to case) wins over an accent-blind one
		if foldName(lp.name) == foldName(lookFor) {
			return lp.id, nil
		}
	}
	switch len(found) {
	case 0:
		if lookFor != name {
			return 0, badFile("--map: there is no player %s here (nor %s)", lookFor, strings.Join(m.mappedNames(lookFor), ", "))
		}
		return 0, nil
	case 1:
		return found[0].id, nil
	}
	var list []string
	for _, lp := range found {
		list = append(list, lp.name)
	}
	return 0, badFile("player %s in the file could be any of %s here; say which with --map %q", name,
		strings.Join(list, ", "), name+"="+list[0])
}

// joinLocal joins local player other into id, as history players merge does, because
// the file names both by one player's UUIDs. Two records that sat at one table are two
// people: the file is refused.
func (m *merger) joinLocal(id, other int64, uuid, name string) (int64, error) {
	load := func(id int64) (namedPlayer, error) {
		p := namedPlayer{id: id}
		return p, m.tx.QueryRowContext(m.ctx, `SELECT uuid, name FROM players WHERE id = ?`, id).Scan(&p.uuid, &p.name)
	}
	kept, err := load(id)
	if err != nil {
		return 0, err
	}
	gone, err := load(other)
	if err != nil {
		return 0, err
	}
	if foldName(gone.name) == foldName(name) && foldName(kept.name) != foldName(name) {
		kept, gone = gone, kept // the record called as the file calls the player stays
	}
	together, err := joinRecords(m.ctx, m.tx, kept, gone)
	if err != nil {
		return 0, err
	}
	if together != 0 {
		return 0, badFile("player UUID %s names two different players here", uuid)
	}
	for u, p := range m.players {
		if p == gone.id {
			m.players[u] = kept.id
		}
	}
	for key, list := range m.byKey {
		m.byKey[key] = slices.DeleteFunc(list, func(lp localPlayer) bool { return lp.id == gone.id })
	}
	m.noteJoin(gone.id, kept.id)
	m.joined = true
	return kept.id, nil
}

// joinUUID records that uuid names local player id too. The smaller UUID becomes the
// player's own, so two histories that merged each other name the player alike.
func (m *merger) joinUUID(id int64, uuid, name string) (int64, error) {
	var own string
	if err := m.tx.QueryRowContext(m.ctx, `SELECT uuid FROM players WHERE id = ?`, id).Scan(&own); err != nil {
		return 0, err
	}
	if own == uuid {
		return id, nil
	}
	var other int64
	err := m.tx.QueryRowContext(m.ctx, `SELECT id FROM players WHERE uuid = ?`, uuid).Scan(&other)
	switch {
	case err == nil && other != id:
		// Another laptop joined two records this history still keeps apart (history
		// players merge): they are joined here too, so the histories agree again.
		return m.joinLocal(id, other, uuid, name)
	case err != nil && !errors.Is(err, sql.ErrNoRows):
		return 0, err
	}
	alias := uuid
	if uuid < own {
		if _, err := m.tx.ExecContext(m.ctx, `UPDATE players SET uuid = ? WHERE id = ?`, uuid, id); err != nil {
			return 0, err
		}
		if _, err := m.tx.ExecContext(m.ctx, `DELETE FROM player_aliases WHERE kind = 'uuid' AND alias = ?`, uuid); err != nil {
			return 0, err
		}
		// Ids other applications gave the player follow it to its new UUID.
		if _, err := m.tx.ExecContext(m.ctx, `UPDATE external_ids SET uuid = ? WHERE kind = 'player' AND uuid = ?`, uuid, own); err != nil {
			return 0, err
		}
		alias = own
		m.joined = true
	}
	res, err := m.tx.ExecContext(m.ctx, `INSERT INTO player_aliases (kind, alias, player_id) VALUES ('uuid', ?, ?)
		ON CONFLICT DO NOTHING`, alias, id)
	if err != nil {
		return 0, err
	}
	if n, _ := res.RowsAffected(); n > 0 && alias == uuid {
		m.joined = true
	}
	return id, nil
}

// checkMapNames refuses a --map naming nobody: a mistyped name would otherwise be
// accepted without a word and the person it meant split in two.
func (m *merger) checkMapNames(pairs map[string]string) error {
	froms := slices.Sorted(maps.Keys(pairs))
	for _, from := range froms {
		for _, name := range []string{from, pairs[from]} {
			key := matchKey(name)
			if m.inFile[key] || len(m.byKey[key]) > 0 {
				continue
			}
			var mapped bool
			err := m.tx.QueryRowContext(m.ctx, `SELECT EXISTS (SELECT 1 FROM player_aliases WHERE kind = 'name' AND alias = ?)`, key).Scan(&mapped)
			if err != nil {
				return err
			}
			if !mapped {
				return badFile("--map %s=%s: nobody is called %s here or in the file", from, pairs[from], name)
			}
		}
	}
	return nil
}

// quoteArg is a name as a shell argument: quoted when it has a space.
func quoteArg(name string) string {
	if strings.ContainsAny(name, " '\"") {
		return strconv.Quote(name)
	}
	return name
}

// onePerson refuses a map that would make two players one: the file, or this history,
// holding two different players under names the map says are one person. talon merges
// the records of one person, never two people.
func (m *merger) onePerson(uuid string, p exportPlayer, target string) error {
	all := append([]string{matchKey(target)}, m.mappedNames(target)...)
	if first, ok := m.mapped[target]; ok && first != uuid && !slices.Contains(p.Aliases, first) {
		return badFile("--map: the file has two different players named %s; talon does not merge two players", strings.Join(all, " / "))
	}
	m.mapped[target] = uuid
	ids := map[int64]bool{}
	var here []string // as this history spells them
	for _, key := range all {
		for _, lp := range m.byKey[key] {
			if !ids[lp.id] {
				here = append(here, lp.name)
			}
			ids[lp.id] = true
		}
	}
	if len(ids) > 1 {
		if matchKey(here[0]) == matchKey(target) { // the name the map keeps last: INTO
			here[0], here[1] = here[1], here[0]
		}
		return badFile("--map: %s are different players here; if they are one person, `talon history players merge %s %s` joins them first",
			strings.Join(here, " / "), quoteArg(here[0]), quoteArg(here[1]))
	}
	return nil
}

// mappedNames are the names the map makes one person with target, other than target.
func (m *merger) mappedNames(target string) []string {
	var out []string
	for key, to := range m.mapping {
		if to == target && key != matchKey(target) {
			out = append(out, key)
		}
	}
	slices.Sort(out)
	return out
}

// callAsMapped gives local player id the name the map gives the person, so both sides
// of a mapped merge call them alike; the name it had stays a name that finds them. The
// spelling is the table's choice, made at the import's time, and travels as one.
func (m *merger) callAsMapped(id int64, target string) error {
	var current string
	if err := m.tx.QueryRowContext(m.ctx, `SELECT name FROM players WHERE id = ?`, id).Scan(&current); err != nil {
		return err
	}
	if current == target {
		return nil
	}
	clean, err := names.Clean("--map name", target)
	if err != nil {
		return badFile("%v", err)
	}
	var other int64
	err = m.tx.QueryRowContext(m.ctx, `SELECT id FROM players WHERE folded = ? AND id != ?`, foldName(clean), id).Scan(&other)
	if err == nil {
		return badFile("--map: %s is another player here", clean)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	if err := choose(m.ctx, m.tx, id, clean, m.at); err != nil {
		return err
	}
	m.renamed(id, current, clean)
	return m.rememberOld(id, current, clean)
}

// remember maps a name to a local player for later imports.
func (m *merger) remember(id int64, name string) error {
	_, err := m.tx.ExecContext(m.ctx, `INSERT INTO player_aliases (kind, alias, player_id, typed) VALUES ('name', ?1, ?2, ?3)
		ON CONFLICT (kind, alias) DO UPDATE SET typed = coalesce(player_aliases.typed, excluded.typed)`, matchKey(name), id, name)
	return err
}

// tombstone deletes a session the other side deleted, and remembers that it did.
// The earlier of two deletion times is kept, whichever side imports first.
func (m *merger) tombstone(uuid, at string) error {
	if err := checkUUID(i18n.M("deleted session"), uuid); err != nil {
		return err
	}
	t, err := time.Parse(time.RFC3339Nano, at)
	if err != nil {
		return badFile("deleted session %s: %q is not a time", uuid, at)
	}
	deleted, err := deleteSessionRows(m.ctx, m.tx, uuid)
	if err != nil {
		return err
	}
	if deleted {
		m.rep.SessionsDeleted++
	}
	_, err = m.tx.ExecContext(m.ctx, `INSERT INTO tombstones (uuid, deleted_at) VALUES (?1, ?2)
		ON CONFLICT (uuid) DO UPDATE SET deleted_at = min(deleted_at, ?2)`, uuid, formatTime(t))
	return err
}

// deleteSessionRows removes a session and everything kept under its UUID; it reports
// whether there was one.
func deleteSessionRows(ctx context.Context, tx *sql.Tx, uuid string) (bool, error) {
	for _, q := range []string{`DELETE FROM play_details WHERE session_uuid = ?`, `DELETE FROM corrections WHERE session_uuid = ?`} {
		if _, err := tx.ExecContext(ctx, q, uuid); err != nil {
			return false, err
		}
	}
	res, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE uuid = ?`, uuid)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

func (m *merger) external(list []exportExternal) error {
	for _, e := range list {
		if e.Source == "" || e.Kind == "" || e.External == "" || len(e.External) > 200 {
			return badFile("an external id is incomplete or too long: %+v", e)
		}
		if err := checkUUID(i18n.M("external id's talon UUID"), e.UUID); err != nil {
			return err
		}
		if e.Kind == copyKind {
			// Marks the session the file holds as a copy: kept with it when it is
			// merged (import_session.go), never on talon's own record of it here.
			if m.sessionsRead {
				return badFile("the external ids must come before the sessions")
			}
			if e.External == e.UUID {
				m.copies[e.UUID] = e.Source
			}
			continue
		}
		if id, ok := m.players[e.UUID]; ok && e.Kind == "player" {
			// The player as this history names it: the file's UUID may be an alias here.
			if err := m.tx.QueryRowContext(m.ctx, `SELECT uuid FROM players WHERE id = ?`, id).Scan(&e.UUID); err != nil {
				return err
			}
		}
		if _, err := m.tx.ExecContext(m.ctx, `INSERT INTO external_ids (source, kind, external, uuid) VALUES (?, ?, ?, ?)
			ON CONFLICT DO NOTHING`, e.Source, e.Kind, e.External, e.UUID); err != nil {
			return err
		}
	}
	return nil
}

// checkUUID accepts the UUIDs talon writes (and any short id of letters, digits and
// hyphens), refusing what could not be one.
func checkUUID(what i18n.Message, s string) error {
	if s == "" || len(s) > 64 {
		return badFile("%s id %s is empty or too long", what, names.Visible(s))
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-') {
			return badFile("%s id %s is not a UUID", what, names.Visible(s))
		}
	}
	return nil
}
