package catan

import (
	"github.com/talon-games/talon/companion"
)

// The one win rule the companion and the scorer share (digest §11): only the player
// whose turn it is wins, during their own turn, on reaching pointsToWin. Anyone else can
// stand at pointsToWin or more only through Longest Road, which can pass to a player on
// someone else's turn; victory point cards are bought on one's own turn, so a player
// whose points without Longest Road reach pointsToWin would have won on their own turn
// (INFERRED, as the scorer's check).

// wouldHaveWonOnOwnTurn says whether a player who is not on turn holds points that
// would have ended the game on their own turn.
func wouldHaveWonOnOwnTurn(points int, longestRoad bool) bool {
	return points-awardPoints*boolCount(longestRoad) > maxPointsWithoutLongestRoadOffTurn
}

// ruleOwnTurnWin is the name of that rule in refusals.
const ruleOwnTurnWin = "win on one's own turn"

// checkOffTurnPoints refuses a position in which a player who is not on turn would have
// won on their own turn: the table is told to record that win instead.
func (s *state) checkOffTurnPoints(p int) error {
	if p == s.current || !wouldHaveWonOnOwnTurn(s.totalVP(p), s.longest == p) {
		return nil
	}
	return companion.Refuse(ruleOwnTurnWin, "%s would have %d points on %s's turn; victory point cards are bought on one's own turn, so %s won on their own turn: undo to that turn and record the win there",
		s.name(p), s.totalVP(p), s.name(s.current), s.name(p))
}

// checkScorable refuses an ending the game's own scorer would refuse, so a finished
// session always has a result.
func (s *state) checkScorable() error {
	if s.phase != phaseOver {
		return nil
	}
	if _, err := ScoreInput(s.scoreInput()); err != nil {
		return companion.Refuse("end of the game", "the final position does not score: %v", err)
	}
	return nil
}
