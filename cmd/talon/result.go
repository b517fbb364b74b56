package main

import (
	"fmt"

	"github.com/talon-games/talon/scoring"
)

// renderResult prints a final score: one column per player, one row per category, then
// total, rank and winner, the tie-break line and any non-default setting that mattered.
func (f *Factory) renderResult(r scoring.Result) {
	header := []any{"Category"}
	for _, p := range r.Players {
		header = append(header, p.Name)
	}
	t := f.newTable("Final score", header...)
	for _, cat := range r.Categories {
		row := []any{cat}
		for _, p := range r.Players {
			row = append(row, pointsFor(p.Breakdown, cat))
		}
		t.AppendRow(row)
	}
	t.AppendSeparator()
	total, rank, winner := []any{"Total"}, []any{"Rank"}, []any{"Winner"}
	for _, p := range r.Players {
		total = append(total, p.Total)
		rank = append(rank, rankLabel(r, p))
		w := ""
		if p.Winner {
			w = "★ winner"
			if len(r.Winners) > 1 {
				w = "★ shared win"
			}
		}
		winner = append(winner, w)
	}
	t.AppendRow(total)
	t.AppendRow(rank)
	t.AppendRow(winner)
	t.Render()
	if r.TieBreak != nil {
		f.say("Tie-break: ", "  ", *r.TieBreak)
	}
	for _, n := range r.Notes {
		f.say("Note: ", "  ", n)
	}
}

func pointsFor(b scoring.Breakdown, category string) any {
	for _, p := range b {
		if p.Category == category {
			return p.Points
		}
	}
	return ""
}

func rankLabel(r scoring.Result, p scoring.PlayerResult) string {
	shared := 0
	for _, q := range r.Players {
		if q.Rank == p.Rank {
			shared++
		}
	}
	if shared > 1 {
		return fmt.Sprintf("%d (shared)", p.Rank)
	}
	return fmt.Sprint(p.Rank)
}
