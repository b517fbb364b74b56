package history

import (
	"context"
	"database/sql"
	"encoding/binary"
	"time"

	"github.com/talon-games/talon/companion"
)

// listedEntry is one session as the kept list packs it (appendListed): where each of
// its fields lies in the month's blob. It holds no pointers, so reading a session into
// it costs the collector nothing (a slice written through a pointer while the collector
// runs goes through its write barrier: a third of the list's time, as slices).
type listedEntry struct {
	id                       int64
	uuid, game, seed, status blobSpan
	setup                    blobSpan
	hasSetup                 bool
	started, ended, last     storedTime
	players, options         blobSpan // the packed lists
	playerCount, optionCount int
	nilPlayers, nilOptions   bool
	events                   int
}

// blobSpan is where a field lies in a blob: blob[from:to].
type blobSpan struct{ from, to int }

func (s blobSpan) of(blob []byte) []byte { return blob[s.from:s.to] }

// storedTime is a time as appendStoredTime packs it.
type storedTime struct {
	kind  byte     // storedNone, storedNanos or storedText
	nanos int64    // storedNanos: since 1970
	text  blobSpan // storedText: as stored
}

// time is the time as parseStoredBytes reads it from its text.
func (t storedTime) time(blob []byte) (time.Time, error) {
	if t.kind == storedNanos {
		return time.Unix(0, t.nanos).UTC(), nil
	}
	return parseStoredBytes(t.text.of(blob))
}

// appendText appends the time's text as stored: the list's order is the order of these
// texts.
func (t storedTime) appendText(b, blob []byte) []byte {
	if t.kind == storedNanos {
		return time.Unix(0, t.nanos).UTC().AppendFormat(b, timeLayout)
	}
	return append(b, t.text.of(blob)...)
}

// listedStale says whether the kept list cannot answer a read: a session is pending, a
// session that is not active is newer than the list (written by a talon before it), or
// another form (or none) packed the months.
func listedStale(ctx context.Context, q querier) (bool, error) {
	var stale bool
	err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM listed_pending)
		OR NOT EXISTS (SELECT 1 FROM listed_state WHERE version = ?)
		OR EXISTS (SELECT 1 FROM sessions WHERE id > (SELECT last_session FROM listed_state) AND status != 'active')`,
		listedFormat).Scan(&stale)
	return stale, err
}

// activeLine is an active session of the list with its start as stored.
type activeLine struct {
	sum     SessionSummary
	started string
}

// eachSessionListed is eachSession for a long list, from the kept list: the months'
// sessions newest first, with the active sessions (read from their rows, each with two
// index look-ups) put in their places. ok is false when the kept list cannot answer
// (the caller reads the rows); damaged says a month did not decode: the list went on
// from the rows from that month down, and the kept list should be packed again.
func eachSessionListed(ctx context.Context, q querier, f SessionFilter, fn func(SessionSummary) error) (ok, damaged bool, err error) {
	if stale, err := listedStale(ctx, q); err != nil || stale {
		return false, false, err
	}
	var names knownNames
	if err := names.load(ctx, q); err != nil {
		return false, false, err
	}
	var actives []activeLine
	if f.Status == "" || f.Status == string(companion.Active) {
		if actives, err = readActives(ctx, q, &names, f.Game); err != nil {
			return false, false, err
		}
	}
	left, skip := f.Limit, max(f.Offset, 0)
	if left <= 0 {
		left = -1
	}
	emit := func(sum SessionSummary) error {
		if skip > 0 { // an active session within the offset
			skip--
			return nil
		}
		left--
		return fn(sum)
	}
	// flush hands on the active sessions that come before a session started at started
	// with this id (all of them, with done).
	var key []byte
	flush := func(blob []byte, started storedTime, id int64, done bool) error {
		if len(actives) > 0 && !done {
			key = started.appendText(key[:0], blob)
		}
		for len(actives) > 0 && left != 0 {
			a := actives[0]
			if !done && !(a.started > string(key) || a.started == string(key) && a.sum.Session.ID > id) {
				break
			}
			actives = actives[1:]
			if err := emit(a.sum); err != nil {
				return err
			}
		}
		return nil
	}
	var after listedKey
	if f.Status != string(companion.Active) {
		after, damaged, err = eachListedMonth(ctx, q, f, &names, &left, &skip, flush, emit)
		if err != nil {
			return true, false, err
		}
	}
	if damaged {
		// The sessions after the last one read are read from the rows (actives
		// included); the actives before it are handed on first.
		conds, args := sessionConds(f)
		if after.set {
			text := []byte(after.started)
			if err := flush(text, storedTime{kind: storedText, text: blobSpan{0, len(text)}}, after.id, false); err != nil || left == 0 {
				return true, true, err
			}
			conds = append(conds, "(s.started_at < ? OR s.started_at = ? AND s.id < ?)")
			args = append(args, after.started, after.started, after.id)
		}
		return true, true, eachSessionTallied(ctx, q, &names, sessionsWhere(conds), args, max(left, 0), skip, fn)
	}
	return true, false, flush(nil, storedTime{}, 0, true)
}

// listedKey is a session's place in the list: its start as stored and its id.
type listedKey struct {
	started string
	id      int64
	set     bool
}

// eachListedMonth walks the kept months newest first, handing on the sessions the
// filter keeps (flush first hands on the active ones that come before each), the first
// skip of them (actives included) passed over undecoded. A month that does not decode
// stops the walk (damaged), after the last session read whole.
func eachListedMonth(ctx context.Context, q querier, f SessionFilter, names *knownNames, left, skip *int,
	flush func([]byte, storedTime, int64, bool) error, emit func(SessionSummary) error) (after listedKey, damaged bool, err error) {
	rows, err := q.QueryContext(ctx, `SELECT sessions FROM listed_months ORDER BY month DESC`)
	if err != nil {
		return after, false, err
	}
	defer rows.Close()
	var (
		d         = listedDecoder{brief: f.Brief, players: names}
		e         listedEntry
		blob      sql.RawBytes
		lastStart storedTime // the last session read whole, in this month
		lastID    int64
		readAny   bool // in this month
	)
	keyOfLast := func() {
		if readAny {
			after = listedKey{started: string(lastStart.appendText(nil, blob)), id: lastID, set: true}
		}
	}
	for *left != 0 && rows.Next() {
		if err := rows.Scan(&blob); err != nil {
			return after, false, err
		}
		r := listedReader{b: blob}
		readAny = false
		for r.pos < len(r.b) && *left != 0 {
			if r.readEntry(&e); r.bad {
				keyOfLast()
				return after, true, nil
			}
			lastStart, lastID, readAny = e.started, e.id, true
			if f.Status != "" && string(e.status.of(blob)) != f.Status || f.Game != "" && string(e.game.of(blob)) != f.Game {
				continue
			}
			if err := flush(blob, e.started, e.id, false); err != nil {
				return after, false, err
			}
			if *left == 0 {
				break
			}
			if *skip > 0 {
				*skip--
				continue
			}
			sum, err := d.summary(&e, blob)
			if err != nil {
				return after, false, err
			}
			if err := emit(sum); err != nil {
				return after, false, err
			}
		}
		keyOfLast() // before the next month's row: the blob is the driver's until then
	}
	return after, false, rows.Err()
}

// listedDecoder makes the sessions' lines of the kept list: texts are copied out of
// the months' blobs (the driver's to reuse), the names every session repeats (games,
// statuses, players, colours) once a list. Players, their names and end times are
// taken from blocks of a few hundred, not allocated one by one.
type listedDecoder struct {
	brief      bool        // the table's fields only (SessionFilter.Brief)
	players    *knownNames // the names the seats' records go by
	names      map[string]string
	recent     [64]string
	seated     []companion.Player
	goBy       []string
	ends       []time.Time
	optionSets map[string]companion.Options // by their packed bytes (sharedOptionSets at most)
}

// sharedOptionSets is how many different sets of options a list shares between its
// sessions: a group plays a game with a few, and a session with another set past this
// many gets a map of its own.
const sharedOptionSets = 1024

// name is b as a string, the same one each time.
func (d *listedDecoder) name(b []byte) string {
	h := uint32(len(b)) // a direct-mapped cache in front of the map, which costs more
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	slot := int(h>>8) & (len(d.recent) - 1)
	if s := d.recent[slot]; s == string(b) && (s != "" || len(b) == 0) {
		return s
	}
	s, ok := d.names[string(b)]
	if !ok {
		if d.names == nil {
			d.names = map[string]string{}
		}
		s = string(b)
		d.names[s] = s
	}
	d.recent[slot] = s
	return s
}

// summary is the session's line as eachSession reads it from the rows.
func (d *listedDecoder) summary(e *listedEntry, blob []byte) (SessionSummary, error) {
	sum := SessionSummary{Events: e.events}
	sess := &sum.Session
	sess.ID, sess.Game = e.id, d.name(e.game.of(blob))
	if !d.brief {
		uuid, seed := e.uuid.of(blob), e.seed.of(blob)
		both := string(append(uuid[:len(uuid):len(uuid)], seed...)) // one allocation for the two
		sess.UUID, sess.Seed = both[:len(uuid)], both[len(uuid):]
	}
	sess.Status = companion.Status(d.name(e.status.of(blob)))
	r := listedReader{b: blob, pos: e.players.from}
	switch {
	case e.nilPlayers:
	case e.playerCount == 0:
		sess.Config.Players = []companion.Player{}
	default:
		if cap(d.seated)-len(d.seated) < e.playerCount {
			d.seated = make([]companion.Player, 0, max(512, e.playerCount))
		}
		if cap(d.goBy)-len(d.goBy) < e.playerCount {
			d.goBy = make([]string, 0, max(512, e.playerCount))
		}
		from := len(d.seated)
		for range e.playerCount {
			name, colour := r.bytes(), r.bytes()
			p := companion.Player{Name: d.name(name.of(blob)), Colour: d.name(colour.of(blob))}
			d.seated = append(d.seated, p)
			d.goBy = append(d.goBy, d.players.name(r.varint(), p.Name))
		}
		sess.Config.Players = d.seated[from:len(d.seated):len(d.seated)]
		sum.Names = d.goBy[from:len(d.goBy):len(d.goBy)]
	}
	if !e.nilOptions && !d.brief {
		sess.Config.Options = d.options(e, blob)
	}
	var err error
	if sess.Started, err = e.started.time(blob); err != nil {
		return sum, err
	}
	if e.ended.kind != storedNone && !d.brief {
		if len(d.ends) == cap(d.ends) {
			d.ends = make([]time.Time, 0, 512)
		}
		end, err := e.ended.time(blob)
		if err != nil {
			return sum, err
		}
		d.ends = append(d.ends, end)
		sess.Ended = &d.ends[len(d.ends)-1]
	}
	sum.LastAt = sess.Started
	if e.last.kind != storedNone {
		if sum.LastAt, err = e.last.time(blob); err != nil {
			return sum, err
		}
	}
	return sum, nil
}

// options is a session's options, the same map for every session of the list that
// packs the same ones (SessionSummary says not to change it).
func (d *listedDecoder) options(e *listedEntry, blob []byte) companion.Options {
	packed := e.options.of(blob)
	if set, ok := d.optionSets[string(packed)]; ok {
		return set
	}
	set := make(companion.Options, e.optionCount)
	r := listedReader{b: blob, pos: e.options.from}
	for range e.optionCount {
		k, v := r.bytes(), r.bytes()
		set[d.name(k.of(blob))] = d.name(v.of(blob))
	}
	if len(d.optionSets) < sharedOptionSets {
		if d.optionSets == nil {
			d.optionSets = map[string]companion.Options{}
		}
		d.optionSets[string(packed)] = set
	}
	return set
}

// readActives reads the active sessions (of game, when given), newest first, with
// their live events and last action looked up.
func readActives(ctx context.Context, q querier, names *knownNames, game string) ([]activeLine, error) {
	query := `SELECT ` + prefixed("s.", sessionColumns) + `,
		(SELECT count(*) FROM events e WHERE e.session_id = s.id AND e.undone_at IS NULL),
		` + lastActivity + `, ` + seatRecordsSQL + `
		FROM sessions s WHERE s.status = 'active'`
	var args []any
	if game != "" {
		query += ` AND s.game = ?`
		args = append(args, game)
	}
	var out []activeLine
	err := eachRow(ctx, q, query+` ORDER BY s.started_at DESC, s.id DESC`, func(rows *sql.Rows) error {
		var (
			a      activeLine
			last   string
			seated sql.NullString
			err    error
		)
		if a.sum.Session, err = scanSessionStart(rows, &a.started, &a.sum.Events, &last, &seated); err != nil {
			return err
		}
		players := a.sum.Session.Config.Players
		a.sum.Names = names.seats(nil, players, seatRecords(nil, seated.String, len(players)))
		a.sum.Session.Setup = nil // a list leaves it out (SessionSummary)
		if a.sum.LastAt, err = parseStoredBytes(last); err != nil {
			return err
		}
		out = append(out, a)
		return nil
	}, args...)
	return out, err
}

// listedReader reads packed sessions (appendListed) from b, at pos. It moves an index
// rather than reslicing b: no pointer is written as it reads.
type listedReader struct {
	b   []byte
	pos int
	bad bool
}

func (r *listedReader) uvarint() uint64 {
	if r.pos < len(r.b) && r.b[r.pos] < 0x80 { // most numbers here are one byte
		r.pos++
		return uint64(r.b[r.pos-1])
	}
	x, n := binary.Uvarint(r.b[min(r.pos, len(r.b)):])
	if n <= 0 {
		r.bad, r.pos = true, len(r.b)
		return 0
	}
	r.pos += n
	return x
}

func (r *listedReader) varint() int64 {
	u := r.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

// count reads a count written as n+1 (0: none at all); ok is false for none.
func (r *listedReader) count() (n int, ok bool) {
	u := r.uvarint()
	if u == 0 {
		return 0, false
	}
	if u-1 > uint64(len(r.b)-r.pos) { // each thing counted takes a byte at least
		r.bad, r.pos = true, len(r.b)
		return 0, false
	}
	return int(u - 1), true
}

// bytes passes over a text written with its length.
func (r *listedReader) bytes() blobSpan {
	n := r.uvarint()
	if n > uint64(len(r.b)-r.pos) {
		r.bad, r.pos = true, len(r.b)
		return blobSpan{}
	}
	r.pos += int(n)
	return blobSpan{r.pos - int(n), r.pos}
}

func (r *listedReader) nullBytes() (blobSpan, bool) {
	n, ok := r.count() // n is at most what is left
	if !ok {
		return blobSpan{}, false
	}
	r.pos += n
	return blobSpan{r.pos - n, r.pos}, true
}

// seats passes over n packed players: two texts (name, colour) and a record's id.
func (r *listedReader) seats(n int) blobSpan {
	from := r.pos
	for range n {
		r.bytes()
		r.bytes()
		r.varint()
	}
	return blobSpan{from, r.pos}
}

// pairs passes over n packed pairs of texts.
func (r *listedReader) pairs(n int) blobSpan {
	from := r.pos
	for range n {
		r.bytes()
		r.bytes()
	}
	return blobSpan{from, r.pos}
}

// readEntry reads one packed session into e.
func (r *listedReader) readEntry(e *listedEntry) {
	e.id = r.varint()
	e.uuid, e.game = r.bytes(), r.bytes()
	n, ok := r.count()
	e.playerCount, e.nilPlayers = n, !ok
	e.players = r.seats(e.playerCount)
	n, ok = r.count()
	e.optionCount, e.nilOptions = n, !ok
	e.options = r.pairs(e.optionCount)
	e.seed = r.bytes()
	e.setup, e.hasSetup = r.nullBytes()
	e.status = r.bytes()
	e.started, e.ended = r.storedTime(), r.storedTime()
	e.events = int(r.uvarint())
	e.last = r.storedTime()
	if e.started.kind == storedNone {
		r.bad = true // a session always has its start
	}
}

func (r *listedReader) storedTime() storedTime {
	switch n := r.uvarint(); {
	case n == storedNone:
		return storedTime{}
	case n == storedNanos:
		return storedTime{kind: storedNanos, nanos: r.varint()}
	case n-storedText > uint64(len(r.b)-r.pos):
		r.bad, r.pos = true, len(r.b)
		return storedTime{}
	default:
		r.pos += int(n - storedText)
		return storedTime{kind: storedText, text: blobSpan{r.pos - int(n-storedText), r.pos}}
	}
}
