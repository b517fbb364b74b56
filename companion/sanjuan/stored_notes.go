package sanjuan

import "github.com/talon-games/talon/scoring"

// The result's note is kept in the history as its English text; registered, a result
// read back (talon history show) prints it in the table's language.
func init() {
	scoring.StoredText("6-cost buildings scored %d VP each of their own (setting six_cost_vp, default %d)")
}
