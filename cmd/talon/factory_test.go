package main

import (
	"io"
	"strings"
	"testing"

	"github.com/talon-games/talon/randomizers"
)

// Code that reaches the command's context through f.ctx() (a store or club call with no
// cmd at hand) gets Main's, which Ctrl-C cancels, not a context nothing can cancel: it
// is live while the command runs and over once Main has returned.
func TestFactoryContextIsTheCommands(t *testing.T) {
	f := &Factory{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Getenv: func(string) string { return "" },
		NewSeed: func() randomizers.Seed { return 1 }, Games: games()}
	if f.ctx().Done() != nil {
		t.Fatal("outside Main, ctx should be the background context")
	}
	if code := Main(f, []string{"roll", "2d6"}); code != exitOK {
		t.Fatalf("roll: exit %d", code)
	}
	select {
	case <-f.ctx().Done():
	default:
		t.Error("f.ctx() is not the context Main ran the command with (it did not end with Main)")
	}
}
