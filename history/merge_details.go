package history

import "cmp"

// A play's details merge field by field: location, notes, duration and the play date
// each keep the side whose edit of that field is later, so an edit of the notes on one
// laptop and of the place on another both survive.

// fieldStamps gives each detail its edit time as merging compares them. Details a
// talon before format 4 edited carry only edited_at: when it is later than every
// field's own time (or they have none), the last edit's fields are not known, and
// edited_at stands for each of them (that edit wins whole, as it did then).
func fieldStamps(d *exportDetails) *exportDetails {
	if d == nil || d.EditedAt == nil {
		return d
	}
	out := *d
	fields := []**string{&out.LocationAt, &out.NotesAt, &out.DurationAt, &out.DateAt}
	latest := ""
	for _, f := range fields {
		latest = max(latest, deref(*f))
	}
	if *out.EditedAt > latest {
		for _, f := range fields {
			at := *out.EditedAt
			*f = &at
		}
	}
	return &out
}

// mergeDetails merges two sides' details field by field; on equal edit times the
// larger value wins (the same on both sides), or, when prefer is a or b, that side's.
// dateFrom is the side whose play date stands: a, b, or nil when neither edited it.
func mergeDetails(a, b *exportDetails, prefer *exportDetails) (out *exportDetails, dateFrom *exportDetails) {
	switch {
	case a == nil && b == nil:
		return nil, nil
	case a == nil:
		return b, dateOf(b)
	case b == nil:
		return a, dateOf(a)
	}
	d := *a
	// On equal edit times (both unstamped, as details read from a BG Stats file are) a
	// field one side left empty never wins: a note added in the app is data, not an edit
	// clearing talon's own (review-3 F2).
	pick := func(at, bt *string, order int, aEmpty, bEmpty bool) bool { // whether b's field wins
		if x, y := deref(at), deref(bt); x != y {
			return y > x
		}
		if aEmpty != bEmpty {
			return aEmpty
		}
		if prefer != nil {
			return prefer == b && order != 0
		}
		return order < 0
	}
	if pick(a.LocationAt, b.LocationAt, cmp.Compare(a.Location, b.Location), a.Location == "", b.Location == "") {
		d.Location, d.LocationAt = b.Location, b.LocationAt
	}
	if pick(a.NotesAt, b.NotesAt, cmp.Compare(a.Notes, b.Notes), a.Notes == "", b.Notes == "") {
		d.Notes, d.NotesAt = b.Notes, b.NotesAt
	}
	if pick(a.DurationAt, b.DurationAt, cmpDuration(a.DurationSeconds, b.DurationSeconds), a.DurationSeconds == nil, b.DurationSeconds == nil) {
		d.DurationSeconds, d.DurationAt = b.DurationSeconds, b.DurationAt
	}
	dateFrom = a
	if pick(a.DateAt, b.DateAt, cmpDated(a.Dated, b.Dated), false, false) {
		d.Dated, d.DateAt, dateFrom = b.Dated, b.DateAt, b
	}
	if dateFrom.DateAt == nil {
		dateFrom = nil
	}
	if x, y := deref(a.EditedAt), deref(b.EditedAt); y > x {
		d.EditedAt = b.EditedAt
	}
	return &d, dateFrom
}

// dateOf is d when its play date was edited, else nil.
func dateOf(d *exportDetails) *exportDetails {
	if d != nil && d.DateAt != nil {
		return d
	}
	return nil
}

func cmpDuration(a, b *int64) int {
	return cmp.Compare(derefInt(a), derefInt(b))
}

func cmpDated(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

func derefInt(p *int64) int64 {
	if p == nil {
		return -1
	}
	return *p
}
