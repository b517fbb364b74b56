package main

import (
	"strings"
	"testing"
)

// A question whose empty answer means something says what Enter does: the dice
// question "Enter: a talon dob", not "Enter: kihagyás" — nothing is skipped, talon
// rolls (hu-trial2 F9; San Juan's final count says "Enter: 10, a talon számolása", F15).
func TestDiceQuestionSaysTalonRolls(t *testing.T) {
	e := catanSetUpFor(t, "Ann,Ben,Cid")
	e.prompt.answers = []string{"roll", "3,5", "quit"}
	e.ok("--lang", "hu", "play")
	asked := strings.Join(e.prompt.asked, "\n")
	mustContain(t, asked, "— Enter: a talon dob")
	if strings.Contains(asked, "kihagyás") {
		t.Errorf("the dice question offers to skip:\n%s", asked)
	}
}
