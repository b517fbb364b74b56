package history

import (
	"context"
	"database/sql"
)

// querier is what both *sql.DB and *sql.Tx offer, so readers work inside and outside
// a transaction.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// inWrite runs fn in one IMMEDIATE transaction: the write lock is taken at BEGIN, so
// what fn reads cannot change before it commits. fn's error is returned unchanged.
func (s *Store) inWrite(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// inRead runs fn in one read transaction, a consistent snapshot of the file.
func (s *Store) inRead(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return err
	}
	defer tx.Rollback() // a read has nothing to commit
	return fn(tx)
}
