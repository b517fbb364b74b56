package history

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"

	"github.com/talon-games/talon/scoring"
)

// A correction of totals that brings every seat back to a score the play had before
// (as first entered, or after an earlier correction) reads as that score: its ranks,
// winners, breakdowns and tie-break line. A correction of totals changes none of the
// values a game's tie-break compares, so the order the tie-break gave then still holds,
// and "Ann 29 → 30" then "Ann 30 → 29" must not leave Ann sharing a place the game had
// decided, nor a "correction 0" line (review-3 F12). The corrections themselves stay,
// so the score as first entered is still shown.

// earlierScore is one score the play had: every seat's line and the tie-break line
// then (known says whether the line is known: a talon before history format 4 kept none).
type earlierScore struct {
	lines []CorrectionLine
	tie   *string
	known bool
}

// restoredScore finds the latest earlier score of session uuid whose totals and
// breakdowns (correction lines aside) are after's, looking back no further than the
// last correction that changed more than totals (a rescored input: the tie-break's
// values may have changed with it).
func restoredScore(ctx context.Context, q querier, uuid string, after []CorrectionLine) (earlierScore, bool, error) {
	var list []storedCorrection
	err := eachRow(ctx, q, `SELECT before, after, tie_break_before, tie_break_after FROM corrections
		WHERE session_uuid = ? ORDER BY made_at, uuid`, func(rows *sql.Rows) error {
		var c storedCorrection
		var before, afterText string
		if err := rows.Scan(&before, &afterText, &c.tieBefore, &c.tieAfter); err != nil {
			return err
		}
		if err := errors.Join(json.Unmarshal([]byte(before), &c.before), json.Unmarshal([]byte(afterText), &c.after)); err != nil {
			return err
		}
		list = append(list, c)
		return nil
	}, uuid)
	if err != nil || len(list) == 0 {
		return earlierScore{}, false, err
	}
	for k := len(list) - 1; k >= 0; k-- {
		c := list[k]
		if sameTotals(c.after, after) {
			return earlierScore{lines: c.after, tie: textOrNil(c.tieAfter.String), known: c.tieAfter.Valid}, true, nil
		}
		if !c.totalsOnly() {
			return earlierScore{}, false, nil
		}
	}
	first := list[0]
	if sameTotals(first.before, after) {
		return earlierScore{lines: first.before, tie: textOrNil(first.tieBefore.String), known: first.tieBefore.Valid}, true, nil
	}
	return earlierScore{}, false, nil
}

// storedCorrection is a correction as the corrections table keeps it.
type storedCorrection struct {
	before, after       []CorrectionLine
	tieBefore, tieAfter sql.NullString
}

// totalsOnly says whether a correction changed totals only: every seat's breakdown
// the same but for its correction line, and the tie-break line kept or dropped (a
// rescored input may bring a line of its own). A correction that restored an earlier
// score may bring that score's line back; the search stops there too, which costs
// nothing, since that correction's own score is the one found first.
func (c storedCorrection) totalsOnly() bool {
	if len(c.before) != len(c.after) {
		return false
	}
	for i := range c.before {
		if c.before[i].Seat != c.after[i].Seat || !sameCategories(c.before[i].Breakdown, c.after[i].Breakdown) {
			return false
		}
	}
	return !c.tieAfter.Valid || c.tieAfter.String == "" || c.tieAfter.String == c.tieBefore.String
}

// sameTotals says whether two scores give every seat the same total and the same
// breakdown, correction lines aside.
func sameTotals(a, b []CorrectionLine) bool {
	return slices.EqualFunc(a, b, func(x, y CorrectionLine) bool {
		return x.Seat == y.Seat && x.Score == y.Score && sameCategories(x.Breakdown, y.Breakdown)
	})
}

// sameCategories compares two breakdowns without their correction lines.
func sameCategories(a, b scoring.Breakdown) bool {
	drop := func(p scoring.Points) bool { return p.Category == CorrectionCategory }
	return slices.Equal(slices.DeleteFunc(slices.Clone(a), drop), slices.DeleteFunc(slices.Clone(b), drop))
}

// BackAsFirstEntered says whether corrections, oldest first, end where they began: the
// play's score is again the score as first entered (history show says so, since its
// corrections are still listed).
func BackAsFirstEntered(list []Correction) bool {
	return len(list) > 0 && sameLines(list[0].Before, list[len(list)-1].After)
}
