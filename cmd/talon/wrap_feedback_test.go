package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
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
	mustContain(t, screen, "\n✗ 40 kívül esik a tartományon, ennyi lehet: 0–12 (termelőépületenként egy áru,\n  legfeljebb 12 épület)")
}

// An answer a question refuses (a number out of range in the score form) is marked ✗
// like every other refusal (a rule's in play, a problem with the form's answers), in
// both languages; it used to be indented with no mark.
func TestInputMarksItsRefusal(t *testing.T) {
	field := scoring.Field{Key: "six_cost_vp", Kind: scoring.Int, Bound: scoring.Bound{Max: 1}}
	for _, tc := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "› game: 7\n✗ 7 is out of range: must be 0 to 1\n› game: 1"},
		{i18n.Hungarian, "› A játék: 7\n✗ a 7 nincs a megengedett tartományban: 0–1\n› A játék: 1"},
	} {
		ft := newFakeTerminal()
		p := ft.prompterIn(tc.lang)
		pr := i18n.NewPrinter(tc.lang)
		ft.send("7\r")
		ft.send("1\r")
		v, err := p.Input(pr.Sprintf("game"), func(s string) error {
			_, _, err := field.Parse(s)
			if err != nil {
				return errors.New(pr.Error(err))
			}
			return nil
		})
		if v != "1" || err != nil {
			t.Fatalf("%s: input %q, %v", tc.lang, v, err)
		}
		time.Sleep(20 * time.Millisecond)
		mustContain(t, strings.Join(ft.lines(), "\n"), tc.want)
	}
}
