package main

import (
	"strings"
	"testing"
	"time"

	"github.com/talon-games/talon/companion/i18n"
)

// The goal cards a player keeps (Marco Polo, goals=choose) are not left on the screen
// for the next player: the commit line writes them as "…" (hu-trial F29).
func TestPlayKeepsSecretChoicesOffTheScreen(t *testing.T) {
	e := ttyEnv(t)
	e.ok("new", "marco-polo", "--players", "Ann,Ben", "--seed", "table-one", "--option", "characters=draft", "--option", "goals=choose")
	e.ok("do", "character", "Ben", "berke_khan")
	e.ok("do", "character", "Ann", "niccolo_marco_polo")
	e.prompt.answers = []string{"goals", "Ann", "14", "13", "quit"}
	out := e.ok("--lang", "hu", "play")
	mustContain(t, out, "✓ #3 goals Ann …", "Ann megtart 2 célkártyát")
	if strings.Contains(out, "14,13") {
		t.Errorf("the kept cards are on the screen:\n%s", out)
	}
	mustContain(t, e.ok("status", "--json"), `"secret": true`)
}

// A secret question's answer line says it was kept secret, not what was picked.
func TestSecretAnswerLine(t *testing.T) {
	ft := newFakeTerminal()
	p := ft.prompterIn(i18n.Hungarian)
	ft.send("Ann\r")
	if i, err := p.Select(Question{Label: "célkártyák", Items: stealItems, Secret: true}); i != 1 || err != nil {
		t.Fatalf("took %d, %v", i, err)
	}
	time.Sleep(20 * time.Millisecond)
	if got := strings.Join(ft.lines(), "\n"); got != "› célkártyák: (titokban)" {
		t.Errorf("answer line %q", got)
	}
}
