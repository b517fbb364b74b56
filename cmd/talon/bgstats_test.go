package main

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestBGStatsExportImportThroughTalon(t *testing.T) {
	laptop, phone := newEnv(t), newEnv(t)
	laptop.scoredPlays(2)
	path := filepath.Join(t.TempDir(), "bgstats.json")
	laptop.ok("history", "export", "--format", "bgstats", "-o", path)
	out := phone.ok("history", "import", "--format", "bgstats", path)
	mustContain(t, out, "plays: 2 added", "2 players added")
	again := phone.ok("history", "import", "--format", "bgstats", path)
	mustContain(t, again, "plays: 0 added, 2 already here")
	if a, b := laptop.ok("history", "--json"), phone.ok("history", "--json"); a != b {
		t.Errorf("the plays differ after the round trip:\n%s\n%s", a, b)
	}
	_, errOut, code := phone.run("history", "import", "--format", "bgstats", filepath.Join("testdata", "games.golden"))
	if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
		t.Errorf("a file that is not BG Stats's: exit %d %q", code, errOut)
	}
}

func TestScoreBGStatsLink(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "catan", "--template")
	push := printedPush(t, e.ok("score", "catan", "--input", "-", "--bgstats-link", "--location", "Club", "--duration", "90m"))
	if push.SourceName != "talon" || push.Game.BGGID != 13 || push.Game.Name != "Catan" || push.Location != "Club" ||
		push.DurationMin != 90 || len(push.Players) < 2 || !push.Players[0].StartPlayer || push.SourcePlayID == "" {
		t.Errorf("push %+v", push)
	}
	if lines := strings.Split(push.Comments, "\n"); len(lines) != len(push.Players) ||
		!strings.HasPrefix(lines[0], push.Players[0].Name+": Settlements ") {
		t.Errorf("the link's comments %q: want each player's breakdown line", push.Comments)
	}
	e.stdin = e.ok("score", "catan", "--template")
	jsonOut, errOut, code := e.run("score", "catan", "--input", "-", "--json", "--bgstats-link", "--notes", "rematch")
	var scored struct {
		Link string `json:"bgstats_link"`
	}
	if err := json.Unmarshal([]byte(jsonOut), &scored); code != 0 || err != nil || !strings.HasPrefix(scored.Link, bgstatsPushBase) || errOut != "" {
		t.Errorf("--json with --bgstats-link: exit %d, %v, stderr %q; want the link as bgstats_link in the JSON:\n%s", code, err, errOut, jsonOut)
	}
	if data, _ := url.QueryUnescape(strings.TrimPrefix(scored.Link, bgstatsPushBase)); !strings.Contains(data, `rematch"`) ||
		!strings.Contains(data, "Settlements") {
		t.Errorf("the JSON's link carries no breakdown or notes: %s", data)
	}
	e.vars["TALON_LANG"] = "hu"
	e.stdin = e.ok("score", "catan", "--template")
	huOut := e.ok("score", "catan", "--input", "-", "--json", "--bgstats-link", "--no-save")
	if !strings.Contains(huOut, url.QueryEscape("Települések")) {
		t.Errorf("--lang hu: the link's breakdown is not in Hungarian:\n%s", huOut)
	}
	winners := 0
	for _, p := range push.Players {
		if p.Winner {
			winners++
			if p.Rank != 1 {
				t.Errorf("winner %+v is not ranked first", p)
			}
		}
	}
	if winners == 0 {
		t.Errorf("no winner in %+v", push.Players)
	}
}

// TestBGStatsCommentsInEitherLanguage (hu-trial F29): the comments' categories follow
// --lang, and a file written in either language reads back with the game's categories.
func TestBGStatsCommentsInEitherLanguage(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			laptop, phone := newEnv(t), newEnv(t)
			laptop.stdin = laptop.ok("score", "catan", "--template")
			laptop.ok("score", "catan", "--input", "-", "--notes", "rematch")
			laptop.vars["TALON_LANG"] = lang
			path := filepath.Join(t.TempDir(), "bgstats.json")
			laptop.ok("history", "export", "--format", "bgstats", "-o", path)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"en": "Settlements", "hu": "Települések"}[lang]
			if !strings.Contains(string(data), ": "+want+" ") {
				t.Errorf("the comments do not name the categories in %s:\n%s", lang, data)
			}
			phone.ok("history", "import", "--format", "bgstats", path)
			a, b := laptop.ok("history", "show", "1", "--json"), phone.ok("history", "show", "1", "--json")
			var x, y struct {
				Players []struct {
					Name      string         `json:"name"`
					Breakdown map[string]int `json:"breakdown"`
				} `json:"players"`
			}
			if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil || !reflect.DeepEqual(x, y) || len(x.Players) == 0 {
				t.Errorf("the breakdown did not come back:\n%s\n%s", a, b)
			}
			if !strings.Contains(phone.ok("history", "show", "1"), "rematch") {
				t.Error("the notes did not come back")
			}
		})
	}
}
