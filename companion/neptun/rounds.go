package neptun

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// RoundScorer is Neptun's round scoring as the kit's Entry.Rounds hook: who takes which
// temple tile in a round (`talon score neptun --round N`), in the shape every game's
// rounds share, with Neptun's own result kept as its data.
func RoundScorer() companion.RoundScorer { return rounds{} }

type rounds struct{}

func (rounds) RoundTemplate(n int) string { return RoundTemplateFor(n) }

func (rounds) RoundForm() scoring.Form { return roundForm() }

func (rounds) ScoreRound(n int, input []byte) (companion.RoundResult, error) {
	res, err := Scorer{}.ScoreRound(n, input)
	if err != nil {
		return companion.RoundResult{}, err
	}
	return KitRound(n, res)
}

// KitRound is one round's result in the shape every game's rounds share: a table of who
// takes which tile, the bonus line, and Neptun's own result as its data.
func KitRound(n int, res RoundResult) (companion.RoundResult, error) {
	data, err := json.Marshal(res)
	if err != nil {
		return companion.RoundResult{}, err
	}
	out := companion.RoundResult{Round: n, Data: data,
		Table: companion.Table{Title: fmt.Sprintf("Round %d", n), Header: []string{"Temple", "Tiles, best first"}}}
	for _, temple := range res.Temples() {
		var takes []string
		for _, a := range res.Awards[temple] {
			takes = append(takes, fmt.Sprintf("%s takes %d", a.Player, a.Tile))
		}
		if len(takes) == 0 {
			takes = []string{"nobody"}
		}
		out.Table.Rows = append(out.Table.Rows, []string{temple, strings.Join(takes, ", ")})
	}
	bonus := "nobody"
	if len(res.Bonus) > 0 {
		bonus = strings.Join(res.Bonus, ", ")
	}
	out.Lines = append([]string{"Bonus tile: " + bonus}, res.Notes...)
	return out, nil
}

// ScoredRounds are the rounds the session has scored so far, in the kit's shape; the
// session service keeps them with the session in the same transaction as the event that
// scored them (companion.RoundsScored).
func (s *session) ScoredRounds() []companion.RoundResult {
	out := make([]companion.RoundResult, 0, len(s.Results))
	for k, res := range s.Results {
		r, err := KitRound(k+1, res)
		if err != nil { // plain values always encode; if not, keep the round without its data
			r = companion.RoundResult{Round: k + 1, Lines: []string{"round data not kept: " + err.Error()}}
		}
		out = append(out, r)
	}
	return out
}

var _ companion.RoundsScored = (*session)(nil)
