package sanjuan

import (
	"slices"

	"github.com/talon-games/talon/companion"
)

// handRoom is the most cards player p can hold (trial F7: `fix hand Anna 99` was taken
// up to the deck): the deck's 110 cards (digest §1, SEED) less the cards talon knows
// to be elsewhere, on the table (every city's buildings, those built over with the
// Crane, goods, cards under a chapel) and in the other players' hands as talon counts
// them. The draw and discard piles are not taken off: talon does not count them.
func (s *state) handRoom(p int) (room, table, others int) {
	for q, seat := range s.seats {
		table += len(seat.city) + len(seat.covered) + seat.goods() + seat.chapel
		if q != p {
			others += seat.hand
		}
	}
	return max(0, DeckSize-table-others), table, others
}

// handBound refuses a count of player p's hand above handRoom, saying the bound and why.
func (s *state) handBound(p, n int) error {
	room, table, others := s.handRoom(p)
	if n <= room {
		return nil
	}
	return companion.Bad("%s can hold at most %s: the deck has %d, less %d on the table (buildings, goods, chapel cards) and %d in the other hands",
		s.seats[p].name, cards(room), DeckSize, table, others)
}

// boundHands gives the hand correction's count the bound of the player answered
// before it (handRoom), and says why a count above it is refused (handBound), so a
// play question refuses it as it is typed.
func (s *state) boundHands(fixes []companion.Choice) []companion.Choice {
	i := slices.IndexFunc(fixes, func(c companion.Choice) bool { return c.Verb == companion.VerbFix+" "+verbHand })
	if i < 0 || len(fixes[i].Args) != 2 {
		return fixes
	}
	fixes[i].Args = slices.Clone(fixes[i].Args)
	count := fixes[i].Args[1]
	fixes[i].Args[1].Depends = func(earlier []string) companion.Arg {
		a := count
		if len(earlier) > 0 {
			if p, err := s.seatTerms.Find(earlier[0]); err == nil {
				a.Max, _, _ = s.handRoom(p)
				a.Above = func(n int) error { return s.handBound(p, n) }
			}
		}
		return a
	}
	return fixes
}
