package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// chunks reads like a terminal: one key (or escape sequence) a read.
type chunks struct{ keys []string }

func (c *chunks) Read(p []byte) (int, error) {
	if len(c.keys) == 0 {
		return 0, io.EOF
	}
	n := copy(p, c.keys[0])
	c.keys = c.keys[1:]
	return n, nil
}

func TestKeyFilter(t *testing.T) {
	for _, tt := range []struct {
		name   string
		keys   []string
		double bool
		want   string // what promptui reads
		typed  string
		esc    bool
	}{
		{"typing passes through", []string{"s", "u", "g"}, true, "sug", "sug", false},
		{"a lone Esc ends the prompt as back", []string{"4", "\x1b"}, true, "4\x03", "4", true},
		{"arrows are not Esc nor typed", []string{"\x1b[A", "\x1b[B", "9"}, true, "\x1b[A\x1b[B9", "9", false},
		{"an arrow after typing moves the highlight", []string{"4", "\x1b[B"}, true, "4\x1b[B", "4", false},
		{"Ctrl-U clears, doubled for a list", []string{"1", "8", "\x15", "4"}, true, "18\x15\x154", "4", false},
		{"Ctrl-U once for a line", []string{"x", "\x15"}, false, "x\x15", "", false},
		{"backspace drops a rune", []string{"é", "a", "\x7f"}, true, "éa\x7f", "é", false},
		{"keys sent at once", []string{"4\x1b[Bé\x15x"}, true, "4\x1b[Bé\x15\x15x", "x", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			k := &keyFilter{kb: &keyboard{r: &chunks{keys: tt.keys}}, double: tt.double}
			got, _ := io.ReadAll(k)
			if !bytes.Equal(got, []byte(tt.want)) {
				t.Errorf("read %q, want %q", got, tt.want)
			}
			if moved := tt.keys[len(tt.keys)-1] == "\x1b[B"; k.moved() != moved {
				t.Errorf("moved %v, want %v", k.moved(), moved)
			}
			if k.text() != tt.typed || k.backedOut() != tt.esc {
				t.Errorf("typed %q esc %v, want %q %v", k.text(), k.backedOut(), tt.typed, tt.esc)
			}
		})
	}
}

// The keyboard hands out a key a read: a character, an escape sequence sent together,
// a lone Esc at the end of what was sent at once.
func TestKeyboardSplitsKeys(t *testing.T) {
	kb := &keyboard{r: &chunks{keys: []string{"ab\x1b[Aé\x1bOB\x15\r\x1b[3~\x1b", "\x1b"}}}
	got := allKeys(kb)
	want := []string{"a", "b", "\x1b[A", "é", "\x1bOB", "\x15", "\r", "\x1b[3~", "\x1b", "\x1b"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("keys %q, want %q", got, want)
	}
}

// The keypad in application mode sends ESC O and a letter; the question gets the
// digit, sign or Enter the key is labelled with. Arrows sent as ESC O stay arrows.
func TestKeyboardReadsTheKeypad(t *testing.T) {
	kb := &keyboard{r: &chunks{keys: []string{"\x1bOq\x1bOr\x1bOl\x1bOy\x1bOp\x1bOn\x1bOm\x1bOk\x1bOB\x1bOM"}}}
	got := allKeys(kb)
	want := []string{"1", "2", ",", "9", "0", ".", "-", "+", "\x1bOB", "\r"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("keys %q, want %q", got, want)
	}
	k := &keyFilter{kb: &keyboard{r: &chunks{keys: []string{"\x1bOs\x1bOl\x1bOu\x1bOM"}}}}
	buf := make([]byte, 8)
	for range 4 {
		if _, err := k.Read(buf); err != nil {
			t.Fatal(err)
		}
	}
	if k.text() != "3,5" || k.ended() != endEnter {
		t.Errorf("typed %q, ended %v; want \"3,5\" ended by Enter", k.text(), k.ended())
	}
}

// A read that ends inside a character (a paste longer than one read) does not hand out
// half a character: the keyboard waits for the rest.
func TestKeyboardJoinsSplitCharacter(t *testing.T) {
	e := "é" // two bytes in UTF-8
	kb := &keyboard{r: &chunks{keys: []string{"a" + e[:1], e[1:] + "ő"[:1], "ő"[1:], "x"}}}
	got := allKeys(kb)
	if want := []string{"a", "é", "ő", "x"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("keys %q, want %q", got, want)
	}
}

// allKeys is every key kb hands out until its reader ends.
func allKeys(kb *keyboard) []string {
	var got []string
	for {
		key, err := kb.next()
		if err != nil {
			return got
		}
		got = append(got, string(key))
	}
}
