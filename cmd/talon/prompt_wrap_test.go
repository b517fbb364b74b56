package main

import (
	"strings"
	"testing"
	"time"
)

// An answer typed wider than the terminal wraps onto a second row; every key redraws
// the line, and the redraw must go back up over both rows (it went up one, leaving a
// copy of the prompt line behind at every key).
func TestInputWiderThanTheTerminalLeavesNoCopies(t *testing.T) {
	ft := newFakeTerminal()
	ft.cols = 40
	p := ft.prompter()
	p.width = func() int { return 40 }
	answer := "Indigo Plant, Céhház, Kaffeerösterei, Silver, Könyvtár"
	for _, r := range answer {
		ft.press(string(r))
	}
	ft.press("<enter>")
	v, err := p.Input("Endre", nil)
	if v != answer || err != nil {
		t.Fatalf("input %q, %v", v, err)
	}
	time.Sleep(20 * time.Millisecond)
	screen := ft.lines()
	if n := strings.Count(strings.Join(screen, "\n"), "Endre"); n != 1 {
		t.Fatalf("the prompt line shows %d times:\n%s", n, strings.Join(screen, "\n"))
	}
	if got := strings.Join(screen, ""); got != "› Endre: "+answer {
		t.Errorf("screen %q", screen)
	}
}
