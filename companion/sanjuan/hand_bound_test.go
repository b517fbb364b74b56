package sanjuan_test

import (
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/kittest"
)

// A hand is corrected to no more cards than the deck's 110 less those talon knows are
// elsewhere: on the table and in the other hands (trial F7: `fix hand Anna 99` was
// taken up to the whole deck). The refusal is bad input (exit 2) saying the bound and
// why, at `talon do` and at play's question alike.
func TestFixHandIsBoundByTheDeck(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players []string
		before  []string
		fix     string // player and count
		want    string // "" when taken, else what the refusal says
		asked   string // what play's question says, when not want
	}{
		{"3 players at the start", []string{"Ann", "Ben", "Cid"}, nil, "Ann 99", "", ""},
		{"3 players, one too many", []string{"Ann", "Ben", "Cid"}, nil, "Ann 100",
			"Ann can hold at most 99 cards: the deck has 110, less 3 on the table (buildings, goods, chapel cards) and 8 in the other hands", ""},
		{"4 players", []string{"Ann", "Ben", "Cid", "Dan"}, nil, "Dan 95", "Dan can hold at most 94 cards", ""},
		{"4 players at the bound", []string{"Ann", "Ben", "Cid", "Dan"}, nil, "Dan 94", "", ""},
		{"another hand corrected first", []string{"Ann", "Ben", "Cid"}, []string{"fix hand Ben 50"}, "Ann 54", "less 3 on the table (buildings, goods, chapel cards) and 54 in the other hands", ""},
		{"a good on the table", []string{"Ann", "Ben", "Cid"}, []string{"role Ann producer", "produce Ann indigo_plant"}, "Ann 99", "Ann can hold at most 98 cards: the deck has 110, less 4 on the table", ""},
		{"never above the deck", []string{"Ann", "Ben"}, nil, "Ann 111", `"111" is not a whole number from 0 to 110`,
			"Ann can hold at most 104 cards: the deck has 110, less 2 on the table"},
		{"an empty hand", []string{"Ann", "Ben"}, []string{"fix hand Ben 104"}, "Ann 0", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, st := table(t, nil, tc.players...)
			st = do(t, st, tc.before...)
			_, err := kittest.Apply(st, "fix hand "+tc.fix)
			check := func(where string, err error) {
				t.Helper()
				want := tc.want
				if where == "the count question" && tc.asked != "" {
					want = tc.asked
				}
				kittest.BadInputSays(t, where, err, want)
			}
			check("fix hand "+tc.fix, err)
			// play's question: the count as it stands once the player is answered.
			who, count, _ := strings.Cut(tc.fix, " ")
			for _, c := range companion.LegalIn(st, i18n.NewPrinter(i18n.English)) {
				if c.Verb == "fix hand" {
					_, err := c.Args[1].After([]string{who}).Check(count)
					check("the count question", err)
				}
			}
		})
	}
}

// The count asked once the player is known keeps its name in the table's language
// ("darab", not "count"): LegalIn's wording of a correction follows its Depends.
func TestFixHandCountKeepsItsLocalName(t *testing.T) {
	_, st := table(t, nil, "Ann", "Ben")
	for lang, want := range map[i18n.Lang]string{i18n.Hungarian: "darab", i18n.English: "count"} {
		for _, c := range companion.LegalIn(st, i18n.NewPrinter(lang)) {
			if c.Verb == "fix hand" {
				if got := c.Args[1].After([]string{"Ann"}).Name; got != want {
					t.Errorf("%s: the count is asked as %q, want %q", lang, got, want)
				}
			}
		}
	}
}
