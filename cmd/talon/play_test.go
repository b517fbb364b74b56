package main

import (
	"io"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/companiontest"
	"github.com/talon-games/talon/companion/i18n"
)

func TestPlayLoopOffersLegalActionsAndRecordsThem(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	// bonus is only legal with 10 points, so the menu must not offer it.
	e.prompt.answers = []string{
		"roll", "6",
		"status",
		"undo",
		"roll", "", // talon rolls
		"quit",
	}
	out := e.ok("play")
	mustContain(t, out, "Session 1 · Tally", "✓ #1 roll 6   (talon do roll 6)", "Undid #1 roll 6", "✓ #2 roll ", "Saved.")
	if len(e.prompt.offered) == 0 {
		t.Fatal("no menu was offered")
	}
	for _, items := range e.prompt.offered {
		if strings.HasPrefix(items[0], "roll") && strings.Contains(strings.Join(items, "|"), "bonus") {
			t.Errorf("bonus was offered before it was legal: %q", items)
		}
	}
	if n := eventsIn(t, e); n != 1 {
		t.Errorf("play should leave 1 live event, got %d", n)
	}
}

func TestPlayLoopShowsRefusalsAndGoesOn(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.ok("new", "tally", "--players", "Ann", "--option", "target=10")
	e.prompt.answers = []string{"roll", "9", "roll", "6", "roll", "6"}
	out := e.ok("play")
	mustContain(t, out, "✗ roll: value \"9\" is not a whole number from 1 to 6", "Final score", "★ winner")
}

func TestPlayLoopCtrlCSaysSessionIsSaved(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.ok("new", "tally", "--players", "Ann")
	e.prompt.answers = []string{"^C"}
	mustContain(t, e.ok("play"), "Paused. Everything so far is saved")
}

func TestPlayNeedsATerminal(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "tally", "--players", "Ann")
	if _, errOut, code := e.run("play"); code != exitUsage || !strings.Contains(errOut, "talon do") {
		t.Errorf("play without a terminal: %d %q", code, errOut)
	}
}

func TestPickSeveral(t *testing.T) {
	tests := []struct {
		name    string
		arg     companion.Arg
		answers []string
		want    string
	}{
		{"up to the limit", companion.Arg{Name: "goods", Options: companion.Values("indigo_plant", "sugar_mill", "indigo_plant"), Multi: 2}, []string{"indigo_plant", "indigo_plant"}, "indigo_plant,indigo_plant"},
		{"stop early", companion.Arg{Name: "goods", Options: companion.Values("indigo_plant", "sugar_mill"), Multi: 3}, []string{"sugar_mill", "done"}, "sugar_mill"},
		{"all of them", companion.Arg{Name: "goods", Options: companion.Values("a", "b"), Multi: 3}, []string{"b", "a"}, "b,a"},
		// (kész) and (semmi) are typed without their brackets, in the table's language.
		{"kész typed", companion.Arg{Name: "goods", Options: companion.Values("indigo_plant", "sugar_mill"), Multi: 3}, []string{"sugar_mill", "kész"}, "sugar_mill"},
		{"semmi typed", companion.Arg{Name: "goods", Options: companion.Values("indigo_plant"), Optional: true}, []string{"semmi"}, ""},
		// exactly 2 (Marco Polo's travel dice): no (kész) before the second (it was
		// offered, and the travel then refused for 1 die); the typed "kész" is read
		// as a person would, who then picks the second die
		{"at least 2", companion.Arg{Name: "dice", Options: companion.Values("1", "2", "6"), Multi: 2, AtLeast: 2}, []string{"1", "kész", "6"}, "1,6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			e.prompt.answers = tt.answers
			f := &Factory{Out: io.Discard, Prompter: e.prompt, P: i18n.NewPrinter(i18n.Hungarian)}
			st, err := companiontest.Tally{}.Start(companion.Config{Players: []companion.Player{{Name: "Ann"}}, Options: map[string]string{"target": "20"}}, []byte(`{"first":0}`))
			if err != nil {
				t.Fatal(err)
			}
			got, err := f.askArgs(companion.Choice{Verb: "sell", Args: []companion.Arg{tt.arg}}, st)
			if want := strings.TrimSpace("sell " + tt.want); err != nil || got != want {
				t.Errorf("got %q, %v; want %q", got, err, want)
			}
			if len(e.prompt.answers) != 0 {
				t.Errorf("answers left: %q", e.prompt.answers)
			}
		})
	}
}
