package main

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/randomizers"
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
	Games    companion.Registry // every game this binary knows (see games.go)
	// OutTerminal, ErrTerminal and InTerminal say whether stdout, stderr and stdin are
	// terminals: colour and prompts are only used on one.
	OutTerminal, ErrTerminal, InTerminal bool
	// Width is the terminal's width in columns (nil: 80), asked each time a screen is
	// drawn, so a resized window is used at its new size.
	Width func() int
	// Height is the terminal's height in lines (nil or 0: not known).
	Height func() int

	// P prints every user-visible text in the table's language (--lang, TALON_LANG,
	// the system locale; see lang.go). Main sets it before any command is built.
	P *i18n.Printer

	// known names the players of the session `talon play` plays as the history knows
	// them (known_as.go); empty elsewhere: the names print as typed.
	known knownAs

	// Set from global flags.
	dbFlag   string
	noColor  bool
	langFlag string

	store *history.Store
	// storeCreated says that CreatingStore created store's file (a new history).
	storeCreated bool
	club         *history.Club // with --club (cmd_club.go)
	// running is the context Main runs the command with (every cmd.Context()): Ctrl-C
	// cancels it.
	running context.Context
}

// SystemFactory wires the real process: os streams, environment, clock and crypto seed.
func SystemFactory() *Factory {
	f := &Factory{
		In:          os.Stdin,
		Out:         os.Stdout,
		Err:         os.Stderr,
		Getenv:      os.Getenv,
		Now:         time.Now,
		NewSeed:     randomizers.NewSeed,
		Games:       games(),
		OutTerminal: isTerminal(os.Stdout),
		ErrTerminal: isTerminal(os.Stderr),
		InTerminal:  isTerminal(os.Stdin),
		Width:       terminalWidth(os.Getenv),
		Height:      terminalHeight,
	}
	f.Prompter = promptuiPrompter{color: f.Color, width: f.width, lang: func() *i18n.Printer { return f.P }}
	return f
}

// Interactive says whether talon may ask questions.
func (f *Factory) Interactive() bool { return f.InTerminal && f.OutTerminal }

// Store opens the existing history on first use; commands that never need it (roll,
// shuffle, games) never pay for opening it. A missing file is an error naming the
// path (history.ErrNoHistory): only the commands that start a history create one
// (see CreatingStore), so a mistyped --db never leaves an empty database behind.
func (f *Factory) Store() (*history.Store, error) {
	return f.openStore(history.OpenExisting)
}

// CreatingStore opens the history, creating the file and its directories when there
// is none yet: for `talon new` and `talon score`, which start one, and `talon history
// import` and `talon club sync`, which take the group's plays to a new laptop (the
// commands history.ErrNoHistory's text names).
func (f *Factory) CreatingStore() (*history.Store, error) {
	return f.openStore(func(path string) (*history.Store, error) {
		s, created, err := history.OpenCreated(path)
		f.storeCreated = created
		return s, err
	})
}

// dropNewStore is for a command refused after CreatingStore: a history file this
// command created and wrote nothing to is removed again (README: a refused command
// leaves no stray file); any other is left as it is, closed.
func (f *Factory) dropNewStore() {
	if f.store == nil || !f.storeCreated {
		return
	}
	f.store.RemoveUnused(context.Background()) // also after Ctrl-C cancelled the command
	f.store, f.storeCreated = nil, false
}

func (f *Factory) openStore(open func(string) (*history.Store, error)) (*history.Store, error) {
	if f.store != nil {
		return f.store, nil
	}
	path, err := history.ResolvePath(f.dbFlag, f.Getenv)
	if err != nil {
		return nil, err
	}
	s, err := open(path)
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
	f.storeCreated = false
	if f.club != nil {
		f.club.Close()
		f.club = nil
	}
}

// ctx is the running command's context, for code reached without its cmd: Ctrl-C
// cancels it as it cancels cmd.Context() (outside Main, nothing does).
func (f *Factory) ctx() context.Context {
	if f.running != nil {
		return f.running
	}
	return context.Background()
}
