package history

import (
	"context"
	"database/sql"
)

// KeptPending says whether a play's kept line or month waits for a later write, or
// another form of them is kept (for
// the tests of package history_test, which cannot see played_pending).
func (s *Store) KeptPending(ctx context.Context) (bool, error) {
	var pending bool
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		var err error
		pending, err = keptStale(ctx, tx)
		return err
	})
	return pending, err
}
