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
			t := f.newTable("", "Game", "Name", "Players", "Companion", "Options")
			for _, in := range infos {
				companionState := "yes"
				if !in.Available {
					companionState = "not yet (score only)"
				}
				var opts []string
				for _, o := range in.Options {
					s := o.Name
					if len(o.Values) > 0 {
						s += "=" + strings.Join(o.Values, "|")
					}
					opts = append(opts, s)
				}
				t.AppendRow([]any{in.ID, in.Name, fmt.Sprintf("%d–%d", in.MinPlayers, in.MaxPlayers), companionState, strings.Join(opts, "\n")})
			}
			t.Render()
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}
