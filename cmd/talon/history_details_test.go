package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
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
	e.ok("history", "edit", "1", "--score", players[0]+"=14", "--reason", "a city was missed")
	show := e.ok("history", "show", "1")
	mustContain(t, show, "Score as first entered:", "Corrected ", players[0]+" ", "→ 14", "a city was missed", "Correction")
	after := e.ok("history", "show", "1", "--json")
	if before == after || !strings.Contains(after, `"total": 14`) {
		t.Errorf("the corrected total is not the session's:\n%s", after)
	}
	mustContain(t, e.ok("history", "--json"), `"score": 14`)
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
	e.ok("history", "edit", "1", "--score", players[0]+"=14", "--reason", "a city was missed")
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
	if c.Reason != "a city was missed" || c.Before[0].Seat != 1 || c.Before[0].Player != players[0] || c.Before[0].Score == 14 ||
		c.After[0].Score != 14 || c.After[0].Breakdown["correction"] != 14-c.Before[0].Score {
		t.Errorf("correction %+v", c)
	}
}

// TestHistoryEditRanksByTheGamesTieBreak: San Juan's template ends with Miki and
// Kelemen on 29, Miki ahead by the tie-break. Corrected totals keep a tie-break's order,
// a tie the correction makes is shared and said so, and --input rescores by the game.
func TestHistoryEditRanksByTheGamesTieBreak(t *testing.T) {
	ranks := func(e *env) map[string]int {
		var r struct {
			Players []struct {
				Name string `json:"name"`
				Rank int    `json:"rank"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(e.ok("history", "show", "1", "--json")), &r); err != nil {
			t.Fatal(err)
		}
		out := map[string]int{}
		for _, p := range r.Players {
			out[p.Name] = p.Rank
		}
		return out
	}
	scored := func() *env {
		e := newEnv(t)
		e.stdin = e.ok("score", "san-juan", "--template")
		e.ok("score", "san-juan", "--input", "-")
		if got, want := ranks(e), map[string]int{"Alfonz": 1, "Miki": 2, "Kelemen": 3}; !reflect.DeepEqual(got, want) {
			t.Fatalf("template ranks %v, want %v", got, want)
		}
		return e
	}

	e := scored()
	e.ok("history", "edit", "1", "--score", "Miki=30", "--score", "Kelemen=30")
	if got, want := ranks(e), map[string]int{"Alfonz": 1, "Miki": 2, "Kelemen": 3}; !reflect.DeepEqual(got, want) {
		t.Errorf("a broken tie moved together: ranks %v, want %v", got, want)
	}

	e = scored()
	out := e.ok("history", "edit", "1", "--score", "Alfonz=29")
	mustContain(t, out, "Tied after the correction: Alfonz, Kelemen, Miki, on 29 points", "tie-break was not applied", "--input FILE")
	if got, want := ranks(e), map[string]int{"Alfonz": 1, "Miki": 1, "Kelemen": 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("a new tie: ranks %v, want %v", got, want)
	}

	e = scored()
	corrected := strings.Replace(e.ok("score", "san-juan", "--template"), `"hand_cards": 6`, `"hand_cards": 9`, 1)
	e.stdin = corrected
	e.ok("history", "edit", "1", "--input", "-", "--reason", "Kelemen's hand was miscounted")
	if got, want := ranks(e), map[string]int{"Alfonz": 1, "Kelemen": 2, "Miki": 3}; !reflect.DeepEqual(got, want) {
		t.Errorf("rescored by the game: ranks %v, want %v", got, want)
	}
	mustContain(t, e.ok("history", "show", "1"), "Score as first entered:", "Kelemen's hand was miscounted")
	e.stdin = strings.Replace(corrected, `"Kelemen"`, `"Zed"`, 1)
	if _, errOut, code := e.run("history", "edit", "1", "--input", "-"); code != exitUsage {
		t.Errorf("a result with someone else: exit %d, %q", code, errOut)
	}
	if _, errOut, code := e.run("history", "edit", "1", "--input", "-", "--score", "Miki=3"); code != exitUsage {
		t.Errorf("--input with --score: exit %d, %q", code, errOut)
	}
}

// TestHistoryEditBackReadsAsFirstEntered: San Juan's template (Miki ahead of Kelemen on
// 29 by the tie-break) corrected and corrected back reads as first entered: the
// tie-break's order and line, no "Correction 0" row, and a line saying the corrections
// cancel out; after a rescored input, back is the rescored score (review-3 F12).
func TestHistoryEditBackReadsAsFirstEntered(t *testing.T) {
	for _, tc := range []struct {
		name, lang string
		rescore    bool
		want       []string
	}{
		{"en", "en", false, []string{"Tie-break: Miki, Kelemen tied on 29", "The corrections cancel out: the score is as first entered."}},
		{"hu", "hu", false, []string{"A javítások kioltják egymást"}},
		{"after a rescored input", "en", true, []string{"| Rank           | 1        | 2       | 3    |"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			e.stdin = e.ok("score", "san-juan", "--template")
			e.ok("score", "san-juan", "--input", "-")
			if tc.rescore {
				e.stdin = strings.Replace(e.ok("score", "san-juan", "--template"), `"hand_cards": 6`, `"hand_cards": 9`, 1)
				e.ok("history", "edit", "1", "--input", "-")
			}
			before := e.ok("--lang", tc.lang, "history", "show", "1")
			e.ok("history", "edit", "1", "--score", "Kelemen=30")
			if out := e.ok("history", "edit", "1", "--score", "Kelemen=29"); strings.Contains(out, "Tied after the correction") {
				t.Errorf("the tie is back as the game broke it, yet:\n%s", out)
			}
			out := e.ok("--lang", tc.lang, "history", "show", "1")
			mustContain(t, out, tc.want...)
			table := func(s string) string { return s[:strings.LastIndex(s, "+\n")] }
			if table(out) != table(before) {
				t.Errorf("the table differs from before the corrections:\n%s\nwant\n%s", out, before)
			}
		})
	}
}
