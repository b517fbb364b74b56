package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/talon-games/talon/companion/i18n"
)

// A file the table names — an --input, a file to import, a data file, an export's or a
// drawing's target — that talon cannot use is said with its name, in the table's
// language. A name that leads to no usable file (it does not exist, is a folder, may not
// be read or written) is bad input, exit 2: the table names another or fixes it. A disk
// that fails or fills while talon reads or writes is a runtime failure, exit 1.

// namedFileError is a named file that talon could not read or write.
type namedFileError struct {
	path    string
	writing bool
	err     error // the operating system's error
}

func (e *namedFileError) Error() string { return e.Local(i18n.NewPrinter(i18n.English)) }

// Unwrap is the operating system's error.
func (e *namedFileError) Unwrap() error { return e.err }

// Local is the error in the table's language: the file's name and what is wrong.
func (e *namedFileError) Local(p *i18n.Printer) string {
	missing := errors.Is(e.err, fs.ErrNotExist)
	switch {
	case missing && e.writing:
		return p.Sprintf("%s cannot be written: its folder does not exist", e.path)
	case missing:
		return p.Sprintf("%s does not exist", e.path)
	case e.writing:
		return p.Sprintf("%s cannot be written: %s", e.path, osReason(p, e.err))
	}
	return p.Sprintf("%s cannot be read: %s", e.path, osReason(p, e.err))
}

// osReason is what an operating-system error means, or its own words quoted.
func osReason(p *i18n.Printer, err error) string {
	if r, ok := i18n.OSReason(p, err); ok {
		return r
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		err = errno // the system's words without the call and the path
	}
	return p.Sprintf("the system says %q", err.Error())
}

// badName says whether the name leads to no usable file (exit 2), rather than a disk
// that failed (exit 1).
func (e *namedFileError) badName() bool {
	for _, errno := range []syscall.Errno{syscall.ENOENT, syscall.ENOTDIR, syscall.EISDIR, syscall.EACCES,
		syscall.EPERM, syscall.EROFS, syscall.ENAMETOOLONG, syscall.ELOOP, syscall.EEXIST} {
		if errors.Is(e.err, errno) {
			return true
		}
	}
	return errors.Is(e.err, fs.ErrNotExist) || errors.Is(e.err, fs.ErrPermission)
}

// namedReadError is err, met reading the named file path, said with its name.
func namedReadError(path string, err error) error {
	if err == nil {
		return nil
	}
	return &namedFileError{path: path, err: err}
}

// namedWriteError is err, met writing the named file path, said with its name.
func namedWriteError(path string, err error) error {
	if err == nil {
		return nil
	}
	return &namedFileError{path: path, writing: true, err: err}
}

// openNamedFile opens a file the table named for reading; a folder is refused at once
// (opening one succeeds, reading it does not).
func openNamedFile(path string) (*os.File, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, namedReadError(path, err)
	}
	if info, err := file.Stat(); err != nil || info.IsDir() {
		file.Close()
		if err == nil {
			err = syscall.EISDIR
		}
		return nil, namedReadError(path, err)
	}
	return file, nil
}

// readNamedFile reads a whole file the table named.
func readNamedFile(path string) ([]byte, error) {
	file, err := openNamedFile(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	data, err := io.ReadAll(file)
	return data, namedReadError(path, err)
}

// writeNamedFile writes data as the file the table named, whole or not at all.
func writeNamedFile(path string, data []byte) error {
	return writeFileAtomically(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeFileAtomically writes through a temporary file beside path, with a name of its
// own (two exports at once never share one), and renames it into place: a failed
// write never leaves half a file, and readers see the old or the new file whole. An
// error names path, never the temporary file.
func writeFileAtomically(path string, write func(io.Writer) error) error {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return namedWriteError(path, syscall.EISDIR)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return namedWriteError(path, err)
	}
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		var named *namedFileError
		if errors.As(err, &named) || !isOSError(err) {
			return err // the writer's own error (a database that cannot be read) as it is
		}
		return namedWriteError(path, err)
	}
	if err := write(tmp); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fail(err)
	}
	// On disk before the rename: after a crash or a power cut the file is the old one
	// or the new one whole, never a new name over blocks not yet written.
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return namedWriteError(path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return namedWriteError(path, err)
	}
	return nil
}

// isOSError says whether err came from the operating system (a write to the file).
func isOSError(err error) bool {
	var (
		path  *fs.PathError
		errno syscall.Errno
	)
	return errors.As(err, &path) || errors.As(err, &errno)
}

// outputLost is talon's standard output that could not be written: a full disk behind
// a redirection. What the command printed is lost, so it failed (exit 1).
type outputLost struct{ err error }

func (e *outputLost) Error() string { return e.Local(i18n.NewPrinter(i18n.English)) }

// Unwrap is the operating system's error.
func (e *outputLost) Unwrap() error { return e.err }

// Local is the error in the table's language.
func (e *outputLost) Local(p *i18n.Printer) string {
	return p.Sprintf("talon's output could not be written: %s", osReason(p, e.err))
}

// lostOutput is the error of an output that could not be written, if it could not; a
// reader that stopped reading (a closed pipe) is not a failure.
func lostOutput(out *safeWriter) error {
	out.Flush()
	if out.failed == nil || errors.Is(out.failed, syscall.EPIPE) {
		return nil
	}
	return &outputLost{out.failed}
}
