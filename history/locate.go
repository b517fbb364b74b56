package history

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/talon-games/talon/companion/i18n"
)

// locate finds the file to open for path: path itself, or the target of a symbolic
// link. It refuses anything but a regular file before anything opens it: a named pipe
// would block the open forever, a device would get a -journal created beside it, and
// a dangling link would have its target created. exists is false when nothing is at
// path (the caller decides whether to create it).
func locate(path string) (file string, exists bool, err error) {
	info, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, false, nil
	}
	if err != nil {
		return "", false, err
	}
	if info.Mode()&fs.ModeSymlink != 0 {
		target, err := filepath.EvalSymlinks(path)
		if err != nil {
			return "", false, i18n.Errorf("%s: %w (a symbolic link to something that does not exist; talon does not create its target)", path, ErrNotRegular)
		}
		if info, err = os.Stat(target); err != nil {
			return "", false, err
		}
		path = target
	}
	if !info.Mode().IsRegular() {
		return "", false, notRegular(path, info.Mode())
	}
	return path, true, nil
}

func notRegular(path string, mode fs.FileMode) error {
	kind := i18n.M("not a file") // said in the table's language
	switch {
	case mode.IsDir():
		kind = i18n.M("a folder")
	case mode&fs.ModeNamedPipe != 0:
		kind = i18n.M("a named pipe")
	case mode&fs.ModeSocket != 0:
		kind = i18n.M("a socket")
	case mode&fs.ModeDevice != 0, mode&fs.ModeCharDevice != 0:
		kind = i18n.M("a device")
	}
	return i18n.Errorf("%s: %w (it is %s; the history is kept in an ordinary file)", path, ErrNotRegular, kind)
}

// createNew makes a talon database at path, which did not exist, exactly once however
// many processes try at the same moment. The file is built complete (schema, WAL mode)
// under a private name beside path and then hard-linked into place: the link fails for
// every process but one, and the others open the winner's file. No process ever sees
// a half-initialised file, and no lock is needed to set WAL on a file others have open.
func createNew(path string) (bool, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return false, i18n.Errorf("create database directory: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".new-*")
	if err != nil {
		var named *fs.PathError
		if errors.As(err, &named) {
			err = named.Err // the reason: the table named path, not the private name
		}
		return false, i18n.Errorf("create %s: %w", path, err)
	}
	name := tmp.Name()
	tmp.Close()
	defer removeDatabaseFiles(name)
	if err := buildSchema(name); err != nil {
		return false, i18n.Errorf("create %s: %w", path, err)
	}
	err = os.Link(name, path)
	switch {
	case errors.Is(err, fs.ErrExist):
		return false, nil // another talon created it first; it is opened and checked as usual
	case err != nil:
		// A file system without hard links: fall back to an empty file that the open
		// initialises in place, under the write lock.
		f, cerr := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if cerr == nil {
			return true, f.Close()
		}
		if errors.Is(cerr, fs.ErrExist) {
			return false, nil
		}
		return false, i18n.Errorf("create %s: %w", path, errors.Join(err, cerr))
	}
	return true, syncDir(dir)
}

// buildSchema gives an empty file the whole schema in WAL mode and closes it, which
// checkpoints and removes its -wal.
func buildSchema(path string) error {
	db, err := sql.Open("sqlite3", dsn(path, "immediate", false))
	if err != nil {
		return err
	}
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	var mode string
	err = db.QueryRowContext(ctx, "PRAGMA journal_mode = WAL").Scan(&mode)
	if err == nil {
		err = migrate(ctx, db, path, migrations)
	}
	return errors.Join(err, db.Close())
}

// removeDatabaseFiles removes a database file and the journal files SQLite may have
// left beside it.
func removeDatabaseFiles(path string) {
	for _, suffix := range []string{"", "-journal", "-wal", "-shm"} {
		os.Remove(path + suffix)
	}
}

// syncDir makes a new directory entry durable, so a file reported created survives a
// power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return i18n.Errorf("sync %s: %w", dir, err)
	}
	return nil
}
