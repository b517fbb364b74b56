package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// groupsArg is Genoa's typed question at the end, as long as it is in Hungarian.
var groupsArg = companion.Arg{Name: "csoportok", Optional: true,
	Help: "nincs felvett tábla: a szomszédos szerződéses épületcsoportok mérete, pl. 2,1"}

// A question whose help leaves no room on the prompt line is asked with its help
// printed above, wrapped, and a prompt line naming it only; a short one stays on one
// line.
func TestQuestionLabelKeepsThePromptLineShort(t *testing.T) {
	for _, tt := range []struct {
		name  string
		arg   companion.Arg
		label string
		above string
	}{
		{"long typed answer", groupsArg, "csoportok",
			"csoportok — nincs felvett tábla: a szomszédos szerződéses épületcsoportok\n  mérete, pl. 2,1\n"},
		{"long list", companion.Arg{Name: "épületek", Multi: 2, Options: []companion.Option{{Value: "a"}, {Value: "b"}},
			Help: "1 vagy 2; más jelzőjét viselő épület eggyel többe kerül"}, "épületek",
			"épületek — 1 vagy 2; más jelzőjét viselő épület eggyel többe kerül\n"},
		{"short list", companion.Arg{Name: "épület", Options: []companion.Option{{Value: "a"}, {Value: "b"}},
			Help: "most megfizethető épület, vagy pass"}, "épület (most megfizethető épület, vagy pass)", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			f := &Factory{Out: &out, P: i18n.NewPrinter(i18n.Hungarian), Width: func() int { return 80 }}
			typed := len(tt.arg.Options) == 0
			if got := f.questionLabel(tt.arg, typed); got != tt.label || out.String() != tt.above {
				t.Errorf("label %q, printed above %q\nwant %q, %q", got, out.String(), tt.label, tt.above)
			}
		})
	}
}

// On the terminal, a label wider than the line is never the live prompt line: what
// does not fit is printed above, so typing redraws one short line (it used to leave
// a copy of the question on every key).
func TestInputWithALongLabelStaysOnOneLine(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	label := "csoportok (" + groupsArg.Help + ") — Enter: kihagyás"
	ft.send("2,1\r")
	if v, err := p.Input(label, nil); v != "2,1" || err != nil {
		t.Fatalf("input %q, %v", v, err)
	}
	time.Sleep(20 * time.Millisecond)
	screen := strings.Join(ft.lines(), "\n")
	lines := ft.lines()
	mustFit(t, "input", screen, 80)
	mustFit(t, "the prompt line", lines[len(lines)-1], 80-typingRoom)
	if strings.Count(screen, "(nincs felvett") != 1 || !strings.HasSuffix(screen, ": 2,1") {
		t.Errorf("screen:\n%s", screen)
	}
}

// A refusal too long to stand beside a list's label is said whole under the list,
// wrapped (it used to be cut before its reason: "✗ építési költség: Palota ára B…").
func TestPickListSaysALongRefusalWhole(t *testing.T) {
	const why = "építési költség: Palota ára Béla számára 6 − 1 Építész = 5 lap, így az épülettel együtt 6 lap kell a kézből, de a talon 4 lapot számol a kezében"
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	q := Question{Label: "épület (most megfizethető épület, vagy pass)", Items: plainItems("Kápolna", "Kút", "pass"),
		Why: func(typed string) string { return why }}
	done := make(chan int)
	go func() {
		i, _ := p.Select(q)
		done <- i
	}()
	ft.waitFor(t, "Kápolna")
	ft.press("Palota")
	screen := ft.waitFor(t, "a kezében")
	mustFit(t, "list", screen, 80)
	mustContain(t, strings.Join(strings.Fields(screen), " "), "✗ "+why)
	mustContain(t, screen, "épület (most megfizethető épület, vagy pass)  ✗ ↓\n")
	ft.press("<ctrl-u>", "Kút", "<enter>")
	if i := <-done; i != 1 {
		t.Errorf("took %d, want Kút", i)
	}
}
