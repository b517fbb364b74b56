package history

import (
	"context"
	"database/sql"
)

// repairKept is what a reader does after a kept month did not decode (it answered from
// the plays' rows instead): every finished play is noted as pending, and the write that
// notes them writes every line and month again (refreshPlayedLines) before it commits.
// A read-only or busy file keeps the damage until talon's next write there; the readers
// keep answering from the rows meanwhile, so its error is not the reader's.
func (s *Store) repairKept(ctx context.Context) {
	_ = s.inWrite(ctx, func(tx *sql.Tx) error { return markAllPlayed(ctx, tx) })
}
