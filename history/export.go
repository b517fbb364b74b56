package history

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
)

// Export writes every player, tombstone, external id and session (with seats, all
// events including undone ones, results, play details and corrections) as one JSON
// document, read from one snapshot. It streams: one session is in memory at a time,
// whatever the size of the history. The document is described in history/FORMAT.md.
func (s *Store) Export(ctx context.Context, w io.Writer) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		doc := &objectWriter{w: bw, indent: "  "}
		doc.open()
		doc.field("format", exportFormat)
		doc.field("version", FormatVersion)
		doc.field("schema", schemaVersion)
		if err := writePlayers(ctx, tx, doc.child("players")); err != nil {
			return err
		}
		if err := writeTombstones(ctx, tx, doc.child("deleted")); err != nil {
			return err
		}
		if err := writeExternal(ctx, tx, doc); err != nil {
			return err
		}
		if err := writeSessions(ctx, tx, doc.child("sessions")); err != nil {
			return err
		}
		doc.close()
		return doc.err
	})
	if err != nil {
		return err
	}
	return bw.Flush()
}

// objectWriter writes one JSON object a member at a time, indented like
// json.MarshalIndent, remembering the first write error.
type objectWriter struct {
	w      io.Writer
	indent string // of the members
	n      int
	err    error
	parent *objectWriter
}

func (o *objectWriter) printf(format string, args ...any) {
	if o.err == nil {
		_, o.err = fmt.Fprintf(o.w, format, args...)
	}
}

func (o *objectWriter) open() { o.printf("{") }

// member starts `"key": ` on its own line.
func (o *objectWriter) member(key string) {
	sep := ","
	if o.n == 0 {
		sep = ""
	}
	o.n++
	k, _ := json.Marshal(key) // a string always marshals
	o.printf("%s\n%s%s: ", sep, o.indent, k)
}

func (o *objectWriter) field(key string, v any) {
	o.member(key)
	if o.err != nil {
		return
	}
	b, err := json.MarshalIndent(v, o.indent, "  ")
	if err != nil {
		o.err = err
		return
	}
	_, o.err = o.w.Write(b)
}

// child starts a member whose value is an object written member by member; close it
// before writing the next member of o.
func (o *objectWriter) child(key string) *objectWriter {
	o.member(key)
	c := &objectWriter{w: o.w, indent: o.indent + "  ", parent: o}
	c.open()
	return c
}

func (o *objectWriter) close() {
	if o.n > 0 {
		outer := ""
		if o.parent != nil {
			outer = o.parent.indent
		}
		o.printf("\n%s", outer)
	}
	o.printf("}")
	if o.parent == nil {
		o.printf("\n")
	} else if o.parent.err == nil {
		o.parent.err = o.err
	}
}

// finish closes o and returns the first error of the query or the writes.
func (o *objectWriter) finish(err error) error {
	o.close()
	if err != nil {
		return err
	}
	return o.err
}

func writePlayers(ctx context.Context, tx *sql.Tx, out *objectWriter) error {
	// Aliases are few; each player's are gathered as JSON lists, in order. A remembered
	// name that is the player's own name (up to case and accents) finds nobody else, and
	// is left out: a history that renamed the player in another spelling may hold it and
	// one that did not may not, and the two would list different names.
	err := eachRow(ctx, tx, `SELECT p.uuid, p.name, coalesce(p.name_since, ''), coalesce(p.named_at, ''),
			(SELECT json_group_array(alias) FROM (SELECT a.alias FROM player_aliases a
				WHERE a.player_id = p.id AND a.kind = 'uuid' ORDER BY a.alias)),
			(SELECT json_group_array(alias) FROM (SELECT a.alias FROM player_aliases a
				WHERE a.player_id = p.id AND a.kind = 'name' AND a.alias != match_key(p.name) ORDER BY a.alias))
		FROM players p ORDER BY p.uuid`, func(rows *sql.Rows) error {
		var uuid, aliases, names string
		var p exportPlayer
		if err := rows.Scan(&uuid, &p.Name, &p.Since, &p.NamedAt, &aliases, &names); err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(aliases), &p.Aliases); err != nil {
			return err
		}
		if err := json.Unmarshal([]byte(names), &p.Names); err != nil {
			return err
		}
		out.field(uuid, p)
		return out.err
	})
	return out.finish(err)
}

func writeTombstones(ctx context.Context, tx *sql.Tx, out *objectWriter) error {
	err := eachRow(ctx, tx, `SELECT uuid, deleted_at FROM tombstones ORDER BY uuid`, func(rows *sql.Rows) error {
		var uuid, at string
		if err := rows.Scan(&uuid, &at); err != nil {
			return err
		}
		out.field(uuid, at)
		return out.err
	})
	return out.finish(err)
}

func writeExternal(ctx context.Context, tx *sql.Tx, doc *objectWriter) error {
	var list []exportExternal // ids from other applications: one per imported play at most
	err := eachRow(ctx, tx, `SELECT source, kind, external, uuid FROM external_ids ORDER BY source, kind, external`,
		func(rows *sql.Rows) error {
			var e exportExternal
			if err := rows.Scan(&e.Source, &e.Kind, &e.External, &e.UUID); err != nil {
				return err
			}
			list = append(list, e)
			return nil
		})
	if err != nil {
		return err
	}
	if len(list) > 0 {
		doc.field("external", list)
	}
	return doc.err
}

// writeSessions walks the sessions in id order with one cursor per child table, each
// ordered by session id, so every table is read once.
func writeSessions(ctx context.Context, tx *sql.Tx, out *objectWriter) error {
	seats := &childRows[exportSeat]{scan: func(r *sql.Rows, v *exportSeat) (int64, error) {
		var id int64
		return id, r.Scan(&id, &v.Seat, &v.Player, &v.Colour)
	}}
	events := &childRows[exportEvent]{scan: func(r *sql.Rows, v *exportEvent) (int64, error) {
		var id int64
		var streams string
		err := r.Scan(&id, &v.Seq, &v.Action, &streams, &v.At, &v.UndoneAt)
		v.Streams = raw(&streams)
		return id, err
	}}
	results := &childRows[exportResult]{scan: func(r *sql.Rows, v *exportResult) (int64, error) {
		var id int64
		var breakdown string
		err := r.Scan(&id, &v.Seat, &v.Player, &v.Score, &v.Rank, &v.Winner, &breakdown)
		v.Breakdown = raw(&breakdown)
		return id, err
	}}
	corrections := &childRows[exportCorrection]{scan: func(r *sql.Rows, v *exportCorrection) (int64, error) {
		var id int64
		var before, after string
		err := r.Scan(&id, &v.UUID, &v.MadeAt, &v.Reason, &before, &after, &v.TieBreakBefore, &v.TieBreakAfter)
		v.Before, v.After = raw(&before), raw(&after)
		return id, err
	}}
	rounds := &childRows[exportRound]{scan: func(r *sql.Rows, v *exportRound) (int64, error) {
		var id int64
		var result string
		err := r.Scan(&id, &v.Round, &result, &v.ScoredAt)
		v.Result = raw(&result)
		return id, err
	}}
	for _, c := range []struct {
		rows interface {
			start(context.Context, *sql.Tx, string) error
		}
		query string
	}{
		{seats, `SELECT st.session_id, st.seat, p.uuid, st.colour FROM seats st
			JOIN players p ON p.id = st.player_id ORDER BY st.session_id, st.seat`},
		{events, `SELECT session_id, seq, action, streams, at, undone_at FROM events ORDER BY session_id, seq`},
		{results, `SELECT r.session_id, r.seat, p.uuid, r.score, r.rank, r.winner, r.breakdown
			FROM results r JOIN players p ON p.id = r.player_id ORDER BY r.session_id, r.seat`},
		{corrections, `SELECT s.id, c.uuid, c.made_at, c.reason, c.before, c.after, c.tie_break_before, c.tie_break_after
			FROM corrections c JOIN sessions s ON s.uuid = c.session_uuid ORDER BY s.id, c.made_at, c.uuid`},
		{rounds, `SELECT session_id, round, result, scored_at FROM rounds ORDER BY session_id, round`},
	} {
		if err := c.rows.start(ctx, tx, c.query); err != nil {
			return err
		}
	}
	defer seats.close()
	defer events.close()
	defer results.close()
	defer corrections.close()
	defer rounds.close()

	err := eachRow(ctx, tx, `SELECT s.id, s.uuid, s.game, s.config, s.seed, s.setup, s.status, s.started_at,
			s.ended_at, s.tie_break, s.notes, s.categories,
			d.location, d.notes, d.duration_seconds, d.edited_at, coalesce(d.dated, 0),
			d.location_at, d.notes_at, d.duration_at, d.date_at
		FROM sessions s LEFT JOIN play_details d ON d.session_uuid = s.uuid ORDER BY s.id`, func(rows *sql.Rows) error {
		var (
			id                 int64
			uuid, config       string
			setup, notes, cats *string
			es                 exportSession
			location, remarks  *string
			d                  exportDetails
		)
		if err := rows.Scan(&id, &uuid, &es.Game, &config, &es.Seed, &setup, &es.Status, &es.Started,
			&es.Ended, &es.TieBreak, &notes, &cats, &location, &remarks, &d.DurationSeconds, &d.EditedAt, &d.Dated,
			&d.LocationAt, &d.NotesAt, &d.DurationAt, &d.DateAt); err != nil {
			return err
		}
		es.Config, es.Setup, es.Notes, es.Categories = raw(&config), raw(setup), raw(notes), raw(cats)
		if location != nil {
			d.Location, d.Notes = *location, *remarks
			es.Details = &d
		}
		var err error
		if es.Seats, err = seats.take(id); err != nil {
			return err
		}
		if es.Events, err = events.take(id); err != nil {
			return err
		}
		if es.Results, err = results.take(id); err != nil {
			return err
		}
		if es.Corrections, err = corrections.take(id); err != nil {
			return err
		}
		if es.Rounds, err = rounds.take(id); err != nil {
			return err
		}
		if es.Seats == nil {
			es.Seats = []exportSeat{}
		}
		if es.Events == nil {
			es.Events = []exportEvent{}
		}
		out.field(uuid, es)
		return out.err
	})
	return out.finish(err)
}

// childRows reads a table ordered by session id alongside the sessions, handing out
// each session's rows in turn.
type childRows[T any] struct {
	rows   *sql.Rows
	scan   func(*sql.Rows, *T) (int64, error)
	next   T
	nextID int64
	has    bool
}

func (c *childRows[T]) start(ctx context.Context, tx *sql.Tx, query string) error {
	var err error
	if c.rows, err = tx.QueryContext(ctx, query); err != nil {
		return err
	}
	return c.advance()
}

func (c *childRows[T]) advance() error {
	c.has = c.rows.Next()
	if !c.has {
		return c.rows.Err()
	}
	var v T
	id, err := c.scan(c.rows, &v)
	c.next, c.nextID = v, id
	return err
}

// take returns the rows of session id; the sessions are walked in id order.
func (c *childRows[T]) take(id int64) ([]T, error) {
	var out []T
	for c.has && c.nextID <= id {
		if c.nextID == id {
			out = append(out, c.next)
		}
		if err := c.advance(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (c *childRows[T]) close() {
	if c.rows != nil {
		c.rows.Close()
	}
}

// raw passes stored JSON text through unchanged; NULL stays absent.
func raw(s *string) json.RawMessage {
	if s == nil {
		return nil
	}
	return json.RawMessage(*s)
}

// eachRow runs a query with its arguments and calls fn for every row.
func eachRow(ctx context.Context, q querier, query string, fn func(*sql.Rows) error, args ...any) error {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}
