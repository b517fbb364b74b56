package history

// The tie-break line says why players with equal totals are ranked as they are. A
// correction keeps the line before and after it: a rescored input brings the game's own
// line, a corrected total keeps the old line while the tie it describes stands
// (keptTieBreak). A session's line is the last correction's; a merge works it out the
// same way from the corrections both sides hold.

// keptTieBreak is the tie-break line after a correction of totals: the old one while
// every seat that shared its total with another before still has that total, else none
// (the tie it told of is gone; a tie the correction made is named apart, as unbroken).
func keptTieBreak(old *string, before, after []CorrectionLine) *string {
	if old == nil {
		return nil
	}
	for i, b := range before {
		tied := false
		for j, o := range before {
			tied = tied || i != j && o.Score == b.Score
		}
		if tied && (i >= len(after) || after[i].Score != b.Score) {
			return nil
		}
	}
	return old
}

// baseTieBreak is the tie-break line of the result as first entered: the first
// correction's line before it, when known; a talon before history format 4 kept none,
// and never changed the session's line, which is then the first one.
func baseTieBreak(r record) *string {
	for _, c := range r.Corrections {
		if c.TieBreakBefore != nil {
			return textOrNil(*c.TieBreakBefore)
		}
	}
	return r.TieBreak
}

// currentTieBreak is the line after every correction in turn (one whose line after it
// is not known leaves the line as it was).
func currentTieBreak(r record) *string {
	line := baseTieBreak(r)
	for _, c := range r.Corrections {
		if c.TieBreakAfter != nil {
			line = textOrNil(*c.TieBreakAfter)
		}
	}
	return line
}

func textOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
