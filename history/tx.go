package history

import (
	"context"
	"database/sql"
	"os"
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
	if err := refreshKept(ctx, tx); err != nil { // before refreshStats: it takes stat_pending's sessions
		tx.Rollback()
		return s.explain(err)
	}
	if err := refreshStats(ctx, tx); err != nil {
		tx.Rollback()
		return s.explain(err)
	}
	if err := refreshListed(ctx, tx); err != nil {
		tx.Rollback()
		return s.explain(err)
	}
	return s.explain(tx.Commit())
}

// inRead runs fn in one read transaction, a consistent snapshot of the file, after the
// integrity check when the file is small enough (checkBeforeRead).
func (s *Store) inRead(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if err := s.checkBeforeRead(ctx); err != nil {
		return err
	}
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return s.explain(err)
	}
	defer tx.Rollback() // a read has nothing to commit
	return s.explain(fn(tx))
}

// readCheckLimit is the largest file (with its -wal) whose integrity is checked before
// a process's first read as well as before its first write: up to it the check costs a
// few milliseconds (BenchmarkQuickCheck), a price every command can pay so that a damaged
// page is reported instead of silently showing fewer events. A larger history is checked
// before the first write only; reads then rely on SQLite noticing damage as it reads.
const readCheckLimit = 4 << 20

// checkBeforeWrite runs PRAGMA quick_check once per Store, before its first write.
// quick_check verifies every page's structure (not the indexes' agreement with their
// tables, which integrity_check adds) in one pass over the file; its cost is measured
// by BenchmarkQuickCheck. A file that fails it is never written by this Store.
func (s *Store) checkBeforeWrite(ctx context.Context) error {
	return s.checkOnce(ctx, true)
}

// checkBeforeRead runs the same check before the first read of a file up to
// readCheckLimit.
func (s *Store) checkBeforeRead(ctx context.Context) error {
	return s.checkOnce(ctx, false)
}

func (s *Store) checkOnce(ctx context.Context, forWrite bool) error {
	s.checkMu.Lock()
	defer s.checkMu.Unlock()
	if s.checked {
		return nil
	}
	if !forWrite {
		if size, err := s.size(); err != nil || size > readCheckLimit {
			return nil // the write check still runs before anything is written
		}
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

// size is the bytes of the file and its -wal: what quick_check reads.
func (s *Store) size() (int64, error) {
	info, err := os.Stat(s.path)
	if err != nil {
		return 0, err
	}
	size := info.Size()
	if wal, err := os.Stat(s.path + "-wal"); err == nil {
		size += wal.Size()
	}
	return size, nil
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
