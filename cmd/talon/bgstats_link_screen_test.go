package main

import (
	"encoding/json"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
)

// TestBGStatsLinkKeepsTheScoreOnTheScreen: the link (some 1,300 characters, 17 lines
// of an 80-column terminal) printed after the score pushed the table's top off an
// 80x24 screen (trial F6). On a terminal where it would, the table reads the score and
// Enter prints the link alone on its line, whole; Ctrl-C leaves it out. A taller
// terminal, a pipe and --json have it at once, as before.
func TestBGStatsLinkKeepsTheScoreOnTheScreen(t *testing.T) {
	tests := []struct {
		name          string
		tty           bool
		width, height int
		answers       []string
		asked, link   bool
	}{
		{"80x24: asked, Enter prints it", true, 80, 24, []string{""}, true, true},
		{"80x24: Ctrl-C leaves it out", true, 80, 24, []string{"^C"}, true, false},
		{"120x60: room for both", true, 120, 60, nil, false, true},
		{"a pipe", false, 80, 24, nil, false, true},
	}
	for _, lang := range []string{"en", "hu"} {
		for _, tt := range tests {
			t.Run(lang+" "+tt.name, func(t *testing.T) {
				e := newEnv(t)
				e.stdin = e.ok("score", "catan", "--template")
				e.vars["TALON_LANG"] = lang
				e.tty, e.width, e.height = tt.tty, tt.width, tt.height
				e.prompt.answers = tt.answers
				out := e.ok("score", "catan", "--input", "-", "--bgstats-link")
				asked := len(e.prompt.asked) == 1
				want := map[string]string{"en": "Press Enter for the BG Stats link (one line: copy it whole)",
					"hu": "Nyomj Entert a BG Stats-linkért (egy sor: egészben másold)"}[lang]
				if asked != tt.asked || asked && e.prompt.asked[0] != want {
					t.Errorf("asked %q, want asked %v", e.prompt.asked, tt.asked)
				}
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				last := lines[len(lines)-1]
				switch {
				case !tt.link:
					if strings.Contains(out, bgstatsPushBase) {
						t.Errorf("Ctrl-C still printed the link:\n%s", out)
					}
				case tt.asked && !strings.HasPrefix(last, bgstatsPushBase): // alone: a whole-line copy is the link
					t.Errorf("the last line is not the link alone: %q", last)
				case !tt.asked && !strings.HasPrefix(last, "BG Stats: "+bgstatsPushBase):
					t.Errorf("the last line is not the link: %q", last)
				}
				if tt.link {
					data, err := url.QueryUnescape(last[strings.Index(last, "?data=")+len("?data="):])
					if err != nil || !strings.Contains(data, `"sourceName":"talon"`) {
						t.Errorf("the link does not read back: %v %s", err, data)
					}
				}
				if tt.asked { // what stays on the screen: the score and the question
					above := strings.Count(out, "\n")
					if tt.link {
						above-- // the link's own line, printed after Enter
					}
					if above+1 > tt.height {
						t.Errorf("%d lines before the link, on a screen of %d", above, tt.height)
					}
				}
			})
		}
	}
}

// TestBGStatsLinkCountsWhatIsPrinted: the rows that decide whether the link is printed at
// once are the rows of what is printed, "BG Stats: " and the link, not the link alone
// (review F3). At a width where the name takes the line to one row more, on a screen
// one line too short for that row, the table is asked first.
func TestBGStatsLinkCountsWhatIsPrinted(t *testing.T) {
	score := func(width, height int, answers []string) (string, []string) {
		e := newEnv(t)
		e.stdin = e.ok("score", "catan", "--template")
		e.tty, e.width, e.height = true, width, height
		e.prompt.answers = answers
		return e.ok("score", "catan", "--input", "-", "--bgstats-link"), e.prompt.asked
	}
	for width := 60; width <= 120; width++ {
		out, _ := score(width, 1000, nil) // room for all: the line at once
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		last := lines[len(lines)-1]
		link := strings.TrimPrefix(last, "BG Stats: ")
		rows := func(s string) int { return (displayWidth(s) + width - 1) / width }
		if rows(last) == rows(link) {
			continue // the name takes no row more at this width
		}
		height := len(lines) - 1 + rows(last) + 1 // the line's last row pushes the top off
		out, asked := score(width, height, []string{""})
		if len(asked) != 1 || !strings.Contains(out, "\n"+bgstatsPushBase) { // the link alone, after Enter
			t.Errorf("%dx%d: asked %q, printed:\n%s", width, height, asked, out)
		}
		return
	}
	t.Fatal("no width from 60 to 120 where \"BG Stats: \" takes a row more")
}

// TestBGStatsLinkLaterAfterCtrlC: Ctrl-C at the link's question cleared it and said
// nothing (review F4). It says in one line how to have the play later: the export the
// line names holds it, in the history the score was saved to (with a --db too long for
// the line, the command on a line of its own, whole, as errors have it). A score not
// saved has no export to name. Either way the exit is 0: the score was not lost.
func TestBGStatsLinkLaterAfterCtrlC(t *testing.T) {
	type texts struct{ line, broken, notSaved string }
	want := map[string]texts{
		"en": {"No link now; later, `talon --db DB history export --format bgstats` writes the play.\n",
			"No link now; later,\n    talon --db DB history export --format bgstats\n  writes the play.\n",
			"No link now: the play was not saved (--no-save); score it again for one.\n"},
		"hu": {"Most nem; a partit később a `talon --db DB history export --format bgstats` írja ki.\n",
			"Most nem; a partit később a\n    talon --db DB history export --format bgstats\n  írja ki.\n",
			"Most nem; a parti nincs elmentve (--no-save), a linkhez pontozd újra.\n"},
	}
	for _, lang := range []string{"en", "hu"} {
		for _, tc := range []struct {
			width  int
			noSave bool
		}{{80, false}, {300, false}, {80, true}} {
			e := newEnv(t)
			e.stdin = e.ok("score", "catan", "--template")
			db := filepath.Join(t.TempDir(), "other.db") // a --db the command must name again
			e.vars["TALON_LANG"] = lang
			e.tty, e.width, e.height = true, tc.width, 20 // the link asked for at either width
			e.prompt.answers = []string{"^C"}
			args := []string{"--db", db, "score", "catan", "--input", "-", "--bgstats-link"}
			if tc.noSave {
				args = append(args, "--no-save")
			}
			out := e.ok(args...) // exit 0
			w := map[bool]string{true: want[lang].line, false: want[lang].broken}[tc.width > 200]
			if tc.noSave {
				w = want[lang].notSaved
			}
			if w = strings.ReplaceAll(w, "DB", db); !strings.HasSuffix(out, w) {
				t.Errorf("%s at %d columns: the output ends\n%s\nwant\n%s", lang, tc.width, out[max(0, len(out)-200):], w)
				continue
			}
			if n := displayWidth(strings.Replace(want[lang].line, " --db DB", "", 1)); n > 81 { // one line at 80 without --db
				t.Errorf("%s: %d columns", lang, n)
			}
			if tc.noSave {
				continue
			}
			copied := strings.Split(w, "`") // the command as copied: in backticks, or its own line
			if len(copied) < 3 {
				copied = strings.Split(w, "\n")
			}
			cmd := strings.Fields(copied[1])[1:] // without "talon"
			var plays []struct {
				UUID string `json:"uuid"`
			}
			if err := json.Unmarshal([]byte(e.ok("--db", db, "history", "--json")), &plays); err != nil || len(plays) != 1 {
				t.Fatalf("history: %v %v", plays, err)
			}
			if export := e.ok(cmd...); !strings.Contains(export, plays[0].UUID) {
				t.Errorf("%s: %q does not write the play %s:\n%s", lang, cmd, plays[0].UUID, export)
			}
		}
	}
}
