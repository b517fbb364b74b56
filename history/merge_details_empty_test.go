package history

import "testing"

// An unstamped field one side left empty never wins over the other side's value, in
// either order: a note or a length added in BG Stats survives the copy giving way to
// talon's own record when that record has details of its own (review-3 F2).
func TestMergeDetailsEmptyFieldNeverWinsATie(t *testing.T) {
	minutes := int64(95 * 60)
	own := &exportDetails{Location: "Home"}
	copied := &exportDetails{Notes: "Ben was robbed all game", DurationSeconds: &minutes}
	for _, order := range []struct {
		name string
		a, b *exportDetails
	}{{"own first", own, copied}, {"copy first", copied, own}} {
		for _, prefer := range []*exportDetails{nil, own, copied} {
			got, _ := mergeDetails(order.a, order.b, prefer)
			if got.Location != "Home" || got.Notes != copied.Notes || got.DurationSeconds == nil || *got.DurationSeconds != minutes {
				t.Errorf("%s, prefer %v: %+v, want Home, the note and 95 minutes", order.name, prefer == own, got)
			}
		}
	}
	// A later edit that cleared a field still wins: the stamp decides first.
	at1, at2 := "2026-11-20T19:00:00Z", "2026-11-21T19:00:00Z"
	cleared := &exportDetails{NotesAt: &at2}
	noted := &exportDetails{Notes: "old", NotesAt: &at1}
	for _, pair := range [][2]*exportDetails{{cleared, noted}, {noted, cleared}} {
		if got, _ := mergeDetails(pair[0], pair[1], nil); got.Notes != "" {
			t.Errorf("a later edit clearing the notes lost: %+v", got)
		}
	}
}
