package main

import (
	"fmt"
	"html"
	"io"
	"slices"
	"strconv"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// SVG chart geometry: one panel per game, stacked.
const (
	svgWidth       = 640
	svgPanelHeight = 180
	svgMargin      = 40
)

// writeScoresSVG draws each game's score distribution as a bar chart: one bar per
// score range, its height the number of scores in it, low scores on the left. Each
// panel's title is in lp's language.
func writeScoresSVG(w io.Writer, lp *i18n.Printer, order *tableOrder, spreads []history.ScoreSpread) error {
	spreads = order.scores(spreads)
	height := max(1, len(spreads)) * svgPanelHeight
	p := &svgPrinter{w: w}
	p.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		svgWidth, height, svgWidth, height)
	p.printf(`<rect width="100%%" height="100%%" fill="white"/>` + "\n")
	for i, s := range spreads {
		top := i * svgPanelHeight
		title := lp.Sprintf("%s: %d scores, median %s", order.game(s.Game), s.Count, trimFloat(lp, s.Median))
		p.printf(`<text x="%d" y="%d" font-weight="bold">%s</text>`+"\n", svgMargin, top+20, html.EscapeString(title))
		most := slices.Max(s.Buckets)
		plotW, plotH := svgWidth-2*svgMargin, svgPanelHeight-70
		barW := float64(plotW) / float64(len(s.Buckets))
		base := top + 30 + plotH
		for j, n := range s.Buckets {
			h := float64(plotH) * float64(n) / float64(most)
			x := float64(svgMargin) + float64(j)*barW
			low := s.Min + j*s.Width
			p.printf(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a7ab5"><title>%s</title></rect>`+"\n",
				x+1, float64(base)-h, barW-2, h, html.EscapeString(barTitle(lp, low, low+s.Width-1, n)))
			p.printf(`<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", x+barW/2, base+15, low)
		}
		p.printf(`<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", svgMargin, base, svgWidth-svgMargin, base)
		p.printf(`<text x="%d" y="%d" text-anchor="end">%d</text>`+"\n", svgMargin-4, base-plotH+10, most)
	}
	p.printf("</svg>\n")
	return p.err
}

// barTitle is a bar's tooltip: "5: 3 scores" for one score, "5–9: 3 scores" for a range.
func barTitle(p *i18n.Printer, low, high, n int) string {
	if low == high {
		return p.Sprintf(barOneScore, strconv.Itoa(low), n)
	}
	return p.Sprintf(barScoreRange, strconv.Itoa(low), strconv.Itoa(high), n)
}

// svgPrinter remembers the first write error.
type svgPrinter struct {
	w   io.Writer
	err error
}

func (p *svgPrinter) printf(format string, args ...any) {
	if p.err == nil {
		_, p.err = fmt.Fprintf(p.w, format, args...)
	}
}
