package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

// gamesOptions are `talon games`'s flags.
type gamesOptions struct{ asJSON bool }

// gameJSON is one game in `talon games --json`.
type gameJSON struct {
	companion.Entry
	companion.Info
	Available bool `json:"available"` // a companion exists: `talon new` and `play` work
	Scorable  bool `json:"scorable"`  // `talon score` works
}

func newGamesCmd(f *Factory) *cobra.Command {
	var o gamesOptions
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games talon knows, their player counts and options",
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return f.runGames(o) },
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func (f *Factory) runGames(o gamesOptions) error {
	list := make([]gameJSON, len(f.Games))
	for i, e := range f.Games {
		list[i] = gameJSON{Entry: e, Available: e.Playable(), Scorable: e.Scorer != nil}
		if e.Companion != nil {
			list[i].Info = e.Companion.Info()
		}
	}
	if o.asJSON {
		return writeJSON(f.Out, list)
	}
	t := f.newTable("", "Game", "Name", "Players", "Companion", "Options")
	for _, g := range list {
		companionState := "yes"
		if !g.Available {
			companionState = "not yet (score only)"
		}
		var opts []string
		for _, o := range g.Options {
			s := o.Name
			if len(o.Values) > 0 {
				s += "=" + strings.Join(o.Values, "|")
			}
			opts = append(opts, s)
		}
		for _, d := range g.Data {
			opts = append(opts, "--data "+d.Name+"=FILE")
		}
		t.AppendRow([]any{g.ID, g.Name, fmt.Sprintf("%d–%d", g.MinPlayers, g.MaxPlayers), companionState, strings.Join(opts, "\n")})
	}
	t.Render()
	return nil
}
