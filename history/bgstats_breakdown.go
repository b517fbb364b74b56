package history

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/scoring"
)

// BG Stats keeps one score per player, as text, and the play's comments. talon reads
// the score categories from what the format holds:
//   - the comments lines talon writes on export, "NAME: category 6, category 4", one per
//     player, taken when they add up to the player's score (so a talon play comes back
//     with its breakdown);
//   - else a score typed as a sum, "21+5+6", as parts "score 1", "score 2", …
//     INFERRED: BG Stats users enter sums like that; the app's own files are not
//     documented to hold one;
//   - else one category, "score".
// The comments lines read as a breakdown are not kept again as the play's notes.

// maxBGStatsCategories bounds the categories one player's line may have.
const maxBGStatsCategories = 40

// scoreParts reads BG Stats's score text: a whole number, or whole numbers joined by +.
func scoreParts(s string) ([]int, error) {
	var parts []int
	for _, field := range strings.Split(s, "+") {
		n, err := wholeScore(field)
		if err != nil {
			return nil, err
		}
		parts = append(parts, n)
	}
	if len(parts) > maxBGStatsCategories {
		return nil, badFile("score %s has more than %d parts", names.Visible(s), maxBGStatsCategories)
	}
	return parts, nil
}

// bgstatsBreakdown is one player's breakdown and total, and the index of the comments
// line it came from (-1 for none).
func bgstatsBreakdown(score, name string, comments []string) (scoring.Breakdown, int, int, error) {
	parts, err := scoreParts(score)
	if err != nil {
		return nil, 0, -1, err
	}
	total := 0
	for _, n := range parts {
		var ok bool
		if total, ok = scoring.Sum(total, n); !ok {
			return nil, 0, -1, badFile("score %s is out of range", names.Visible(score))
		}
	}
	for i, line := range comments {
		if b, ok := commentBreakdown(line, name, total); ok {
			return b, total, i, nil
		}
	}
	if len(parts) == 1 {
		return scoring.Breakdown{{Category: "score", Points: total}}, total, -1, nil
	}
	b := make(scoring.Breakdown, len(parts))
	for i, n := range parts {
		b[i] = scoring.Points{Category: "score " + strconv.Itoa(i+1), Points: n}
	}
	return b, total, -1, nil
}

// commentBreakdown reads "NAME: category 6, category 4" for the player name when its
// points add up to total.
func commentBreakdown(line, name string, total int) (scoring.Breakdown, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), name+":")
	if !ok || strings.TrimSpace(rest) == "" {
		return nil, false
	}
	var (
		b   scoring.Breakdown
		sum int
	)
	for _, part := range strings.Split(rest, ",") {
		part = strings.TrimSpace(part)
		cut := strings.LastIndexByte(part, ' ')
		if cut <= 0 {
			return nil, false
		}
		points, err := strconv.Atoi(part[cut+1:])
		category, cerr := names.CleanText("category", part[:cut])
		if err != nil || cerr != nil || utf8.RuneCountInString(category) > names.MaxRunes ||
			slices.ContainsFunc(b, func(p scoring.Points) bool { return p.Category == category }) {
			return nil, false
		}
		if sum, ok = scoring.Sum(sum, points); !ok {
			return nil, false
		}
		b = append(b, scoring.Points{Category: category, Points: points})
	}
	if sum != total || len(b) > maxBGStatsCategories {
		return nil, false
	}
	return b, true
}
