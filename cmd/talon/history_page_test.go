package main

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// TestHistorySaysMorePlaysFollow (issue 14): a table page that is not the last ends
// with a line saying which plays it showed and how to see the next; the last page,
// --json and --limit 0 print none.
func TestHistorySaysMorePlaysFollow(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(5)
	tests := []struct {
		name string
		args []string
		lang string
		want string // the last line; "" when no line is wanted
	}{
		{"first page", []string{"--limit", "2"}, "en", "Plays 1–2; more follow: --page 2 shows the next."},
		{"second page", []string{"--limit", "2", "--page", "2"}, "en", "Plays 3–4; more follow: --page 3 shows the next."},
		{"last page", []string{"--limit", "2", "--page", "3"}, "en", ""},
		{"a page just filled", []string{"--limit", "5"}, "en", ""},
		{"the default page holds every play", nil, "en", ""},
		{"one play a page", []string{"--limit", "1", "--page", "4"}, "en", "Plays 4; more follow: --page 5 shows the next."},
		{"by offset", []string{"--limit", "2", "--offset", "1"}, "en", "Plays 2–3; more follow: --offset 3 shows the next."},
		{"by offset, to the end", []string{"--limit", "2", "--offset", "3"}, "en", ""},
		{"a filter", []string{"--limit", "1", "--since", "2026-01-04"}, "en", "Plays 1; more follow: --page 2 shows the next."},
		{"every play", []string{"--limit", "0"}, "en", ""},
		{"Hungarian", []string{"--limit", "2"}, "hu", "1–2. parti; van még több is: a következő oldalt a --page 2 mutatja"},
		{"Hungarian, by offset", []string{"--limit", "2", "--offset", "2"}, "hu", "3–4. parti; van még több is: a következőket az --offset 4 mutatja"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e.vars["TALON_LANG"] = tt.lang
			out := e.ok(append([]string{"history"}, tt.args...)...)
			lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
			last := lines[len(lines)-1]
			switch {
			case tt.want == "" && !strings.HasPrefix(last, "+"):
				t.Errorf("history %q: the table should be the last thing printed, got %q:\n%s", tt.args, last, out)
			case tt.want != "" && last != tt.want:
				t.Errorf("history %q: last line %q, want %q:\n%s", tt.args, last, tt.want, out)
			}
			if tt.want != "" {
				json := e.ok(append([]string{"history", "--json"}, tt.args...)...)
				if strings.Contains(json, "--page") || strings.Contains(json, "--offset") {
					t.Errorf("history --json %q prints the paging line:\n%s", tt.args, json)
				}
			}
		})
	}
}

// TestHistoryRefusesPageZero (issue 14): --page 0 was taken as page 1; it is refused
// in one line, exit 2, like --limit -1.
func TestHistoryRefusesPageZero(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(3)
	for _, args := range [][]string{{"--page", "0"}, {"--page=0", "--json"}, {"--page", "0", "--limit", "2"}} {
		_, errOut, code := e.run(append([]string{"history"}, args...)...)
		if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "--page counts from 1") {
			t.Errorf("history %q: exit %d, stderr %q; want exit 2 and one line", args, code, errOut)
		}
	}
}

// TestHistoryPageFitsTheTerminal (issue 14): without --limit, a table on a terminal
// takes as many rows as leave its header on the screen (at most 20), so that at 80x24
// the page and its paging line fit; piped output, --json and a --limit given keep
// their sizes, and --page counts pages of the same size.
func TestHistoryPageFitsTheTerminal(t *testing.T) {
	tests := []struct {
		name   string
		height int
		args   []string
		rows   int
		fits   bool // the output leaves a line for the shell's prompt
	}{
		{"80x24", 24, nil, 18, true},
		{"a tall terminal", 60, nil, 20, true},
		{"a tiny terminal", 8, nil, 5, false},
		{"piped", 0, nil, 20, false},
		{"--limit given", 24, []string{"--limit", "20"}, 20, false},
		{"page 2 of 18", 24, []string{"--page", "2"}, 7, true},
	}
	e := newEnv(t)
	e.scoredPlays(25)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e.height = tt.height
			out := e.ok(append([]string{"history"}, tt.args...)...)
			if got := strings.Count(out, "| Catan "); got != tt.rows {
				t.Errorf("history %q at %d lines: %d rows, want %d:\n%s", tt.args, tt.height, got, tt.rows, out)
			}
			if lines := strings.Count(out, "\n"); tt.fits && lines > tt.height-1 {
				t.Errorf("history at %d lines prints %d lines: the header scrolls away", tt.height, lines)
			}
			if n := strings.Count(e.ok(append([]string{"history", "--json"}, tt.args...)...), `"uuid"`); tt.args == nil && n != 20 {
				t.Errorf("history --json at %d lines: %d plays, want 20 (a script's page does not follow the terminal)", tt.height, n)
			}
		})
	}
}

// TestHistoryWrappedRowsFitTheTerminal (issue 14): rows whose scores wrap take two
// lines each; at 80x24 the page leaves out the rows that would push the header off the
// screen, and its last line names the --offset where the next page begins, which then
// goes on from the first play left out.
func TestHistoryWrappedRowsFitTheTerminal(t *testing.T) {
	e := newEnv(t)
	e.marcoPoloPlays(25, "Annabella", "Benedikt", "Cecilia", "Dominik", "Evelin")
	e.height = 24
	for _, lang := range []string{"en", "hu"} {
		e.vars["TALON_LANG"] = lang
		out := e.ok("history")
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		if len(lines) > 23 || !strings.HasPrefix(lines[0], "+--") || !strings.Contains(lines[1], " | ") {
			t.Fatalf("%s: %d lines at 24, header %q:\n%s", lang, len(lines), lines[1], out)
		}
		rows := strings.Count(out, "| Marco Polo ")
		wantLast := map[string]string{
			"en": "Plays 1–" + strconv.Itoa(rows) + "; more follow: --offset " + strconv.Itoa(rows) + " shows the next.",
			"hu": "1–" + strconv.Itoa(rows) + ". parti; van még több is: a következőket az --offset " + strconv.Itoa(rows) + " mutatja",
		}[lang]
		if rows < 5 || rows >= 18 || lines[len(lines)-1] != wantLast {
			t.Fatalf("%s: %d rows, last line %q, want %q:\n%s", lang, rows, lines[len(lines)-1], wantLast, out)
		}
		next := e.ok("history", "--offset", strconv.Itoa(rows))
		if want := "| " + strconv.Itoa(25-rows) + " "; !strings.Contains(strings.Split(next, "\n")[3], want) {
			t.Errorf("%s: --offset %d does not begin with play %d:\n%s", lang, rows, 25-rows, next)
		}
	}
	e.height = 0 // piped: 20 rows, wrapped or not
	if rows := strings.Count(e.ok("history"), "| Marco Polo "); rows != 20 {
		t.Errorf("piped: %d rows, want 20", rows)
	}
}

// The line under a page fitted to the terminal names the next plays by offset: a page
// of 18 at 80x24 followed by `--page 2` piped (pages of 20) skipped plays 19 and 20.
func TestHistoryFittedPageNamesTheNextByOffset(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(25)
	e.height = 24
	out := e.ok("history")
	if !strings.Contains(out, "--offset 18") || strings.Contains(out, "--page 2") {
		t.Errorf("the fitted page's last line:\n%s", out)
	}
	e.height = 0
	if out := e.ok("history"); !strings.Contains(out, "--page 2") {
		t.Errorf("a piped page of 20 should name --page 2:\n%s", out)
	}
	piped := e.ok("history", "--offset", "18")
	if strings.Count(piped, "| Catan ") != 7 {
		t.Errorf("--offset 18 piped shows the plays after the fitted page's 18:\n%s", piped)
	}
}

// marcoPoloPlays stores n finished Marco Polo plays of the players, one a day from
// 1 January 2026.
func (e *env) marcoPoloPlays(n int, players ...string) {
	e.t.Helper()
	s, err := history.Open(e.db)
	if err != nil {
		e.t.Fatal(err)
	}
	defer s.Close()
	for i := range n {
		var entries []scoring.Entry
		for j, name := range players {
			entries = append(entries, scoring.Entry{Name: name, Breakdown: []scoring.Points{{Category: "points", Points: 100 + i + j}}})
		}
		r := scoring.Rank(entries, scoring.Rules{Game: "marco-polo"})
		if _, err := s.SaveScored(context.Background(), "marco-polo", time.Date(2026, 1, 1+i, 20, 0, 0, 0, time.UTC), r); err != nil {
			e.t.Fatal(err)
		}
	}
}
