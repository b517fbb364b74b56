// Package history is talon's SQLite store: sessions, their append-only event logs,
// final results, players, statistics and export. It is the only package that writes SQL.
//
// The store never calls time.Now: callers pass the time of each change.
package history

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/mattn/go-sqlite3" // also registers the "sqlite3" driver

	"github.com/talon-games/talon/companion/i18n"
)

// Store is an open talon database. It is safe for concurrent use, and several Stores
// (or processes) may share one file.
type Store struct {
	path  string
	write *sql.DB // one connection; every transaction BEGIN IMMEDIATE
	read  *sql.DB // query-only connections for snapshots

	// checked guards the integrity check run before this Store's first write.
	checkMu sync.Mutex
	checked bool
}

// Open opens the history at path for a command that may start it: a missing file is
// created, with its directories, and given the schema. An existing file must be a
// regular file (a symbolic link is followed to one); an older schema is migrated. A
// file that is not a talon database, or one written by a newer talon, is refused
// (ErrNotTalon, ErrNewerSchema) untouched.
func Open(path string) (*Store, error) {
	s, _, err := open(path, true)
	return s, err
}

// OpenCreated is Open that also says whether this call created the file. A command
// refused after creating it (an import of a file talon cannot read) gives it back with
// RemoveUnused, so a refused command leaves no stray history behind.
func OpenCreated(path string) (*Store, bool, error) { return open(path, true) }

// OpenExisting opens the history at path for a command that only reads or changes what
// is there: a missing file is ErrNoHistory and nothing is created.
func OpenExisting(path string) (*Store, error) {
	s, _, err := open(path, false)
	return s, err
}

func open(path string, create bool) (s *Store, created bool, err error) {
	s, err = openFile(path, create, &created)
	return s, created && err == nil, err
}

func openFile(path string, create bool, created *bool) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	file, exists, err := locate(abs)
	if err != nil {
		return nil, err
	}
	if !exists {
		if !create {
			return nil, i18n.Errorf("%s: %w", abs, ErrNoHistory)
		}
		if *created, err = createNew(file); err != nil {
			return nil, err
		}
	}
	// Refuse foreign files before SQLite opens them read-write: even opening and
	// setting WAL would rewrite the header of someone else's database. A -wal that
	// SQLite would replay into the file is checked the same way, before SQLite sees it.
	if err := checkHeader(file); err != nil {
		return nil, err
	}
	if err := checkWAL(file); err != nil {
		return nil, err
	}
	s, err := connect(file)
	if err != nil {
		return nil, err
	}
	if err := s.ensureSchema(context.Background()); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// storeDriver is SQLite with talon's own SQL functions: match_key(name) is the key the
// import matches players by (lower case, no accents), so `--player dora` finds Dóra.
const storeDriver = "sqlite3-talon"

func init() {
	sql.Register(storeDriver, &sqlite3.SQLiteDriver{ConnectHook: func(c *sqlite3.SQLiteConn) error {
		return c.RegisterFunc("match_key", matchKey, true)
	}})
}

// connect opens the two handles on an existing file. mode=rw: SQLite never creates
// the file, so one removed since it was checked is an error, not a new empty history.
func connect(path string) (*Store, error) {
	write, err := sql.Open(storeDriver, dsn(path, "immediate", false))
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1) // writers queue here instead of spinning on SQLITE_BUSY
	read, err := sql.Open(storeDriver, dsn(path, "deferred", true))
	if err != nil {
		write.Close()
		return nil, err
	}
	return &Store{path: path, write: write, read: read}, nil
}

// ensureSchema checks the file's identity and schema version on a read connection,
// so a command opening an up-to-date file never waits for a writer. Only a file that
// needs its schema (new or older) takes the write lock, after the integrity check.
func (s *Store) ensureSchema(ctx context.Context) error {
	id, err := readIdentity(ctx, s.read)
	if err != nil {
		return s.explain(err)
	}
	if err := id.check(s.path, len(migrations)); err != nil {
		return err
	}
	if id.applied < len(migrations) {
		if err := s.checkBeforeWrite(ctx); err != nil {
			return err
		}
		if err := migrate(ctx, s.write, s.path, migrations); err != nil {
			return s.explain(err)
		}
	}
	return s.explain(ensureWAL(ctx, s.write, s.path, s.checkBeforeWrite))
}

// identity is what tells a talon file from any other SQLite file. version is
// user_version (the steps a talon must know to open it), applied the schema steps it
// has, additive ones included (schema.go).
type identity struct {
	appID, version, objects, applied int
}

// readIdentity reads the three facts in one read transaction: read one by one, another
// talon's migration committing in between would show a half-made file (tables but no
// application id) and have it refused as foreign.
func readIdentity(ctx context.Context, db *sql.DB) (identity, error) {
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return identity{}, err
	}
	defer tx.Rollback()
	return readIdentityIn(ctx, tx)
}

func readIdentityIn(ctx context.Context, q querier) (identity, error) {
	var id identity
	if err := q.QueryRowContext(ctx, "PRAGMA user_version").Scan(&id.version); err != nil {
		return id, err
	}
	if err := q.QueryRowContext(ctx, "PRAGMA application_id").Scan(&id.appID); err != nil {
		return id, err
	}
	if err := q.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&id.objects); err != nil {
		return id, err
	}
	id.applied = id.version
	var steps int
	err := q.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_steps'").Scan(&steps)
	if err != nil || steps == 0 {
		return id, err
	}
	err = q.QueryRowContext(ctx, "SELECT coalesce(max(applied), 0) FROM schema_steps").Scan(&steps)
	id.applied = max(id.applied, steps)
	return id, err
}

// check refuses a foreign file and one newer than known steps; a new file (no id, no
// objects) and an older talon schema pass.
func (id identity) check(path string, known int) error {
	switch {
	case id.appID != applicationID && (id.appID != 0 || id.objects > 0 || id.version != 0):
		return i18n.Errorf("%s: %w", path, ErrNotTalon)
	case id.version > known:
		return newerSchema(path, id.version, known)
	}
	return nil
}

// ensureWAL switches a file still in rollback-journal mode (an empty file given to
// talon, or one made by another tool) to WAL. Files talon creates are WAL from birth, so
// this rarely runs; the mode is persistent, and asking when it is already WAL takes no
// lock. Switching needs the file to itself, and SQLite answers "locked" at once rather
// than waiting while another talon has it open, so the switch is retried for up to the
// busy timeout. beforeWrite (the integrity check) runs before the switch.
func ensureWAL(ctx context.Context, db *sql.DB, path string, beforeWrite func(context.Context) error) error {
	deadline := time.Now().Add(busyTimeout)
	for {
		var mode string
		err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode)
		if err == nil && mode == "wal" {
			return nil
		}
		if err == nil {
			// Switching rewrites the header: never in a damaged file.
			if err := beforeWrite(ctx); err != nil {
				return err
			}
		}
		if err == nil {
			err = db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
		}
		if err == nil || !isBusy(err) || time.Now().After(deadline) {
			if err != nil {
				return i18n.Errorf("%s: set WAL: %w", path, err)
			}
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(5+rand.IntN(20)) * time.Millisecond):
		}
	}
}

// busyTimeout is how long a connection waits for another talon's lock.
const busyTimeout = 5 * time.Second

func isBusy(err error) bool {
	var se sqlite3.Error
	return errors.As(err, &se) && (se.Code == sqlite3.ErrBusy || se.Code == sqlite3.ErrLocked)
}

// dsn builds the driver's URI: mode=rw (never create), busy_timeout 5 s, foreign keys
// on, synchronous FULL (a commit is on disk before we report it saved), and the given
// BEGIN mode.
func dsn(path, txlock string, queryOnly bool) string {
	q := url.Values{}
	q.Set("mode", "rw")
	q.Set("_busy_timeout", fmt.Sprint(busyTimeout.Milliseconds()))
	q.Set("_fk", "1")
	q.Set("_sync", "FULL")
	q.Set("_txlock", txlock)
	if queryOnly {
		q.Set("_query_only", "1")
	}
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(path), RawQuery: q.Encode()}
	return u.String()
}

// Close closes the database.
func (s *Store) Close() error {
	return errors.Join(s.read.Close(), s.write.Close())
}

// Path is the absolute path of the database file (the target of a symbolic link).
func (s *Store) Path() string { return s.path }

// sqliteMagic starts every SQLite 3 database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// checkHeader decides from the file's first 100 bytes, without SQLite, whether the
// file may be opened read-write: empty (to be initialised), an empty SQLite file, or a
// talon file this binary understands. locate has made sure it is a regular file.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() { // replaced since locate looked
		return notRegular(path, info.Mode())
	}
	if info.Size() == 0 {
		return nil
	}
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil || !bytes.Equal(h[:16], sqliteMagic) {
		return i18n.Errorf("%s: %w (not an SQLite file)", path, ErrNotTalon)
	}
	version := int(binary.BigEndian.Uint32(h[60:]))
	appID := binary.BigEndian.Uint32(h[68:])
	switch {
	case appID == applicationID:
		if version > schemaSteps {
			return newerSchema(path, version, schemaSteps)
		}
		return nil
	case appID != 0 || version != 0 || headerPages(h, info.Size()) > 1:
		// Every table has its own root page, so a one-page file holds no tables.
		return i18n.Errorf("%s: %w (another application's SQLite database)", path, ErrNotTalon)
	}
	return nil
}

// headerPages is the database size in pages: from the header when it is valid
// (bytes 92-95 equal the change counter at 24-27), else from the file size.
func headerPages(h [100]byte, size int64) int64 {
	if n := binary.BigEndian.Uint32(h[28:]); n > 0 && bytes.Equal(h[92:96], h[24:28]) {
		return int64(n)
	}
	pageSize := headerPageSize(h[:])
	if pageSize == 0 {
		return 0
	}
	return size / pageSize
}

// headerPageSize reads the page size at bytes 16-17 of a database header (1 means 65536).
func headerPageSize(h []byte) int64 {
	n := int64(binary.BigEndian.Uint16(h[16:]))
	if n == 1 {
		return 65536
	}
	return n
}

// RemoveUnused closes a history that this command created (OpenCreated) and, when it
// holds nothing (no session, player, deletion or BG Stats id: a command refused before
// it wrote anything), removes its file with the -wal and -shm beside it, so a refused
// command leaves no stray history. A history anything was written to is only closed.
func (s *Store) RemoveUnused(ctx context.Context) error {
	var used bool
	err := s.inRead(ctx, func(tx *sql.Tx) error {
		return tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM sessions) OR EXISTS (SELECT 1 FROM players)
			OR EXISTS (SELECT 1 FROM tombstones) OR EXISTS (SELECT 1 FROM external_ids)`).Scan(&used)
	})
	if err = errors.Join(err, s.Close()); err != nil || used {
		return err
	}
	removeDatabaseFiles(s.path)
	return nil
}
