package genoa

import (
	"testing"

	"github.com/talon-games/talon/scoring/scoringtest"
)

// A tie decided by items and the notes of changed settings: read back from the history
// they print the live Hungarian.
func TestResultReadsBackInHungarian(t *testing.T) {
	res := mustScore(t, Input{Players: []PlayerInput{
		player("Best; Ann", 200, 0, 8, 1, 4), player("Ben", 270, 1, 6, 2), player("Cid", 90, 0, 1),
	}, ContractValues: map[int]int{1: 20, 2: 40}})
	if len(res.Notes) != 2 || res.TieBreak == nil {
		t.Fatalf("tie-break %v, notes %q: want a tie-break and two notes", res.TieBreak, res.Notes)
	}
	scoringtest.ReadsBackAsLive(t, res, true, true)

	res = mustScore(t, Input{Players: []PlayerInput{player("A", 290, 0, 6, 1), player("B", 300, 0, 5)}, ExcludeContractsFromItems: true})
	scoringtest.ReadsBackAsLive(t, res, true, true)
}
