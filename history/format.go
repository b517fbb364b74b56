package history

import "encoding/json"

// The export document. history/FORMAT.md describes it for people; keep the two in step.
const (
	// exportFormat names the document, so an import can recognise it.
	exportFormat = "talon-history"
	// FormatVersion is the version of the export document, independent of the database's
	// schema version: it changes only when the document's shape or meaning changes.
	// Version 1 was the unversioned export of the first talon.
	// Version 3 added details' dated.
	// Version 4 added each detail's own edit time (location_at, notes_at, duration_at,
	// date_at) and a correction's tie-break before and after it.
	// Version 5 added a player's since and named_at, which decide the spelling two
	// records of one person keep (player_names.go).
	FormatVersion = 5
)

// exportPlayer is a player under its UUID.
type exportPlayer struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases,omitempty"` // other UUIDs known to be this player
	Names   []string `json:"names,omitempty"`   // other names mapped to this player (import --map)
	// Since: when the person was first known by this name; NamedAt: when the table
	// chose the spelling (players merge, import --map). Absent: unknown, never (and in
	// files before format 5). They decide which spelling two records of one person keep.
	Since   string `json:"since,omitempty"`
	NamedAt string `json:"named_at,omitempty"`
}

// exportSession is a session under its UUID. Times are the stored RFC 3339 UTC text.
type exportSession struct {
	Game        string             `json:"game"`
	Config      json.RawMessage    `json:"config"`
	Seed        string             `json:"seed"`
	Setup       json.RawMessage    `json:"setup,omitempty"`
	Status      string             `json:"status"`
	Started     string             `json:"started"`
	Ended       *string            `json:"ended,omitempty"`
	TieBreak    *string            `json:"tie_break,omitempty"`
	Notes       json.RawMessage    `json:"notes,omitempty"`
	Categories  json.RawMessage    `json:"categories,omitempty"`
	Seats       []exportSeat       `json:"seats"`
	Events      []exportEvent      `json:"events"`
	Results     []exportResult     `json:"results,omitempty"`
	Details     *exportDetails     `json:"details,omitempty"`
	Corrections []exportCorrection `json:"corrections,omitempty"`
	Rounds      []exportRound      `json:"rounds,omitempty"`
}

// exportRound is one scored round of a session (Neptun's temple rounds): the round's
// result as the companion recorded it, and when it was scored.
type exportRound struct {
	Round    int             `json:"round"`
	Result   json.RawMessage `json:"result"`
	ScoredAt string          `json:"scored_at"`
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

// exportDetails are a play's location, notes and duration.
type exportDetails struct {
	Location        string  `json:"location,omitempty"`
	Notes           string  `json:"notes,omitempty"`
	DurationSeconds *int64  `json:"duration_seconds,omitempty"`
	EditedAt        *string `json:"edited_at,omitempty"`
	// Dated: the play's date was given by the table (new --at, history edit --at), so
	// the play is dated by its start, whenever its last move was entered.
	Dated bool `json:"dated,omitempty"`
	// When each detail was last edited with `history edit` (absent: never, or by a talon
	// before format 4, whose edited_at then stands for every detail): a merge keeps each
	// detail's later edit. DateAt is the play date's (started, and dated).
	LocationAt *string `json:"location_at,omitempty"`
	NotesAt    *string `json:"notes_at,omitempty"`
	DurationAt *string `json:"duration_at,omitempty"`
	DateAt     *string `json:"date_at,omitempty"`
}

// exportCorrection is one corrected final score; before and after are arrays of
// {seat, score, rank, winner, breakdown}.
type exportCorrection struct {
	UUID   string          `json:"uuid"`
	MadeAt string          `json:"made_at"`
	Reason string          `json:"reason,omitempty"`
	Before json.RawMessage `json:"before"`
	After  json.RawMessage `json:"after"`
	// The result's tie-break text before and after the correction ("" none; absent:
	// written by a talon before format 4, which kept the tie-break as it was).
	TieBreakBefore *string `json:"tie_break_before,omitempty"`
	TieBreakAfter  *string `json:"tie_break_after,omitempty"`
}

// exportExternal is an id another application gave to a talon session or player.
type exportExternal struct {
	Source   string `json:"source"`
	Kind     string `json:"kind"`
	External string `json:"external"`
	UUID     string `json:"uuid"`
}
