package main

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// fourPlayersThreeGames saves a play of Catan, Genoa and San Juan for Anna, Ben, Cid
// and Dora: the trial's history (F1), 16 rows of the players view and 12 ratings.
func (e *env) fourPlayersThreeGames() {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	for i, game := range []string{"catan", "genoa", "san-juan"} {
		var entries []scoring.Entry
		for j, name := range []string{"Anna", "Ben", "Cid", "Dora"} {
			entries = append(entries, scoring.Entry{Name: name, Breakdown: []scoring.Points{{Category: "points", Points: 10 + (i+j)%4}}})
		}
		r := scoring.Rank(entries, scoring.Rules{Game: game})
		if _, err := s.SaveScored(context.Background(), game, time.Date(2026, 3, 1+i, 20, 0, 0, 0, time.UTC), r); err != nil {
			e.t.Fatal(err)
		}
	}
}

// TestStatsPagesFitTheTerminal (trial F1): at 80x24 `stats players` and `stats
// ratings` printed 40 lines and more for four players of three games. On a terminal
// they show as many players (whole) or ratings as leave the headers on the screen and
// end with the line naming the --offset that shows the next, which goes on from there;
// a tall terminal and piped output show every one without the line; --json is as before.
func TestStatsPagesFitTheTerminal(t *testing.T) {
	tests := []struct {
		view   string
		lang   string
		height int
		shown  int    // players or ratings on the page
		more   string // the last line; "" when every one is shown
	}{
		{"players", "en", 24, 1, "Players 1; more follow: --offset 1 shows the next."},
		{"players", "hu", 24, 1, "1. játékos; van még több is: a következőket az --offset 1 mutatja"},
		{"players", "en", 40, 3, "Players 1–3; more follow: --offset 3 shows the next."},
		{"players", "en", 80, 4, ""},
		{"players", "en", 0, 4, ""},
		{"ratings", "en", 24, 6, "Ratings 1–6; more follow: --offset 6 shows the next."},
		{"ratings", "hu", 24, 6, "1–6. értékszám; van még több is: a következőket az --offset 6 mutatja"},
		{"ratings", "en", 40, 12, ""},
		{"ratings", "en", 0, 12, ""},
	}
	e := newEnv(t)
	e.fourPlayersThreeGames()
	for _, tt := range tests {
		t.Run(tt.view+" "+tt.lang+" "+strconv.Itoa(tt.height), func(t *testing.T) {
			e.height, e.vars["TALON_LANG"] = tt.height, tt.lang
			out := e.ok("stats", tt.view)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if tt.height > 0 && len(lines) > tt.height-1 {
				t.Errorf("%d lines at %d: the top scrolls away:\n%s", len(lines), tt.height, out)
			}
			if last := lines[len(lines)-1]; tt.more != "" && last != tt.more || tt.more == "" && !strings.HasPrefix(last, "+") && !strings.HasPrefix(last, "└") {
				t.Errorf("last line %q, want %q:\n%s", last, tt.more, out)
			}
			if got := statsShown(tt.view, out); got != tt.shown {
				t.Errorf("%d shown, want %d:\n%s", got, tt.shown, out)
			}
			if tt.more != "" && tt.view == "players" { // the next page begins where this one ended
				next := e.ok("stats", tt.view, "--offset", strconv.Itoa(tt.shown))
				if first := []string{"Anna", "Ben", "Cid", "Dora"}[tt.shown]; !strings.Contains(strings.Split(next, "\n")[5], first) {
					t.Errorf("--offset %d does not begin with %s:\n%s", tt.shown, first, next)
				}
			}
			var rows []map[string]any
			js := e.ok("stats", tt.view, "--json")
			if tt.view == "ratings" {
				var r struct{ Ratings []map[string]any }
				if err := json.Unmarshal([]byte(js), &r); err != nil {
					t.Fatal(err)
				}
				rows = r.Ratings
			} else if err := json.Unmarshal([]byte(js), &rows); err != nil {
				t.Fatal(err)
			}
			if want := map[string]int{"players": 16, "ratings": 12}[tt.view]; len(rows) != want {
				t.Errorf("--json: %d rows, want %d", len(rows), want)
			}
		})
	}
	e.height, e.vars["TALON_LANG"] = 0, "en"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"players", "--limit", "3"}, "Players 1–3; more follow: --page 2 shows the next."},
		{[]string{"ratings", "--limit", "5", "--page", "2"}, "Ratings 6–10; more follow: --page 3 shows the next."},
		{[]string{"ratings", "--limit", "5", "--page", "3"}, "+"},
		{[]string{"players", "--offset", "9"}, "--offset 9 skips every player: 4 players in all."},
	} {
		out := strings.TrimSuffix(e.ok(append([]string{"stats"}, tt.args...)...), "\n")
		if last := out[strings.LastIndex(out, "\n")+1:]; !strings.HasPrefix(last, tt.want) {
			t.Errorf("stats %q: last line %q, want %q", tt.args, last, tt.want)
		}
	}
	for _, args := range [][]string{{"seats", "--limit", "2"}, {"players", "--json", "--page", "2"}, {"ratings", "--page", "0"}} {
		if _, errOut, code := e.run(append([]string{"stats"}, args...)...); code != exitUsage || strings.Count(errOut, "\n") != 1 {
			t.Errorf("stats %q: exit %d, %q; want exit 2 in one line", args, code, errOut)
		}
	}
}

// statsShown counts the players (by their record's first row) or the ratings a page
// of stats shows.
func statsShown(view, out string) int {
	n := 0
	seen := map[string]bool{}
	for _, line := range strings.Split(out, "\n") {
		cells := strings.FieldsFunc(line, func(r rune) bool { return r == '|' || r == '│' })
		if len(cells) < 6 {
			continue
		}
		first, second := strings.TrimSpace(cells[0]), strings.TrimSpace(cells[1])
		switch {
		case view == "players" && (first == "Anna" || first == "Ben" || first == "Cid" || first == "Dora") && !seen[first]:
			seen[first] = true
			n++
		case view == "ratings" && (second == "Anna" || second == "Ben" || second == "Cid" || second == "Dora") && !strings.Contains(first, "-"):
			n++
		}
	}
	return n
}
