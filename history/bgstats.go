package history

// BG Stats (the "Board Game Stats" app by Eerko Vissering) keeps a group's plays in a
// JSON backup/export file of four lists, linked by numeric ids: players, locations,
// games and plays, each play with its playerScores. The play fields follow the app's
// documented push format (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/:
// playDate "YYYY-MM-DD HH:MM:SS" in local time, durationMin, board, comments, location,
// game bggId/highestWins/noPoints, players with score, winner, rank, startPlayer).
// INFERRED: the file's own member names (players/locations/games/plays, id, uuid,
// gameRefId, locationRefId, playerScores, playerRefId, seatOrder) are not in that
// documentation; they are the export file's shape as BG Stats users describe it (four
// "tables" linked by ids). Everything talon reads or writes of the file is this file's
// types, so a correction is made here once.

// BGStatsFile is a BG Stats backup/export file.
type BGStatsFile struct {
	Players   []BGStatsPlayer   `json:"players"`
	Locations []BGStatsLocation `json:"locations"`
	Games     []BGStatsGame     `json:"games"`
	Plays     []BGStatsPlay     `json:"plays"`
}

// BGStatsPlayer is one person.
type BGStatsPlayer struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

// BGStatsLocation is one place plays happen.
type BGStatsLocation struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

// BGStatsGame is one game, with its BoardGameGeek id (0 when unknown: left out).
type BGStatsGame struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	BGGID       int    `json:"bggId,omitempty"`
	HighestWins bool   `json:"highestWins"`
	NoPoints    bool   `json:"noPoints"`
	Cooperative bool   `json:"cooperative"`
}

// BGStatsPlay is one play.
type BGStatsPlay struct {
	UUID          string               `json:"uuid"`
	PlayDate      string               `json:"playDate"` // local time, "2006-01-02 15:04:05"
	DurationMin   int                  `json:"durationMin"`
	GameRefID     int                  `json:"gameRefId"`
	LocationRefID int                  `json:"locationRefId,omitempty"`
	Board         string               `json:"board"`    // talon: options and seed
	Comments      string               `json:"comments"` // talon: the breakdown, then the notes
	PlayerScores  []BGStatsPlayerScore `json:"playerScores"`
}

// BGStatsPlayerScore is one player's line in a play. Score is text: BG Stats keeps
// what was typed; talon writes the breakdown's sum.
type BGStatsPlayerScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"` // 1 is the first seat
	StartPlayer bool   `json:"startPlayer"`
}

// BGGGame is what BG Stats needs to know of a talon game: its name and BoardGameGeek id
// (0 when talon does not know it), and the game's score categories (catalog keys), so
// that a breakdown written in the table's language reads back.
type BGGGame struct {
	Name       string
	BGGID      int
	Categories []string
	// Names are the other names a BG Stats file may give the game (the game's titles
	// in other languages, short forms: those talon's game list accepts); the import
	// matches them, Name and the game's id ignoring case and accents.
	Names []string
}

// bgstatsLayout is BG Stats's play date layout, in local time.
const bgstatsLayout = "2006-01-02 15:04:05"

// bgstatsSource names BG Stats in external_ids.
const bgstatsSource = "bgstats"
