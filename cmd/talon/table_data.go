package main

import (
	"io"
	"os"
	"path/filepath"

	"github.com/talon-games/talon/history"
)

// Table data is a file the table fills once from its own box (Genoa's captured board,
// Neptun's data file): read bounded, checked by the game, and kept beside the history
// database so `talon new GAME --data NAME=FILE` can name it.

// readBoundedFile reads a regular file of at most limit bytes: never a pipe or a device
// that would hang or never end.
func readBoundedFile(path string, limit int64) ([]byte, error) {
	file, err := openNamedFile(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return nil, namedReadError(path, err)
	}
	if !info.Mode().IsRegular() || info.Size() > limit {
		return nil, usagef("%s is not a regular file of at most %d bytes", path, limit)
	}
	data, err := io.ReadAll(io.LimitReader(file, limit+1))
	return data, namedReadError(path, err)
}

// tableDataPath is where the table data file named file is kept: beside the database.
func (f *Factory) tableDataPath(file string) (string, error) {
	db, err := history.ResolvePath(f.dbFlag, f.Getenv)
	if err != nil {
		return "", err
	}
	return filepath.Join(filepath.Dir(db), file), nil
}

// keepTableData writes data as the kept file named file, whole or not at all (through a
// temporary file renamed into place), and returns where it is.
func (f *Factory) keepTableData(file string, data []byte) (string, error) {
	dest, err := f.tableDataPath(file)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o755); err != nil {
		return "", err
	}
	// Each writer has a temporary file of its own: two terminals saving the same data
	// at once never write into one file, and the last rename wins whole.
	return dest, writeFileAtomically(dest, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
