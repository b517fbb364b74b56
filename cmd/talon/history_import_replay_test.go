package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// editedExport rewrites every session's log in an export file with edit, keeping the
// document's members in the order an import reads them, and writes it to a new file.
func editedExport(t *testing.T, path string, edit func(events []map[string]any) []map[string]any) string {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	var sessions map[string]map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(top["sessions"], &sessions); err != nil {
		t.Fatal(err)
	}
	for _, s := range sessions {
		var events []map[string]any
		if err := json.Unmarshal(s["events"], &events); err != nil {
			t.Fatal(err)
		}
		s["events"], _ = json.Marshal(edit(events))
	}
	edited, _ := json.Marshal(sessions)
	out := strings.TrimSuffix(path, ".json") + "-edited.json"
	doc := `{"format":"talon-history","version":` + string(top["version"]) + `,"players":` + string(top["players"]) +
		`,"sessions":` + string(edited) + `}`
	if err := os.WriteFile(out, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestHistoryImportRefusesALogThatDoesNotReplay is the user trial: an export whose
// active Catan session got one more event (an intersection not on the map), or whose
// event was changed to no action at all, is refused in one line naming the session, the
// event and the reason (exit 2); the history is as it was, and play goes on.
func TestHistoryImportRefusesALogThatDoesNotReplay(t *testing.T) {
	dir := t.TempDir()
	a := newEnv(t)
	a.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "replay")
	a.ok("do", "place", "settlement", "1")
	a.ok("do", "place", "road", "1-4")
	shared := filepath.Join(dir, "a.json")
	a.ok("history", "export", "-o", shared)
	tests := []struct {
		name, want string
		here       bool // this history imported the export before
		edit       func([]map[string]any) []map[string]any
	}{
		{"one more event, not on the map", `event 3 "build city 99" does not replay: `, true,
			func(events []map[string]any) []map[string]any {
				return append(events, map[string]any{"seq": 3, "action": "build city 99", "streams": []string{}, "at": "2026-11-22T21:00:00Z"})
			}},
		{"an event changed to no action", `event 2 "teleport everywhere" does not replay: `, false,
			func(events []map[string]any) []map[string]any {
				events[1]["action"] = "teleport everywhere"
				return events
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newEnv(t)
			if tt.here {
				b.ok("history", "import", shared)
			} else {
				b.ok("score", "catan", "--input", writeCatanInput(t), "--at", "2026-11-01 19:00")
			}
			before := b.ok("history", "export")
			_, errOut, code := b.run("history", "import", editedExport(t, shared, tt.edit))
			t.Log(errOut)
			if code != exitUsage || !strings.Contains(errOut, tt.want) || !strings.Contains(errOut, "(Catan)") ||
				!strings.Contains(errOut, "nothing was imported") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if after := b.ok("history", "export"); after != before {
				t.Error("a refused file changed the history")
			}
			if tt.here {
				b.ok("do", "place", "settlement", "20")
			}
		})
	}
}

// writeCatanInput is a finished Catan score input, for a history that is not empty.
func writeCatanInput(t *testing.T) string {
	t.Helper()
	e := newEnv(t)
	path := filepath.Join(t.TempDir(), "catan.json")
	if err := os.WriteFile(path, []byte(e.ok("score", "catan", "--template")), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
