package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/talon-games/talon/companion/names"
)

func TestSafeWriter(t *testing.T) {
	tests := []struct {
		name   string
		writes []string
		colour bool
		want   string
	}{
		{"plain text passes", []string{"Ann ★ Ödön\n\tok"}, false, "Ann ★ Ödön\n\tok"},
		{"OSC title escaped", []string{"\x1b]0;pwned\x07"}, false, `\u001b]0;pwned\u0007`},
		{"colour off: SGR escaped", []string{"\x1b[1mAnn\x1b[0m"}, false, `\u001b[1mAnn\u001b[0m`},
		{"colour on: SGR passes", []string{"\x1b[1;31mAnn\x1b[0m"}, true, "\x1b[1;31mAnn\x1b[0m"},
		{"colour on: other CSI escaped", []string{"\x1b[2J"}, true, `\u001b[2J`},
		{"colour on: SGR split over writes", []string{"\x1b", "[1", "mAnn"}, true, "\x1b[1mAnn"},
		{"UTF-8 split over writes", []string{"\xc3", "\x96d\xc3", "\xb6n"}, false, "Ödön"},
		{"C1 split over writes", []string{"a\xc2", "\x9bb"}, false, `a\u009bb`},
		{"invalid byte", []string{"a\xffb"}, false, `a\xffb`},
		{"truncated at the end", []string{"a\xe2\x80"}, false, `a\xe2\x80`},
		{"carriage return and bidi", []string{"A\rB\u202eC"}, false, `A\u000dB\u202eC`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			w := newSafeWriter(&buf, func() bool { return tt.colour })
			for _, s := range tt.writes {
				if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
					t.Fatalf("Write(%q) = %d, %v", s, n, err)
				}
			}
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
			if got := buf.String(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// FuzzSafeWriter: whatever bytes are written, in whatever pieces, nothing hidden comes
// out with colour off, and the text that was clean comes out unchanged.
func FuzzSafeWriter(f *testing.F) {
	f.Add([]byte("Ann\x1b]0;x\x07"), uint8(3))
	f.Add([]byte("\xc3\x96d\xc3\xb6n \u202e"), uint8(1))
	f.Add([]byte("\x1b[1mbold\x1b[0m"), uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, cut uint8) {
		var buf bytes.Buffer
		w := newSafeWriter(&buf, func() bool { return false })
		step := int(cut)%7 + 1
		for i := 0; i < len(data); i += step {
			w.Write(data[i:min(i+step, len(data))])
		}
		w.Flush()
		for _, r := range buf.String() {
			if r != '\n' && r != '\t' && names.Hidden(r) {
				t.Fatalf("%q came out with U+%04X", data, r)
			}
		}
		if !utf8.Valid(buf.Bytes()) {
			t.Fatalf("%q came out as invalid UTF-8: %q", data, buf.Bytes())
		}
		if names.Escape(string(data)) == string(data) && buf.String() != string(data) && !bytes.ContainsAny(data, "\n\t") {
			t.Fatalf("clean %q changed to %q", data, buf.String())
		}
	})
}

// safeWriteByRune is what safeWriter wrote before it passed clean text uncopied: each
// write copied, a rune at a time. FuzzSafeWriterByRune holds the two to the same output.
type safeWriteByRune struct {
	w       *bytes.Buffer
	colour  bool
	pending []byte
}

func (s *safeWriteByRune) Write(p []byte) {
	buf := append(s.pending, p...)
	s.pending = nil
	out := make([]byte, 0, len(buf))
	for i := 0; i < len(buf); {
		if buf[i] == 0x1b && s.colour {
			n, complete := sgrLength(buf[i:])
			if !complete {
				s.pending = append([]byte(nil), buf[i:]...)
				break
			}
			if n > 0 {
				out = append(out, buf[i:i+n]...)
				i += n
				continue
			}
		}
		r, size := utf8.DecodeRune(buf[i:])
		switch {
		case r == utf8.RuneError && size <= 1 && !utf8.FullRune(buf[i:]):
			s.pending = append([]byte(nil), buf[i:]...)
			i = len(buf)
			continue
		case r == utf8.RuneError && size <= 1:
			out = fmt.Appendf(out, `\x%02x`, buf[i])
		case r == '\n' || r == '\t' || !names.Hidden(r):
			out = append(out, buf[i:i+size]...)
		default:
			out = append(out, names.EscapeRune(r)...)
		}
		i += size
	}
	s.w.Write(out)
}

// FuzzSafeWriterByRune cuts the input where cuts say, each byte a piece's length (0 to
// 15; 0 an empty write), the rest in one piece when they run out: pieces of every size
// in one stream, so a sequence or a rune split at any place after any other split is
// tried (review F9: equal pieces cut only at multiples of one size). The two writers
// agree after every write.
func FuzzSafeWriterByRune(f *testing.F) {
	f.Add([]byte("Béla\x1b[1mbold\x1b[0m \u202e\xff\xc3"), []byte{5}, true)
	f.Add([]byte(strings.Repeat("plain text, {\n\t\"a\": 1} ", 5)+"Dóra\x00"), []byte{8}, false)
	f.Add([]byte("\x1b[31mÁnna\x1b[0m\u202e李\xe2\x80"), []byte{1, 2, 0, 1, 3, 1, 1, 2, 4, 1}, true)
	f.Add([]byte("a\x1b[1;3\x1b[m\xf0\x9f\x98\x80b"), []byte{2, 1, 3, 0, 0, 2, 1, 1}, true)
	f.Fuzz(func(t *testing.T, data, cuts []byte, colour bool) {
		var got, want bytes.Buffer
		w := newSafeWriter(&got, func() bool { return colour })
		ref := safeWriteByRune{w: &want, colour: colour}
		var sizes []int
		for i, c := 0, 0; i < len(data); c++ {
			n := len(data) - i // the cuts ran out: the rest at once
			if c < len(cuts) {
				n = min(int(cuts[c])%16, n)
			}
			piece := data[i : i+n]
			sizes = append(sizes, n)
			w.Write(piece)
			ref.Write(piece)
			if got.String() != want.String() {
				t.Fatalf("%q in pieces of %v, colour %v: %q, want %q", data, sizes, colour, got.String(), want.String())
			}
			i += n
		}
	})
}
