package i18n

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Errors made outside talon — by the operating system, strconv, context, encoding/json
// — have only English words. Printer.Error explains the kinds a table meets in its own
// language (outsideText); the outside words are kept, quoted, only for a kind talon does
// not know, where they are all there is to go on.

// errnoReasons says in the table's language what an operating-system error means.
// Several errors share a reason: the table needs to know what to do, not which call
// failed.
var errnoReasons = []struct {
	errs   []syscall.Errno
	reason string // a catalog key
}{
	{[]syscall.Errno{syscall.ENOENT}, Key("no such file or folder")},
	{[]syscall.Errno{syscall.EACCES, syscall.EPERM}, Key("permission denied")},
	{[]syscall.Errno{syscall.EISDIR}, Key("it is a folder, not a file")},
	{[]syscall.Errno{syscall.ENOTDIR}, Key("a part of the path is not a folder")},
	{[]syscall.Errno{syscall.ENOSPC}, Key("the disk is full")},
	{[]syscall.Errno{syscall.EDQUOT}, Key("the disk quota is used up")},
	{[]syscall.Errno{syscall.EROFS}, Key("the file system is read-only")},
	{[]syscall.Errno{syscall.EEXIST}, Key("it already exists")},
	{[]syscall.Errno{syscall.ENAMETOOLONG}, Key("the name is too long")},
	{[]syscall.Errno{syscall.ELOOP}, Key("too many symbolic links")},
	{[]syscall.Errno{syscall.EIO}, Key("input/output error (the disk or its connection may be failing)")},
	{[]syscall.Errno{syscall.EMFILE, syscall.ENFILE}, Key("too many files are open")},
	{[]syscall.Errno{syscall.EBUSY, syscall.ETXTBSY}, Key("it is in use")},
	{[]syscall.Errno{syscall.EXDEV}, Key("it is on another file system")},
	{[]syscall.Errno{syscall.ENXIO, syscall.ENODEV}, Key("no such device")},
	{[]syscall.Errno{syscall.EFBIG}, Key("the file is too large")},
}

// OSReason is what err, an operating-system error, means in p's language, and whether
// talon knows it. An error it does not know is SQLite's or the system's own words.
func OSReason(p *Printer, err error) (string, bool) {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		for _, r := range errnoReasons {
			for _, e := range r.errs {
				if errno == e {
					return p.Sprintf(r.reason), true
				}
			}
		}
	}
	switch { // the portable kinds, for errors that carry no errno
	case errors.Is(err, fs.ErrNotExist):
		return p.Sprintf("no such file or folder"), true
	case errors.Is(err, fs.ErrPermission):
		return p.Sprintf("permission denied"), true
	case errors.Is(err, fs.ErrExist):
		return p.Sprintf("it already exists"), true
	}
	return "", false
}

// outsideText renders an error made outside talon in p's language; ok is false for
// an error of a kind it does not know, which then prints as it is.
func (p *Printer) outsideText(err error) (string, bool) {
	switch e := err.(type) {
	case *jsonError:
		return e.Local(p), true
	case *fs.PathError:
		return p.Sprintf("%s: %s", e.Path, p.reason(e.Err)), true
	case *os.LinkError:
		return p.Sprintf("%s cannot be moved to %s: %s", e.Old, e.New, p.reason(e.Err)), true
	case *os.SyscallError:
		return p.reason(e.Err), true
	case syscall.Errno:
		return p.reason(e), true
	case *strconv.NumError:
		return numberText(p, e), true
	}
	if parts, ok := joined(err); ok {
		texts := make([]string, len(parts))
		for i, e := range parts {
			texts[i] = p.Error(e)
		}
		return strings.Join(texts, "; "), true
	}
	switch err {
	case io.ErrUnexpectedEOF:
		return p.Sprintf("the input ends too early (is it cut short?)"), true
	case io.EOF:
		return p.Sprintf("the input ended"), true
	case context.Canceled:
		return p.Sprintf("interrupted"), true
	case context.DeadlineExceeded:
		return p.Sprintf("it took too long and was stopped"), true
	}
	return jsonText(p, err, nil)
}

// reason is an operating-system error's meaning, or its own words quoted after a
// translated "the system says".
func (p *Printer) reason(err error) string {
	if r, ok := OSReason(p, err); ok {
		return r
	}
	return p.Sprintf("the system says %q", err.Error())
}

// numberText explains strconv's refusal of a text that should be a number.
func numberText(p *Printer, num *strconv.NumError) string {
	switch {
	case errors.Is(num.Err, strconv.ErrRange):
		return p.Sprintf("%q is out of range", num.Num)
	case num.Func == "ParseBool":
		return p.Sprintf("%q is not true or false", num.Num)
	case num.Func == "ParseFloat":
		return p.Sprintf("%q is not a number", num.Num)
	}
	return p.Sprintf("%q is not a whole number", num.Num)
}

// joined are the errors errors.Join put together (a write's error and the close's,
// say), each of which is explained on its own; ok is false for any other error,
// including one whose several wrapped errors have words of its own around them.
func joined(err error) ([]error, bool) {
	multi, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return nil, false
	}
	parts := multi.Unwrap()
	texts := make([]string, len(parts))
	for i, e := range parts {
		texts[i] = e.Error()
	}
	return parts, len(parts) > 0 && err.Error() == strings.Join(texts, "\n")
}
