package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

// sessionsOfEveryStatus records a finished, an abandoned and two active sessions, one
// with an option, names HTML would escape and an undone move.
func sessionsOfEveryStatus(t *testing.T) *env {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann,Ben", "--option", "target=10")
	for range 3 {
		e.ok("do", "roll", "6") // Ann reaches 18 of 10: the game is over
	}
	e.ok("new", "tally", "--players", "Cid,Dora")
	e.ok("abandon", "2", "--yes")
	e.ok("new", "tally", "--players", "Eve <&>,Fay", "--option", "target=20")
	e.ok("do", "roll", "3")
	e.ok("undo")
	e.ok("new", "tally", "--players", "Gus,Hal,Ida")
	e.ok("do", "roll", "2")
	return e
}

// The streamed `sessions --json` is, byte for byte, the array of the list held whole,
// each element as TestSessionJSONIsMarshalIndent pins it, for every status and limit.
func TestSessionsJSONStreamIsTheWholeList(t *testing.T) {
	e := sessionsOfEveryStatus(t)
	store, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for _, c := range []struct {
		status string
		limit  int
	}{{"", 0}, {"", 2}, {"", 50}, {"active", 0}, {"finished", 0}, {"abandoned", 0}, {"active", 1}} {
		list, err := store.Sessions(context.Background(), history.SessionFilter{Status: c.status, Limit: c.limit})
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		want.WriteString("[")
		for i, s := range list {
			if i > 0 {
				want.WriteString(",")
			}
			want.WriteString("\n  ")
			want.Write((&sessionJSONWriter{}).append(nil, sessionJSON{Session: s.Session, Events: s.Events, LastAt: s.LastAt, Players: s.Names}))
		}
		want.WriteString("\n]\n")
		if len(list) == 0 {
			want.Reset()
			want.WriteString("[]\n")
		}
		args := []string{"sessions", "--json", "--limit", strconv.Itoa(c.limit)}
		if c.status != "" {
			args = append(args, "--status", c.status)
		}
		if got := e.ok(args...); got != want.String() {
			t.Errorf("%v:\n got %s\nwant %s", args, got, want.String())
		}
	}
	if got := e.ok("sessions", "--json", "--game", "catan"); got != "[]\n" {
		t.Errorf("no session of the game: %q", got)
	}
}

// A list longer than a table's rows is printed as several tables with a header each,
// whose rows are the one table's rows in order.
func TestSessionsListIsPagedIntoTables(t *testing.T) {
	e := sessionsOfEveryStatus(t)
	whole := e.ok("sessions", "--limit", "0")
	defer func(n int) { sessionsPerTable = n }(sessionsPerTable)
	sessionsPerTable = 3
	paged := e.ok("sessions", "--limit", "0")
	// ids is the first column of each row (a row may wrap onto more lines in a narrow
	// terminal) and the number of headers.
	ids := func(out string) (ids []string, tables int) {
		for _, l := range strings.Split(out, "\n") {
			cells := strings.Split(l, "|")
			switch {
			case len(cells) < 3:
			case strings.TrimSpace(cells[1]) == "ID":
				tables++
			case strings.TrimSpace(cells[1]) != "":
				ids = append(ids, strings.TrimSpace(cells[1]))
			}
		}
		return ids, tables
	}
	want, one := ids(whole)
	got, two := ids(paged)
	if one != 1 || two != 2 || strings.Join(want, " ") != "4 3 2 1" || strings.Join(got, " ") != "4 3 2 1" {
		t.Errorf("%d and %d tables, ids %v and %v:\n%s\n%s", one, two, want, got, whole, paged)
	}
}

// sessionJSONWriter writes what json.MarshalIndent writes, for every field's shapes and
// every character encoding/json escapes. A list has no setup records (its sessions come
// without them); a session given with one is written by json.MarshalIndent itself.
func TestSessionJSONIsMarshalIndent(t *testing.T) {
	var odd strings.Builder
	for c := range 0x80 {
		odd.WriteByte(byte(c))
	}
	odd.WriteString("é\u2028\u2029\xff\xc3 😀 <b>&amp;")
	started := time.Date(2026, 11, 22, 19, 30, 0, 0, time.UTC)
	ended := started.Add(90*time.Minute + 123456789)
	zone := time.FixedZone("", 90*60)
	midnight1970 := time.Unix(0, 0).UTC()
	shared := companion.Options{"b": "2", "a": "1"}
	sessions := []sessionJSON{
		{},
		{Session: companion.Session{ID: 7, UUID: "u-1", Game: "tally", Seed: "table-one", Status: companion.Active, Started: started,
			Config: companion.Config{Players: []companion.Player{{Name: "ANN"}, {Name: "Ben", Colour: "red"}}}},
			Events: 3, LastAt: ended, Players: playersJSON{"Ann", "Ben"}},
		{Session: companion.Session{ID: 1 << 40, Game: odd.String(), Seed: odd.String(), Status: companion.Finished,
			Started: started.In(zone), Ended: &ended,
			Config: companion.Config{Players: []companion.Player{}, Options: companion.Options{"target": "10", odd.String(): odd.String(), "a": ""}}},
			LastAt: ended.In(zone)},
		{Session: companion.Session{Config: companion.Config{Players: []companion.Player{{Name: odd.String(), Colour: odd.String()}},
			Options: companion.Options{}}, Setup: json.RawMessage(`{"board": [1, 2, "<x>"], "e": {}}`)}, Players: playersJSON{odd.String()}},
		{Session: companion.Session{Started: time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}},
		// Setup records, which a list leaves out, in case one comes.
		{Session: companion.Session{ID: 9, Game: "catan", Status: companion.Finished, Started: started, Ended: &ended,
			Setup: json.RawMessage("{\n \"board\" : {\"tiles\": [ {\"label\":\"A1\",\"hex\":{\"q\":0,\"r\":-2},\"number\":10} ,{}], \"e\":[]},\t\"t\":\"\\u003c\\n é\u2028 <&>\", \"n\": [1.5e3, -0, 0.25, null, true, false]}")},
			Events: 20, LastAt: ended},
		{Session: companion.Session{ID: 10, Setup: json.RawMessage(`[]`)}},
		{Session: companion.Session{ID: 11, Setup: json.RawMessage(`"only a string"`)}},
		{Session: companion.Session{ID: 12, Setup: json.RawMessage(`{"board": [1, 2`)}}, // not JSON: says why
		// Times on either side of midnight, of 1970 and of the years JSON holds, and
		// options shared with the session before (as a list's are): the writer keeps
		// the last day's date and the last options' text from one element to the next.
		{Session: companion.Session{ID: 13, Started: time.Date(1969, 12, 31, 23, 59, 59, 5e8, time.UTC), Ended: &midnight1970,
			Config: companion.Config{Options: shared}}, LastAt: time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC)},
		{Session: companion.Session{ID: 14, Started: time.Date(1969, 12, 31, 12, 0, 0, 0, time.UTC), Config: companion.Config{Options: shared}},
			LastAt: time.Date(0, 1, 1, 0, 0, 0, 1, time.UTC)},
		{Session: companion.Session{ID: 15, Started: time.Date(0, 1, 1, 23, 59, 59, 0, time.UTC), Config: companion.Config{Options: companion.Options{"target": "12", "x": "y"}}},
			LastAt: time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC)},
		{Session: companion.Session{ID: 16, Started: time.Date(-1, 12, 31, 23, 59, 59, 0, time.UTC), Config: companion.Config{Options: shared}}},
		{Session: companion.Session{ID: 17, Started: started.Add(time.Hour), Config: companion.Config{Options: shared}}, LastAt: started},
	}
	wants := make([][]byte, len(sessions))
	for i, s := range sessions {
		want, err := json.MarshalIndent(s, "  ", "  ")
		if err != nil && i != 4 && i != 8 && i != 12 {
			t.Fatal(err)
		}
		if err != nil { // a year JSON cannot hold, a setup record that is not JSON: the element says why
			want, _ = json.Marshal(err.Error())
		}
		if got := (&sessionJSONWriter{}).append(nil, s); string(got) != string(want) {
			t.Errorf("session %d:\n got %s\nwant %s", i, got, want)
		}
		wants[i] = want
	}
	// One writer for the whole list, twice over, as a list is written: what it keeps
	// from one element changes nothing in the next.
	w := sessionJSONWriter{}
	for round := range 2 {
		for i, s := range sessions {
			if got := w.append([]byte("["), s); string(got) != "["+string(wants[i]) {
				t.Errorf("round %d, session %d:\n got %s\nwant [%s", round, i, got, wants[i])
			}
		}
	}
}

// --status takes the word the list shows in any language as well as the English id
// ("lezárt" is finished), ignoring case; a word that is no status is refused.
func TestSessionsStatusByTheWordShown(t *testing.T) {
	e := sessionsOfEveryStatus(t)
	for _, c := range []struct{ typed, id string }{
		{"lezárt", "finished"}, {"LEZÁRT", "finished"}, {"feladva", "abandoned"}, {"aktív", "active"},
		{"Finished", "finished"}, {"active", "active"},
	} {
		want := e.ok("sessions", "--json", "--status", c.id)
		if got := e.ok("sessions", "--json", "--status", c.typed); got != want {
			t.Errorf("--status %s: got %s\nwant %s", c.typed, got, want)
		}
	}
	if statusTyped("lezart") != "lezart" || statusTyped("done") != "done" {
		t.Error("a word that is no status's was taken")
	}
}

// appendJSONTime writes what time.Time's MarshalJSON writes: UTC times of every year
// JSON holds with every length of fraction, and times in other zones.
func TestJSONTimeIsMarshalJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	zone := time.FixedZone("", -5*3600)
	var w sessionJSONWriter
	for i := range 5000 {
		tm := time.Unix(r.Int64N(400*365*86400)-200*365*86400, 0).UTC()
		switch i % 5 {
		case 1:
			tm = tm.Add(time.Duration(r.IntN(1e9)))
		case 2:
			tm = tm.Add(time.Duration(r.IntN(1000)) * time.Millisecond)
		case 3:
			tm = tm.Add(time.Duration(r.IntN(10)) * time.Duration([]int{1, 10, 100, 1e5, 1e8}[r.IntN(5)]))
		case 4:
			tm = tm.In(zone)
		}
		if i == 0 {
			tm = time.Date(5, 1, 2, 3, 4, 5, 60, time.UTC)
		}
		want, err := tm.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONTime(nil, tm); string(got) != string(want) {
			t.Fatalf("%v: %s, want %s", tm, got, want)
		}
		// A list's writer takes the date from the time before when the day is the
		// same: the next time lands within a day of this one, on it or not.
		next := tm.Add(time.Duration(r.Int64N(2*86400)-86400) * time.Second)
		for _, tm := range []time.Time{tm, next} {
			want, _ := tm.MarshalJSON()
			if got, ok := w.appendTime(nil, tm); !ok || string(got) != string(want) {
				t.Fatalf("%v after the time before: %s %v, want %s", tm, got, ok, want)
			}
		}
	}
}

// A list of sessions leaves their setup records out (a long history's boards were a
// fifth of the list); status --json shows the session's own.
func TestSessionsListLeavesSetupsOut(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "catan", "--players", "Ann,Ben,Cid", "--seed", "table-one")
	var status struct {
		Session struct {
			Setup json.RawMessage `json:"setup"`
		} `json:"session"`
	}
	if err := json.Unmarshal([]byte(e.ok("status", "--json")), &status); err != nil || len(status.Session.Setup) < 100 {
		t.Fatalf("status --json has no board to leave out: %v, %s", err, status.Session.Setup)
	}
	for _, args := range [][]string{{"sessions", "--json"}, {"sessions", "--json", "--limit", "0"}} {
		var list []struct {
			Session map[string]json.RawMessage `json:"session"`
		}
		if err := json.Unmarshal([]byte(e.ok(args...)), &list); err != nil || len(list) != 1 {
			t.Fatalf("%v: %v, %d sessions", args, err, len(list))
		}
		if setup, ok := list[0].Session["setup"]; ok {
			t.Errorf("%v: the session's setup is listed: %.60s…", args, setup)
		}
		if len(list[0].Session["uuid"]) == 0 || len(list[0].Session["config"]) == 0 {
			t.Errorf("%v: the session itself is not listed: %v", args, list[0])
		}
	}
}
