package main

import (
	"strconv"
	"strings"
	"testing"
)

// history show of a session still being played (or abandoned) refuses in one line that
// fits 80 columns in every language and names the command that shows where it stands.
func TestHistoryShowActiveSessionGolden(t *testing.T) {
	for _, lang := range []string{"en", "hu"} {
		t.Run(lang, func(t *testing.T) {
			e := newEnv(t)
			e.ok("new", "catan", "--players", "Ann,Ben,Cid")
			e.ok("new", "catan", "--players", "Ann,Ben,Cid")
			e.ok("abandon", "--session", "2", "--yes")
			e.vars["TALON_LANG"] = lang
			var b strings.Builder
			for _, id := range []string{"1", "2"} {
				out, errOut, code := e.run("history", "show", id)
				if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 {
					t.Errorf("history show %s: exit %d, out %q, err %q; want exit 2 and one line", id, code, out, errOut)
				}
				mustFit(t, "history show "+id+" ("+lang+")", errOut, 80)
				b.WriteString("$ talon history show " + id + "   # exit " + strconv.Itoa(code) + "\n" + errOut)
			}
			golden(t, "history_show_active_"+lang, b.String())
		})
	}
}

// TestHistoryEditPointsToWhatShowsIt: history edit points to `history show` only where
// history show shows the play: at once for a finished play, once it is finished for a
// game still being played, and not at all for an abandoned one (trial-final F7).
func TestHistoryEditPointsToWhatShowsIt(t *testing.T) {
	e := newEnv(t)
	finished := idText(e.savePlay(1, "Ann", "Ben"))
	e.ok("new", "catan", "--players", "Ann,Ben,Cid")
	e.ok("new", "catan", "--players", "Ann,Ben,Cid")
	e.ok("abandon", "--session", "3", "--yes")
	tests := []struct {
		id, lang, want string
		shows          bool // history show then shows it
	}{
		{finished, "en", "Session 1 changed; `talon history show 1` shows it.\n", true},
		{"2", "en", "Session 2 changed; `talon history show 2` shows it once the game is finished.\n", false},
		{"3", "en", "Session 3 changed.\n", false},
		{finished, "hu", "Az 1. játszma módosult; a `talon history show 1` megmutatja.\n", true},
		{"2", "hu", "A 2. játszma módosult; a `talon history show 2` a játék végeztével megmutatja.\n", false},
		{"3", "hu", "A 3. játszma módosult.\n", false},
	}
	for _, tt := range tests {
		e.vars["TALON_LANG"] = tt.lang
		out := e.ok("history", "edit", tt.id, "--location", "Home "+tt.lang)
		if strings.ReplaceAll(out, "\u00a0", " ") != tt.want {
			t.Errorf("%s: history edit %s: %q, want %q", tt.lang, tt.id, out, tt.want)
		}
		mustFit(t, "history edit "+tt.id, out, 80)
		if _, _, code := e.run("history", "show", tt.id); (code == 0) != tt.shows {
			t.Errorf("history show %s: exit %d", tt.id, code)
		}
	}
}
