package main

import "github.com/talon-games/talon/history"

// gameTotals bounds a final total that `history edit --score` may give, per game, by
// what the components allow. No final scoring of the five games takes points away (the
// digests' end-of-game sections), so no total is negative; for Neptun that is INFERRED
// (its tile values are the table's, UNKNOWN to talon). Above, a game without a
// component count of its own keeps the history's bound.
var gameTotals = map[string]struct{ low, high int }{
	// 5 settlements (1 each), 4 cities (2 each), 5 victory point cards, Longest Road and
	// Largest Army (2 each): the bounds the Catan score form takes.
	"catan":      {0, 22},
	"san-juan":   {0, history.MaxTotal},
	"marco-polo": {0, history.MaxTotal},
	"genoa":      {0, history.MaxTotal},
	"neptun":     {0, history.MaxTotal},
}

// totalBounds is the lowest and highest final total of a game; a game talon has no
// bounds for (a club's newer game) keeps the history's.
func totalBounds(game string) (low, high int) {
	if b, ok := gameTotals[game]; ok {
		return b.low, b.high
	}
	return history.MinTotal, history.MaxTotal
}
