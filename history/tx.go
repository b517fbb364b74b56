package history

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// querier is what both *sql.DB and *sql.Tx offer, so readers work inside and outside
// a transaction.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// inWrite runs fn in one IMMEDIATE transaction: the write lock is taken at BEGIN, so
// what fn reads cannot change before it commits. The Store's first write is preceded
// by the integrity check, so a damaged file is never written. fn's error is returned
// unchanged, except that SQLite's corruption codes become ErrDamaged.
func (s *Store) inWrite(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if err := s.checkBeforeWrite(ctx); err != nil {
		return err
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return s.explain(err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return s.explain(err)
	}
	return s.explain(tx.Commit())
}

// inRead runs fn in one read transaction, a consistent snapshot of the file.
func (s *Store) inRead(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s.explain(err)
	}
	defer tx.Rollback() // a read has nothing to commit
	return s.explain(fn(tx))
}

// checkBeforeWrite runs PRAGMA quick_check once per Store, before its first write.
// quick_check verifies every page's structure (not the indexes' agreement with their
// tables, which integrity_check adds) in one pass over the file; its cost is measured
// by BenchmarkQuickCheck. A file that fails it is never written by this Store.
func (s *Store) checkBeforeWrite(ctx context.Context) error {
	s.checkMu.Lock()
	defer s.checkMu.Unlock()
	if s.checked {
		return nil
	}
	problems, err := runCheck(ctx, s.write, "quick_check")
	if err != nil {
		return s.explain(err)
	}
	if len(problems) > 0 {
		return &damagedError{path: s.path, detail: summarise(problems)}
	}
	s.checked = true
	return nil
}

// runCheck runs quick_check or integrity_check and returns its problems: none when
// the file is sound.
func runCheck(ctx context.Context, q querier, pragma string) ([]string, error) {
	rows, err := q.QueryContext(ctx, "PRAGMA "+pragma)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, err
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	return problems, rows.Err()
}

// summarise keeps a check's report to one line: the first problem and how many more.
func summarise(problems []string) string {
	first := strings.Join(strings.Fields(problems[0]), " ")
	if len(problems) == 1 {
		return first
	}
	return fmt.Sprintf("%s (and %d more problems)", first, len(problems)-1)
}
