package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryImportConflictNamesSessionAndEvents (hist-trial2 F2): a conflict names the
// session by this history's number as well as its UUID, and says what each side's first
// differing event is, within 80 columns, in English and Hungarian, and in --json.
func TestHistoryImportConflictNamesSessionAndEvents(t *testing.T) {
	a, b := newEnv(t), newEnv(t)
	dir := t.TempDir()
	forkCatan(a, b, filepath.Join(dir, "a0.json"), filepath.Join(dir, "b1.json")) // A: road 1-4, B: road 1-5
	for _, tt := range []struct{ lang, head, here, there string }{
		{"en", "Conflict in Catan session 1 (", "  event 2 here: place road 1-4\n", "  event 2 in the file: place road 1-5\n"},
		{"hu", "Ütközés (Catan, 1. játszma, ", "  2. esemény itt: place road 1-4\n", "  2. esemény a fájlban: place road 1-5\n"},
	} {
		out, _, code := a.run("--lang", tt.lang, "history", "import", filepath.Join(dir, "b1.json"))
		if code != exitRuntime {
			t.Fatalf("%s: exit %d\n%s", tt.lang, code, out)
		}
		mustContain(t, out, tt.head, tt.here, tt.there)
		mustFit(t, "conflict "+tt.lang, out[strings.Index(out, tt.head):], 80) // the path in "Imported FILE" is the test's own
	}
	out, _, _ := a.run("history", "import", filepath.Join(dir, "b1.json"), "--json")
	var rep struct {
		Conflicts []struct {
			Session     int64 `json:"session"`
			Event       int   `json:"event"`
			Here, There struct {
				Action string `json:"action"`
				Undone *bool  `json:"undone"`
			}
		} `json:"conflicts"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || len(rep.Conflicts) != 1 {
		t.Fatalf("%v\n%s", err, out)
	}
	c := rep.Conflicts[0]
	if c.Session != 1 || c.Event != 2 || c.Here.Action != "place road 1-4" || c.There.Action != "place road 1-5" || c.Here.Undone == nil {
		t.Errorf("--json conflict %+v:\n%s", c, out)
	}
	if strings.Contains(out, `"here": null`) {
		t.Errorf("--json: here is null:\n%s", out)
	}
}
