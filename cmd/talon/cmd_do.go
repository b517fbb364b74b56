package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

func newDoCmd(f *Factory) *cobra.Command {
	var (
		asJSON  bool
		session string
		dice    string
	)
	cmd := &cobra.Command{
		Use:   "do ACTION [ARGS...]",
		Short: "Record one table action in the active session (for scripts; `talon play` asks instead)",
		Example: `  talon do roll                 # talon rolls
  talon do roll --dice 3,5      # the table rolled real dice
  talon do role builder
  talon status                  # lists the actions legal now`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("do needs an action; `talon status` lists the actions legal now")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := f.sessionID(session)
			if err != nil {
				return err
			}
			input := strings.Join(args, " ")
			if dice != "" {
				input += " " + dice
			}
			ev, l, err := f.act(id, input)
			if err != nil {
				return err
			}
			view := l.state.View()
			if asJSON {
				return writeJSON(f.Out, struct {
					Event companion.Event `json:"event"`
					View  companion.View  `json:"view"`
				}{ev, view})
			}
			fmt.Fprintf(f.Out, "#%d %s\n", ev.Seq, ev.Action)
			f.renderOutcome(view)
			if r := l.state.Result(); r != nil {
				f.renderResult(*r)
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&session, "session", "", "session ID (default: the active session used last)")
	cmd.Flags().StringVar(&dice, "dice", "", "values of real dice the table rolled, e.g. 3,5")
	return cmd
}
