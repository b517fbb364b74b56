package main

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/randomizers"
	"github.com/talon-games/talon/scoring"
)

// Factory carries everything a command touches outside itself, so every command runs
// in-process in tests with scripted input, a temporary database, a fixed clock and seed.
type Factory struct {
	In       io.Reader
	Out, Err io.Writer
	Getenv   func(string) string
	Now      func() time.Time
	NewSeed  func() randomizers.Seed
	Prompter Prompter
	Games    companion.Registry // every game this binary knows
	Scorers  []scoring.Scorer   // every game's final scorer
	// OutTerminal, ErrTerminal and InTerminal say whether stdout, stderr and stdin are
	// terminals: colour and prompts are only used on one.
	OutTerminal, ErrTerminal, InTerminal bool
	// Width is the terminal's width in columns (nil: 80), asked each time a screen is
	// drawn, so a resized window is used at its new size.
	Width func() int

	// Set from global flags.
	dbFlag  string
	noColor bool

	store *history.Store
}

// SystemFactory wires the real process: os streams, environment, clock and crypto seed.
func SystemFactory() *Factory {
	return &Factory{
		In:          os.Stdin,
		Out:         os.Stdout,
		Err:         os.Stderr,
		Getenv:      os.Getenv,
		Now:         time.Now,
		NewSeed:     randomizers.NewSeed,
		Prompter:    promptuiPrompter{},
		Games:       games(),
		Scorers:     scorers(),
		OutTerminal: isTerminal(os.Stdout),
		ErrTerminal: isTerminal(os.Stderr),
		InTerminal:  isTerminal(os.Stdin),
		Width:       terminalWidth(os.Getenv),
	}
}

// Interactive says whether talon may ask questions.
func (f *Factory) Interactive() bool { return f.InTerminal && f.OutTerminal }

// Store opens the history database on first use; commands that never need it
// (roll, shuffle, games) never pay for opening it.
func (f *Factory) Store() (*history.Store, error) {
	if f.store != nil {
		return f.store, nil
	}
	path, err := history.ResolvePath(f.dbFlag, f.Getenv)
	if err != nil {
		return nil, err
	}
	s, err := history.Open(path)
	if err != nil {
		return nil, err
	}
	f.store = s
	return s, nil
}

func (f *Factory) close() {
	if f.store != nil {
		f.store.Close()
		f.store = nil
	}
}

func (f *Factory) ctx() context.Context { return context.Background() }
