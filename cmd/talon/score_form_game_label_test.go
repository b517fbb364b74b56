package main

import (
	"strings"
	"testing"
)

// A question about the whole game, not one player, is asked under a label a Hungarian
// table reads as that: "A játék", capitalised where a player's name stands for the
// others (it was "közös", "shared", with nothing said to be shared). English says "game".
func TestScoreFormNamesTheGameWideQuestion(t *testing.T) {
	for _, tc := range []struct {
		lang, game string
		answers    []string
		label      string // the last question's prompt label
		line       string // the question as printed above the prompt
	}{
		{"hu", "san-juan", []string{"Ann, Ben", "indigó", "0", "", "3", "indigó", "0", "", "2", ""},
			"A játék", "A játék — A 6-os épületek saját pontja"},
		{"en", "san-juan", []string{"Ann, Ben", "indigo plant", "0", "", "3", "indigo plant", "0", "", "2", ""},
			"game · six cost vp", "game — Own VP of each 6-cost building"},
		{"hu", "catan", []string{"Ann, Ben, Cid", "2", "3", "n", "n", "2", "2", "2", "n", "n", "0", "2", "0", "n", "n", "0", ""},
			"A játék", "A játék — Kinek a körében ért véget a játék?"},
	} {
		t.Run(tc.lang+"/"+tc.game, func(t *testing.T) {
			e := newEnv(t)
			e.tty = true
			e.prompt.answers = tc.answers
			_, errOut, code := e.run("--lang", tc.lang, "score", tc.game, "--no-save")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if last := e.prompt.asked[len(e.prompt.asked)-1]; last != tc.label {
				t.Errorf("the game-wide question's label is %q, want %q", last, tc.label)
			}
			mustContain(t, errOut, tc.line)
			if strings.Contains(errOut, "közös") {
				t.Errorf("the form still says közös:\n%s", errOut)
			}
		})
	}
}
