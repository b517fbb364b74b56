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
//   - the comments lines talon writes on export (bgstats_comments.go), taken when their
//     points add up to the player's score (so a talon play comes back with its
//     breakdown);
//   - else a score typed as a sum, "21+5+6", as parts "score 1", "score 2", …
//     INFERRED: BG Stats users enter sums like that; the app's own files are not
//     documented to hold one;
//   - else one category, "score".
// The comments lines read as a breakdown are not kept again as the play's notes.

// maxBGStatsCategories bounds the categories one player's line may have.
const maxBGStatsCategories = 40

// seatScore is one seat's player and score as the file gives them.
type seatScore struct {
	name  string // as the file's players list names the player, cleaned
	parts []int  // the score's parts ("21+5+6"); one for a plain score
	total int
}

// readSeatScore reads BG Stats's score text for the player called name.
func readSeatScore(name, score string) (seatScore, error) {
	s := seatScore{name: name}
	if strings.TrimSpace(score) == "" {
		// BG Stats leaves a score empty when none was entered; talon's result holds a
		// score for every seat, and a 0 here entered the averages as if scored
		// (hist-trial2 F6).
		return s, badFile("%s's score is empty: talon keeps a play only with every player's score; fill it in BG Stats or leave the play out", name)
	}
	for _, field := range strings.Split(score, "+") {
		n, err := wholeScore(field)
		if err != nil {
			return s, err
		}
		s.parts = append(s.parts, n)
		var ok bool
		if s.total, ok = scoring.Sum(s.total, n); !ok {
			return s, badFile("score %s is out of range", names.Visible(score))
		}
	}
	if len(s.parts) > maxBGStatsCategories {
		return s, badFile("score %s has more than %d parts", names.Visible(score), maxBGStatsCategories)
	}
	return s, nil
}

// fallback is the breakdown of a score without a comments line: its parts.
func (s seatScore) fallback() scoring.Breakdown {
	if len(s.parts) == 1 {
		return scoring.Breakdown{{Category: "score", Points: s.total}}
	}
	b := make(scoring.Breakdown, len(s.parts))
	for i, n := range s.parts {
		b[i] = scoring.Points{Category: "score " + strconv.Itoa(i+1), Points: n}
	}
	return b
}

// commentBreakdowns finds each seat's breakdown line in the comments: by the name as
// the file writes it, then by the name with case and accents ignored (as players are
// matched: the line may spell the name as another laptop typed it), then the line at
// the seat's place (talon writes one line a player, in seat order, before the notes).
// A line is taken only when its points add up to the seat's score. It returns each
// seat's breakdown (the score's parts where no line fits) and the lines taken.
func commentBreakdowns(comments []string, seats []seatScore, cats categoryReader) ([]scoring.Breakdown, map[int]bool) {
	out := make([]scoring.Breakdown, len(seats))
	used := map[int]bool{}
	fits := []func(seat int, who string, line int) bool{
		func(seat int, who string, _ int) bool { return who == seats[seat].name },
		func(seat int, who string, _ int) bool { return matchKey(who) == matchKey(seats[seat].name) },
		func(seat int, _ string, line int) bool { return line == seat },
	}
	for _, fit := range fits {
		for seat := range seats {
			for line, text := range comments {
				if out[seat] != nil || used[line] {
					continue
				}
				who := func(name string) bool { return fit(seat, name, line) }
				if b, ok := commentBreakdown(text, seats[seat].total, cats, who); ok {
					out[seat], used[line] = b, true
				}
			}
		}
	}
	for seat := range seats {
		if out[seat] == nil {
			out[seat] = seats[seat].fallback()
		}
	}
	return out, used
}

// commentBreakdown reads "NAME: category 6, category 4" when who takes NAME (a name
// may hold a colon: each colon is tried) and the points add up to total.
func commentBreakdown(line string, total int, cats categoryReader, who func(name string) bool) (scoring.Breakdown, bool) {
	line = strings.TrimSpace(line)
	for at := 0; ; at++ {
		next := strings.IndexByte(line[at:], ':')
		if next < 0 {
			return nil, false
		}
		at += next
		if !who(strings.TrimSpace(line[:at])) {
			continue
		}
		if b, ok := readBreakdown(line[at+1:], total, cats); ok {
			return b, true
		}
	}
}

// readBreakdown reads "category 6, category 4" adding up to total.
func readBreakdown(text string, total int, cats categoryReader) (scoring.Breakdown, bool) {
	if strings.TrimSpace(text) == "" {
		return nil, false
	}
	var (
		b   scoring.Breakdown
		sum int
		ok  bool
	)
	for _, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		cut := strings.LastIndexByte(part, ' ')
		if cut <= 0 {
			return nil, false
		}
		points, err := strconv.Atoi(part[cut+1:])
		category, cerr := names.CleanText("category", part[:cut])
		if err != nil || cerr != nil || utf8.RuneCountInString(category) > names.MaxRunes {
			return nil, false
		}
		category = cats.category(category)
		if slices.ContainsFunc(b, func(p scoring.Points) bool { return p.Category == category }) {
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
