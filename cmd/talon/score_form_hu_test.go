package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Hungarian score form labels its prompt with the player only: the question above
// it names the answer (the label used to be the English key, "Anna · settlements").
func TestScoreFormLabelsInHungarian(t *testing.T) {
	old := answersDir
	answersDir = t.TempDir()
	defer func() { answersDir = old }()
	e, _, _, _ := scoreByPrompt(t, []string{"Anna, Béla, Csaba", "2", "^C"}, "--lang", "hu", "catan")
	if len(e.prompt.asked) < 2 || e.prompt.asked[1] != "Anna" {
		t.Errorf("asked %q, want the second question labelled Anna", e.prompt.asked)
	}
	for _, l := range e.prompt.asked {
		if strings.Contains(l, "·") || strings.Contains(l, "settlements") {
			t.Errorf("label %q carries the English key", l)
		}
	}
}

// An unknown temple in a Neptun round reads in Hungarian (it was English:
// `unknown temple "hispanya" (did you mean "hispania"?)`).
func TestNeptunUnknownTempleInHungarian(t *testing.T) {
	data, err := os.ReadFile(neptunHouseRuleRound)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "round.json")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), `"gold": [5, 3]`, `"gold": [5, 3], "hispanya": [2, 1]`, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	e := newEnv(t)
	_, errOut, code := e.run("--lang", "hu", "score", "neptun", "--round", "2", "--input", bad)
	if code == 0 {
		t.Fatalf("exit 0")
	}
	mustContain(t, errOut, `ismeretlen templom: "hispanya"`, "(templomok: ")
}
