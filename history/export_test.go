package history

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/talon-games/talon/scoring"
)

func TestExport(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	live := newSession(t, s, "catan", at(0), "Ann", "Ben")
	for i, a := range []string{"roll 3,4", "build road E(0,1)"} {
		if _, err := s.Append(ctx, live.ID, at(i+1), accept(a)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Undo(ctx, live.ID, at(3)); err != nil {
		t.Fatal(err)
	}
	scored, err := s.SaveScored(ctx, "san-juan", at(9), scoring.Result{Players: []scoring.PlayerResult{
		{Name: "Ann", Total: 5, Rank: 1, Winner: true, Breakdown: scoring.Breakdown{{Category: "zeta", Points: 3}, {Category: "alpha", Points: 2}}},
	}})
	if err != nil {
		t.Fatal(err)
	}

	var buf bytes.Buffer
	if err := s.Export(ctx, &buf); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Format   string
		Version  int
		Players  map[string]struct{ Name string }
		Sessions map[string]struct {
			Game   string
			Seats  []struct{ Player string }
			Events []struct {
				Seq      int
				Action   string
				UndoneAt *string `json:"undone_at"`
			}
			Results []struct {
				Player    string
				Breakdown json.RawMessage
			}
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("export is not JSON: %v\n%s", err, buf.String())
	}
	if doc.Version != FormatVersion {
		t.Errorf("version %d, want %d", doc.Version, FormatVersion)
	}
	if doc.Format != exportFormat || len(doc.Sessions) != 2 || len(doc.Players) != 2 {
		t.Fatalf("format %q, %d sessions, %d players; want 2 sessions, 2 players", doc.Format, len(doc.Sessions), len(doc.Players))
	}
	ls, ok := doc.Sessions[live.UUID]
	if !ok {
		t.Fatalf("session %s missing; keys are UUIDs", live.UUID)
	}
	if len(ls.Events) != 2 || ls.Events[1].UndoneAt == nil || ls.Events[0].UndoneAt != nil {
		t.Errorf("events %+v: want both, the second marked undone", ls.Events)
	}
	if len(ls.Seats) != 2 || doc.Players[ls.Seats[1].Player].Name != "Ben" {
		t.Errorf("seats %+v do not name players by uuid", ls.Seats)
	}
	ss := doc.Sessions[scored.UUID]
	if len(ss.Results) != 1 {
		t.Fatalf("results %+v", ss.Results)
	}
	if b := string(ss.Results[0].Breakdown); strings.Index(b, "zeta") > strings.Index(b, "alpha") {
		t.Errorf("breakdown %s lost its category order", b)
	}
}
