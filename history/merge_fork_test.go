package history

import (
	"context"
	"testing"
)

// TestConflictNamesSessionAndEvents (hist-trial2 F2): a conflict carries this history's
// number for the session and each side's first differing event, from either side.
func TestConflictNamesSessionAndEvents(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	forked(t, a, b) // A rolled 5,5, B rolled 6,6
	for _, tt := range []struct {
		name        string
		into, from  *Store
		here, there string
	}{{"A reads B", a, b, "roll 5,5", "roll 6,6"}, {"B reads A", b, a, "roll 6,6", "roll 5,5"}} {
		t.Run(tt.name, func(t *testing.T) {
			rep := importDoc(t, tt.into, exported(t, tt.from), ImportOptions{})
			if len(rep.Conflicts) != 1 {
				t.Fatalf("conflicts %+v; want one", rep.Conflicts)
			}
			c := rep.Conflicts[0]
			list, err := tt.into.Sessions(context.Background(), SessionFilter{})
			if err != nil || len(list) != 1 {
				t.Fatal(list, err)
			}
			if c.Session != list[0].Session.ID || c.Event != 2 || c.Here == nil || c.There == nil ||
				c.Here.Action != tt.here || c.There.Action != tt.there || c.Here.Undone || c.There.Undone {
				t.Errorf("conflict %+v here %+v there %+v; want session %d, event 2, here %q, there %q",
					c, c.Here, c.There, list[0].Session.ID, tt.here, tt.there)
			}
		})
	}
}
