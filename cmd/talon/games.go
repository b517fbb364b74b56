package main

import (
	"fmt"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/catan"
	"github.com/talon-games/talon/companion/genoa"
	"github.com/talon-games/talon/companion/marcopolo"
	"github.com/talon-games/talon/companion/neptun"
	"github.com/talon-games/talon/companion/sanjuan"
	"github.com/talon-games/talon/scoring"
)

// games is every game talon knows, in the order `talon games` lists them. A game whose
// companion has not been built yet is a companion.Pending: listed and scorable, not playable.
func games() companion.Registry {
	return companion.Registry{
		companion.Pending{ID: "genoa", Name: "The Traders of Genoa", MinPlayers: 2, MaxPlayers: 5},
		companion.Pending{ID: "marco-polo", Name: "The Voyages of Marco Polo", MinPlayers: 2, MaxPlayers: 4},
		catan.New(),
		companion.Pending{ID: "neptun", Name: "Neptun", MinPlayers: 3, MaxPlayers: 5},
		sanjuan.New(),
	}
}

func (f *Factory) lookupGame(name string) (companion.Game, error) {
	g, ok := f.Games.Lookup(name)
	if !ok {
		return nil, usagef("unknown game %q (known: %s)", name, joinComma(f.Games.IDs()))
	}
	return g, nil
}

// scorers is every game's final scorer, for `talon score`.
func scorers() []scoring.Scorer {
	return []scoring.Scorer{genoa.NewScorer(), marcopolo.NewScorer(), catan.NewScorer(), neptun.NewScorer(), sanjuan.NewScorer()}
}

func (f *Factory) lookupScorer(name string) (scoring.Scorer, error) {
	g, err := f.lookupGame(name)
	if err != nil {
		return nil, err
	}
	for _, s := range f.Scorers {
		if s.Game() == g.Info().ID {
			return s, nil
		}
	}
	return nil, fmt.Errorf("no scorer for %s", g.Info().ID)
}
