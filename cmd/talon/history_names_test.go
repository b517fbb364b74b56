package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// savePlay stores a finished catan play of the players (the first wins) on day of
// November 2026, and returns its session number.
func (e *env) savePlay(day int, players ...string) int64 {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	entries := make([]scoring.Entry, len(players))
	for i, name := range players {
		entries[i] = scoring.Entry{Name: name, Breakdown: []scoring.Points{{Category: "points", Points: 10 - i}}}
	}
	sess, err := s.SaveScored(context.Background(), "catan", time.Date(2026, 11, day, 20, 0, 0, 0, time.UTC), scoring.Rank(entries, scoring.Rules{Game: "catan"}))
	if err != nil {
		e.t.Fatal(err)
	}
	return sess.ID
}

// exchangeFile exports from's history to a file and imports it into to's, with args.
func exchangeFile(t *testing.T, from, to *env, args ...string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "history.json")
	from.ok("history", "export", "-o", file)
	to.ok(append([]string{"history", "import", file}, args...)...)
}

// TestHistoryShowsTheNamesTheHistoryKnows: a play typed "ANNA" whose player the history
// calls "Anna" (respelled by players merge, joined by players merge, respelled on
// another laptop and imported, mapped by import --map) reads "Anna" in `history`
// (every page and filter), `history show` (text and --json), `sessions` (table and
// --json), in English and Hungarian; history show says how the table typed it.
func TestHistoryShowsTheNamesTheHistoryKnows(t *testing.T) {
	tests := []struct {
		name        string
		setup       func(t *testing.T, e *env) string // the play's session number
		want, typed []string
	}{
		{"respelled with players merge", func(t *testing.T, e *env) string {
			id := e.savePlay(1, "ANNA", "Ben")
			e.ok("history", "players", "merge", "ANNA", "Anna")
			return idText(id)
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}},
		{"joined with players merge", func(t *testing.T, e *env) string {
			id := e.savePlay(1, "Benny", "Cy")
			e.savePlay(2, "Ben", "Cy")
			e.ok("history", "players", "merge", "Benny", "Ben")
			return idText(id)
		}, []string{"Ben", "Cy"}, []string{"Benny", "Cy"}},
		{"respelled on another laptop, then imported", func(t *testing.T, e *env) string {
			id := e.savePlay(1, "ANNA", "Ben")
			other := newEnv(t)
			exchangeFile(t, e, other)
			other.ok("history", "players", "merge", "ANNA", "Anna")
			exchangeFile(t, other, e)
			return idText(id)
		}, []string{"Anna", "Ben"}, []string{"ANNA", "Ben"}},
		{"imported with --map", func(t *testing.T, e *env) string {
			e.savePlay(1, "Ann", "Ben")
			other := newEnv(t)
			other.savePlay(2, "Anna", "Ben")
			exchangeFile(t, other, e, "--map", "Anna=Ann")
			return "2"
		}, []string{"Ann", "Ben"}, []string{"Anna", "Ben"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			id := tt.setup(t, e)
			var shown []string // the typed spellings the history now spells otherwise
			for i := range tt.want {
				if tt.typed[i] != tt.want[i] {
					shown = append(shown, tt.typed[i]+" ("+tt.want[i]+")")
				}
			}
			gone := tt.typed[0] // the typed spelling that must not be listed
			listed := func(what, out string, wants ...string) {
				t.Helper()
				if strings.Contains(out, gone) {
					t.Errorf("%s lists %q:\n%s", what, gone, out)
				}
				mustContain(t, out, wants...)
			}
			listed("history", e.ok("history"), tt.want[0]+" 10, "+tt.want[1]+" 9")
			listed("history --player", e.ok("history", "--player", strings.ToUpper(tt.typed[0])), tt.want[0]+" 10")
			listed("history, a page of one", e.ok("history", "--limit", "1", "--page", "1", "--game", "catan"), tt.want[0])
			listed("sessions", e.ok("sessions"), tt.want[0]+", "+tt.want[1])
			listed("history show", strings.Split(e.ok("history", "show", id), "Typed at the table")[0], "| "+tt.want[0]+" ")
			mustContain(t, e.ok("history", "show", id), "Typed at the table: "+strings.Join(shown, ", ")+"\n")
			e.vars["TALON_LANG"] = "hu"
			mustContain(t, e.ok("history", "show", id), "Az asztalnál beírva: "+strings.Join(shown, ", ")+"\n")
			listed("sessions (hu)", e.ok("sessions"), tt.want[0]+", "+tt.want[1])
			delete(e.vars, "TALON_LANG")

			var plays []struct {
				SessionID int64                   `json:"session_id"`
				Players   []struct{ Name string } `json:"players"`
			}
			decode(t, e.ok("history", "--json"), &plays)
			var show struct {
				Players []struct {
					Name  string `json:"name"`
					Typed string `json:"typed_name"`
				} `json:"players"`
				Winners     []string `json:"winners"`
				Corrections []struct {
					After []struct{ Player string } `json:"after"`
				} `json:"corrections"`
			}
			e.ok("history", "edit", id, "--score", tt.want[1]+"=3") // the name shown finds the seat
			decode(t, e.ok("history", "show", id, "--json"), &show)
			var sessions []struct {
				Session struct {
					ID     int64 `json:"id"`
					Config struct {
						Players []struct{ Name string } `json:"players"`
					} `json:"config"`
				} `json:"session"`
				Players []struct{ Name string } `json:"players"`
			}
			decode(t, e.ok("sessions", "--json"), &sessions)
			got := map[string][]string{"winners": show.Winners}
			for _, s := range sessions {
				if idText(s.Session.ID) == id {
					for i, p := range s.Players {
						got["sessions --json"] = append(got["sessions --json"], p.Name)
						got["sessions --json, config"] = append(got["sessions --json, config"], s.Session.Config.Players[i].Name)
					}
				}
			}
			for _, p := range show.Players {
				got["history show --json"] = append(got["history show --json"], p.Name)
				got["history show --json, typed_name"] = append(got["history show --json, typed_name"], p.Typed)
			}
			if len(show.Corrections) == 1 {
				for _, l := range show.Corrections[0].After {
					got["history show --json, correction"] = append(got["history show --json, correction"], l.Player)
				}
			}
			for _, play := range plays {
				for _, p := range play.Players {
					if idText(play.SessionID) == id {
						got["history --json"] = append(got["history --json"], p.Name)
					}
				}
			}
			for reader, want := range map[string][]string{
				"sessions --json": tt.want, "sessions --json, config": tt.typed, "history show --json": tt.want,
				"history show --json, typed_name": tt.typed, "history show --json, correction": tt.want,
				"history --json": tt.want, "winners": tt.want[:1],
			} {
				if !reflect.DeepEqual(got[reader], want) {
					t.Errorf("%s: %q, want %q", reader, got[reader], want)
				}
			}
		})
	}
}

// TestHistoryEditFindsEitherName: --score takes the name the history shows a player
// under as well as the one typed at the table, and names the players as shown when
// neither matches.
func TestHistoryEditFindsEitherName(t *testing.T) {
	e := newEnv(t)
	id := idText(e.savePlay(1, "Benny", "Cy", "Dee"))
	e.savePlay(2, "Ben", "Cy", "Dee")
	e.ok("history", "players", "merge", "Benny", "Ben")
	for _, score := range []string{"Ben=4", "benny=5"} {
		mustContain(t, e.ok("history", "edit", id, "--score", score), "Session "+id+" changed")
	}
	_, errOut, code := e.run("history", "edit", id, "--score", "Dora=3")
	if code != exitUsage || !strings.Contains(errOut, "(players: Ben, Cy, Dee)") {
		t.Errorf("exit %d, %q", code, errOut)
	}
	// A whole corrected input may name them either way too.
	for _, names := range [][3]string{{"Ben", "Cy", "Dee"}, {"benny", "cy", "DEE"}} {
		e.stdin = `{"players": [{"name": "` + names[0] + `", "settlements": 2, "cities": 4, "longest_road": true},
			{"name": "` + names[1] + `", "settlements": 3, "cities": 1}, {"name": "` + names[2] + `", "settlements": 3}],
			"ended_on_turn_of": "` + names[0] + `"}`
		out, errOut, code := e.run("history", "edit", id, "--input", "-", "--reason", "recount")
		if code != 0 || !strings.Contains(out, "Session "+id+" changed") && !strings.Contains(out, "Nothing changed") {
			t.Errorf("--input naming %v: exit %d, %q %q", names, code, out, errOut)
		}
	}
	if show := e.ok("history", "show", id); !strings.Contains(show, "12") {
		t.Errorf("the corrected total (12) is not shown:\n%s", show)
	}
}

func decode(t *testing.T, out string, v any) {
	t.Helper()
	if err := json.Unmarshal([]byte(out), v); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
}

// TestTieBreakAndDeleteNameTheHistorysPlayers: the stored tie-break line of a play
// typed "csaba", "Dora" reads "Csaba, Dóra" once the history spells them so, in
// `history show` (text, en and hu, and tie_break in --json) and in `history --json`
// (tie_break, every page and filter), and `history delete` asks
// about the play under those names (trial-final F3).
func TestTieBreakAndDeleteNameTheHistorysPlayers(t *testing.T) {
	e := newEnv(t)
	s, err := history.Open(e.db)
	if err != nil {
		t.Fatal(err)
	}
	entries := []scoring.Entry{
		{Name: "csaba", Breakdown: []scoring.Points{{Category: "points", Points: 14}}},
		{Name: "Dora", Breakdown: []scoring.Points{{Category: "points", Points: 14}}},
		{Name: "emese", Breakdown: []scoring.Points{{Category: "points", Points: 13}}},
	}
	sess, err := s.SaveScored(context.Background(), "catan", time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC), scoring.Rank(entries, scoring.Rules{Game: "catan"}))
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	id := idText(sess.ID)
	for typed, known := range map[string]string{"csaba": "Csaba", "Dora": "Dóra", "emese": "Emese"} {
		e.ok("history", "players", "merge", typed, known)
	}
	mustContain(t, e.ok("history", "show", id), "Tie-break: Csaba, Dóra tied on 14 and share the place\n",
		"Typed at the table: csaba (Csaba), Dora (Dóra), emese (Emese)")
	var show struct {
		TieBreak string `json:"tie_break"`
	}
	decode(t, e.ok("history", "show", id, "--json"), &show)
	if show.TieBreak != "Csaba, Dóra tied on 14 and share the place" {
		t.Errorf("tie_break: %q", show.TieBreak)
	}
	for _, args := range [][]string{{"--json"}, {"--json", "--limit", "0"}, {"--json", "--limit", "1", "--offset", "0"},
		{"--json", "--player", "DORA"}, {"--json", "--game", "catan", "--page", "1"}} {
		var plays []struct {
			TieBreak string `json:"tie_break"`
		}
		decode(t, e.ok(append([]string{"history"}, args...)...), &plays)
		if len(plays) != 1 || plays[0].TieBreak != show.TieBreak {
			t.Errorf("history %s: %+v, want the tie_break of history show --json", strings.Join(args, " "), plays)
		}
	}
	e.vars["TALON_LANG"] = "hu"
	if out := e.ok("history", "show", id); !strings.Contains(out, "Csaba, Dóra") || strings.Contains(out, "csaba, Dora") {
		t.Errorf("history show (hu):\n%s", out)
	}
	delete(e.vars, "TALON_LANG")

	e.tty = true
	e.prompt.answers = []string{"n"}
	mustContain(t, e.ok("history", "delete", id), "Nothing deleted.")
	if asked := strings.Join(e.prompt.asked, "\n"); !strings.Contains(asked, "(Catan, Csaba, Dóra, Emese, ") {
		t.Errorf("history delete asked %q", asked)
	}
}
