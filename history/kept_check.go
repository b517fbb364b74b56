package history

import (
	"context"
	"database/sql"

	"github.com/talon-games/talon/companion/i18n"
)

// reportKept notes in the report what of the kept plays talon cannot read as kept. A
// file from before kept_format (schema step 11) is left alone: opening it writes them.
func reportKept(ctx context.Context, q querier, r *CheckReport) error {
	var tables int
	err := q.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_schema WHERE type = 'table'
		AND name IN ('kept_format', 'played_pending', 'played_months')`).Scan(&tables)
	if err != nil || tables < 3 {
		return err
	}
	err = q.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM played_pending),
		NOT EXISTS (SELECT 1 FROM kept_format WHERE version IN (?, ?))`, keptFormat, keptAsTyped).Scan(&r.KeptPending, &r.KeptOtherForm)
	if err != nil || r.KeptOtherForm {
		return err // another form's months are not this code's to decode
	}
	return eachRow(ctx, q, `SELECT month, plays, lines FROM played_months ORDER BY month`, func(rows *sql.Rows) error {
		var (
			month        string
			plays, lines sql.RawBytes
		)
		if err := rows.Scan(&month, &plays, &lines); err != nil {
			return err
		}
		if !monthDecodes(plays, lines) {
			r.KeptDamaged = append(r.KeptDamaged, month)
		}
		return nil
	})
}

// monthDecodes says whether a month's packed plays and lines read to their ends.
func monthDecodes(plays, lines []byte) bool {
	r := packedReader{b: plays}
	var p play
	for len(r.b) > 0 {
		if _, err := r.next(&p, func([]byte, int64, string) bool { return false }); err != nil {
			return false
		}
	}
	r.b = lines
	for len(r.b) > 0 && !r.err {
		r.bytes()
	}
	return !r.err
}

// KeptLine is the report's line on the kept plays, and false when there is nothing to say.
func (r CheckReport) KeptLine() (i18n.Message, bool) {
	switch {
	case r.KeptOtherForm:
		return i18n.M("kept plays: another form of them is kept; talon reads the plays themselves until its next write keeps them again"), true
	case r.KeptPending > 0 || len(r.KeptDamaged) > 0:
		return i18n.M("kept plays: %d pending, %d months damaged; talon reads the plays themselves until its next write keeps them again",
			r.KeptPending, len(r.KeptDamaged)), true
	}
	return i18n.Message{}, false
}
