package main

import (
	"io"
	"os"
	"sync"
	"unicode/utf8"
)

// keyboard hands the terminal's keys to one prompt after another, a key a read. A
// terminal may send several keys at once (typed ahead, pasted, over a slow link);
// promptui's reader kept what came after the Enter that ended a question and dropped
// it with the question, and the question counted it as typed. Kept here, those keys
// go to the next question, which starts with nothing typed.
type keyboard struct {
	r io.Reader

	mu      sync.Mutex // one reader at a time
	pending []byte     // read from the terminal, not handed out yet
	err     error      // the error of the read that brought pending
}

// stdinKeyboard is the keyboard of the terminal talon runs in: one for the whole run,
// so no key read for a question is lost when the question ends.
var stdinKeyboard = &keyboard{r: os.Stdin}

// next returns the next key: one character, or an escape sequence the terminal sent
// together (an arrow), or a lone Esc when it ends what the terminal sent at once.
func (kb *keyboard) next() ([]byte, error) {
	kb.mu.Lock()
	defer kb.mu.Unlock()
	// A read may end inside a character (a long paste of accented text): the rest of
	// it comes with the next read, so keep reading until the first key is whole.
	for len(kb.pending) == 0 || (kb.err == nil && splitRune(kb.pending)) {
		if err := kb.err; err != nil {
			kb.err = nil
			return nil, err
		}
		buf := make([]byte, 4096)
		n, err := kb.r.Read(buf)
		kb.pending, kb.err = append(kb.pending, buf[:n]...), err
	}
	n := keyLen(kb.pending)
	key := append([]byte(nil), kb.pending[:n]...)
	kb.pending = kb.pending[n:]
	return keypadKey(key), nil
}

// keypadKeys are what the numeric keypad sends in application mode (ESC O and a
// letter; a terminal left in that mode by another program, or set so by its user)
// as the keys it is labelled with: a dice total or an intersection typed on the
// keypad reaches the question as the same digits typed above the letters.
var keypadKeys = map[byte]byte{
	'p': '0', 'q': '1', 'r': '2', 's': '3', 't': '4', 'u': '5', 'v': '6', 'w': '7', 'x': '8', 'y': '9',
	'M': '\r', 'j': '*', 'k': '+', 'l': ',', 'm': '-', 'n': '.', 'o': '/', 'X': '=',
}

// keypadKey is key as the keypad's label says when key is a keypad key sent in
// application mode, else key itself (an arrow sent as ESC O A stays an arrow).
func keypadKey(key []byte) []byte {
	if len(key) == 3 && key[0] == keyEsc && key[1] == 'O' {
		if c, ok := keypadKeys[key[2]]; ok {
			return []byte{c}
		}
	}
	return key
}

// splitRune tells whether b begins with a character whose last bytes have not come yet.
func splitRune(b []byte) bool {
	return b[0] != keyEsc && !utf8.FullRune(b)
}

// keyLen is the length of the key b begins with.
func keyLen(b []byte) int {
	if b[0] != keyEsc {
		if !utf8.FullRune(b) {
			return len(b) // the read failed before the character was whole
		}
		_, size := utf8.DecodeRune(b)
		return size
	}
	switch {
	case len(b) == 1:
		return 1
	case b[1] == '[': // CSI: parameters, then one final byte
		i := 2
		for i < len(b) && b[i] >= 0x20 && b[i] <= 0x3f {
			i++
		}
		return min(i+1, len(b))
	case b[1] == 'O': // SS3: one more byte (arrows on some terminals)
		return min(3, len(b))
	}
	_, size := utf8.DecodeRune(b[1:]) // Alt and a key
	return 1 + size
}
