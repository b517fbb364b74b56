package main

import (
	"context"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// historyShowJSON is `talon history show ID --json`: the result (its keys at the top, as
// `score --json` prints one), which play it is, the play's details and its corrections.
type historyShowJSON struct {
	SessionID int64  `json:"session_id"`
	UUID      string `json:"uuid"`
	scoring.Result
	Players     []showPlayerJSON `json:"players"` // the result's, each with the name typed at the table
	Started     time.Time        `json:"started"`
	Ended       *time.Time       `json:"ended"`
	Details     detailsJSON      `json:"details"`
	Corrections []correctionJSON `json:"corrections"`
}

// showPlayerJSON is a player of the result: name is the name the history knows them
// by (the one `stats --json` counts them under), typed_name the name typed at the
// table, when the session has one for the seat.
type showPlayerJSON struct {
	scoring.PlayerResult
	TypedName string `json:"typed_name,omitempty"`
}

// detailsJSON is a play's details; an empty text is "" and an unknown duration null.
type detailsJSON struct {
	Location        string     `json:"location"`
	Notes           string     `json:"notes"`
	DurationSeconds *int64     `json:"duration_seconds"`
	EditedAt        *time.Time `json:"edited_at"`
}

// correctionJSON is one correction, oldest first: the first one's before is the score
// as first entered.
type correctionJSON struct {
	UUID   string               `json:"uuid"`
	MadeAt time.Time            `json:"made_at"`
	Reason string               `json:"reason"`
	Before []correctionLineJSON `json:"before"`
	After  []correctionLineJSON `json:"after"`
}

type correctionLineJSON struct {
	Seat      int               `json:"seat"` // 1 is the first player
	Player    string            `json:"player"`
	Score     int               `json:"score"`
	Rank      int               `json:"rank"`
	Winner    bool              `json:"winner"`
	Breakdown scoring.Breakdown `json:"breakdown"`
}

func showJSON(ctx context.Context, store *history.Store, s companion.Session, r scoring.Result, seats []history.SeatName) (historyShowJSON, error) {
	out := historyShowJSON{SessionID: s.ID, UUID: s.UUID, Result: r, Started: s.Started.UTC(), Corrections: []correctionJSON{}}
	out.Players = make([]showPlayerJSON, len(r.Players))
	for i, p := range r.Players {
		out.Players[i].PlayerResult = p
		if len(r.Players) == len(seats) { // a result for every seat, in seat order
			out.Players[i].TypedName = seats[i].Typed
		}
	}
	if s.Ended != nil {
		ended := s.Ended.UTC()
		out.Ended = &ended
	}
	d, err := store.Details(ctx, s.ID)
	if err != nil {
		return out, err
	}
	out.Details = detailsJSON{Location: d.Location, Notes: d.Notes, EditedAt: d.EditedAt}
	if d.Duration != nil {
		seconds := int64(d.Duration.Round(time.Second) / time.Second)
		out.Details.DurationSeconds = &seconds
	}
	corrections, err := store.Corrections(ctx, s.ID)
	if err != nil {
		return out, err
	}
	names := knownNames(seats)
	lines := func(list []history.CorrectionLine) []correctionLineJSON {
		out := make([]correctionLineJSON, len(list))
		for i, l := range list {
			name := ""
			if l.Seat < len(names) {
				name = names[l.Seat]
			}
			out[i] = correctionLineJSON{Seat: l.Seat + 1, Player: name, Score: l.Score, Rank: l.Rank, Winner: l.Winner, Breakdown: l.Breakdown}
		}
		return out
	}
	for _, c := range corrections {
		out.Corrections = append(out.Corrections, correctionJSON{UUID: c.UUID, MadeAt: c.MadeAt.UTC(), Reason: c.Reason,
			Before: lines(c.Before), After: lines(c.After)})
	}
	return out, nil
}
