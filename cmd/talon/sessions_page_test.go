package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// lastLine is out's last line.
func lastLine(out string) string {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	return lines[len(lines)-1]
}

// sessionIDs are the sessions' numbers a table or --json lists, in order.
func sessionIDs(t *testing.T, out string, asJSON bool) []int64 {
	t.Helper()
	var ids []int64
	if asJSON {
		var list []struct {
			Session struct {
				ID int64 `json:"id"`
			} `json:"session"`
		}
		decode(t, out, &list)
		for _, s := range list {
			ids = append(ids, s.Session.ID)
		}
		return ids
	}
	for _, line := range strings.Split(out, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 {
			continue
		}
		if id, err := strconv.ParseInt(strings.TrimSpace(cells[1]), 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	return ids
}

// idsFrom is n session numbers counting down from first.
func idsFrom(first int64, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = first - int64(i)
	}
	return out
}

// TestSessionsPages: sessions pages as history does, newest first: --limit, --page and
// --offset pick the same sessions in the table and in --json, a table page that is not
// the last ends with the line that shows the next (by page, or by offset when --offset
// picked where it began), the last page, --json and --limit 0 print none, and a page
// past the last says how many there are (en and hu).
func TestSessionsPages(t *testing.T) {
	e := newEnv(t)
	e.scoredPlays(5) // sessions 1–5, the newest 5
	tests := []struct {
		name string
		args []string
		lang string
		ids  []int64
		last string // the line under the table; "" when the table is the last thing
	}{
		{"first page", []string{"--limit", "2"}, "en", idsFrom(5, 2), "Sessions 1–2; more follow: --page 2 shows the next."},
		{"second page", []string{"--limit", "2", "--page", "2"}, "en", idsFrom(3, 2), "Sessions 3–4; more follow: --page 3 shows the next."},
		{"last page", []string{"--limit", "2", "--page", "3"}, "en", idsFrom(1, 1), ""},
		{"a page just filled", []string{"--limit", "5"}, "en", idsFrom(5, 5), ""},
		{"the default page holds every session", nil, "en", idsFrom(5, 5), ""},
		{"one a page", []string{"--limit", "1", "--page", "4"}, "en", idsFrom(2, 1), "Sessions 4; more follow: --page 5 shows the next."},
		{"by offset", []string{"--limit", "2", "--offset", "1"}, "en", idsFrom(4, 2), "Sessions 2–3; more follow: --offset 3 shows the next."},
		{"by offset, to the end", []string{"--limit", "2", "--offset", "3"}, "en", idsFrom(2, 2), ""},
		{"every session after an offset", []string{"--limit", "0", "--offset", "2"}, "en", idsFrom(3, 3), ""},
		{"a filter", []string{"--limit", "1", "--status", "finished", "--game", "catan"}, "en", idsFrom(5, 1), "Sessions 1; more follow: --page 2 shows the next."},
		{"Hungarian", []string{"--limit", "2"}, "hu", idsFrom(5, 2), "1–2. játszma; van még több is: a következő oldalt a --page 2 mutatja"},
		{"Hungarian, by offset", []string{"--limit", "2", "--offset", "2"}, "hu", idsFrom(3, 2), "3–4. játszma; van még több is: a következőket az --offset 4 mutatja"},
		{"past the last page", []string{"--limit", "2", "--page", "9"}, "en", nil, "Page 9 is empty: the last is page 3 (5 sessions, 2 a page)."},
		{"an offset past the last", []string{"--offset", "5"}, "en", nil, "--offset 5 skips every session: 5 sessions in all."},
		{"Hungarian, past the last page", []string{"--limit", "2", "--page", "9"}, "hu", nil, "Nincs 9. oldal: az utolsó a 3. (5 játszma, oldalanként 2)."},
		{"Hungarian, an offset past the last", []string{"--offset", "7"}, "hu", nil, "Az --offset 7 minden játszmát átugrik: összesen 5 játszma van."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e.vars["TALON_LANG"] = tt.lang
			args := append([]string{"sessions"}, tt.args...)
			out := e.ok(args...)
			if got := sessionIDs(t, out, false); !slices.Equal(got, tt.ids) {
				t.Errorf("sessions %q: %v, want %v:\n%s", tt.args, got, tt.ids, out)
			}
			switch last := lastLine(out); {
			case tt.last == "" && !strings.HasPrefix(last, "+"):
				t.Errorf("sessions %q: the table should be the last thing printed, got %q:\n%s", tt.args, last, out)
			case tt.last != "" && last != tt.last:
				t.Errorf("sessions %q: last line %q, want %q:\n%s", tt.args, last, tt.last, out)
			}
			if tt.ids == nil {
				return
			}
			asJSON := e.ok(append(args, "--json")...)
			if got := sessionIDs(t, asJSON, true); !slices.Equal(got, tt.ids) {
				t.Errorf("sessions --json %q: %v, want %v", tt.args, got, tt.ids)
			}
			if strings.Contains(asJSON, "--page") || strings.Contains(asJSON, "--offset") {
				t.Errorf("sessions --json %q prints the paging line:\n%s", tt.args, asJSON)
			}
		})
	}
	delete(e.vars, "TALON_LANG")
	for _, args := range [][]string{{"--page", "0"}, {"--page=0", "--json"}, {"--limit", "-1"}, {"--offset", "-2"},
		{"--page", "2", "--offset", "1"}, {"--page", "2", "--limit", "0"}} {
		_, errOut, code := e.run(append([]string{"sessions"}, args...)...)
		if code != exitUsage || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("sessions %q: exit %d, stderr %q; want exit 2 and one line", args, code, errOut)
		}
	}
	if _, errOut, _ := e.run("sessions", "--page", "0"); !strings.Contains(errOut, "--page counts from 1 (the newest sessions)") {
		t.Errorf("--page 0: %q", errOut)
	}
}

// TestSessionsPageFitsTheTerminal: without --limit, a table on a terminal takes as many
// rows as leave its header on the screen (at most 20), so that at 80x24 the page and its
// paging line fit; piped output, --json (20, whatever the terminal) and a --limit given
// keep their sizes, --limit 0 lists every session, and --page counts pages of the size
// the terminal gives. The fitted page names its next by offset, which then goes on from
// the first session left out.
func TestSessionsPageFitsTheTerminal(t *testing.T) {
	tests := []struct {
		name   string
		height int
		args   []string
		ids    []int64
		fits   bool   // the output leaves a line for the shell's prompt
		last   string // the line under the table
	}{
		{"80x24", 24, nil, idsFrom(25, 18), true, "Sessions 1–18; more follow: --offset 18 shows the next."},
		{"a tall terminal", 60, nil, idsFrom(25, 20), true, "Sessions 1–20; more follow: --page 2 shows the next."},
		{"a tiny terminal", 8, nil, idsFrom(25, 5), false, "Sessions 1–5; more follow: --offset 5 shows the next."},
		{"piped", 0, nil, idsFrom(25, 20), false, "Sessions 1–20; more follow: --page 2 shows the next."},
		{"--limit given", 24, []string{"--limit", "20"}, idsFrom(25, 20), false, "Sessions 1–20; more follow: --page 2 shows the next."},
		{"every session", 24, []string{"--limit", "0"}, idsFrom(25, 25), false, ""},
		{"page 2 of 18", 24, []string{"--page", "2"}, idsFrom(7, 7), true, ""},
		{"the next after the fitted page", 0, []string{"--offset", "18"}, idsFrom(7, 7), false, ""},
	}
	e := newEnv(t)
	e.scoredPlays(25)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e.height = tt.height
			out := e.ok(append([]string{"sessions"}, tt.args...)...)
			if got := sessionIDs(t, out, false); !slices.Equal(got, tt.ids) {
				t.Errorf("sessions %q at %d lines: %v, want %v:\n%s", tt.args, tt.height, got, tt.ids, out)
			}
			if lines := strings.Count(out, "\n"); tt.fits && lines > tt.height-1 {
				t.Errorf("sessions at %d lines prints %d lines: the header scrolls away", tt.height, lines)
			}
			if last := lastLine(out); tt.last != "" && last != tt.last || tt.last == "" && !strings.HasPrefix(last, "+") {
				t.Errorf("sessions %q at %d lines: last line %q, want %q", tt.args, tt.height, last, tt.last)
			}
			if tt.args == nil {
				if n := len(sessionIDs(t, e.ok("sessions", "--json"), true)); n != 20 {
					t.Errorf("sessions --json at %d lines: %d sessions, want 20 (a script's page does not follow the terminal)", tt.height, n)
				}
			}
		})
	}
}

// TestSessionsWrappedRowsFitTheTerminal: rows whose players wrap take two lines or more;
// at 80x24 the page leaves out the rows that would push the header off the screen, and
// its last line names the --offset where the next page begins, which then goes on from
// the first session left out (en and hu).
func TestSessionsWrappedRowsFitTheTerminal(t *testing.T) {
	e := newEnv(t)
	e.marcoPoloPlays(25, "Annabella Kovács", "Benedikt Szabó", "Cecilia Horváth", "Dominik Varga", "Evelin Tóth")
	e.height = 24
	for _, lang := range []string{"en", "hu"} {
		e.vars["TALON_LANG"] = lang
		out := e.ok("sessions")
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		if len(lines) > 23 || !strings.HasPrefix(lines[0], "+--") {
			t.Fatalf("%s: %d lines at 24:\n%s", lang, len(lines), out)
		}
		ids := sessionIDs(t, out, false)
		rows := len(ids)
		wantLast := map[string]string{
			"en": "Sessions 1–" + strconv.Itoa(rows) + "; more follow: --offset " + strconv.Itoa(rows) + " shows the next.",
			"hu": "1–" + strconv.Itoa(rows) + ". játszma; van még több is: a következőket az --offset " + strconv.Itoa(rows) + " mutatja",
		}[lang]
		if rows < 2 || rows >= 18 || lines[len(lines)-1] != wantLast || !slices.Equal(ids, idsFrom(25, rows)) {
			t.Fatalf("%s: %d rows %v, last line %q, want %q:\n%s", lang, rows, ids, lines[len(lines)-1], wantLast, out)
		}
		if next := sessionIDs(t, e.ok("sessions", "--offset", strconv.Itoa(rows)), false); len(next) == 0 || next[0] != int64(25-rows) {
			t.Errorf("%s: --offset %d lists %v, want it to begin with session %d", lang, rows, next, 25-rows)
		}
	}
	e.height = 0 // piped: 20 rows, wrapped or not
	if rows := len(sessionIDs(t, e.ok("sessions"), false)); rows != 20 {
		t.Errorf("piped: %d rows, want 20", rows)
	}
}
