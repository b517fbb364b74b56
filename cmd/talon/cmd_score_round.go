package main

import (
	"fmt"
	"strings"

	"github.com/talon-games/talon/companion/neptun"
	"github.com/talon-games/talon/scoring"
)

// roundScorer is a scorer that also scores a single round (Neptun's temples and gold).
type roundScorer interface {
	RoundTemplateFor(round int) string
	RoundForm() scoring.Form
	ScoreRound(round int, input []byte) (neptun.RoundResult, error)
}

func (f *Factory) scoreRound(sc scoring.Scorer, round int, path string, template, asJSON bool) error {
	rs, ok := sc.(roundScorer)
	if !ok {
		return usagef("--round is only for games scored round by round (neptun); %s is scored once, at the end", sc.Game())
	}
	if template {
		fmt.Fprintln(f.Out, rs.RoundTemplateFor(round))
		return nil
	}
	data, err := f.scoreInput(path, fmt.Sprintf("%s --round %d", sc.Game(), round), rs.RoundForm(),
		func(b []byte) error { _, err := rs.ScoreRound(round, b); return err })
	if err != nil {
		return err
	}
	res, err := rs.ScoreRound(round, data)
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(f.Out, res)
	}
	t := f.newTable(fmt.Sprintf("Round %d", round), "Temple", "Tiles, best first")
	for _, temple := range res.Temples() {
		var takes []string
		for _, a := range res.Awards[temple] {
			takes = append(takes, fmt.Sprintf("%s takes %d", a.Player, a.Tile))
		}
		if len(takes) == 0 {
			takes = []string{"nobody"}
		}
		t.AppendRow([]any{temple, strings.Join(takes, ", ")})
	}
	t.Render()
	if len(res.Bonus) > 0 {
		fmt.Fprintf(f.Out, "Bonus tile: %s\n", strings.Join(res.Bonus, ", "))
	} else {
		fmt.Fprintln(f.Out, "Bonus tile: nobody")
	}
	return nil
}
