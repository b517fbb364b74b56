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
	t := f.newTable("", "Game", "Name", "Players", "Companion")
	for _, g := range list {
		companionState := "yes"
		if !g.Available {
			companionState = "not yet (score only)"
		}
		t.AppendRow([]any{g.ID, g.Name, fmt.Sprintf("%d–%d", g.MinPlayers, g.MaxPlayers), companionState})
	}
	t.Render()
	fmt.Fprintln(f.Out, "Options: talon new GAME --option key=value (* marks the default)")
	for _, g := range list {
		if len(g.Options) > 0 || len(g.Data) > 0 {
			fmt.Fprintln(f.Out, g.ID)
		}
		for _, o := range g.Options {
			fmt.Fprintf(f.Out, "  %s=%s\n", o.Name, optionValues(o))
			fmt.Fprint(f.Out, wrapText(o.Help, "      ", f.width()))
		}
		for _, d := range g.Data {
			fmt.Fprintf(f.Out, "  --data %s=FILE\n", d.Name)
			fmt.Fprint(f.Out, wrapText(d.Help, "      ", f.width()))
		}
	}
	return nil
}

// optionValues writes an option's values as `talon new` takes them, the default marked.
func optionValues(o companion.OptionSpec) string {
	if len(o.Values) == 0 {
		if o.Default != "" {
			return "TEXT (default " + o.Default + ")"
		}
		return "TEXT"
	}
	values := make([]string, len(o.Values))
	for i, v := range o.Values {
		values[i] = v
		if v == o.Default {
			values[i] += "*"
		}
	}
	return strings.Join(values, "|")
}
