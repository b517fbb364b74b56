package catan

import (
	"strconv"
	"strings"

	"github.com/talon-games/talon/companion/i18n"
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
	if line, ok := turnDecided(in, winner); ok {
		res.PrependTieBreak(line)
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

// turnDecidedLine is the tie-break line of a win on the game's last turn; the history
// keeps it as English, registered so that it reads back in the table's language.
const turnDecidedLine = "%s wins with %d: the game ended on %s's turn (%s)"

func init() { scoring.StoredText(turnDecidedLine) }

// turnDecided explains a win that points alone would not give: another player has as
// many points or more (possible when Longest Road passed to them on someone else's turn).
func turnDecided(in Input, winner int) (i18n.Message, bool) {
	w := in.Players[winner]
	var rivals []string
	for i, p := range in.Players {
		if i != winner && p.points() >= w.points() {
			rivals = append(rivals, strings.TrimSpace(p.Name)+" "+strconv.Itoa(p.points()))
		}
	}
	if len(rivals) == 0 {
		return i18n.Message{}, false
	}
	name := strings.TrimSpace(w.Name)
	return i18n.M(turnDecidedLine, name, w.points(), name, strings.Join(rivals, ", ")), true
}
