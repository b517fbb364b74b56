package marcopolo

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// Apply checks a against the rules and returns the next state, or a refusal naming the
// rule (*companion.Refusal). It never changes s.
func (s *State) Apply(a Action) (*State, error) {
	if s.Phase == PhaseOver {
		return nil, companion.GameOver() // the engine refuses first; the pure rules say the same
	}
	c := s.clone()
	if err := c.apply(a); err != nil {
		return nil, err
	}
	return c, nil
}

func (s *State) apply(a Action) error {
	if err := s.checkPending(a); err != nil {
		return err
	}
	switch a := a.(type) {
	case PickCharacter:
		return s.pickCharacter(a)
	case KeepGoals:
		return s.keepGoals(a)
	case Roll:
		return s.roll(a)
	case Choose:
		return s.choose(a)
	case TakeBlackDie:
		return s.takeBlackDie(a)
	case FreeMove:
		return s.freeMove(a)
	case Place:
		if a.Space.Kind == MoneyBag && len(a.Dice) == 1 {
			return s.useMoneyBag(UseMoneyBag{Seat: a.Seat, Die: a.Dice[0]})
		}
		return s.place(a)
	case UseMoneyBag:
		return s.useMoneyBag(a)
	case Reroll:
		return s.reroll(a)
	case Adjust:
		return s.adjust(a)
	case BuyBlackDie:
		return s.buyBlackDie(a)
	case Complete:
		return s.complete(a)
	case EndTurn:
		return s.endTurn(a)
	case FinalFacts:
		return s.finalFacts(a)
	case Correct:
		return s.correct(a)
	case FixDeal:
		return s.fixDeal(a)
	}
	return refuse(RuleTurn, "unknown action %T", a)
}

// checkPending lets only the pending choice's owner resolve it before anything else.
func (s *State) checkPending(a Action) error {
	switch a.(type) {
	case Correct, FixDeal:
		return nil // a correction never waits
	}
	if len(s.Pending) == 0 {
		switch a.(type) {
		case Choose, TakeBlackDie:
			return refuse(RulePending, "nothing to choose now")
		case FreeMove:
			return refuse(RulePending, "no free move to spend now")
		}
		return nil
	}
	p := s.Pending[0]
	seat := -1
	ok := false
	switch a := a.(type) {
	case Choose:
		seat, ok = a.Seat, p.Kind != PendFreeMove && p.Kind != PendBlackDie
	case FreeMove:
		seat, ok = a.Seat, p.Kind == PendFreeMove
	case TakeBlackDie:
		seat, ok = a.Seat, p.Kind == PendBlackDie
	}
	if !ok || seat != p.Seat {
		return refuse(RulePending, "first: %s", s.describePending(p))
	}
	return nil
}

// turnAction checks that seat may act in the turn now.
func (s *State) turnAction(seat int) error {
	if s.Phase != PhasePlay {
		return refuse(RuleTurn, "not during the turns: %s", s.expecting())
	}
	if seat != s.Turn {
		return refuse(RuleTurn, "it is %s's turn, not %s's", s.Players[s.Turn].Name, s.seatName(seat))
	}
	return nil
}

func (s *State) seatName(seat int) string {
	if seat < 0 || seat >= len(s.Players) {
		return "nobody"
	}
	return s.Players[seat].Name
}

// correct sets a ledger count to the table's.
func (s *State) correct(a Correct) error {
	if !s.Set.Ledger {
		return refuse(RuleSetup, "talon keeps no coins, camels, goods or VP without the ledger (--option ledger=on)")
	}
	if a.Seat < 0 || a.Seat >= len(s.Players) || a.Value < 0 || a.Value > countMax(a.What) {
		return refuse(RuleSetup, "no such player or count")
	}
	p := &s.Players[a.Seat]
	field := map[string]*int{"vp": &p.Stock.VP, "coins": &p.Stock.Coins, "camels": &p.Stock.Camels,
		"pepper": &p.Stock.Pepper, "silk": &p.Stock.Silk, "gold": &p.Stock.Gold}[a.What]
	if field == nil {
		return refuse(RuleSetup, "%q is not a count talon keeps", a.What)
	}
	s.note("%s's %s corrected from %d to %d", p.Name, countWord(a.What), *field, a.Value)
	*field = a.Value
	return nil
}

// countWord names a ledger count in the table's language: "VP", "érme", "bors".
func countWord(key string) any {
	switch key {
	case "pepper":
		return Pepper
	case "silk":
		return Silk
	case "gold":
		return Gold
	case "vp":
		return i18n.M("VP")
	case "coins":
		return i18n.M("coins")
	}
	return i18n.M("camels")
}
