package history

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mattn/go-sqlite3"

	"github.com/talon-games/talon/companion/i18n"
)

// ErrBackupExists refuses to overwrite a file with a backup.
var ErrBackupExists = i18n.Errorf("already exists; talon does not overwrite it with a backup")

// Backup copies the history to dest, a file that must not exist yet, with SQLite's
// online backup API: the copy is one consistent snapshot, taken while other terminals
// go on writing (the snapshot is a read transaction; in WAL mode it blocks no writer).
// The copy is written under a private name beside dest, checked with quick_check,
// synced, and then linked into place, so dest is either a complete sound copy or absent.
func (s *Store) Backup(ctx context.Context, dest string) error {
	abs, err := filepath.Abs(dest)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(abs); err == nil {
		return i18n.Errorf("%s: %w", abs, ErrBackupExists)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dir := filepath.Dir(abs)
	tmpFile, err := os.CreateTemp(dir, "."+filepath.Base(abs)+".backup-*")
	if err != nil {
		return i18n.Errorf("backup: %w", err)
	}
	tmp := tmpFile.Name()
	tmpFile.Close()
	defer removeDatabaseFiles(tmp)
	if err := s.copyTo(ctx, tmp); err != nil {
		return i18n.Errorf("backup to %s: %w", abs, s.explain(err))
	}
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := os.Link(tmp, abs); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return i18n.Errorf("%s: %w", abs, ErrBackupExists)
		}
		return i18n.Errorf("backup: %w", err)
	}
	return syncDir(dir)
}

// copyTo runs the backup into the empty file at path and checks the copy.
func (s *Store) copyTo(ctx context.Context, path string) error {
	destDB, err := sql.Open("sqlite3", dsn(path, "deferred", false))
	if err != nil {
		return err
	}
	defer destDB.Close()
	destConn, err := destDB.Conn(ctx)
	if err != nil {
		return err
	}
	defer destConn.Close()
	srcConn, err := s.read.Conn(ctx)
	if err != nil {
		return err
	}
	defer srcConn.Close()
	err = destConn.Raw(func(d any) error {
		return srcConn.Raw(func(src any) error {
			b, err := d.(*sqlite3.SQLiteConn).Backup("main", src.(*sqlite3.SQLiteConn), "main")
			if err != nil {
				return err
			}
			// One step of all pages: the source is read in one snapshot.
			_, stepErr := b.Step(-1)
			return errors.Join(stepErr, b.Finish())
		})
	})
	if err != nil {
		return err
	}
	problems, err := runCheck(ctx, destConn, "quick_check")
	if err != nil {
		return err
	}
	if len(problems) > 0 {
		return i18n.Errorf("the copy fails its check: %v", summarise(problems))
	}
	return nil
}

// syncFile flushes a file's contents to disk.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}
