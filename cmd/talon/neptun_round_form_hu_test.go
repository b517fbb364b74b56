package main

import (
	"strings"
	"testing"
)

// The round-scoring form asks each temple's questions in the table's language, naming
// the temple as the board and the round's table do (Sárga templom), not in English.
func TestNeptunRoundFormAsksInHungarian(t *testing.T) {
	e := newEnv(t)
	e.tty = true
	e.prompt.answers = []string{
		"Anna, Béla, Csaba",
		"6,3", "5,2", "4,1", "7,4", // round 2: tiles of Hispania, Graecia, Sárga and Arany templom
		"Anna, Béla, Csaba", // player order
	}
	for range 3 { // per player: space and place on each of the three temples, gold, all contracts
		e.prompt.answers = append(e.prompt.answers, "", "", "", "", "", "", "2", "n") // markers on 0
	}
	e.prompt.answers = append(e.prompt.answers, "") // a player on 0 may take a tile: the rulebook's yes
	_, errOut, code := e.run("--lang", "hu", "score", "neptun", "--round", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	questions := strings.ReplaceAll(errOut, "\n    ", " ") // a long question is broken at spaces
	mustContain(t, questions,
		"Hispania templom: a kör lapkáinak értéke, a legjobb elöl",
		"Sárga templom: a kör lapkáinak értéke, a legjobb elöl",
		"Arany templom: a kör lapkáinak értéke",
		"Sárga templom: a jelződ mezője (üres = még a 0-n áll)",
		"Graecia templom: hányadik a jelződ az ottani halomban")
	for _, en := range []string{"values of this round", "space of your marker", "place in the stack", "Yellow temple"} {
		if strings.Contains(questions, en) {
			t.Errorf("the Hungarian form asks %q:\n%s", en, questions)
		}
	}
}
