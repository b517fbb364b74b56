package neptun

import (
	"github.com/talon-games/talon/scoring/scoringtest"
)

func tiles(v ...int) []int { return v }

type want = scoringtest.Want

// expectProblems fails unless err holds every wanted problem (others may come too).
var expectProblems = scoringtest.ContainsProblems
