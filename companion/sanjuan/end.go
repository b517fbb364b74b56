package sanjuan

import (
	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// final records the hand cards the table counts at the end and scores the game.
func (s *state) final(a action) error {
	hands := make([]int, s.n())
	for i, n := range a.hands {
		hands[i] = n
		if n < 0 {
			hands[i] = s.seats[i].hand
		}
	}
	res, err := ScoreInput(s.scoringInput(hands))
	if err != nil {
		return companion.Refuse("final scoring", "%v", err)
	}
	s.steps = nil
	s.handsFinal = hands
	s.result = &res
	for _, p := range res.Players {
		s.say(i18n.M("%s: %d points, place %d", p.Name, p.Total, p.Rank))
	}
	if res.TieBreak != nil {
		s.say(i18n.M("Tie: %s", tieBreakLine{res})) // the scorer's words (scoring.Rank)
	}
	return nil
}

// tieBreakLine is the scorer's tie-break line, printed in the table's language.
type tieBreakLine struct{ res scoring.Result }

func (t tieBreakLine) Local(p *i18n.Printer) string { return t.res.LocalTieBreak(p) }

// scoringInput is the San Juan scorer's input from what talon has seen built.
func (s *state) scoringInput(hands []int) Input {
	in := Input{SixCostVP: s.opts.sixCostVP}
	for i, p := range s.seats {
		ids := make([]string, len(p.city))
		for k, sl := range p.city {
			ids[k] = sl.id
		}
		in.Players = append(in.Players, PlayerInput{
			Name: p.name, Buildings: ids, ChapelCards: p.chapel, HandCards: hands[i], Goods: p.goods(),
		})
	}
	return in
}

// points is each player's score so far, from the scorer (0 where it cannot score yet).
func (s *state) points() []int {
	hands := make([]int, s.n()) // hand cards only break ties
	out := make([]int, s.n())
	res, err := ScoreInput(s.scoringInput(hands))
	if err != nil {
		return out
	}
	for i, p := range res.Players {
		out[i] = p.Total
	}
	return out
}
