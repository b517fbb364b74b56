package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// scoreCatanTemplate saves catan's template game with extra flags and returns the
// players' names in seat order.
func (e *env) scoreCatanTemplate(args ...string) []string {
	e.t.Helper()
	e.stdin = e.ok("score", "catan", "--template")
	var tmpl struct {
		Players []struct {
			Name string `json:"name"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(e.stdin), &tmpl); err != nil {
		e.t.Fatalf("template: %v", err)
	}
	e.ok(append([]string{"score", "catan", "--input", "-"}, args...)...)
	var out []string
	for _, p := range tmpl.Players {
		out = append(out, p.Name)
	}
	return out
}

func TestPlayDetailsOnScoreAndConfigLocation(t *testing.T) {
	e := newEnv(t)
	cfgDir := t.TempDir()
	e.vars["XDG_CONFIG_HOME"] = cfgDir
	if err := os.MkdirAll(filepath.Join(cfgDir, "talon"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(cfgDir, "talon", "config"), []byte("# talon settings\nlocation = Club\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.scoreCatanTemplate("--at", "2026-11-20 19:30", "--duration", "95m", "--notes", "close game")
	show := e.ok("history", "show", "1")
	mustContain(t, show, "2026-11-20 19:30", "Location: Club", "Duration: 1h35m", "Notes: close game")
	if out := e.ok("history", "--location", "club", "--json"); !strings.Contains(out, `"session_id": 1`) {
		t.Errorf("--location club does not find the play:\n%s", out)
	}
	e.scoreCatanTemplate("--location", "Anna's")
	if out := e.ok("history", "--location", "Club", "--json"); strings.Count(out, "session_id") != 1 {
		t.Errorf("--location Club should find only the first play:\n%s", out)
	}
	for _, bad := range [][]string{{"--at", "yesterday"}, {"--duration", "forever"}, {"--duration", "-5m"}, {"--at", "2099-01-01 10:00"}, {"--notes", "a\x07b"}} {
		e.stdin = e.ok("score", "catan", "--template")
		if _, errOut, code := e.run(append([]string{"score", "catan", "--input", "-"}, bad...)...); code != exitUsage {
			t.Errorf("score %q: exit %d, %q", bad, code, errOut)
		}
	}
	if err := os.WriteFile(filepath.Join(cfgDir, "talon", "config"), []byte("colour = red\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.stdin = e.ok("score", "catan", "--template")
	if _, errOut, code := e.run("score", "catan", "--input", "-"); code != exitUsage || !strings.Contains(errOut, "config:1") {
		t.Errorf("a bad config file: exit %d, %q", code, errOut)
	}
}

func TestNewTakesPlayDetails(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben", "--at", "2026-11-21 18:00", "--location", "Ben's")
	out := e.ok("sessions", "--json")
	mustContain(t, out, "2026-11-21T")
	e.ok("history", "edit", "1", "--notes", "first game of the evening")
}

func TestHistoryEditCorrectsScoreKeepingTheOriginal(t *testing.T) {
	e := newEnv(t)
	players := e.scoreCatanTemplate()
	before := e.ok("history", "show", "1", "--json")
	e.ok("history", "edit", "1", "--score", players[0]+"=42", "--reason", "a city was missed")
	show := e.ok("history", "show", "1")
	mustContain(t, show, "Score as first entered:", "Corrected ", players[0]+" ", "→ 42", "a city was missed", "correction")
	after := e.ok("history", "show", "1", "--json")
	if before == after || !strings.Contains(after, `"total": 42`) {
		t.Errorf("the corrected total is not the session's:\n%s", after)
	}
	mustContain(t, e.ok("history", "--json"), `"score": 42`)
	for _, bad := range [][]string{{"--score", "Zed=3"}, {"--score", "nonsense"}, {}, {"--at", "tomorrow"}} {
		if _, errOut, code := e.run(append([]string{"history", "edit", "1"}, bad...)...); code != exitUsage {
			t.Errorf("edit %q: exit %d, %q", bad, code, errOut)
		}
	}
	e.ok("history", "edit", "1", "--location", "Club", "--at", "2026-11-01 20:00")
	mustContain(t, e.ok("history", "show", "1"), "2026-11-01 20:00", "Location: Club", "Edited: ")
}

// TestHistoryShowJSONHasDetailsAndCorrections: `history show --json` carries the play's
// details and each correction with the scores before and after, by seat and name.
func TestHistoryShowJSONHasDetailsAndCorrections(t *testing.T) {
	e := newEnv(t)
	players := e.scoreCatanTemplate()
	e.ok("history", "edit", "1", "--location", "Club", "--notes", "rainy", "--duration", "95m")
	e.ok("history", "edit", "1", "--score", players[0]+"=42", "--reason", "a city was missed")
	var shown struct {
		SessionID int64  `json:"session_id"`
		UUID      string `json:"uuid"`
		Details   struct {
			Location        string  `json:"location"`
			Notes           string  `json:"notes"`
			DurationSeconds *int64  `json:"duration_seconds"`
			EditedAt        *string `json:"edited_at"`
		} `json:"details"`
		Corrections []struct {
			Reason string `json:"reason"`
			Before []struct {
				Seat   int    `json:"seat"`
				Player string `json:"player"`
				Score  int    `json:"score"`
			} `json:"before"`
			After []struct {
				Seat      int            `json:"seat"`
				Player    string         `json:"player"`
				Score     int            `json:"score"`
				Breakdown map[string]int `json:"breakdown"`
			} `json:"after"`
		} `json:"corrections"`
	}
	if err := json.Unmarshal([]byte(e.ok("history", "show", "1", "--json")), &shown); err != nil {
		t.Fatal(err)
	}
	d := shown.Details
	if shown.SessionID != 1 || shown.UUID == "" || d.Location != "Club" || d.Notes != "rainy" ||
		d.DurationSeconds == nil || *d.DurationSeconds != 95*60 || d.EditedAt == nil {
		t.Errorf("details %+v of session %d %q", d, shown.SessionID, shown.UUID)
	}
	if len(shown.Corrections) != 1 {
		t.Fatalf("%d corrections, want 1", len(shown.Corrections))
	}
	c := shown.Corrections[0]
	if c.Reason != "a city was missed" || c.Before[0].Seat != 1 || c.Before[0].Player != players[0] || c.Before[0].Score == 42 ||
		c.After[0].Score != 42 || c.After[0].Breakdown["correction"] != 42-c.Before[0].Score {
		t.Errorf("correction %+v", c)
	}
}
