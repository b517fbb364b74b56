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
