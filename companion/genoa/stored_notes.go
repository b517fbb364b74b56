package genoa

import "github.com/talon-games/talon/scoring"

// A result's notes are kept in the history as their English text; registered, a result
// read back (talon history show) prints them in the table's language. The texts are
// those earlier versions stored, so older results read back too.
const (
	contractValueNote         = "contract value for a group of %d set to %d (default %d, rulebook); changed the total of %s"
	contractValueInferredNote = "contract value for a group of %d set to %d (default %d, INFERRED); changed the total of %s"
	contractsLeftOutNote      = "contract cards left out of the tie-break item count (default counts them, INFERRED); this changed the places"
)

func init() {
	scoring.StoredText(contractValueNote)
	scoring.StoredText(contractValueInferredNote)
	scoring.StoredText(contractsLeftOutNote)
}
