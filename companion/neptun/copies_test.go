package neptun

import (
	"slices"
	"strings"
	"testing"

	"github.com/talon-games/talon/companion"
)

// holding puts contracts on the players' holders as if taken this round.
func holding(s *State, player int, contracts ...*Contract) *State {
	s = s.Clone()
	for k, c := range contracts {
		cc := *c
		cc.Status = Open
		s.Players[player].Contracts[k] = &cc
	}
	return s
}

func TestGoodsCardsAreCountedByGood(t *testing.T) {
	grape := contract("alexandria", "yellow", "grape", "temple", 2)
	// No data file: 6 of each good (INFERRED), said in the refusal with how to correct it.
	s := holding(newTestState(t, DefaultSettings(), nil), 0, grape, grape, grape, grape, grape)
	s = do(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "grape", "temple", 1, 0, 4)})
	refused(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "grape", "temple", 1, 0, 4)}, ruleCopies,
		"the goods deck has 6 grape card(s) (INFERRED: 30 cards, 5 goods; goods_cards in the data file corrects it) and all are out of it this round")
	// Another good is still in the deck; grape is left out of the prompt's list.
	do(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "olive", "temple", 1, 0, 4)})
	for _, c := range s.Choices() {
		if c.Verb == verbReveal && slices.ContainsFunc(c.Args[2].Options, func(o companion.Option) bool { return o.Value == "grape" }) {
			t.Error("grape offered with every grape card out")
		}
	}

	// The data file's count: 7 grapes (and 5 olives) lets a 7th grape through.
	d := &Data{GoodsCards: map[string]int{"grape": 7, "olive": 5, "honey": 6, "grain": 6, "salt": 6}}
	s = holding(newTestState(t, DefaultSettings(), d), 0, grape, grape, grape, grape, grape)
	s = do(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "grape", "temple", 1, 0, 4)}, Reveal{Player: "Ann", Cards: card("saguntum", "grape", "temple", 1, 0, 4)})
	refused(t, s, Reveal{Player: "Ann", Cards: card("saguntum", "grape", "temple", 1, 0, 4)}, ruleCopies, "has 7 grape card(s) (by the data file)")
}

func TestCityCardsAreCountedByTheDataFilesList(t *testing.T) {
	d := filledData(t)
	var saguntum []CityCard
	for _, c := range d.CityCards {
		if c.City == "saguntum" {
			saguntum = append(saguntum, c)
		}
	}
	if len(saguntum) != 3 {
		t.Fatalf("the fixture has %d Saguntum cards, the test wants 3", len(saguntum))
	}
	asContract := func(c CityCard, good string) *Contract {
		r := c.Rewards[good]
		return contract("saguntum", "hispania", good, r.Kind, r.Amount)
	}
	// Two Saguntum cards are out, entered as paying their grape rewards (CC01 and CC12 pay
	// gold:3 for grape, CC23 gold:5).
	s := holding(newTestState(t, DefaultSettings(), d), 1, asContract(saguntum[0], "grape"), asContract(saguntum[1], "grape"))
	again := CardsInput{City: "saguntum", Good: "grape", Reward: &Reward{"gold", 3}, Oar: d.OarCards[0]}
	refused(t, s, Reveal{Player: "Ann", Cards: again}, ruleCopies, "no Saguntum city card left in the deck pays 3 gold for grape: the ones that do are out this round")
	third := CardsInput{City: "saguntum", Good: "grape", Reward: &Reward{"gold", 5}, Oar: d.OarCards[0]}
	s = do(t, s, Reveal{Player: "Ann", Cards: third})
	if len(s.Notes) != 0 {
		t.Errorf("counted in full, yet notes: %v", s.Notes)
	}
	// A 4th copy of a card that exists 3 times is refused, naming the rule.
	fourth := CardsInput{City: "saguntum", Good: "olive", Reward: &Reward{"gold", 2}, Oar: d.OarCards[1]}
	refused(t, s, Reveal{Player: "Ann", Cards: fourth}, ruleCopies, "the box has 3 Saguntum city card(s) and all are out of the deck this round")
	for _, c := range s.Choices() {
		if c.Verb == verbReveal && slices.ContainsFunc(c.Args[1].Options, func(o companion.Option) bool { return o.Value == "saguntum" }) {
			t.Error("Saguntum offered with all its cards out")
		}
	}
	// The decks are reshuffled for the next round: the holders are empty again.
	s.startRound()
	s.Picker = 0
	if err := s.checkCopies(Cards{City: "saguntum", Good: "olive", Reward: Reward{"gold", 2}}); err != nil {
		t.Errorf("next round: %v", err)
	}
}

func TestCityCardCopiesNotCheckedWithoutTheFullList(t *testing.T) {
	d := filledData(t)
	partial := *d
	partial.CityCards = slices.Clone(d.CityCards)
	for k := 10; k < len(partial.CityCards); k++ {
		partial.CityCards[k].City, partial.CityCards[k].Rewards = "", nil
	}
	for _, tc := range []struct {
		data *Data
		want string
	}{
		{nil, "no data file: city cards not counted"},
		{&partial, "not in the data file: city cards not counted (it names the city on 10 of 30)"},
	} {
		olive := d.CityCards[0].Rewards["olive"]
		in := CardsInput{City: d.CityCards[0].City, Good: "olive", Reward: &olive, Oar: d.OarCards[0]}
		s := do(t, newTestState(t, DefaultSettings(), tc.data), Reveal{Player: "Ann", Cards: in})
		if !slices.ContainsFunc(s.Notes, func(n Note) bool { return strings.Contains(n.String(), tc.want) }) {
			t.Errorf("notes %v, want %q", s.Notes, tc.want)
		}
	}
}

func TestMatchAllGivesEachSetItsOwnCard(t *testing.T) {
	gold3 := CityCard{Rewards: map[string]Reward{"grape": {"gold", 3}}}
	open := CityCard{}
	set := func(kind string, n int) Cards { return Cards{Good: "grape", Reward: Reward{kind, n}} }
	for _, tc := range []struct {
		sets []Cards
		box  []CityCard
		want bool
	}{
		{nil, nil, true},
		{[]Cards{set("gold", 3)}, []CityCard{gold3}, true},
		{[]Cards{set("gold", 3), set("gold", 3)}, []CityCard{gold3}, false},
		{[]Cards{set("gold", 3), set("temple", 1)}, []CityCard{gold3, open}, true},
		// the open card must go to the temple set, which only it can pay
		{[]Cards{set("gold", 3), set("temple", 1)}, []CityCard{open, gold3}, true},
		{[]Cards{set("temple", 1), set("temple", 2)}, []CityCard{open, gold3}, false},
	} {
		if got := matchAll(tc.sets, tc.box); got != tc.want {
			t.Errorf("matchAll(%v, %v) = %v", tc.sets, tc.box, got)
		}
	}
}
