package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

var scoredGames = []string{"san-juan", "catan", "genoa", "marco-polo", "neptun"}

func TestScoreTemplateRoundTripsForEveryGame(t *testing.T) {
	for _, game := range scoredGames {
		t.Run(game, func(t *testing.T) {
			e := newEnv(t)
			e.stdin = e.ok("score", game, "--template")
			out := e.ok("score", game, "--input", "-", "--json")
			var res struct {
				Game    string `json:"game"`
				Players []struct {
					Name      string         `json:"name"`
					Total     int            `json:"total"`
					Rank      int            `json:"rank"`
					Winner    bool           `json:"winner"`
					Breakdown map[string]int `json:"breakdown"`
				} `json:"players"`
				Winners  []string `json:"winners"`
				TieBreak *string  `json:"tie_break"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if res.Game != game || len(res.Players) < 2 || len(res.Winners) == 0 {
				t.Fatalf("unexpected result: %s", out)
			}
			for _, p := range res.Players {
				sum := 0
				for _, v := range p.Breakdown {
					sum += v
				}
				if sum != p.Total || p.Rank < 1 || p.Winner != (p.Rank == 1) {
					t.Errorf("%s: breakdown sums to %d, total %d, rank %d, winner %v", p.Name, sum, p.Total, p.Rank, p.Winner)
				}
			}
			// Saved as a finished session with the same winners.
			hist := e.ok("history", "--json")
			for _, w := range res.Winners {
				mustContain(t, hist, w)
			}
			mustContain(t, e.ok("history", "show", "1"), "Final score", "Total", "Rank")
		})
	}
}

func TestScoreHumanOutputGolden(t *testing.T) {
	e := newEnv(t)
	e.stdin = e.ok("score", "san-juan", "--template")
	golden(t, "score_san_juan", e.ok("score", "san-juan", "--input", "-", "--no-save"))
	if _, err := os.Stat(e.db); err == nil {
		t.Errorf("--no-save created the history file")
	}
}

func TestScoreBadInputReportsEveryProblemAndSavesNothing(t *testing.T) {
	e := newEnv(t)
	e.stdin = `{"players":[{"name":"Ann","buildings":["indigo_plant","bakery"]},{"name":"ann","buildings":["guild_hall","guild_hall"]}]}`
	_, errOut, code := e.run("score", "san-juan", "--input", "-")
	if code != exitUsage || strings.Count(errOut, "\n") != 1 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	mustContain(t, errOut, "bakery", "Guild Hall", "same name")
	if _, err := os.Stat(e.db); err == nil {
		t.Errorf("bad input created the history file")
	}
}

func TestScoreWithoutInputOffTerminalSaysWhatIsMissing(t *testing.T) {
	_, errOut, code := newEnv(t).run("score", "catan")
	if code != exitUsage || !strings.Contains(errOut, "--input") || !strings.Contains(errOut, "--template") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	for _, args := range [][]string{{"score", "chess"}, {"score", "catan", "--input", "/no/such/file"}, {"score", "catan", "--round", "2"}} {
		if _, _, code := newEnv(t).run(args...); code != exitUsage {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestScoreAsksOnATerminal(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.prompt.answers = []string{
		"Ann, Ben, Cid",
		// per player: settlements, cities, longest road, largest army, VP cards
		"2", "3", "n", "y", "2",
		"lots", "4", "1", "y", "n", "0", // "lots" is refused as typed and asked again
		"5", "0", "n", "n", "0",
		"Ann", // ended on Ann's turn
	}
	out := e.ok("score", "catan", "--json")
	var res struct{ Winners []string }
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(res.Winners) != 1 || res.Winners[0] != "Ann" {
		t.Errorf("winners %v\n%s", res.Winners, out)
	}
	if len(e.prompt.answers) != 0 {
		t.Errorf("unused answers: %q (asked %q)", e.prompt.answers, e.prompt.asked)
	}
}

func TestNeptunRoundScoring(t *testing.T) {
	e := newEnv(t)
	for _, round := range []string{"1", "2", "3"} {
		e.stdin = e.ok("score", "neptun", "--round", round, "--template")
		e.ok("score", "neptun", "--round", round, "--input", "-")
	}
	e.stdin = e.ok("score", "neptun", "--round", "3", "--template")
	out := e.ok("score", "neptun", "--round", "3", "--input", "-", "--json")
	var res map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if _, ok := res["awards"]; !ok {
		t.Errorf("no awards: %s", out)
	}
	if _, ok := res["bonus"]; !ok {
		t.Errorf("no bonus: %s", out)
	}
	mustContain(t, e.ok("score", "neptun", "--round", "3", "--input", "-"), "Round 3", "takes")
}

func TestHistoryDeleteAndStats(t *testing.T) {
	e := newEnv(t)
	for i := 0; i < 2; i++ {
		e.stdin = e.ok("score", "genoa", "--template")
		e.ok("score", "genoa", "--input", "-")
	}
	stats := e.ok("stats", "--game", "genoa", "--json")
	var lines []struct {
		Player string
		Plays  int
	}
	if err := json.Unmarshal([]byte(stats), &lines); err != nil || len(lines) == 0 || lines[0].Plays != 2 {
		t.Fatalf("stats: %v %s", err, stats)
	}
	if _, errOut, code := e.run("history", "delete", "1"); code != exitUsage || !strings.Contains(errOut, "--yes") {
		t.Errorf("delete must ask: %d %q", code, errOut)
	}
	e.ok("history", "delete", "1", "--yes")
	if _, _, code := e.run("history", "show", "1"); code != exitUsage {
		t.Errorf("show of a deleted session: exit %d", code)
	}
	if _, _, code := e.run("history", "delete", "9", "--yes"); code != exitUsage {
		t.Errorf("delete of a missing session: exit %d", code)
	}
	if !json.Valid([]byte(e.ok("history", "export"))) {
		t.Error("export is not JSON")
	}
}
