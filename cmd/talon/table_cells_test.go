package main

import (
	"math/rand/v2"
	"testing"

	"github.com/jedib0t/go-pretty/v6/text"
)

func TestWrapSoftIsGoPretty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	letters := "ab -,7"
	for range 50_000 {
		b := make([]byte, r.IntN(30))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		s, width := string(b), r.IntN(12)
		if got, want := wrapSoft(s, width), text.WrapSoft(s, width); got != want {
			t.Fatalf("wrapSoft(%q, %d) = %q, text.WrapSoft %q", s, width, got, want)
		}
	}
}
