package main

import (
	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/genoa"
	"github.com/talon-games/talon/companion/marcopolo"
	"github.com/talon-games/talon/companion/neptun"
	"github.com/talon-games/talon/companion/sanjuan"
	"github.com/talon-games/talon/scoring"
)

// game is one game as the command line knows it: its entry (written once, in the game's
// package) and, optionally, its own commands (`talon catan board`).
type game struct {
	companion.Entry
	tools func(f *Factory) *cobra.Command
}

// gameList is every game talon knows, in the order `talon games` lists them: one line
// per game. A game without a companion yet is listed and scorable, not playable.
func gameList() []game {
	return []game{
		{Entry: genoa.Entry(), tools: newGenoaCmd},
		{Entry: marcopolo.Entry(), tools: newMarcoPoloCmd},
		{Entry: catan.Entry(), tools: newCatanCmd},
		{Entry: neptun.Entry(), tools: newNeptunCmd},
		{Entry: sanjuan.Entry()},
	}
}

// games is the registry of every game's entry.
func games() companion.Registry {
	var r companion.Registry
	for _, g := range gameList() {
		r = append(r, g.Entry)
	}
	return r
}

// gameTools are the games' own commands, added to the root.
func gameTools(f *Factory) []*cobra.Command {
	var out []*cobra.Command
	for _, g := range gameList() {
		if g.tools != nil {
			out = append(out, g.tools(f))
		}
	}
	return out
}

func (f *Factory) lookupGame(name string) (companion.Entry, error) {
	e, ok := f.Games.Lookup(name)
	if !ok {
		return e, usagef("unknown game %q (known: %s)", name, joinComma(f.Games.IDs()))
	}
	return e, nil
}

// lookupCompanion finds a playable game's companion.
func (f *Factory) lookupCompanion(name string) (companion.Entry, error) {
	e, err := f.lookupGame(name)
	if err == nil && e.Companion == nil {
		err = usagef("%s has no companion yet: its session support has not been built (you can still use `talon score %s`)", e.Name, e.ID)
	}
	return e, err
}

func (f *Factory) lookupScorer(name string) (scoring.Scorer, error) {
	e, err := f.lookupGame(name)
	if err != nil {
		return nil, err
	}
	if e.Scorer == nil {
		return nil, usagef("%s has no final scoring", e.Name)
	}
	return e.Scorer, nil
}
