package marcopolo

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// sessionOf wraps a rules position as the kit's state, for tests of Legal.
func sessionOf(s *State) *session {
	names := make([]string, len(s.Players))
	folded := make([]string, len(s.Players))
	for i, p := range s.Players {
		names[i], folded[i] = p.Name, companion.Fold(p.Name)
	}
	return &session{st: s, players: companion.PlayerTerms(names), folded: folded}
}

// cardTable is a 3-player ledger position where Ann (to act, dice 1–5) has posts, from
// before this turn, in Moscow (whose city-card space holds card) and in the small cities
// Anxi (tile A, 5 coins) and Kochi (tile F, 3 VP), with the given stock.
func cardTable(t *testing.T, card int, stock Stock) *State {
	t.Helper()
	s := threePlain(t, ledger())
	i := cardSpaceAt(s, Moscow)
	if j := slices.IndexFunc(s.CardSpaces, func(cs CardSpace) bool { return cs.Card == card }); j >= 0 {
		s.CardSpaces[j].Card = s.CardSpaces[i].Card
	}
	s.CardSpaces[i].Card = card
	s.Players[0].Posts = []Post{{At: MustLoc(Moscow)}, {At: MustLoc(Anxi)}, {At: MustLoc(Kochi)}}
	s.Players[0].Stock = stock
	return s
}

func TestCardChoicesAskWhatTheCardNeeds(t *testing.T) {
	moscow := func(s *State) string { return strconv.Itoa(cardSpaceAt(s, Moscow) + 1) }
	for _, tc := range []struct {
		name    string
		card    int
		stock   Stock
		answers map[string]string
		asked   []string // argument: options, after the card
		action  string
		after   Stock
	}{
		{"K23 collects one small city's bonus with a 3", 23, Stock{Coins: 1},
			map[string]string{"die": "3", "small cities": "kochi"},
			[]string{"die: 1 2 3 4 5", "small cities: anxi kochi"},
			"card Ann %d 3 cities=kochi", Stock{Coins: 1, VP: 3}},
		{"K23 with a 5 asks how many, then that many different cities", 23, Stock{},
			map[string]string{"die": "5", "times": "2", "small cities": "anxi,kochi"},
			[]string{"die: 1 2 3 4 5", "times: 2 1", "small cities: anxi kochi"},
			"card Ann %d 5 times=2 cities=anxi,kochi", Stock{Coins: 5, VP: 3}},
		{"K25 pays a coin a city, times capped by the cities with a post", 25, Stock{Coins: 4},
			map[string]string{"die": "4", "times": "2", "small cities": "anxi,kochi"},
			[]string{"die: 1 2 3 4 5", "times: 2 1", "small cities: anxi kochi"},
			"card Ann %d 4 times=2 cities=anxi,kochi", Stock{Coins: 4 - 2 + 5, VP: 3}},
		{"K27 goods to camels: the goods paid are picked from what Ann holds (1 camel: not the other trade)", 27, Stock{Pepper: 1, Gold: 2, Camels: 1},
			map[string]string{"die": "3", "exchange": "1", "times": "2", "goods paid": "pepper,gold"},
			[]string{"die: 1 2 3 4 5", "exchange: 1", "times: 3 2 1", "goods paid: pepper gold gold"},
			"card Ann %d 3 trade=1 times=2 goods=pepper,gold", Stock{Gold: 1, Camels: 5}},
		{"K27 camels to a good asks no goods paid (the good gained is asked next)", 27, Stock{Camels: 4},
			map[string]string{"die": "2", "exchange": "2", "times": "2"},
			[]string{"die: 1 2 3 4 5", "exchange: 2", "times: 2 1"},
			"card Ann %d 2 trade=2 times=2", Stock{}},
		{"K30 two different goods a free move", 30, Stock{Pepper: 1, Silk: 1, Gold: 1},
			map[string]string{"die": "1", "goods paid": "pepper,gold"},
			[]string{"die: 1 2 3 4 5", "goods paid: pepper silk gold"},
			"card Ann %d 1 goods=pepper,gold", Stock{Silk: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := cardTable(t, tc.card, tc.stock)
			n := moscow(s)
			tc.answers["player"], tc.answers["card"] = "Ann", n
			asked, a := walkChoice(t, choiceOf(t, sessionOf(s), verbCard), tc.answers)
			want := append([]string{"player: Ann", "card: " + n}, tc.asked...)
			if !slices.Equal(asked, want) {
				t.Errorf("asked\n %q\nwant\n %q", asked, want)
			}
			if got, w := a.String(), strings.Replace(tc.action, "%d", n, 1); got != w {
				t.Errorf("action %q, want %q", got, w)
			}
			act, err := sessionOf(s).read(a)
			if err != nil {
				t.Fatal(err)
			}
			next := mustApply(t, s, act)
			if got := next.Players[0].Stock; got != tc.after {
				t.Errorf("stock after %v, want %v", got, tc.after)
			}
		})
	}
}

func TestCardTimesLabelsSayWhatIsPaid(t *testing.T) {
	for _, tc := range []struct {
		card  int
		stock Stock
		trade string
		want  []string
	}{
		{27, Stock{Pepper: 2}, "1", []string{"2× (pay 2 goods → 4 camels)", "1× (pay 1 good → 2 camels)"}},
		{30, Stock{Pepper: 2, Silk: 2}, "", []string{"2× (pay 2 different goods each time → 2 free moves)", "1× (pay 2 different goods → 1 free move)"}},
		{17, Stock{Camels: 3}, "", []string{"3× (pay 3 camels → 3 VP)", "2× (pay 2 camels → 2 VP)", "1× (pay 1 camel → 1 VP)"}},
	} {
		s := cardTable(t, tc.card, tc.stock)
		c := choiceOf(t, sessionOf(s), verbCard)
		times := c.Args[cardAtTimes].After([]string{"Ann", strconv.Itoa(cardSpaceAt(s, Moscow) + 1), "5", tc.trade})
		var got []string
		for _, o := range times.Options {
			got = append(got, o.Label)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("K%d: times %q, want %q", tc.card, got, tc.want)
		}
	}
}
