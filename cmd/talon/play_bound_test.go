package main

import (
	"strings"
	"testing"
)

// A hand typed above what the components leave is refused at its question, saying
// the bound and why in the table's language, and the question is asked again (trial F7):
// San Juan's `fix hand` (a typed line) and a Catan hand after a large one (a pick list).
func TestPlaySaysWhatBoundsAHand(t *testing.T) {
	for _, tc := range []struct {
		name, lang string
		catan      bool
		answers    []string
		want       string
		done       string
	}{
		{"san juan", "en", false, []string{"fix", "Anna", "100", "99", "quit"},
			"Anna can hold at most 99 cards: the deck has 110, less 3 on the table (buildings, goods, chapel cards) and 8 in the other hands", "fix hand Anna 99"},
		{"san juan hu", "hu", false, []string{"fix", "Anna", "100", "99", "quit"},
			"Anna kezében legfeljebb 99 lap lehet: a pakli 110 lapjából 3 az asztalon van (épületek, áruk, kápolna alatti lapok), 8 a többiek kezében", "fix hand Anna 99"},
		{"catan", "en", true, []string{"hands", "90", "9", "5", "(none)", "quit"},
			"Ben can hold at most 5 resource cards: the game has 95, and the hands entered before hold 90", "hands Ann=90 Ben=5"},
		{"catan hu", "hu", true, []string{"hands", "90", "9", "5", "(semmi)", "quit"},
			"Ben kezében legfeljebb 5 nyersanyagkártya lehet: a játékban 95 van, és a korábban megadott kezekben 90", "hands Ann=90 Ben=5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e *env
			if tc.catan {
				e = catanSetUp(t)
				e.ok("do", "roll", "3,4")
			} else {
				e = newEnv(t)
				e.tty = true
				e.vars["NO_COLOR"] = "1"
				e.ok("new", "san-juan", "--players", "Anna,Béla,Csaba")
			}
			e.vars["TALON_LANG"] = tc.lang
			e.prompt.answers = tc.answers
			out := e.ok("play")
			said := strings.Join(append(e.prompt.refused, e.prompt.noMatches...), "\n")
			if !strings.Contains(said, tc.want) {
				t.Errorf("the question said %q, want %q", said, tc.want)
			}
			mustContain(t, out, tc.done)
		})
	}
}
