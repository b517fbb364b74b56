package marcopolo

import "fmt"

// Expecting says in one line what the game waits for.
func (s *State) Expecting() string {
	if len(s.Pending) > 0 {
		return s.describePending(s.Pending[0])
	}
	switch s.Phase {
	case PhaseDraft:
		return fmt.Sprintf("%s picks a character (%s)", s.seatName(s.DraftSeat), characterList(s.DraftOffer))
	case PhaseGoals:
		for _, p := range s.Players {
			if len(p.GoalOffer) > 0 {
				return fmt.Sprintf("%s keeps 2 of their 4 goal cards", p.Name)
			}
		}
	case PhaseRoll:
		return fmt.Sprintf("round %d: everyone rolls their dice", s.Round)
	case PhasePlay:
		p := s.Players[s.Turn]
		if s.MainDone || s.BagUsed {
			return fmt.Sprintf("%s: bonus actions, or end the turn", p.Name)
		}
		if p.Character == Raschid {
			return fmt.Sprintf("%s (Raschid: each die's value is set when placed): one action (dice: %s)", p.Name, diceText(p.Dice))
		}
		return fmt.Sprintf("%s: bonus actions, then one action (dice: %s)", p.Name, diceText(p.Dice))
	case PhaseFinal:
		for seat, p := range s.Players {
			if s.FinalIn == nil || !s.FinalIn[seat] {
				return fmt.Sprintf("the game is over: enter %s's score-track VP, coins, camels and goods", p.Name)
			}
		}
	case PhaseOver:
		return "the game is over"
	}
	return ""
}
