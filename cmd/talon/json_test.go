package main

import (
	"encoding/json"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

var snakeCase = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// jsonShape describes a JSON value by its keys and kinds, not its values: the shape
// json.md documents. Lists show their first element's shape.
func jsonShape(v any, indent string) string {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var b strings.Builder
		b.WriteString("{\n")
		for _, k := range keys {
			b.WriteString(indent + "  " + k + ": " + jsonShape(x[k], indent+"  ") + "\n")
		}
		b.WriteString(indent + "}")
		return b.String()
	case []any:
		if len(x) == 0 {
			return "[]"
		}
		return "[" + jsonShape(x[0], indent) + ", …]"
	case string:
		return "string"
	case float64:
		return "number"
	case bool:
		return "bool"
	case nil:
		return "null"
	}
	return "?"
}

// checkKeys fails on any key that is not snake_case, and on null where a list belongs.
func checkKeys(t *testing.T, what string, v any, path string) {
	t.Helper()
	switch x := v.(type) {
	case map[string]any:
		for k, val := range x {
			if val == nil && listKeys[k] {
				t.Errorf("%s: %s%s is null; an empty list is []", what, path, "."+k)
			}
			// Keys that are data (player names, option names, categories) are not field
			// names: they are reached through maps the docs mark as such.
			if !snakeCase.MatchString(k) && !dataKeyed(path) {
				t.Errorf("%s: key %q at %s is not snake_case", what, k, path)
			}
			checkKeys(t, what, val, path+"."+k)
		}
	case []any:
		for _, e := range x {
			checkKeys(t, what, e, path+"[]")
		}
	}
}

// listKeys are the keys whose values are lists in talon's JSON.
var listKeys = map[string]bool{"players": true, "winners": true, "legal": true, "dice": true, "tables": true,
	"rows": true, "facts": true, "last": true, "warnings": true, "header": true, "args": true, "notes": true}

// dataKeyed names the objects whose keys are data, not field names.
func dataKeyed(path string) bool {
	for _, suffix := range []string{".options", ".streams", ".inputs", ".counts", ".breakdown", ".options[].aliases"} {
		if strings.HasSuffix(path, suffix) {
			return true
		}
	}
	return false
}

// Every --json output has snake_case keys and [] for an empty list, and its shape is
// the one json.md documents (pinned by golden files).
func TestJSONIsConsistent(t *testing.T) {
	e := newEnv(t)
	outputs := map[string]string{}
	outputs["roll"] = e.ok("roll", "2d6", "--json", "--seed", "table-one")
	outputs["games"] = e.ok("games", "--json")
	outputs["new"] = e.ok("new", "tally", "--players", "Ann,Ben", "--option", "target=10", "--json")
	outputs["sessions_empty"] = e.ok("sessions", "--status", "finished", "--json")
	outputs["history_empty"] = e.ok("history", "--json")
	outputs["do"] = e.ok("do", "roll", "6", "--json")
	outputs["undo"] = e.ok("undo", "--json")
	e.ok("do", "roll", "6")
	outputs["status"] = e.ok("status", "--json")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6") // Ann reaches 12 of 10: the game is over
	outputs["sessions"] = e.ok("sessions", "--json")
	outputs["history"] = e.ok("history", "--json")
	outputs["history_show"] = e.ok("history", "show", "1", "--json")
	outputs["history_players"] = e.ok("history", "players", "--json")
	outputs["stats"] = e.ok("stats", "--json")
	outputs["stats_none"] = e.ok("stats", "--player", "Ann", "--since", "2099-01-01", "--json")
	e.stdin = e.ok("score", "san-juan", "--template")
	outputs["score"] = e.ok("score", "san-juan", "--input", "-", "--json")

	var shapes strings.Builder
	names := make([]string, 0, len(outputs))
	for k := range outputs {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		var v any
		if err := json.Unmarshal([]byte(outputs[name]), &v); err != nil {
			t.Fatalf("%s: not JSON: %v\n%s", name, err, outputs[name])
		}
		checkKeys(t, name, v, "")
		shapes.WriteString("## " + name + "\n" + jsonShape(v, "") + "\n\n")
	}
	for _, empty := range []string{"sessions_empty", "history_empty", "stats_none"} {
		if strings.TrimSpace(outputs[empty]) != "[]" {
			t.Errorf("%s: %q, want []", empty, outputs[empty])
		}
	}
	var roll struct{ Seed string }
	if json.Unmarshal([]byte(outputs["roll"]), &roll); roll.Seed == "" {
		t.Errorf("roll --json has no seed: %s", outputs["roll"])
	}
	var score struct {
		SessionID *int64 `json:"session_id"`
	}
	if json.Unmarshal([]byte(outputs["score"]), &score); score.SessionID == nil || *score.SessionID != 2 {
		t.Errorf("score --json does not give the saved session: %s", outputs["score"])
	}
	golden(t, "json_shapes", shapes.String())
	if _, err := os.Stat("json.md"); err != nil {
		t.Errorf("the JSON shapes are documented in cmd/talon/json.md: %v", err)
	}
}

// With nothing to count, stats and history say so: "no games yet" for an empty
// history, the filter that left nothing otherwise.
func TestStatsAndHistorySayWhenThereIsNothing(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann")
	mustContain(t, e.ok("stats"), "No games yet")
	mustContain(t, e.ok("history"), "No games yet")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6")
	e.ok("do", "roll", "6")
	mustContain(t, e.ok("stats", "--player", "Ann", "--since", "2099-01-01"), "No finished games for --player Ann --since 2099-01-01.")
	mustContain(t, e.ok("history", "--player", "ann", "--since", "2099-01-01"), "No finished games for --player ann --since 2099-01-01.")
	mustContain(t, e.ok("stats"), "Ann")
}

// A --player that finds nobody is refused (exit 2) in one line, with the nearest names
// the history knows, in every form of
// history and stats: "No finished games" read as if Zed had simply not played yet.
func TestUnknownPlayerIsRefused(t *testing.T) {
	e := newEnv(t)
	e.savePlays(textHistory) // Ánna, Ben, Dóra, Zoli
	tests := []struct {
		lang string
		args []string
		want string
	}{
		{"en", []string{"history", "--player", "Zed"}, "talon: --player \"Zed\": nobody is called so here; see `talon history players`\n"},
		{"en", []string{"stats", "--player", "Zed"}, "talon: --player \"Zed\": nobody is called so here; see `talon history players`\n"},
		{"en", []string{"stats", "head-to-head", "--player", "Bne"}, "talon: --player \"Bne\": nobody is called so here (did you mean \"Ben\"?)\n"},
		{"en", []string{"history", "--json", "--player", "Dora Kiss"}, "talon: --player \"Dora Kiss\": nobody is called so here; see `talon history players`\n"},
		{"en", []string{"stats", "--json", "--player", "Dorra"}, "talon: --player \"Dorra\": nobody is called so here (did you mean \"Dóra\"?)\n"},
		{"en", []string{"history", "--player", "Zolli"}, "talon: --player \"Zolli\": nobody is called so here (did you mean \"Zoli\"?)\n"},
		{"hu", []string{"history", "--player", "Zed"}, "talon: --player \"Zed\": itt senkit sem hívnak így; lásd `talon history players`\n"},
		{"hu", []string{"stats", "--player", "Ana"}, "talon: --player \"Ana\": itt senkit sem hívnak így (erre gondoltál: \"Ánna\"?)\n"},
	}
	for _, tt := range tests {
		e.vars["TALON_LANG"] = tt.lang
		out, errOut, code := e.run(tt.args...)
		if code != exitUsage || errOut != tt.want || out != "" {
			t.Errorf("%s %v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tt.lang, tt.args, code, out, errOut, tt.want)
		}
	}
	// a name that finds a player, by its own name or another, is taken as before
	e.vars["TALON_LANG"] = "en"
	for _, name := range []string{"ben", "Anna", "ZOLI"} {
		if _, errOut, code := e.run("stats", "--player", name); code != 0 {
			t.Errorf("--player %s: exit %d, %s", name, code, errOut)
		}
	}
}
