package companion

import (
	"encoding/json"
	"time"
)

// Status of a session.
type Status string

const (
	Active    Status = "active"
	Finished  Status = "finished"
	Abandoned Status = "abandoned"
)

// Session is a stored game at the table: who sits where, the options, the seed and the
// setup record. Its events are kept separately, in order.
type Session struct {
	ID      int64           `json:"id"`
	UUID    string          `json:"uuid"`
	Game    string          `json:"game"`
	Config  Config          `json:"config"`
	Seed    string          `json:"seed"` // the seed code, as printed at setup
	Setup   json.RawMessage `json:"setup,omitempty"`
	Status  Status          `json:"status"`
	Started time.Time       `json:"started"`
	Ended   *time.Time      `json:"ended,omitempty"`
}

// Event is one accepted table action: its canonical text, the random streams it drew
// from (so later draws stay independent), and when it was recorded.
type Event struct {
	Seq     int       `json:"seq"`
	Action  string    `json:"action"`
	Streams []string  `json:"streams,omitempty"`
	At      time.Time `json:"at"`
}
