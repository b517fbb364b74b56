package main

import (
	"slices"
	"strings"
	"testing"
)

// A wrong typed answer inside an action is asked again with the refusal, the other
// answers kept: a die of 9 used to throw the roll away back to the menu.
func TestPlayAsksAWrongTypedAnswerAgain(t *testing.T) {
	e := newEnv(t)
	e.ok("new", "genoa", "--players", "Anna,Béla,Csaba", "--seed", "x")
	e.tty = true
	e.prompt.answers = []string{"roll", "9,3", "5,3", "quit"}
	out, errOut, code := e.run("--lang", "hu", "play")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	mustContain(t, out, `✗ kék kocka: "9" nem egész szám 1 és 8 között`, "roll 5,3")
	if strings.Contains(out, "Vissza a menübe") {
		t.Errorf("the wrong die went back to the menu:\n%s", out)
	}
	if i := slices.Index(e.prompt.asked, "Mi történik most?"); i < 0 || len(e.prompt.asked) < i+3 ||
		e.prompt.asked[i+1] != e.prompt.asked[i+2] {
		t.Errorf("asked %q, want the dice asked twice in a row", e.prompt.asked)
	}
}

// In a trade, the partner and what is given stay when what is taken is mistyped.
func TestPlayKeepsTheAnswersBeforeAWrongOne(t *testing.T) {
	answers := []string{"bank", "4 wool", "1 gabna", "1 grain"}
	i, found := typedCulprit(errorString(`trade: "gabna": no such resource`), answers, map[int]bool{1: true, 2: true})
	if !found || i != 2 {
		t.Errorf("culprit %d %v, want the third answer", i, found)
	}
	if _, found := typedCulprit(errorString("not enough wool"), answers, map[int]bool{1: true, 2: true}); found {
		t.Error("a refusal quoting no answer is pinned on one")
	}
}

type errorString string

func (e errorString) Error() string { return string(e) }
