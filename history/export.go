package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"io"
)

// exportFormat names the document, so a later import can recognise it.
const exportFormat = "talon-history"

// exportDoc is the document Export writes. Sessions and players are keyed by UUID, so
// histories from several machines can be merged without id clashes. Times are the
// stored RFC 3339 UTC text.
type exportDoc struct {
	Format   string                    `json:"format"`
	Schema   int                       `json:"schema"`
	Players  map[string]exportPlayer   `json:"players"`
	Sessions map[string]*exportSession `json:"sessions"`
}

type exportPlayer struct {
	Name string `json:"name"`
}

type exportSession struct {
	Game       string          `json:"game"`
	Config     json.RawMessage `json:"config"`
	Seed       string          `json:"seed"`
	Setup      json.RawMessage `json:"setup,omitempty"`
	Status     string          `json:"status"`
	Started    string          `json:"started"`
	Ended      *string         `json:"ended,omitempty"`
	TieBreak   *string         `json:"tie_break,omitempty"`
	Notes      json.RawMessage `json:"notes,omitempty"`
	Categories json.RawMessage `json:"categories,omitempty"`
	Seats      []exportSeat    `json:"seats"`
	Events     []exportEvent   `json:"events"`
	Results    []exportResult  `json:"results,omitempty"`
}

type exportSeat struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"` // player UUID
	Colour string `json:"colour,omitempty"`
}

type exportEvent struct {
	Seq      int             `json:"seq"`
	Action   string          `json:"action"`
	Streams  json.RawMessage `json:"streams"`
	At       string          `json:"at"`
	UndoneAt *string         `json:"undone_at,omitempty"`
}

type exportResult struct {
	Seat      int             `json:"seat"`
	Player    string          `json:"player"` // player UUID
	Score     int             `json:"score"`
	Rank      int             `json:"rank"`
	Winner    bool            `json:"winner"`
	Breakdown json.RawMessage `json:"breakdown"` // object in category order
}

// Export writes every session (with seats, all events including undone ones, and
// results) and every player as one JSON document, read from one snapshot.
func (s *Store) Export(ctx context.Context, w io.Writer) error {
	doc := exportDoc{Format: exportFormat, Schema: schemaVersion,
		Players: map[string]exportPlayer{}, Sessions: map[string]*exportSession{}}
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		byID := map[int64]*exportSession{}
		err := eachRow(ctx, tx, `SELECT id, uuid, game, config, seed, setup, status, started_at, ended_at,
				tie_break, notes, categories FROM sessions`, func(rows *sql.Rows) error {
			var (
				id                 int64
				uuid               string
				setup, notes, cats *string
				es                 = &exportSession{Seats: []exportSeat{}, Events: []exportEvent{}}
				config             string
			)
			if err := rows.Scan(&id, &uuid, &es.Game, &config, &es.Seed, &setup, &es.Status, &es.Started,
				&es.Ended, &es.TieBreak, &notes, &cats); err != nil {
				return err
			}
			es.Config, es.Setup, es.Notes, es.Categories = raw(&config), raw(setup), raw(notes), raw(cats)
			byID[id] = es
			doc.Sessions[uuid] = es
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, `SELECT uuid, name FROM players`, func(rows *sql.Rows) error {
			var uuid string
			var p exportPlayer
			if err := rows.Scan(&uuid, &p.Name); err != nil {
				return err
			}
			doc.Players[uuid] = p
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, `SELECT st.session_id, st.seat, p.uuid, st.colour FROM seats st
				JOIN players p ON p.id = st.player_id ORDER BY st.session_id, st.seat`, func(rows *sql.Rows) error {
			var id int64
			var seat exportSeat
			if err := rows.Scan(&id, &seat.Seat, &seat.Player, &seat.Colour); err != nil {
				return err
			}
			byID[id].Seats = append(byID[id].Seats, seat)
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, `SELECT session_id, seq, action, streams, at, undone_at FROM events
				ORDER BY session_id, seq`, func(rows *sql.Rows) error {
			var id int64
			var ev exportEvent
			var streams string
			if err := rows.Scan(&id, &ev.Seq, &ev.Action, &streams, &ev.At, &ev.UndoneAt); err != nil {
				return err
			}
			ev.Streams = raw(&streams)
			byID[id].Events = append(byID[id].Events, ev)
			return nil
		})
		if err != nil {
			return err
		}
		return eachRow(ctx, tx, `SELECT r.session_id, r.seat, p.uuid, r.score, r.rank, r.winner, r.breakdown
				FROM results r JOIN players p ON p.id = r.player_id ORDER BY r.session_id, r.seat`, func(rows *sql.Rows) error {
			var id int64
			var res exportResult
			var breakdown string
			if err := rows.Scan(&id, &res.Seat, &res.Player, &res.Score, &res.Rank, &res.Winner, &breakdown); err != nil {
				return err
			}
			res.Breakdown = raw(&breakdown)
			byID[id].Results = append(byID[id].Results, res)
			return nil
		})
	})
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// raw passes stored JSON text through unchanged; NULL stays absent.
func raw(s *string) json.RawMessage {
	if s == nil {
		return nil
	}
	return json.RawMessage(*s)
}

// eachRow runs a query and calls fn for every row.
func eachRow(ctx context.Context, q querier, query string, fn func(*sql.Rows) error) error {
	rows, err := q.QueryContext(ctx, query)
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
