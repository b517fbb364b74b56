package main

import (
	"strings"
	"testing"
	"time"
)

// A number typed at the play menu is the answer to the first question of the entry
// that takes it (trial F8: it matched nothing and was lost): a hand size at a 7, the
// dice before a roll, the intersection of a city; a number no entry takes is said to be
// in no entry, as before.
func TestPlayMenuTakesATypedNumber(t *testing.T) {
	for _, tc := range []struct {
		name    string
		do      []string // set up with talon do after Catan's set-up
		answers []string
		want    []string // in the output
		said    string   // what the menu said to a number nothing takes
	}{
		{"a hand size at a 7", []string{"roll 3,4"}, []string{"9", "5", "3", "quit"},
			[]string{"Ann: 9\n", "✓ #14 hands Ann=9 Ben=5 Cid=3"}, ""},
		{"the dice before a roll", nil, []string{"3,5", "quit"},
			[]string{"dice: 3,5\n", "✓ #13 roll 3,5"}, ""},
		{"a city's intersection", []string{"roll 3,5"}, []string{"36", "quit"},
			[]string{"intersection: 36\n", "✓ #14 build city 36"}, ""},
		{"a dice total", nil, []string{"8", "roll", "3,5", "quit"},
			[]string{"✓ #13 roll 3,5"}, `"8" is not in the list`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := catanSetUp(t)
			for _, d := range tc.do {
				e.ok(append([]string{"do"}, strings.Fields(d)...)...)
			}
			e.prompt.answers = tc.answers
			out := e.ok("play")
			mustContain(t, out, tc.want...)
			if said := strings.Join(e.prompt.noMatches, "\n"); tc.said != "" && !strings.Contains(said, tc.said) || tc.said == "" && said != "" {
				t.Errorf("the menu said %q, want %q", said, tc.said)
			}
		})
	}
}

// At the terminal a typed number leaves the entry that takes it and Enter hands the
// number on (Question.Typed): the keys reach the list, nothing is dropped.
func TestPickListHandsOnATypedNumber(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompter()
	items := []Item{
		{Text: "hands  — enter hand sizes", Names: []string{"hands"}, Takes: func(s string) bool { return s == "9" }},
		{Text: "robber  — move the robber", Names: []string{"robber"}},
	}
	var typed string
	done := make(chan int)
	go func() {
		i, _ := p.Select(Question{Label: "What happens now?", Items: items, Actions: true, Typed: &typed})
		done <- i
	}()
	ft.waitFor(t, "What happens now?")
	ft.press("9")
	screen := ft.waitFor(t, "9█")
	if strings.Contains(screen, "robber") || strings.Contains(screen, "not in the list") {
		t.Errorf("9 did not leave the hands alone:\n%s", screen)
	}
	ft.press("<enter>")
	select {
	case i := <-done:
		if i != 0 || typed != "9" {
			t.Errorf("took %d with %q typed, want hands with 9", i, typed)
		}
	case <-time.After(5 * time.Second):
		ft.press("<esc>")
		t.Fatalf("Enter took nothing:\n%s", strings.Join(ft.lines(), "\n"))
	}
}
