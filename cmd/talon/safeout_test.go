package main

import (
	"bytes"
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
