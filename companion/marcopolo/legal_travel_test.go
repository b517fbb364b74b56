package marcopolo

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// walkChoice answers a choice's arguments in order as play asks them (a skipped one gets
// no answer) and returns what was asked (name: option values) and the action.
func walkChoice(t *testing.T, c companion.Choice, answers map[string]string) ([]string, companion.Action) {
	t.Helper()
	var asked []string
	got := make([]string, len(c.Args))
	for k, declared := range c.Args {
		a := declared.After(got[:k])
		if a.Skip {
			continue
		}
		var vals []string
		for _, o := range a.Options {
			vals = append(vals, o.Value)
		}
		asked = append(asked, a.Name+": "+strings.Join(vals, " "))
		v, ok := answers[a.Name]
		if !ok {
			t.Fatalf("asked %q (%v), which the test does not answer", a.Name, vals)
		}
		if _, err := a.Check(v); err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		got[k] = v
	}
	return asked, c.Action(got)
}

func choiceOf(t *testing.T, st companion.State, verb string) companion.Choice {
	t.Helper()
	choices := st.Legal()
	i := slices.IndexFunc(choices, func(c companion.Choice) bool { return c.Verb == verb })
	if i < 0 {
		t.Fatalf("no %s choice offered", verb)
	}
	return choices[i]
}

func TestNiccoloSplitTravelOffered(t *testing.T) {
	s := newTestState(t, ledger(), []Character{Niccolo, Mercator}, []int{4, 4, 5, 6, 6}, []int{1, 2, 3, 4, 5})
	s.Players[0].Stock.Coins, s.Players[0].Stock.Camels = 20, 10
	st := sessionOf(s)
	c := choiceOf(t, st, verbTravel)
	asked, a := walkChoice(t, c, map[string]string{"player": "Ann", "dice": "4,4", "figure": "1",
		"destination": "alexandria", "route": "", "other figure to": "moscow", "other figure's route": ""})
	// One way to Alexandria and one to Moscow: no route is asked.
	if len(asked) != 5 || !strings.HasPrefix(asked[4], "other figure to: ") || !strings.Contains(asked[4], "moscow") || strings.Contains(asked[4], "beijing") {
		t.Fatalf("asked %q", asked)
	}
	// The other figure's options are priced for the whole travel: 1 + 2 steps = 12 coins.
	other := c.Args[5].After([]string{"Ann", "4,4", "1", "alexandria", ""})
	i := slices.IndexFunc(other.Options, func(o companion.Option) bool { return o.Value == "moscow" })
	if i < 0 || other.Options[i].Label != "Moscow: +2 steps, in all 12 coins" {
		t.Errorf("moscow offered as %+v", other.Options)
	}
	resolved, err := st.Resolve(a, testRNG{1})
	if err != nil {
		t.Fatal(err)
	}
	if got := resolved.String(); got != "travel Ann 4,4 to=alexandria to2=moscow via2=oasis_a" {
		t.Errorf("resolved %q", got)
	}
	next, _, err := st.Apply(resolved)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := SessionState(next)
	p := m.Players[0]
	if !slices.Equal(p.Figures, locs(Alexandria, Moscow)) || p.Stock.Coins != 20-12+outpostCoins(m, s, 0) {
		t.Errorf("figures %v, coins %d", p.Figures, p.Stock.Coins)
	}
	// All 4 steps used by the first figure: nothing left to split.
	asked, _ = walkChoice(t, choiceOf(t, st, verbTravel), map[string]string{"player": "Ann", "dice": "4,4", "figure": "2",
		"destination": "karakorum", "route": ""})
	if len(asked) != 4 || !strings.HasPrefix(asked[3], "destination: ") {
		t.Errorf("asked %q", asked)
	}
}

// outpostCoins is what the outpost bonuses of the cities seat reached gave in coins.
func outpostCoins(after, before *State, seat int) int {
	n := 0
	for l, tile := range before.Outposts {
		if tile >= 0 && after.Outposts[l] < 0 && after.Players[seat].HasPost(Loc(l)) {
			n += OutpostBonuses[tile].Stock.Coins
		}
	}
	return n
}

func TestNiccoloFreeMoveForEitherFigure(t *testing.T) {
	s := newTestState(t, ledger(), []Character{Niccolo, Mercator}, []int{4, 4, 5, 6, 6}, []int{1, 2, 3, 4, 5})
	s.Players[0].Figures[1] = MustLoc(Moscow)
	s.Pending = append(s.Pending, Pending{Seat: 0, Kind: PendFreeMove, From: "test"})
	st := sessionOf(s)
	asked, a := walkChoice(t, choiceOf(t, st, verbMove), map[string]string{"player": "Ann", "figure": "2", "to": "anxi"})
	if want := []string{"player: Ann", "figure: 1 2", "to: oasis_a anxi skip"}; !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
	next, _, err := st.Apply(a)
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := SessionState(next); m.Players[0].Figures[1] != MustLoc(Anxi) {
		t.Errorf("figures %v", m.Players[0].Figures)
	}
}

func TestFreeMoveOffersOnlyRoutesThePlayerCanPay(t *testing.T) {
	s := newTestState(t, ledger(), []Character{Mercator, Berke}, []int{4, 4, 5, 6, 6}, []int{1, 2, 3, 4, 5})
	s.Players[0].Figures[0] = MustLoc(Moscow)
	s.Players[0].Stock.Camels = 2 // the route to Anxi costs 3
	s.Pending = append(s.Pending, Pending{Seat: 0, Kind: PendFreeMove, From: "test"})
	asked, _ := walkChoice(t, choiceOf(t, sessionOf(s), verbMove), map[string]string{"player": "Ann", "to": "skip"})
	if want := []string{"player: Ann", "to: oasis_a skip"}; !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
}
