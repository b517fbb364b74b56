package scoring

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion/i18n"
)

// testTurnLine is a game's own tie-break part naming players twice and listing them
// with their scores (as Catan's turn-decided line does).
const testTurnLine = "test: %s wins with %d: the game ended on %s's turn (%s)"

func init() { StoredText(testTurnLine) }

func TestRespellTieBreak(t *testing.T) {
	line := func(parts ...i18n.Message) *string {
		var r Result
		r.SetTieBreak(parts...)
		return r.TieBreak
	}
	tests := []struct {
		name   string
		line   *string
		rename map[string]string
		want   string
	}{
		{"shared", line(i18n.M(tieShared, "csaba, Dora", 14)),
			map[string]string{"csaba": "Csaba", "Dora": "Dóra", "emese": "Emese"},
			"Csaba, Dóra tied on 14 and share the place"},
		{"decided", line(i18n.M(tieDecided, "ANNA, Dora", 270, keyMessage("items held"), tieValues{7, 5})),
			map[string]string{"ANNA": "Anna", "Dora": "Dóra"},
			"Anna, Dóra tied on 270, decided by items held (7 vs 5)"},
		{"one name the start of another", line(i18n.M(tieShared, "Ann, Ann, Jr.", 9)),
			map[string]string{"Ann": "Anna", "Ann, Jr.": "Ann Junior"},
			"Anna, Ann Junior tied on 9 and share the place"},
		{"the longer name first", line(i18n.M(tieShared, "Ann, Jr., Ann", 9)),
			map[string]string{"Ann": "Anna", "Ann, Jr.": "Ann Junior"},
			"Ann Junior, Anna tied on 9 and share the place"},
		{"regexp characters", line(i18n.M(tieShared, "a.b, (x)*", 3)),
			map[string]string{"a.b": "A.B", "(x)*": "X+", "axb": "never"},
			"A.B, X+ tied on 3 and share the place"},
		{"a name holding '; '", line(i18n.M(tieShared, "Best; Ann, Bob", 3), i18n.M(tieShared, "Cy, Di", 2)),
			map[string]string{"Best; Ann": "Ann", "Bob": "Robert", "Cy": "Cy", "Di": "Diana"},
			"Ann, Robert tied on 3 and share the place; Cy, Diana tied on 2 and share the place"},
		{"part of a word is not a name", line(i18n.M(tieShared, "Annabel, Bo", 3)),
			map[string]string{"Ann": "Anna", "Bo": "Bob"},
			"Annabel, Bo tied on 3 and share the place"},
		{"names with scores", line(i18n.M(testTurnLine, "bo", 10, "bo", "ANNA 10, cy 11")),
			map[string]string{"bo": "Bo", "ANNA": "Anna", "cy": "Cy"},
			"test: Bo wins with 10: the game ended on Bo's turn (Anna 10, Cy 11)"},
		{"a line no format wrote", func() *string { s := "csaba won by a coin toss"; return &s }(),
			map[string]string{"csaba": "Csaba"},
			"csaba won by a coin toss"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Result{TieBreak: tt.line}
			r.RespellTieBreak(tt.rename)
			if *r.TieBreak != tt.want {
				t.Errorf("got  %q\nwant %q", *r.TieBreak, tt.want)
			}
		})
	}
}

func TestRespellTieBreakReadsInTheTablesLanguage(t *testing.T) {
	s := "csaba, Dora tied on 14 and share the place"
	r := Result{TieBreak: &s}
	r.RespellTieBreak(map[string]string{"csaba": "Csaba", "Dora": "Dóra"})
	en := r.LocalTieBreak(i18n.NewPrinter(i18n.English))
	if en != "Csaba, Dóra tied on 14 and share the place" {
		t.Errorf("English: %q", en)
	}
	if hu := r.LocalTieBreak(i18n.NewPrinter(i18n.Hungarian)); hu == en || !strings.Contains(hu, "Csaba, Dóra") {
		t.Errorf("Hungarian: %q", hu)
	}
}
