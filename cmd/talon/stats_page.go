package main

import (
	"io"
	"strings"

	"github.com/talon-games/talon/history"
)

// The lines under a page of the players or ratings view that is not the last, and
// past the last (trial F1: `stats players` and `stats ratings` ran past 80x24 with
// four players of three games).
const (
	morePlayersByPage    = "Players %s; more follow: --page %s shows the next.\n"
	morePlayersByOffset  = "Players %s; more follow: --offset %s shows the next.\n"
	moreRatingsByPage    = "Ratings %s; more follow: --page %s shows the next.\n"
	moreRatingsByOffset  = "Ratings %s; more follow: --offset %s shows the next.\n"
	playersPageEmpty     = "Page %s is empty: the last is page %s (%d players, %d a page).\n"
	playersOffsetPastEnd = "--offset %s skips every player: %d players in all.\n"
	ratingsPageEmpty     = "Page %s is empty: the last is page %s (%d ratings, %d a page).\n"
	ratingsOffsetPastEnd = "--offset %s skips every rating: %d ratings in all.\n"
)

// statsPaged are the views `talon stats` pages: players by player (a player's rows
// stay together), ratings by row.
func statsPaged(view string) bool { return view == "players" || view == "ratings" }

// checkStatsPage refuses the paging flags where they mean nothing.
func (o statsOptions) checkPage(view string) error {
	given := o.limitGiven || o.pageGiven || o.offset != 0
	switch {
	case given && o.asJSON:
		return usagef("--limit, --offset and --page page the table; --json lists every row")
	case given && !statsPaged(view):
		return usagef("--limit, --offset and --page page the players and ratings views")
	case o.pageGiven && o.page == 0:
		return usagef("--page counts from 1 (the first players or ratings)")
	}
	return o.check(false)
}

// renderStatsPage prints a page of the players or ratings view: --limit units from
// --offset (or --page), every one by default; on a terminal without --limit, as many
// as leave the tables' headers on the screen (history's fitting: fitRows), at least
// one. A page that is not the last ends with the line naming the next.
func (f *Factory) renderStatsPage(g history.GroupStats, view string, o statsOptions) {
	order := newTableOrder(f.P, f.Games)
	var (
		units  int
		render func(from, n int, short bool) string
	)
	buffered := func(draw func()) string {
		var b strings.Builder
		out := f.Out
		f.Out = &b
		draw()
		f.Out = out
		return b.String()
	}
	if view == "players" {
		rows := order.players(g.Players)
		var names []string
		for _, r := range rows {
			if len(names) == 0 || names[len(names)-1] != r.Player {
				names = append(names, r.Player)
			}
		}
		units = len(names)
		render = func(from, n int, _ bool) string {
			keep := map[string]bool{}
			for _, name := range names[from : from+n] {
				keep[name] = true
			}
			var page []history.PlayerStats
			for _, r := range rows {
				if keep[r.Player] {
					page = append(page, r)
				}
			}
			return buffered(func() { f.renderPlayers(order, page) })
		}
	} else {
		rows := order.ratings(g.Ratings)
		units = len(rows)
		render = func(from, n int, short bool) string {
			shown := ratingMovesShown
			if short {
				shown = 1 // the latest play alone, whole
			}
			return buffered(func() { f.renderRatings(order, rows[from:from+n], latestWholePlays(g.Changes, shown)) })
		}
	}
	start := o.start()
	if start >= units && start > 0 {
		if view == "players" {
			f.pastTheLast(o.pageFlags, units, playersPageEmpty, playersOffsetPastEnd)
		} else {
			f.pastTheLast(o.pageFlags, units, ratingsPageEmpty, ratingsOffsetPastEnd)
		}
		return
	}
	n := units - start
	if o.limit > 0 {
		n = min(n, o.limit)
	}
	fit := !o.limitGiven && f.height() > 0
	room := f.height() - (pageLines - 4) // the paging line and the prompt under the tables
	out, rows := fitRows(n, 1, room, fit, func(k int) string { return render(start, k, false) })
	if fit && view == "ratings" && rows < min(n, minPage) {
		// the latest plays' changes leave too few ratings: only the latest play's
		out, rows = fitRows(n, 1, room, fit, func(k int) string { return render(start, k, true) })
	}
	io.WriteString(f.Out, out)
	byOffset, byPage := morePlayersByOffset, morePlayersByPage
	if view == "ratings" {
		byOffset, byPage = moreRatingsByOffset, moreRatingsByPage
	}
	switch {
	case start+rows >= units:
	case rows < n || o.limit == 0: // fitted to the terminal: the next page begins after the rows shown
		f.moreRows(true, start, rows, 0, byOffset, byPage)
	default:
		f.moreRows(o.offset > 0, start, rows, max(o.page, 1)+1, byOffset, byPage)
	}
}

// fitRows renders n rows with render and, when fit is set, leaves out rows from the
// end while the text is taller than room lines, down to floor rows, so that a table's
// header stays on the screen (history, stats); it returns the text and its rows.
func fitRows(n, floor, room int, fit bool, render func(n int) string) (string, int) {
	for ; ; n-- {
		out := render(n)
		if !fit || n <= floor || strings.Count(out, "\n") <= room {
			return out, n
		}
	}
}
