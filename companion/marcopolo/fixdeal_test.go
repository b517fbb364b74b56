package marcopolo

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// fixText applies a correction typed as the table types it, through the session.
func fixText(t *testing.T, s *State, text string) (*State, string) {
	t.Helper()
	st := sessionOf(s)
	a, err := companion.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	r, err := st.Resolve(a, testRNG{1})
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	next, _, err := st.Apply(r)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	m, _ := SessionState(next)
	return m, r.String()
}

func TestFixDealtPieces(t *testing.T) {
	s := threePlain(t, DefaultSettings())
	space1, onSpace5 := s.CardSpaces[0].Card, s.CardSpaces[4].Card
	free := slices.DeleteFunc(StartingContracts(), func(id int) bool { return s.holder(id) >= 0 })[0]
	var spare []int // goal cards nobody holds
	for g := len(GoalCards); g >= 1 && len(spare) < 2; g-- {
		if !slices.ContainsFunc(s.Players, func(p Player) bool { return slices.Contains(p.Goals, g) }) {
			spare = append(spare, g)
		}
	}
	goals := intList(spare)
	startFix := "fix contracts Ben C" + itoa(free) + ",C" + itoa(s.Market[0])
	for _, tc := range []struct {
		typed, canonical string
		check            func(m *State) bool
	}{
		{"fix card 1 K" + itoa(onSpace5), "fix card 1 K" + itoa(onSpace5), func(m *State) bool {
			return m.CardSpaces[0].Card == onSpace5 && m.CardSpaces[4].Card == space1 // swapped
		}},
		{"fix outpost Moszkva 2_gold", "fix outpost moscow 2_gold", func(m *State) bool {
			return m.Outposts[MustLoc(Moscow)] == 4 && slices.Contains(m.Outposts[:], s.Outposts[MustLoc(Moscow)]) == (slices.Index(s.Outposts[:], 4) >= 0)
		}},
		{"fix tile anxi b", "fix tile anxi B", func(m *State) bool {
			return m.CityTiles[MustLoc(Anxi)] == 1 && m.CityTiles[MustLoc(Ormuz)] == 0
		}},
		{"fix market 2 " + ContractID(s.Piles[0][3]), "fix market 2 " + ContractID(s.Piles[0][3]), func(m *State) bool {
			return m.Market[1] == s.Piles[0][3] && m.Piles[0][3] == s.Market[1]
		}},
		{startFix, startFix, func(m *State) bool {
			// Ben's dealt starting contract goes where the market's C came from.
			return slices.Equal(m.Players[1].Active, []int{free, s.Market[0]}) && m.Market[0] == s.Players[1].Active[0]
		}},
		{"fix goals Cid " + goals, "fix goals Cid " + goals, func(m *State) bool { return slices.Equal(m.Players[2].Goals, spare) }},
	} {
		m, canonical := fixText(t, s, tc.typed)
		if canonical != tc.canonical {
			t.Errorf("%s: canonical %q, want %q", tc.typed, canonical, tc.canonical)
		}
		if strings.HasPrefix(tc.typed, "fix market") && !slices.Contains(m.LastLines(), ContractID(s.Market[1])+" goes where talon had "+ContractID(s.Piles[0][3])+" (the pile for round 2)") {
			t.Errorf("%s: says %q", tc.typed, m.LastLines())
		}
		if !tc.check(m) {
			t.Errorf("%s: not corrected: %v", tc.typed, m.LastLines())
		}
	}
	// Refusals name the setup rule and what is wrong.
	other := s.Players[1].Active[0]
	refused(t, s, FixDeal{What: fixContracts, Seat: 0, Values: []int{other}}, RuleSetup, "already Ben's")
	refused(t, s, FixDeal{What: fixMarket, Place: 0, Values: []int{other}}, RuleSetup, "Ben's")
	refused(t, s, FixDeal{What: fixGoals, Seat: 0, Values: []int{s.Players[1].Goals[0], 1}}, RuleSetup, "another player")
	refused(t, s, FixDeal{What: fixTile, Place: int(MustLoc(Moscow)), Values: []int{1}}, RuleSetup, "no small-city tile")
	taken := mustApply(t, s, Place{Seat: 0, Space: space(Travel), Dice: own(4, 5), Legs: leg(OasisA, Moscow)})
	refused(t, taken, FixDeal{What: fixOutpost, Place: int(MustLoc(Moscow)), Values: []int{1}}, RuleSetup, "has been taken")
}

func TestFixChoiceOffersWhatMayLieThere(t *testing.T) {
	s := threePlain(t, ledger())
	c := choiceOf(t, sessionOf(s), companion.VerbFix)
	what := c.Args[0]
	var vals []string
	for _, o := range what.Options {
		vals = append(vals, o.Value)
	}
	want := []string{"card", "outpost", "tile", "market", "contracts", "goals", "vp", "coins", "camels", "pepper", "silk", "gold"}
	if !slices.Equal(vals, want) {
		t.Errorf("what: %v, want %v", vals, want)
	}
	asked, a := walkChoice(t, c, map[string]string{"what": "tile", "city": "kochi", "tile": "A"})
	if len(asked) != 3 || !strings.HasPrefix(asked[1], "city: anxi kashgar xian ormuz adana kochi") && !strings.Contains(asked[1], "kochi") {
		t.Errorf("asked %q", asked)
	}
	if a.String() != "fix tile kochi A" {
		t.Errorf("action %q", a)
	}
	// Goal cards offered are the player's own and those not dealt to others.
	goals := c.Args[2].After([]string{"goals", "Ann"})
	for _, o := range goals.Options {
		if slices.ContainsFunc(s.Players[1:], func(p Player) bool { return slices.Contains(p.Goals, atoi(o.Value)) }) {
			t.Errorf("goal card %s of another player offered", o.Value)
		}
	}
	if len(goals.Options) != len(GoalCards)-4 {
		t.Errorf("%d goal cards offered, want %d", len(goals.Options), len(GoalCards)-4)
	}
	// A count (ledger) is a number.
	if v := c.Args[2].After([]string{"coins", "Ann"}); !v.Number || v.Max != MaxCount {
		t.Errorf("coins value %+v", v)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// The table types the rulebook's word for what it corrects (the status table shows
// "érme", "GyP"); the action keeps the English id (hu-trial F21).
func TestFixTakesTheRulebooksWords(t *testing.T) {
	s := threePlain(t, ledger())
	space1 := s.CardSpaces[0].Card
	for typed, canonical := range map[string]string{
		"fix érme Ann 10":                    "fix coins Ann 10",
		"fix GyP Ben 4":                      "fix vp Ben 4",
		"fix győzelmi_pont Ben 4":            "fix vp Ben 4",
		"fix teve Cid 2":                     "fix camels Cid 2",
		"fix bors Ann 1":                     "fix pepper Ann 1",
		"fix selyem Ann 1":                   "fix silk Ann 1",
		"fix arany Ann 1":                    "fix gold Ann 1",
		"fix városkártya 1 K" + itoa(space1): "fix card 1 K" + itoa(space1),
		"fix városbónusz anxi b":             "fix tile anxi B",
	} {
		if _, got := fixText(t, s, typed); got != canonical {
			t.Errorf("%s: canonical %q, want %q", typed, got, canonical)
		}
	}
	_, err := sessionOf(s).Resolve(companion.Do("fix", "érem", "Ann", "3"), testRNG{1})
	if err == nil || !strings.Contains(err.Error(), "coins") {
		t.Errorf("fix érem: %v, want a near miss naming coins", err)
	}
}

// The correction menu names each target by the word a Hungarian table types for it
// ("városkártya: …", "érme: …"), not by the English id ("card: …", "coins: …"); the
// value stays the id, and an unknown target lists the Hungarian words (hu-games item 4).
func TestFixMenuInHungarian(t *testing.T) {
	s := threePlain(t, ledger())
	hu := i18n.NewPrinter(i18n.Hungarian)
	var labels []string
	for _, c := range sessionOf(s).LocalLegal(hu) {
		if c.Verb != companion.VerbFix {
			continue
		}
		for _, o := range c.Args[0].Options {
			labels = append(labels, o.Value+" → "+o.Label)
			if strings.HasPrefix(o.Label, o.Value+":") {
				t.Errorf("%q begins with the id", o.Label)
			}
		}
	}
	for _, want := range []string{"card → városkártya: ", "coins → érme: ", "vp → GyP: ", "goals → célkártyák: "} {
		if !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, want) }) {
			t.Errorf("no option %q… in %q", want, labels)
		}
	}
	_, err := sessionOf(s).Resolve(companion.Do("fix", "xyz", "Ann", "3"), testRNG{1})
	if got := hu.Error(err); !strings.Contains(got, "városkártya, előőrsbónusz") || strings.Contains(got, "outpost") {
		t.Errorf("an unknown target in Hungarian: %q", got)
	}
}
