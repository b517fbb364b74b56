package main

import (
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// undo says what happens next wrapped to the terminal, as `talon do` does (it used to
// print the line whole: 86 columns in Hungarian).
func TestUndoWrapsItsNextLine(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "san-juan", "--players", "Anna,Béla,Csaba", "--seed", "x")
	e.ok("do", "role", "Anna", "builder")
	e.ok("do", "build", "Anna", "pass")
	out := e.ok("--lang", "hu", "undo")
	mustContain(t, out, "Következik: Anna épít: build Anna ÉPÜLET")
	mustFit(t, "undo", out, 80)
}

// An answer the check refuses is said under the question wrapped with a hanging
// indent (the terminal used to break it inside a word: "l\negfeljebb").
func TestInputWrapsItsRefusal(t *testing.T) {
	const why = "40 kívül esik a tartományon, ennyi lehet: 0–12 (termelőépületenként egy áru, legfeljebb 12 épület)"
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	ft.send("40\r")
	ft.send("4\r")
	v, err := p.Input("Anna · áruk", func(s string) error {
		if s == "40" {
			return i18n.Errorf("%s", why)
		}
		return nil
	})
	if v != "4" || err != nil {
		t.Fatalf("input %q, %v", v, err)
	}
	time.Sleep(20 * time.Millisecond)
	screen := strings.Join(ft.lines(), "\n")
	mustFit(t, "form", screen, 80)
	mustContain(t, screen, "  40 kívül esik a tartományon, ennyi lehet: 0–12 (termelőépületenként egy áru,\n    legfeljebb 12 épület)")
}
