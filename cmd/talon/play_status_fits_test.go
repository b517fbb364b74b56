package main

import (
	"strings"
	"testing"
)

// TestPlayStatusFitsAboveTheMenu (trial F3): at 80x24 play's status (and the view play
// opens with) pushed the session's header off the screen above the action menu. Both
// now fit above the menu: the header line and the title stay, the next step too, and
// the parts that do not fit are named with the `talon status` that shows them; a
// terminal of unknown height gets the whole view, board included, as before.
func TestPlayStatusFitsAboveTheMenu(t *testing.T) {
	tests := []struct {
		lang     string
		height   int
		leftOut  string // "": nothing left out
		notShown string // a part the status leaves out at this height
	}{
		{"en", 24, "Left out to fit the screen:", "│ Players"},
		{"hu", 24, "Hogy kiférjen a képernyőre, kimaradt:", "│ Játékosok"},
		{"en", 40, "Left out to fit the screen: the board", "/  1  \\"},
		{"en", 0, "", ""},
	}
	for _, tt := range tests {
		e := newEnv(t)
		e.tty, e.width, e.height = true, 80, tt.height
		e.ok("new", "catan", "--players", "Anna:red,Béla:blue,Csaba:white,Dóra:orange")
		for _, m := range []string{"place settlement 12", "place road 12-17", "place settlement 31", "place road 31-36",
			"place settlement 44", "place road 44-48", "place settlement 22", "place road 22-28",
			"place settlement 46", "place road 46-50", "place settlement 10", "place road 10-15",
			"place settlement 5", "place road 5-9", "place settlement 52", "place road 49-52", "roll 3,5"} {
			e.ok(append([]string{"do"}, strings.Fields(m)...)...)
		}
		e.prompt.answers = []string{"status", "quit"}
		out := e.ok("--lang", tt.lang, "play")
		header := map[string]string{"en": "Session 1 · ", "hu": "1. játszma · "}[tt.lang]
		at := strings.Index(out[1:], header) + 1
		if !strings.HasPrefix(out, header) || at <= 0 {
			t.Fatalf("%s %d: no header before the view and the status:\n%s", tt.lang, tt.height, out)
		}
		saved := strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n") + 1 // "Saved. …"
		// The search line, the label, the items, the details under them (an empty line
		// when the first item leaves nothing out) and the line the cursor waits on:
		// counted as a terminal showed them in tmux.
		details := 1
		if more := e.prompt.more[0][0]; more != "" {
			details = strings.Count(hangText("    ", "      ", more, 79), "\n")
		}
		menu := 3 + min(len(e.prompt.offered[0]), listSize) + details
		for i, seg := range []string{out[:at], out[at:saved]} {
			lines := strings.Split(strings.TrimSuffix(seg, "\n"), "\n")
			if !strings.Contains(lines[1], "Catan") {
				t.Errorf("%s %d, part %d: the title is not under the header: %q", tt.lang, tt.height, i, lines[1])
			}
			room := tt.height - menu - i // the status's answer line
			if tt.height > 0 && len(lines) > room {
				t.Errorf("%s %d, part %d: %d lines above a menu of %d: the header scrolls away:\n%s", tt.lang, tt.height, i, len(lines), menu, seg)
			}
			want := tt.leftOut
			if i == 0 { // play's first view has no board: it is drawn before a question on it
				want, _, _ = strings.Cut(want, ":")
			}
			if tt.leftOut != "" && (!strings.Contains(seg, want) || strings.Contains(seg, tt.notShown)) {
				t.Errorf("%s %d, part %d: want %q and no %q:\n%s", tt.lang, tt.height, i, want, tt.notShown, seg)
			}
		}
		if status := out[at:]; tt.leftOut == "" && (strings.Contains(status, "Left out") || !strings.Contains(status, "/  1  \\") ||
			!strings.Contains(status, "Players")) {
			t.Errorf("a terminal of unknown height: the whole status, board included:\n%s", status)
		}
	}
}
