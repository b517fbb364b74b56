package catan

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/scoring"
)

// ScoreInput validates the input and scores it. The player on whose turn the game ended
// ranks first; the others follow by points and share places on equal points (the digest
// gives no tie-break).
func ScoreInput(in Input) (scoring.Result, error) {
	winner, problems := validate(in)
	if err := problems.Err(); err != nil {
		return scoring.Result{}, err
	}
	entries := make([]scoring.Entry, len(in.Players))
	for i, p := range in.Players {
		entries[i] = scoring.Entry{Name: strings.TrimSpace(p.Name), Breakdown: breakdown(p)}
	}
	res := scoring.Rank(entries, scoring.Rules{Game: Game, Decider: entries[winner].Name})
	if text := turnDecided(in, winner); text != "" {
		if res.TieBreak != nil {
			text += "; " + *res.TieBreak
		}
		res.TieBreak = &text
	}
	return res, nil
}

func breakdown(p PlayerInput) []scoring.Points {
	out := make([]scoring.Points, len(categories))
	for i, c := range categories {
		out[i] = scoring.Points{Category: c.Label, Points: c.Points * p.held(c.Key)}
	}
	return out
}

// turnDecided explains a win that points alone would not give: another player has as
// many points or more (possible when Longest Road passed to them on someone else's turn).
func turnDecided(in Input, winner int) string {
	w := in.Players[winner]
	var rivals []string
	for i, p := range in.Players {
		if i != winner && p.points() >= w.points() {
			rivals = append(rivals, fmt.Sprintf("%s %d", strings.TrimSpace(p.Name), p.points()))
		}
	}
	if len(rivals) == 0 {
		return ""
	}
	name := strings.TrimSpace(w.Name)
	return fmt.Sprintf("%s wins with %d: the game ended on %s's turn (%s)", name, w.points(), name, strings.Join(rivals, ", "))
}
