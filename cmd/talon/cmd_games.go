package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

func newGamesCmd(f *Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games talon knows, their player counts and options",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			var infos []companion.Info
			for _, g := range f.Games {
				infos = append(infos, g.Info())
			}
			if asJSON {
				return writeJSON(f.Out, infos)
			}
			t := f.newTable("", "Game", "Name", "Players", "Companion")
			for _, in := range infos {
				companionState := "yes"
				if !in.Available {
					companionState = "not yet (score only)"
				}
				t.AppendRow([]any{in.ID, in.Name, fmt.Sprintf("%d–%d", in.MinPlayers, in.MaxPlayers), companionState})
			}
			t.Render()
			fmt.Fprintln(f.Out, "Options: talon new GAME --option key=value (* marks the default)")
			for _, in := range infos {
				if len(in.Options) > 0 {
					fmt.Fprintln(f.Out, in.ID)
				}
				for _, o := range in.Options {
					fmt.Fprintf(f.Out, "  %s=%s\n", o.Name, optionValues(o))
					fmt.Fprint(f.Out, wrapText(o.Help, "      ", f.width()))
				}
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
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
