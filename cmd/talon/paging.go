package main

import (
	"strconv"

	"github.com/spf13/cobra"
)

// pageFlags are the paging flags `history` and `sessions` share: --limit (the page
// size), --offset (how many of the newest to skip) and --page (which page).
type pageFlags struct {
	limit, offset, page int
	// limitGiven and pageGiven: --limit and --page were on the command line (a table
	// on a short terminal takes fewer rows by default; --page 0 is refused).
	limitGiven, pageGiven bool
}

// given notes which of the flags the command line gave.
func (p *pageFlags) given(cmd *cobra.Command) {
	p.limitGiven, p.pageGiven = cmd.Flags().Changed("limit"), cmd.Flags().Changed("page")
}

// check refuses the flags history and sessions refuse alike (sessions: the refusal of
// --page 0 names the newest sessions, not plays).
func (p pageFlags) check(sessions bool) error {
	switch {
	case p.limit < 0 || p.offset < 0 || p.page < 0:
		return usagef("--limit, --offset and --page cannot be negative")
	case p.pageGiven && p.page == 0 && sessions:
		return usagef("--page counts from 1 (the newest sessions)")
	case p.pageGiven && p.page == 0:
		return usagef("--page counts from 1 (the newest plays)")
	case p.page > 0 && p.offset > 0:
		return usagef("give --page or --offset, not both")
	case p.page > 0 && p.limit == 0:
		return usagef("--page needs a page size (--limit above 0)")
	}
	return nil
}

// start is how many of the newest the page skips: --offset, or the pages before --page.
func (p pageFlags) start() int {
	if p.page > 0 {
		return (p.page - 1) * p.limit
	}
	return p.offset
}

// fitted says whether the page is a table fitted to the terminal: no --limit given,
// and a terminal that holds fewer rows than a page piped.
func (p pageFlags) fitted() bool { return !p.limitGiven && p.limit != defaultPage }

// moreRows says, under a page that is not the last, which rows it showed and how to
// see the next ones: by page (next), or by offset when --offset picked where the page
// began or the page was fitted to the terminal. byOffset and byPage are the line's two
// forms (plays or sessions).
func (f *Factory) moreRows(byOffset bool, offset, rows, next int, byOffsetLine, byPageLine string) {
	shown := strconv.Itoa(offset + 1) // plain digits, like the page to type
	if rows > 1 {
		shown += "–" + strconv.Itoa(offset+rows)
	}
	if byOffset {
		f.P.Fprintf(f.Out, byOffsetLine, shown, strconv.Itoa(offset+rows))
		return
	}
	f.P.Fprintf(f.Out, byPageLine, shown, strconv.Itoa(next))
}

// pastTheLast says that a page (or offset) lies past the last of total rows, and how
// many pages there are: "Page 9 is empty: the last is page 3 (5 plays, 2 a page)."
// pageEmptyLine and offsetLine are the two forms (plays or sessions).
func (f *Factory) pastTheLast(p pageFlags, total int, pageEmptyLine, offsetLine string) {
	if p.page > 0 {
		pages := (total + p.limit - 1) / p.limit
		f.P.Fprintf(f.Out, pageEmptyLine, strconv.Itoa(p.page), strconv.Itoa(pages), total, p.limit)
		return
	}
	f.P.Fprintf(f.Out, offsetLine, strconv.Itoa(p.offset), total)
}
