package marcopolo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
)

// The main action (digest §4–§5): placement legality R1–R11, the cost of an occupied
// space, and each space's effect.

// place checks and resolves a main action.
func (s *State) place(a Place) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	sp := a.Space
	if sp.Kind < FiveCoins || sp.Kind > CityCard {
		return refuse(RuleDiceCount, "there is no such action space")
	}
	if sp.Kind == CityCard && (sp.Card < 0 || sp.Card >= len(s.CardSpaces)) {
		return refuse(RuleCityCard, "there are %d city-card spaces, numbered 1 to %d", len(s.CardSpaces), len(s.CardSpaces))
	}
	if sp.Kind != CityCard {
		sp.Card = 0
	}
	p := &s.Players[a.Seat]
	if s.MainDone {
		return refuse(RuleOneAction, "%s has already taken this turn's action; only bonus actions now", p.Name)
	}
	if want := Spaces[sp.Kind].Dice; len(a.Dice) != want {
		return refuse(RuleDiceCount, "%s takes exactly %d dice, got %d", sp.Kind, want, len(a.Dice))
	}
	dice, err := s.takeDice(a.Seat, a.Dice)
	if err != nil {
		return err
	}
	own := slices.ContainsFunc(dice, func(d Die) bool { return d.Kind == OwnDie })
	if own && s.usedColour(a.Seat, sp) {
		return refuse(RuleColourOnce, "%s already has a die of their colour on %s this round; only black or white dice may go there", p.Name, s.spaceName(sp))
	}
	lowest := lowestDie(dice)
	cost := 0
	if s.occupied(sp) && s.chargesOccupancy(sp) && p.Character != Berke {
		cost = lowest
	}
	if s.Set.Ledger && cost > p.Stock.Coins {
		return refuse(RuleOccupied, "%s is occupied: it costs %d coins (the lowest die placed); %s has %d", s.spaceName(sp), cost, p.Name, p.Stock.Coins)
	}
	switch sp.Kind {
	case CityCard:
		if err := s.checkCityCard(a.Seat, sp); err != nil {
			return err
		}
	case Khan:
		if err := s.checkKhan(dice[0]); err != nil {
			return err
		}
	}
	var price Stock
	var legs []Leg
	if sp.Kind == Travel {
		if legs, price, err = s.checkTravel(a.Seat, a.Legs, lowest); err != nil {
			return err
		}
	}
	if s.Set.Ledger && !p.Stock.Covers(price.Add(Stock{Coins: cost})) {
		return s.pay(a.Seat, price.Add(Stock{Coins: cost}), s.priceWhat(sp, cost)) // refuses, naming what is short
	}
	if len(dice) > 1 { // "kockákat rak" in Hungarian, not "kockát" for two dice
		s.note("%s places the dice %s on %s", p.Name, diceShown(dice), s.spaceName(sp))
	} else {
		s.note("%s places %s on %s", p.Name, diceShown(dice), s.spaceName(sp))
	}
	if sp.Kind == FiveCoins && cost >= FiveCoinsGain.Coins {
		s.Warnings = append(s.Warnings, Warning{Code: "costs_more_than_it_gives",
			Text: i18n.M("take 5 coins is occupied: with a %d it costs %d coins and gives 5", lowest, cost)})
	}
	if err := s.pay(a.Seat, price.Add(Stock{Coins: cost}), s.priceWhat(sp, cost)); err != nil {
		return err
	}
	if sp.Kind == Khan {
		s.Khan = append(s.Khan, Placement{Seat: a.Seat, Dice: dice})
	} else {
		s.Board[slot(sp)] = append(s.Board[slot(sp)], Placement{Seat: a.Seat, Dice: dice})
	}
	s.MainDone = true
	return s.resolve(a, sp, lowest, legs)
}

// chargesOccupancy tells whether an occupied space costs coins (R5): not the money bag,
// not Khan's favor (SOURCE, both implementations; a setting), not city cards (never shared).
func (s *State) chargesOccupancy(sp Space) bool {
	switch sp.Kind {
	case MoneyBag, CityCard:
		return false
	case Khan:
		return s.Set.KhanCharged
	}
	return true
}

func (s *State) priceWhat(sp Space, occupancy int) any {
	if occupancy > 0 {
		return i18n.M("%s, occupied: %d coins", sp.Kind, occupancy)
	}
	return sp.Kind
}

// takeDice removes the named dice from seat's board (R1). Raschid's unset dice take the
// value he names.
func (s *State) takeDice(seat int, refs []DieRef) ([]Die, error) {
	p := s.mutable(seat)
	var out []Die
	for _, r := range refs {
		if r.Value < 1 || r.Value > 6 {
			return nil, refuse(RuleOwnDice, "a die shows 1 to 6, not %d", r.Value)
		}
		i := slices.IndexFunc(p.Dice, func(d Die) bool { return d.Kind == r.Kind && d.Value == r.Value })
		if i < 0 {
			i = slices.IndexFunc(p.Dice, func(d Die) bool { return d.Kind == r.Kind && d.Value == 0 })
		}
		if i < 0 {
			return nil, refuse(RuleOwnDice, "%s has no %s die showing %d (dice: %s)", p.Name, r.Kind, r.Value, diceShown(p.Dice))
		}
		out = append(out, Die{Kind: r.Kind, Value: r.Value})
		p.Dice = slices.Delete(p.Dice, i, i+1)
	}
	return out, nil
}

// checkCityCard: R7 — a post in the card's city placed before this turn, and nobody used
// the card this round (no payment, not even Berke Khan's, overrides it).
func (s *State) checkCityCard(seat int, sp Space) error {
	cs := s.CardSpaces[sp.Card]
	p := &s.Players[seat]
	i := slices.IndexFunc(p.Posts, func(x Post) bool { return x.At == cs.City })
	if i < 0 {
		return refuse(RuleCityCard, "%s has no trading post in %s", p.Name, cs.City)
	}
	if p.Posts[i].Turn >= s.TurnNo {
		return refuse(RuleCityCard, "%s's post in %s was placed this turn; its city card can be used from the next turn", p.Name, cs.City)
	}
	if used := s.Board[slot(sp)]; len(used) > 0 {
		return refuse(RuleCityCard, "%s's city card %s has been used this round (by %s)", cs.City, CardID(cs.Card), s.seatName(used[0].Seat))
	}
	return nil
}

// checkKhan: R6 — a free slot, and a die at least the previous slot's.
func (s *State) checkKhan(d Die) error {
	if len(s.Khan) >= KhanSlots {
		return refuse(RuleKhan, "all %d slots of Khan's favor are taken this round", KhanSlots)
	}
	if n := len(s.Khan); n > 0 {
		prev := s.Khan[n-1].Dice[0].Value
		if d.Value < prev {
			return refuse(RuleKhan, "the next slot takes a die of %d or more (the previous slot shows %d), not %d", prev, prev, d.Value)
		}
	}
	return nil
}

// checkTravel: R10 and R8 — 1 to min(dice) steps, adjacent steps, each figure moved at
// most once. It returns the legs and their price (travel coins plus route extras).
func (s *State) checkTravel(seat int, legs []Leg, lowest int) ([]Leg, Stock, error) {
	p := &s.Players[seat]
	if len(legs) == 0 {
		return nil, Stock{}, refuse(RuleTravel, "say where to travel")
	}
	if len(legs) > len(p.Figures) {
		return nil, Stock{}, refuse(RuleTravel, "%s has %d figures to move", p.Name, len(p.Figures))
	}
	steps := 0
	var extra Stock
	for i, l := range legs {
		if l.Figure < 0 || l.Figure >= len(p.Figures) || slices.ContainsFunc(legs[:i], func(o Leg) bool { return o.Figure == l.Figure }) {
			return nil, Stock{}, refuse(RuleTravel, "each of %s's figures moves at most once per travel", p.Name)
		}
		if len(l.Path) == 0 {
			return nil, Stock{}, refuse(RuleTravel, "a travel moves at least 1 step")
		}
		from := p.Figures[l.Figure]
		e, err := PathExtra(from, l.Path, p.Character == Carpini)
		if err != nil {
			// A destination named alone that no route within the dice reaches: say how far it is.
			if n := MinSteps(from, l.Dest(), p.Character == Carpini); len(l.Path) == 1 && n > lowest {
				return nil, Stock{}, refuse(RuleValueGate, "%s is %d steps from %s (lowest die: %d)", l.Dest(), n, from, lowest)
			}
			return nil, Stock{}, refuse(RuleTravel, "%v", err)
		}
		extra = extra.Add(e)
		steps += len(l.Path)
	}
	if steps > lowest {
		return nil, Stock{}, refuse(RuleValueGate, "the lowest travel die is %d: at most %d steps, not %d", lowest, lowest, steps)
	}
	return legs, TravelPrice(steps, extra), nil
}

// resolve carries out the action once the dice are placed and paid for.
func (s *State) resolve(a Place, sp Space, lowest int, legs []Leg) error {
	seat := a.Seat
	switch sp.Kind {
	case FiveCoins:
		s.gain(seat, FiveCoinsGain, FiveCoins)
		if len(s.Players) == 2 {
			s.mercator(seat, Gain{Stock: Stock{Coins: 2}}, FiveCoins)
		}
	case Camels, PepperSpace, SilkSpace, GoldSpace:
		row := a.Row
		if row == 0 {
			row = lowest
		}
		if row < 1 || row > lowest {
			return refuse(RuleValueGate, "the lowest die is %d: choose a row from 1 to %d, not %d", lowest, lowest, row)
		}
		g, _ := BazaarRow(sp.Kind, row, s.Set)
		s.gain(seat, g, i18n.M("%s row %d", sp.Kind, row))
		s.mercator(seat, Gain{Stock: sp.Kind.bazaarStock()}, sp.Kind)
	case Khan:
		s.gain(seat, KhanGain, Khan)
		if len(s.Players) <= 3 {
			s.mercator(seat, Gain{Stock: Stock{Camels: 1}}, Khan)
		}
	case Contracts:
		return s.takeFromMarket(seat, a.Slots, lowest)
	case Travel:
		s.travel(seat, legs)
	case CityCard:
		return s.useCityCard(seat, sp, lowest, a.Card)
	}
	return nil
}

// mercator gives Mercator ex Tabriz his share when another player uses a space.
func (s *State) mercator(actor int, g Gain, what any) {
	for seat, p := range s.Players {
		if seat != actor && p.Character == Mercator {
			s.gain(seat, g, i18n.M("%s, %s", Mercator, what))
		}
	}
}

// takeFromMarket: R9 — 1 or 2 distinct slots, each at most the die, chosen before sliding;
// slot 5 and 6 add 1 and 2 coins-or-camels; the rest slide left; an empty market takes 2
// from the special pile.
func (s *State) takeFromMarket(seat int, slots []int, lowest int) error {
	if len(slots) < 1 || len(slots) > 2 {
		return refuse(RuleContracts, "take 1 or 2 contracts, not %d", len(slots))
	}
	if hasRepeat(slots) {
		return refuse(RuleContracts, "the two contracts come from different slots")
	}
	var ids []int
	extra := 0
	for _, n := range slots {
		if n < 1 || n > lowest {
			return refuse(RuleValueGate, "the die shows %d: slots 1 to %d, not %d", lowest, lowest, n)
		}
		if n > len(s.Market) {
			return refuse(RuleContracts, "slot %d is empty (%d contracts on offer)", n, len(s.Market))
		}
		ids = append(ids, s.Market[n-1])
		extra += ContractSlotExtra(n)
	}
	s.Market = slices.DeleteFunc(s.Market, func(id int) bool { return slices.Contains(ids, id) })
	if len(s.Market) == 0 {
		n := min(2, len(s.Special))
		s.Market, s.Special = slices.Clone(s.Special[:n]), s.Special[n:]
		s.note("the market is empty: %d contracts from the special pile", n)
	}
	s.takeContracts(seat, ids, Contracts)
	if extra > 0 {
		if s.Set.Ledger {
			s.Pending = append(s.Pending, Pending{Seat: seat, Kind: PendCoinsCamels, N: extra, From: i18n.M("contract slot 5/6")})
		} else {
			s.noteUnchecked("%s takes %d, each a coin or a camel, for slot 5/6 (not checked: the table keeps the resources)", s.Players[seat].Name, extra)
		}
	}
	return nil
}

// travel moves the figures; posts go where each leg ends (Wilhelm: every city passed).
func (s *State) travel(seat int, legs []Leg) {
	p := s.mutable(seat)
	s.LastTraveller = seat
	for _, l := range legs {
		s.note("%s travels %s → %s", p.Name, p.Figures[l.Figure], l)
		p.Figures[l.Figure] = l.Dest()
	}
	for _, l := range legs {
		if p.Character == Wilhelm {
			for _, at := range l.Path[:len(l.Path)-1] {
				s.arrive(seat, at)
			}
		}
		s.arrive(seat, l.Dest())
	}
}

func lowestDie(dice []Die) int {
	low := 6
	for _, d := range dice {
		low = min(low, d.Value)
	}
	return low
}

// spaceName names a space for the table: "travel", "city card 2 (Sumatra)".
func (s *State) spaceName(sp Space) any {
	if sp.Kind == CityCard {
		return i18n.M("city-card space %s (%s)", strconv.Itoa(sp.Card+1), s.CardSpaces[sp.Card].City)
	}
	return sp.Kind
}

// diceShown is a list of dice as the table reads it: own dice by value ("3 5"), the
// others by their colour in the table's language ("3 5, white 2", "black 4"), "?" for
// a die whose value is set when it is used (Raschid). Typed back, a die is written
// b4 or w2 (grammar.go); the list never shows that notation.
type diceShown []Die

// String is the list in English.
func (d diceShown) String() string { return d.Local(i18n.NewPrinter(i18n.English)) }

// Local is the list in p's language.
func (d diceShown) Local(p *i18n.Printer) string {
	if len(d) == 0 {
		return p.Sprintf("none")
	}
	var own, others []string
	for _, die := range d {
		v := "?"
		if die.Value > 0 {
			v = strconv.Itoa(die.Value)
		}
		if die.Kind == OwnDie {
			own = append(own, v)
		} else {
			others = append(others, die.Kind.Local(p)+" "+v)
		}
	}
	if len(own) > 0 {
		others = append([]string{strings.Join(own, " ")}, others...)
	}
	return strings.Join(others, ", ")
}
