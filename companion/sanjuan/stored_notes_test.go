package sanjuan

import (
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// The six-cost note reads back from the history (its English text only) in Hungarian,
// as the live result prints it.
func TestSixCostNoteRewordedFromHistory(t *testing.T) {
	in := Input{SixCostVP: 1 - DefaultSixCostVP} // the other of the two allowed values
	for _, name := range []string{"Ann", "Ben"} {
		in.Players = append(in.Players, PlayerInput{Name: name, Buildings: []string{"indigo_plant", "palace"}})
	}
	res, err := ScoreInput(in)
	if err != nil {
		t.Fatal(err)
	}
	hu := i18n.NewPrinter(i18n.Hungarian)
	live, stored := res.LocalNotes(hu), res.Plain().LocalNotes(hu)
	if len(res.Notes) != 1 || len(live) != 1 || live[0] == res.Notes[0] || len(stored) != 1 || stored[0] != live[0] {
		t.Errorf("notes in Hungarian: live %q, read back %q (English %q)", live, stored, res.Notes)
	}
}
