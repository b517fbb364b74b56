package scoringtest

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// ReadsBackAsLive checks that a result's tie-break line and notes, kept in the history
// as English JSON and read back, print the same Hungarian as the live result, and that
// this Hungarian is not the English (every text is in the catalog). want says what the
// result must have: at least a tie-break line, notes, or both.
func ReadsBackAsLive(t *testing.T, live scoring.Result, wantTieBreak, wantNotes bool) {
	t.Helper()
	if wantTieBreak != (live.TieBreak != nil) || wantNotes != (len(live.Notes) > 0) {
		t.Fatalf("tie-break %v, notes %q: want a tie-break %v, notes %v", live.TieBreak, live.Notes, wantTieBreak, wantNotes)
	}
	data, err := json.Marshal(live)
	if err != nil {
		t.Fatal(err)
	}
	var stored scoring.Result
	if err := json.Unmarshal(data, &stored); err != nil {
		t.Fatal(err)
	}
	hu, en := i18n.NewPrinter(i18n.Hungarian), i18n.NewPrinter(i18n.English)
	if got, want := stored.LocalTieBreak(hu), live.LocalTieBreak(hu); got != want {
		t.Errorf("tie-break read back: %q, live: %q", got, want)
	}
	if live.TieBreak != nil && live.LocalTieBreak(hu) == live.LocalTieBreak(en) {
		t.Errorf("tie-break %q is not in Hungarian", live.LocalTieBreak(hu))
	}
	if got, want := stored.LocalNotes(hu), live.LocalNotes(hu); !slices.Equal(got, want) {
		t.Errorf("notes read back: %q, live: %q", got, want)
	}
	for i, n := range live.LocalNotes(hu) {
		if n == live.Notes[i] {
			t.Errorf("note %q is not in Hungarian", n)
		}
	}
}
