package history

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/scoring"
)

// BG Stats keeps one score per player. talon writes each player's breakdown in the
// play's comments, one line a player in seat order, then the tie-break line when a
// tie-break decided a place (BG Stats keeps the ranks, not why), then the notes:
//
//	Anna: Settlements 3, Cities 6, Longest Road 0, Largest Army 2, VP Cards 0
//	Ben: Settlements 5, Cities 4, Longest Road 0, Largest Army 0, VP Cards 0
//	Tie-break: Anna, Ben tied on 11 and share the place
//
// The name is the one the file's players list gives the player (so the line finds its
// player again); the categories are in the table's language, since the table reads
// them in the BG Stats app; the points are plain digits, so that they read back in any
// language. A correction's line is named as history show and the CSV name it,
// "Correction" (stored as CorrectionCategory).

// BGStatsLine is one player's comments line: the name and the breakdown.
type BGStatsLine struct {
	Name      string
	Breakdown scoring.Breakdown
}

// BGStatsComments is a play's comments: each player's line, the tie-break line, then
// the notes. p gives the categories' language (nil: English); a category is named as
// game names it now, as history show names it (a stored category renamed since:
// scoring.CategoryNow). tieBreak is the result's tie-break line already in p's language
// (scoring.Result.LocalTieBreak, naming the players as the lines do), "" for none.
func BGStatsComments(p *i18n.Printer, game string, lines []BGStatsLine, tieBreak, notes string) string {
	if p == nil {
		p = i18n.NewPrinter(i18n.English)
	}
	out := make([]string, 0, len(lines)+2)
	for _, l := range lines {
		parts := make([]string, len(l.Breakdown))
		for i, pt := range l.Breakdown {
			parts[i] = categoryText(p, commentCategory(game, pt.Category)) + " " + strconv.Itoa(pt.Points)
		}
		out = append(out, l.Name+": "+strings.Join(parts, ", "))
	}
	if tieBreak != "" {
		out = append(out, p.Sprintf(tieBreakTitle)+tieBreak)
	}
	if notes != "" {
		out = append(out, notes)
	}
	return strings.Join(out, "\n")
}

// correctionTitle is a correction line's name in the comments (a catalog key).
const correctionTitle = "Correction"

// tieBreakTitle begins the tie-break line in the comments (a catalog key, as history
// show labels the line).
const tieBreakTitle = "Tie-break: "

// tieBreakTitles are tieBreakTitle in each language talon writes comments in.
var tieBreakTitles = sync.OnceValue(func() []string {
	var out []string
	for _, lang := range []i18n.Lang{i18n.English, i18n.Hungarian, i18n.German} {
		if t := i18n.NewPrinter(lang).Sprintf(tieBreakTitle); !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
})

// commentTieBreak reads a comments line as talon's tie-break line, in any language talon
// writes: the line's text after its title, ok false for any other line.
func commentTieBreak(line string) (text string, ok bool) {
	for _, title := range tieBreakTitles() {
		if text, ok := strings.CutPrefix(line, title); ok && strings.TrimSpace(text) != "" {
			return text, true
		}
	}
	return "", false
}

// commentCategory is the catalog key a comments line names a stored category by.
func commentCategory(game, category string) string {
	if category == CorrectionCategory {
		return correctionTitle
	}
	return scoring.CategoryNow(game, category)
}

// categoryText is a game's category (a catalog key) in p's language.
func categoryText(p *i18n.Printer, category string) string {
	if strings.Contains(category, "%") {
		return p.Sprintf("%s", category)
	}
	return p.Sprintf(category)
}

// categoryReader gives the game's category for a category as a comments line writes
// it: in English, or in another language talon writes; any other text is a category
// of its own (typed in BG Stats, or of a game's version talon does not know).
type categoryReader map[string]string

// newCategoryReader knows the categories of a game (its scorer's categories, and a
// correction's: "Correction" as talon writes it, "correction" as talon wrote it
// before, in each language).
func newCategoryReader(categories []string) categoryReader {
	r := categoryReader{}
	keys := append(append([]string{}, categories...), CorrectionCategory)
	// English last: a text that is one category's English and another's translation
	// is the English one.
	for _, lang := range []i18n.Lang{i18n.German, i18n.Hungarian, i18n.English} {
		p := i18n.NewPrinter(lang)
		for _, k := range keys {
			r[categoryText(p, k)] = k
		}
		r[categoryText(p, correctionTitle)] = CorrectionCategory
	}
	return r
}

func (r categoryReader) category(text string) string {
	if k, ok := r[text]; ok {
		return k
	}
	return text
}
