package main

import (
	"math/rand/v2"
	"testing"
)

// plainPrefixByByte is plainPrefix a byte at a time, as the sanitiser reads it.
func plainPrefixByByte(b []byte) int {
	for i, c := range b {
		if !plainByte(c) {
			return i
		}
	}
	return len(b)
}

// TestPlainPrefixIsByteByByte: every byte value at every place of a word, and random
// mixes, give the prefix a byte-at-a-time scan gives.
func TestPlainPrefixIsByteByByte(t *testing.T) {
	for c := range 256 {
		for at := range 19 {
			b := []byte("plain text, {\n\t\"a\": 1}")[:19]
			b[at] = byte(c)
			if got, want := plainPrefix(b), plainPrefixByByte(b); got != want {
				t.Errorf("byte %#x at %d: %d, want %d", c, at, got, want)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	pool := []byte("ab \n\t\x00\x1b\x7f\x80\xc3\xa9\x1f ~")
	for range 10000 {
		b := make([]byte, r.IntN(40))
		for i := range b {
			b[i] = pool[r.IntN(len(pool))]
		}
		if got, want := plainPrefix(b), plainPrefixByByte(b); got != want {
			t.Fatalf("%q: %d, want %d", b, got, want)
		}
	}
}
