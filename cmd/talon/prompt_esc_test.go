package main

import (
	"io"
	"strings"
	"testing"
)

// Esc on a pick list leaves no blank line where the list was: what play says next
// ("Back to the menu") comes right under what was on the screen before the list.
func TestPickListEscLeavesNoBlankLine(t *testing.T) {
	for range 10 { // the list's last drawing races the line printed after it
		ft := newFakeTerminal()
		p := ft.prompter()
		io.WriteString(ft, "before\n")
		done := make(chan error)
		go func() {
			_, err := p.Select(Question{Label: "steal", Items: stealItems})
			done <- err
		}()
		ft.waitFor(t, "steal")
		ft.press("<esc>")
		if err := <-done; err != errBack {
			t.Fatalf("Esc returned %v, want errBack", err)
		}
		io.WriteString(ft, "Back to the menu\n")
		if screen := strings.Join(ft.lines(), "\n"); !strings.Contains(screen, "before\nBack to the menu") {
			t.Fatalf("Esc left lines between:\n%s", screen)
		}
	}
}
