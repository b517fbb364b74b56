package history

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"

	"github.com/talon-games/talon/companion/i18n"
)

// CheckReport is the result of a full integrity check of a history file.
type CheckReport struct {
	Path     string   `json:"path"`
	OK       bool     `json:"ok"`
	Problems []string `json:"problems"` // SQLite's integrity_check lines (ExplainCheck); empty when OK
	Sessions int      `json:"sessions"` // counted only when the file is sound
	Events   int      `json:"events"`
	// The kept plays (played_months) that talon reads from the plays' rows instead, and
	// writes again at its next write: plays pending, months that do not decode, and
	// whether another form of them is kept (kept_format.go). Looked at when the file is
	// sound and has them.
	KeptPending   int      `json:"kept_pending,omitempty"`
	KeptDamaged   []string `json:"kept_damaged_months,omitempty"`
	KeptOtherForm bool     `json:"kept_other_form,omitempty"`
}

// Check runs PRAGMA integrity_check (every page, every index against its table) on the
// history at path without migrating or writing it, so it works on a file too damaged or
// too new to open as a Store. A missing, foreign or special file is an error, as for
// Open; damage is a report with OK false, not an error.
func Check(ctx context.Context, path string) (CheckReport, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return CheckReport{}, err
	}
	file, exists, err := locate(abs)
	if err != nil {
		return CheckReport{}, err
	}
	if !exists {
		return CheckReport{}, i18n.Errorf("%s: %w", abs, ErrNoHistory)
	}
	report := CheckReport{Path: file, Problems: []string{}}
	if err := checkHeader(file); err != nil && !errors.Is(err, ErrNewerSchema) {
		return report, err
	}
	if err := checkWAL(file); err != nil {
		return report, err
	}
	db, err := sql.Open("sqlite3", dsn(file, "deferred", true))
	if err != nil {
		return report, err
	}
	defer db.Close()
	problems, err := runCheck(ctx, db, "integrity_check")
	if err != nil {
		var damaged *damagedError
		if !errors.As(explainAt(file, err), &damaged) {
			return report, err
		}
		problems = []string{err.Error()} // SQLite's own words: too damaged to check
	}
	report.Problems = append(report.Problems, checkLines(problems)...)
	report.OK = len(problems) == 0
	if report.OK {
		err = db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM sessions), (SELECT count(*) FROM events)`).
			Scan(&report.Sessions, &report.Events)
		if err != nil {
			return report, explainAt(file, err)
		}
		if err := reportKept(ctx, db, &report); err != nil {
			return report, explainAt(file, err)
		}
	}
	return report, nil
}
