package main

import (
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/names"
)

// safeWriter is the one output sanitiser: everything talon prints passes through it on
// its way to the terminal, so no stored name, action, note or message can move the
// cursor, set the window title, plant a link or reverse the text, whichever printer
// (table, line, JSON, error) it came through. Every hidden character (names.Hidden) is
// written as its \u escape — the form a JSON string uses, so JSON output stays JSON —
// and every byte that is not UTF-8 as \xNN. Newline and tab pass. With colour on, the
// SGR colour sequences talon's own styling makes (ESC [ digits and ; then m) pass too.
type safeWriter struct {
	w      io.Writer
	colour func() bool
	// pending holds the end of a write that may continue in the next one: the start
	// of a UTF-8 sequence or of a colour sequence.
	pending []byte
	failed  error  // the first write that failed (a full disk behind a redirection)
	out     []byte // what the last write that changed something wrote, to be filled again
}

// fail keeps the first write error, so Main can say the output was lost.
func (s *safeWriter) fail(err error) error {
	if s.failed == nil {
		s.failed = err
	}
	return err
}

func newSafeWriter(w io.Writer, colour func() bool) *safeWriter {
	return &safeWriter{w: w, colour: colour}
}

func (s *safeWriter) Write(p []byte) (int, error) {
	buf := p
	if len(s.pending) > 0 {
		buf = append(s.pending, p...)
		s.pending = nil
	}
	// Most of what is written passes as it is, a name's é included: buf is written
	// uncopied unless something in it must change. From the first change on, out holds
	// what is written: buf[:i] as it comes out, but for buf[kept:i], which passes.
	var out []byte
	kept, end := 0, len(buf)
	change := func(i, size int, with string) {
		if out == nil {
			out = s.out[:0]
		}
		out = append(append(out, buf[kept:i]...), with...)
		kept = i + size
	}
	for i := 0; i < len(buf); {
		if i += plainPrefix(buf[i:]); i >= len(buf) {
			break
		}
		if buf[i] == 0x1b && s.colour() {
			n, complete := sgrLength(buf[i:])
			if !complete {
				s.pending, end = append([]byte(nil), buf[i:]...), i
				break
			}
			if n > 0 {
				i += n
				continue
			}
		}
		if c := buf[i]; c >= 0xc3 && c <= 0xcc && i+1 < len(buf) && buf[i+1]&0xc0 == 0x80 {
			i += 2 // U+00C0 to U+033F: Latin letters and their marks, none hidden (names.Hidden)
			continue
		}
		r, size := utf8.DecodeRune(buf[i:])
		switch {
		case r == utf8.RuneError && size <= 1 && !utf8.FullRune(buf[i:]):
			s.pending, end = append([]byte(nil), buf[i:]...), i
			i = len(buf)
			continue
		case r == utf8.RuneError && size <= 1:
			change(i, size, fmt.Sprintf(`\x%02x`, buf[i]))
		case r == '\n' || r == '\t' || !names.Hidden(r):
		default:
			change(i, size, names.EscapeRune(r))
		}
		i += size
	}
	written := buf[:end]
	if out != nil {
		written = append(out, buf[kept:end]...)
		s.out = written[:0] // kept for the next write that changes something
	}
	if len(written) > 0 {
		if _, err := s.w.Write(written); err != nil {
			return 0, s.fail(err)
		}
	}
	return len(p), nil
}

// Flush writes what a last Write left pending, escaped.
func (s *safeWriter) Flush() error {
	if len(s.pending) == 0 {
		return nil
	}
	rest := names.Escape(string(s.pending))
	s.pending = nil
	if _, err := io.WriteString(s.w, rest); err != nil {
		return s.fail(err)
	}
	return nil
}

// sgrLength is the length of the colour sequence b starts with (b[0] is ESC): 0 when it
// is not one, and complete false when b ends before that can be told.
func sgrLength(b []byte) (n int, complete bool) {
	const maxParams = 32
	if len(b) < 2 {
		return 0, false
	}
	if b[1] != '[' {
		return 0, true
	}
	for i := 2; i < len(b) && i < 2+maxParams; i++ {
		switch c := b[i]; {
		case c == 'm':
			return i + 1, true
		case c == ';' || c >= '0' && c <= '9':
		default:
			return 0, true
		}
	}
	if len(b) >= 2+maxParams {
		return 0, true
	}
	return 0, false
}

// plainByte is a byte that is a whole character and never hidden: printable ASCII,
// newline or tab.
func plainByte(c byte) bool { return c >= 0x20 && c < 0x7f || c == '\n' || c == '\t' }
