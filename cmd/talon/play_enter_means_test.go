package main

import (
	"strings"
	"testing"
)

// A question whose empty answer means something says what Enter does: the dice
// question "Enter: a talon dob", not "Enter: kihagyás" — nothing is skipped, talon
// rolls (hu-trial2 F9; San Juan's final count says "Enter: 10, a talon számolása", F15);
// and it says so once, not in the argument's help as well (trial F9).
func TestDiceQuestionSaysTalonRolls(t *testing.T) {
	for lang, want := range map[string]string{
		"hu": "kockák (a két kocka, pl. 3,5) — Enter: a talon dob",
		"en": "dice (the two dice, e.g. 3,5) — Enter: talon rolls",
	} {
		e := catanSetUpFor(t, "Ann,Ben,Cid")
		e.prompt.answers = []string{"roll", "3,5", "quit"}
		e.ok("--lang", lang, "play")
		asked := strings.Join(e.prompt.asked, "\n")
		mustContain(t, asked, want)
		if strings.Contains(asked, "kihagyás") {
			t.Errorf("the dice question offers to skip:\n%s", asked)
		}
		if n := strings.Count(asked, map[string]string{"hu": "talon dob", "en": "talon rolls"}[lang]); n != 1 {
			t.Errorf("%s: the dice question says what Enter does %d times:\n%s", lang, n, asked)
		}
	}
}
