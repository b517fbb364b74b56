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
	"net/url"
	"os"
	"path/filepath"

	_ "github.com/mattn/go-sqlite3" // registers the "sqlite3" driver
)

// Store is an open talon database. It is safe for concurrent use, and several Stores
// (or processes) may share one file.
type Store struct {
	path  string
	write *sql.DB // one connection; every transaction BEGIN IMMEDIATE
	read  *sql.DB // query-only connections for snapshots
}

// Open opens the database at path, creating the file, its directories and the schema
// on first use and migrating an older schema. A file that is not a talon database, or
// one written by a newer talon, is refused (ErrNotTalon, ErrNewerSchema) untouched.
func Open(path string) (*Store, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	// Refuse foreign files before SQLite opens them read-write: even opening and
	// setting WAL would rewrite the header of someone else's database.
	if err := checkHeader(abs); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
		return nil, fmt.Errorf("create database directory: %w", err)
	}
	ctx := context.Background()
	write, err := sql.Open("sqlite3", dsn(abs, "immediate", false))
	if err != nil {
		return nil, err
	}
	write.SetMaxOpenConns(1) // writers queue here instead of spinning on SQLITE_BUSY
	if err := migrate(ctx, write, abs, migrations); err != nil {
		write.Close()
		return nil, err
	}
	// WAL is persistent in the file; it is set after the checks and the migration so
	// a refused file is never switched. Readers then never block the writer.
	var mode string
	if err := write.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
		write.Close()
		return nil, fmt.Errorf("%s: set WAL: %w", abs, err)
	}
	read, err := sql.Open("sqlite3", dsn(abs, "deferred", true))
	if err != nil {
		write.Close()
		return nil, err
	}
	return &Store{path: abs, write: write, read: read}, nil
}

// dsn builds the driver's URI: busy_timeout 5 s, foreign keys on, synchronous FULL
// (a commit is on disk before we report it saved), and the given BEGIN mode.
func dsn(path, txlock string, queryOnly bool) string {
	q := url.Values{}
	q.Set("_busy_timeout", "5000")
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

// Path is the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// sqliteMagic starts every SQLite 3 database file.
var sqliteMagic = []byte("SQLite format 3\x00")

// checkHeader decides from the file's first 100 bytes, without SQLite, whether the
// file may be opened read-write: missing or empty (to be initialised), an empty SQLite
// file, or a talon file this binary understands.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if info.IsDir() {
		return fmt.Errorf("%s: %w (it is a directory)", path, ErrNotTalon)
	}
	if info.Size() == 0 {
		return nil
	}
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil || !bytes.Equal(h[:16], sqliteMagic) {
		return fmt.Errorf("%s: %w (not an SQLite file)", path, ErrNotTalon)
	}
	version := int(binary.BigEndian.Uint32(h[60:]))
	appID := binary.BigEndian.Uint32(h[68:])
	switch {
	case appID == applicationID:
		if version > schemaVersion {
			return newerSchema(path, version, schemaVersion)
		}
		return nil
	case appID != 0 || version != 0 || headerPages(h, info.Size()) > 1:
		// Every table has its own root page, so a one-page file holds no tables.
		return fmt.Errorf("%s: %w (another application's SQLite database)", path, ErrNotTalon)
	}
	return nil
}

// headerPages is the database size in pages: from the header when it is valid
// (bytes 92-95 equal the change counter at 24-27), else from the file size.
func headerPages(h [100]byte, size int64) int64 {
	if n := binary.BigEndian.Uint32(h[28:]); n > 0 && bytes.Equal(h[92:96], h[24:28]) {
		return int64(n)
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:]))
	if pageSize == 1 {
		pageSize = 65536
	}
	if pageSize == 0 {
		return 0
	}
	return size / pageSize
}
