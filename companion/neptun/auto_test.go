package neptun

import (
	"slices"
	"strings"
	"testing"
)

// autoCities are the contract cities the automatic table deals, with their regions.
var autoCities = []struct{ city, region string }{
	{"saguntum", "hispania"}, {"alexandria", "yellow"}, {"tyros", "graecia"},
	{"carthago", "africa"}, {"pergamum", "graecia"}, {"malaca", "hispania"}, {"antiochia", "levant"},
}

// autoTable deals cards in a fixed cycle and plays simple, legal moves: the test's
// stand-in for a table, so whole games can be driven through the API.
type autoTable struct {
	n    int
	data *Data // when set, cards come from the data file's box
}

func (a *autoTable) cards() CardsInput {
	a.n++
	if a.data != nil {
		// a city's cards one after another, so a round runs through all copies of some
		deck := slices.Clone(a.data.CityCards)
		slices.SortStableFunc(deck, func(x, y CityCard) int { return strings.Compare(x.City, y.City) })
		c := deck[a.n%len(deck)]
		good := Goods[a.n%len(Goods)].ID
		r := c.Rewards[good]
		return CardsInput{City: c.City, Good: good, Reward: &r, Oar: a.data.OarCards[a.n%len(a.data.OarCards)]}
	}
	c := autoCities[a.n%len(autoCities)]
	kind, amount := "temple", 1+a.n%3
	if a.n%3 == 0 {
		kind, amount = "gold", 2+a.n%2
	}
	return CardsInput{City: c.city, Region: c.region, Good: Goods[a.n%len(Goods)].ID,
		Reward: &Reward{Kind: kind, Amount: amount}, Oar: OarCard{Wind: a.n%3 - 1, Oar: 2 + a.n%5}}
}

// autoDistance is the sea miles the table counts between two cities (no map).
func autoDistance(from, to string) int { return 3 + (len(from)+len(to))%7 }

// next is the action the automatic table takes in this position.
func (a *autoTable) next(s *State) Action {
	if a.data == nil { // the table names the regions talon cannot, before their cards come up
		for _, r := range []string{"africa", "levant"} {
			if !s.RegionNames().Has(r) {
				return AddName{Kind: nameRegion, Name: r}
			}
		}
	}
	switch s.Phase {
	case PhaseContracts:
		if s.flipPending() {
			return Flip{Cards: a.cards()}
		}
		i := s.current()
		p := &s.Players[i]
		slot := emptySlots(p)[0]
		if s.Revealed >= 0 {
			if s.nextFaceDown() >= 0 && a.n%4 == 0 { // now and then, reject and look further
				return Reveal{Player: p.Name, Cards: a.cards()}
			}
			return Take{Player: p.Name, Column: s.Revealed + 1, Slot: slot}
		}
		for k := range s.Row {
			if s.takeable(i, k).IsZero() && a.n%2 == 0 {
				return Take{Player: p.Name, Column: k + 1, Slot: slot}
			}
		}
		if s.nextFaceDown() < 0 {
			for k := range s.Row {
				if s.takeable(i, k).IsZero() {
					return Take{Player: p.Name, Column: k + 1, Slot: slot}
				}
			}
		}
		return Reveal{Player: p.Name, Cards: a.cards()}
	case PhaseVoyages, PhaseExtra:
		if s.Phase == PhaseVoyages && !s.cardsDown() {
			for _, i := range s.Order {
				if s.Players[i].Played == nil {
					return a.playCard(s, i)
				}
			}
		}
		i := s.current()
		if s.Players[i].Played == nil {
			return a.playCard(s, i)
		}
		return a.sail(s, i)
	case PhaseDeclare:
		i := s.current()
		return Declare{Player: s.Players[i].Name, Join: i != s.Order[len(s.Order)-1]}
	case PhaseScoring:
		if len(s.BonusDue) > 0 { // bonus tiles first, so the round ends on checked tiles
			if s.TalonDrawsBonus() {
				return Bonus{Player: s.Players[s.BonusDue[0]].Name} // talon draws it
			}
			return Bonus{Player: s.Players[s.BonusDue[0]].Name, Value: 2 + s.Round}
		}
		tiles := map[string][]int{GoldTemple.ID: []int{5, 3, 1}[:s.Round]}
		for _, r := range s.RegionsInPlay() {
			tiles[r] = []int{6, 4, 2}[:s.Round]
		}
		return Tiles{Temples: tiles}
	}
	return nil
}

func (a *autoTable) playCard(s *State, i int) Action {
	h := s.Players[i].Hand
	k := slices.IndexFunc(h, func(c HandCard) bool { return c.Known })
	if k < 0 {
		return PlayOar{Player: s.Players[i].Name, Card: OarCard{Wind: 0, Oar: 3}} // a starting card
	}
	return PlayOar{Player: s.Players[i].Name, Card: h[k].Card}
}

// sail heads for the first open contract's city when range and gold allow, else stays.
func (a *autoTable) sail(s *State, i int) Action {
	p := &s.Players[i]
	open := p.openContracts()
	if len(open) == 0 {
		return Sail{Player: p.Name, To: p.Ship, Buy: -1}
	}
	c := p.Contracts[open[0]]
	if c.City == p.Ship {
		extra := []int(nil)
		if p.Gold >= 8 {
			extra = []int{open[0] + 1}
		}
		return Sail{Player: p.Name, To: p.Ship, Buy: -1, Fulfil: []int{open[0] + 1}, Extra: extra}
	}
	miles := autoDistance(p.Ship, c.City)
	if s.hasMap() {
		miles, _ = s.shortest(p.Ship, c.City)
	}
	if miles-s.Range(i) > p.Gold {
		return Sail{Player: p.Name, To: p.Ship, Buy: -1}
	}
	sail := Sail{Player: p.Name, To: c.City, Buy: -1, Fulfil: []int{open[0] + 1}}
	if !s.hasMap() {
		sail.Distance = miles
	}
	return sail
}

// playGame drives a whole game with the automatic table, returning every state.
func playGame(t testing.TB, s *State) []*State {
	t.Helper()
	table := &autoTable{data: s.Data}
	states := []*State{s}
	for steps := 0; !s.GameOver(); steps++ {
		if steps > 2000 {
			t.Fatalf("game does not end: phase %s round %d", s.Phase, s.Round)
		}
		a := table.next(s)
		if b, ok := a.(Bonus); ok && b.Value == 0 { // talon draws: what Resolve would do
			b.Value = s.BonusSupply[0]
			a = b
		}
		next, err := s.Apply(a)
		if err != nil {
			t.Fatalf("step %d, round %d %s: %T %+v: %v", steps, s.Round, s.Phase, a, a, err)
		}
		s = next
		states = append(states, s)
	}
	return states
}
