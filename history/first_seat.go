package history

import "strings"

// firstPlayers says where each game's setup record (sessions.setup, written by the
// game's Setup when `talon new` started it) names who plays first. A game not listed
// seats its players from the first player: Catan and Marco Polo (its seats run from
// the start player), and every play scored with `talon score` (seat 1 is the first
// player as entered; it has no setup record).
var firstPlayers = []struct {
	game string
	// position is an SQL expression, over sessions s and results r, of the place of
	// r's seat in the turn order, 0 for the first player; n is the number of seats.
	position func(n string) string
}{
	// Genoa's first player (option first=NAME, or drawn) plays first; the turn goes
	// round the table in seat order (companion/genoa setupRecord.First).
	{"genoa", func(n string) string { return rotated("$.first", n) }},
	// San Juan's first governor (option governor=NAME, or random); the governor passes
	// in seat order (companion/sanjuan setupRecord.Governor).
	{"san-juan", func(n string) string { return rotated("$.governor", n) }},
	// Neptun draws a turn order of the seats (companion/neptun SetupRecord.Order).
	{"neptun", func(string) string {
		return `(SELECT o.key FROM json_each(s.setup, '$.order') o WHERE o.value = r.seat)`
	}},
}

// rotated is the place of r's seat counted from the seat a setup record names at path.
func rotated(path, n string) string {
	return `((r.seat - json_extract(s.setup, '` + path + `') + ` + n + `) % ` + n + `)`
}

// turnPlaceSQL is turnPlace, written once.
var turnPlaceSQL = turnPlace()

// firstSeatSQL is the seat of session s's first player.
var firstSeatSQL = `coalesce((SELECT r.seat FROM results r WHERE r.session_id = s.id AND (` + turnPlaceSQL + `) = 0), 0)`

// turnPlace is the SQL place in the turn order (0 = the first player) of result r in
// session s: the seat as stored where no setup record says otherwise.
func turnPlace() string {
	n := `json_array_length(s.config, '$.players')`
	var b strings.Builder
	b.WriteString(`CASE WHEN s.setup IS NULL THEN r.seat`)
	for _, g := range firstPlayers {
		b.WriteString(` WHEN s.game = '` + g.game + `' THEN coalesce(` + g.position(n) + `, r.seat)`)
	}
	b.WriteString(` ELSE r.seat END`)
	return b.String()
}
