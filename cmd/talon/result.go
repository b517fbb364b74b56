package main

import (
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// renderResult prints a final score: one column per player, one row per category, then
// total, rank and winner, the tie-break line and any non-default setting that mattered.
func (f *Factory) renderResult(r scoring.Result) {
	lp := f.P
	header := []any{lp.Sprintf("Category")}
	for _, p := range r.Players {
		header = append(header, p.Name)
	}
	t := f.newTable(lp.Sprintf("Final score"), header...)
	for _, cat := range r.Categories {
		row := []any{localKey(lp, scoring.CategoryNow(r.Game, cat))} // a game's category names are catalog keys
		for _, p := range r.Players {
			row = append(row, pointsFor(lp, p.Breakdown, cat))
		}
		t.AppendRow(row)
	}
	t.AppendSeparator()
	total, rank, winner := []any{lp.Sprintf("Total")}, []any{lp.Sprintf("Rank")}, []any{lp.Sprintf("Winner")}
	for _, p := range r.Players {
		total = append(total, lp.Sprintf("%d", p.Total))
		rank = append(rank, rankLabel(lp, r, p))
		w := ""
		if p.Winner {
			w = lp.Sprintf("★ winner")
			if len(r.Winners) > 1 {
				w = lp.Sprintf("★ shared win")
			}
		}
		winner = append(winner, w)
	}
	t.AppendRow(total)
	t.AppendRow(rank)
	t.AppendRow(winner)
	t.Render()
	if r.TieBreak != nil {
		f.say(lp.Sprintf("Tie-break: "), "  ", r.LocalTieBreak(lp))
	}
	for _, n := range r.LocalNotes(lp) {
		f.say(lp.Sprintf("Note: "), "  ", n)
	}
}

func pointsFor(p *i18n.Printer, b scoring.Breakdown, category string) any {
	for _, pt := range b {
		if pt.Category == category {
			return p.Sprintf("%d", pt.Points)
		}
	}
	return ""
}

func rankLabel(lp *i18n.Printer, r scoring.Result, p scoring.PlayerResult) string {
	shared := 0
	for _, q := range r.Players {
		if q.Rank == p.Rank {
			shared++
		}
	}
	if shared > 1 {
		return lp.Sprintf("%d (shared)", p.Rank)
	}
	return strconv.Itoa(p.Rank)
}
