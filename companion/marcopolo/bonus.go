package marcopolo

import (
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// Bonus actions (digest §6): before or after the main action, any number, paid each time;
// the black die once per turn.

// useMoneyBag: 1 die of any value for 3 coins; never costs, not a main action, and the
// colour rule does not apply.
func (s *State) useMoneyBag(a UseMoneyBag) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	dice, err := s.takeDice(a.Seat, []DieRef{a.Die})
	if err != nil {
		return err
	}
	sp := Space{Kind: MoneyBag}
	s.Board[slot(sp)] = append(s.Board[slot(sp)], Placement{Seat: a.Seat, Dice: dice})
	s.BagUsed = true
	s.gain(a.Seat, MoneyBagGain, i18n.M("money bag"))
	return nil
}

// boardDie finds a die on seat's board by kind and value; unset dice cannot be changed.
func (s *State) boardDie(seat int, r DieRef) (int, error) {
	p := &s.Players[seat]
	i := slices.IndexFunc(p.Dice, func(d Die) bool { return d.Kind == r.Kind && d.Value == r.Value && d.Value > 0 })
	if i < 0 {
		return 0, refuse(RuleOwnDice, "%s has no %s die showing %d on their board (dice: %s)", p.Name, r.Kind, r.Value, diceShown(p.Dice))
	}
	return i, nil
}

// reroll pays 1 camel to roll one die again.
func (s *State) reroll(a Reroll) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	i, err := s.boardDie(a.Seat, a.Die)
	if err != nil {
		return err
	}
	if a.New < 1 || a.New > 6 {
		return refuse(RuleBonusAction, "a die shows 1 to 6, not %d", a.New)
	}
	if err := s.pay(a.Seat, Stock{Camels: RerollCamels}, i18n.M("reroll")); err != nil {
		return err
	}
	s.mutable(a.Seat).Dice[i].Value = a.New
	s.note("%s rerolls a %d: %d", s.Players[a.Seat].Name, a.Die.Value, a.New)
	return nil
}

// adjust pays 2 camels to turn a die up or down by one; 6 does not become 1 nor 1 become 6.
func (s *State) adjust(a Adjust) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	i, err := s.boardDie(a.Seat, a.Die)
	if err != nil {
		return err
	}
	to := a.Die.Value + a.Delta
	if (a.Delta != 1 && a.Delta != -1) || to < 1 || to > 6 {
		return refuse(RuleBonusAction, "a %d can be turned to %s only (no wrap from 6 to 1)", a.Die.Value, adjustTargets(a.Die.Value))
	}
	if err := s.pay(a.Seat, Stock{Camels: AdjustCamels}, i18n.M("adjust a die")); err != nil {
		return err
	}
	s.mutable(a.Seat).Dice[i].Value = to
	s.note("%s turns a %d into a %d", s.Players[a.Seat].Name, a.Die.Value, to)
	return nil
}

func adjustTargets(v int) any {
	switch v {
	case 1:
		return "2"
	case 6:
		return "5"
	}
	return i18n.M("%s or %s", strconv.Itoa(v-1), strconv.Itoa(v+1))
}

// buyBlackDie: R11 — 3 camels, once per turn, while the board has one.
func (s *State) buyBlackDie(a BuyBlackDie) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	if s.BlackBought {
		return refuse(RuleBlackDie, "one black die per turn with this bonus action")
	}
	if s.BlackSupply == 0 {
		return refuse(RuleBlackDie, "no black die is left on the board")
	}
	if err := s.pay(a.Seat, Stock{Camels: BlackDieCamels}, i18n.M("black die")); err != nil {
		return err
	}
	s.BlackSupply--
	s.BlackBought = true
	return s.addBlackDie(a.Seat, a.Value)
}

// takeBlackDie takes the black die a reward gave (its supply was set aside then).
func (s *State) takeBlackDie(a TakeBlackDie) error {
	s.Pending = s.Pending[1:]
	return s.addBlackDie(a.Seat, a.Value)
}

func (s *State) addBlackDie(seat, value int) error {
	p := &s.Players[seat]
	unset := p.Character == Raschid && s.Set.RaschidSetsBlack
	if unset {
		value = 0
	} else if value < 1 || value > 6 {
		return refuse(RuleBlackDie, "the black die shows 1 to 6, not %d", value)
	}
	p.Dice = append(p.Dice, Die{Kind: BlackDie, Value: value})
	if unset {
		s.note("%s takes a black die (set when used)", p.Name)
	} else {
		s.note("%s takes a black die: %d", p.Name, value)
	}
	return nil
}

// complete fulfils one of seat's active contracts: pay its camels and goods, gain its
// rewards, put it in the drawer.
func (s *State) complete(a Complete) error {
	if err := s.turnAction(a.Seat); err != nil {
		return err
	}
	p := &s.Players[a.Seat]
	i := slices.Index(p.Active, a.Contract)
	if i < 0 {
		return refuse(RuleBonusAction, "%s is not one of %s's active contracts (%s)", ContractID(a.Contract), p.Name, contractList(p.Active))
	}
	c, _ := ContractFor(a.Contract, s.Set)
	if err := s.pay(a.Seat, c.Cost, i18n.M("contract %s", ContractID(c.ID))); err != nil {
		return err
	}
	p = s.mutable(a.Seat)
	p.Active = slices.Delete(p.Active, i, i+1)
	p.Completed = append(p.Completed, c.ID)
	s.note("%s completes %s", p.Name, c)
	s.gain(a.Seat, c.Reward, i18n.M("contract %s", ContractID(c.ID)))
	return nil
}
