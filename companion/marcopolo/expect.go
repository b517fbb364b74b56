package marcopolo

import (
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
)

// Expecting says in one line what the game waits for.
func (s *State) Expecting() string { return s.expecting().String() }

// expecting is what the game waits for, as a message the table reads in its language.
func (s *State) expecting() i18n.Message {
	if len(s.Pending) > 0 {
		return s.describePending(s.Pending[0])
	}
	switch s.Phase {
	case PhaseDraft:
		return i18n.M("%s picks a character (%s)", s.seatName(s.DraftSeat), characterNames(s.DraftOffer))
	case PhaseGoals:
		for _, p := range s.Players {
			if len(p.GoalOffer) > 0 {
				return i18n.M("%s keeps 2 of their 4 goal cards", p.Name)
			}
		}
	case PhaseRoll:
		return i18n.M("round %s: everyone rolls their dice", strconv.Itoa(s.Round))
	case PhasePlay:
		p := s.Players[s.Turn]
		if s.MainDone || s.BagUsed {
			return i18n.M("%s: bonus actions, or end the turn", p.Name)
		}
		if p.Character == Raschid {
			return i18n.M("%s (Raschid: each die's value is set when placed): one action (dice: %s)", p.Name, diceShown(p.Dice))
		}
		return i18n.M("%s: bonus actions, then one action (dice: %s)", p.Name, diceShown(p.Dice))
	case PhaseFinal:
		for seat, p := range s.Players {
			if s.FinalIn == nil || !s.FinalIn[seat] {
				return i18n.M("the game is over: enter %s's score-track VP, coins, camels and goods", p.Name)
			}
		}
	case PhaseOver:
		return i18n.M("the game is over")
	}
	return i18n.Message{}
}

// characterNames lists characters, each in the table's language when printed.
func characterNames(cs []Character) i18n.List {
	names := i18n.Join(", ")
	for _, c := range cs {
		names = names.Add(c)
	}
	return names
}
