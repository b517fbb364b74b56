package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// statusJSON is what `talon status --json` prints.
type statusJSON struct {
	Session companion.Session  `json:"session"`
	Events  int                `json:"events"`
	Last    *companion.Event   `json:"last_event,omitempty"`
	View    companion.View     `json:"view"`
	Legal   []companion.Choice `json:"legal"`
	Result  *scoring.Result    `json:"result,omitempty"`
}

func newStatusCmd(f *Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "status [ID]",
		Short: "Show a session: the state rebuilt from its events and what happens next",
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := f.loadSession(firstArg(args))
			if err != nil {
				return err
			}
			out := statusJSON{Session: l.session, Events: len(l.events), View: l.state.View(), Legal: l.state.Legal(), Result: l.state.Result()}
			if n := len(l.events); n > 0 {
				out.Last = &l.events[n-1]
			}
			if asJSON {
				return writeJSON(f.Out, out)
			}
			fmt.Fprintf(f.Out, "Session %d · %s · %s · %d events\n", l.session.ID, l.game.Info().Name, l.session.Status, len(l.events))
			if out.Last != nil {
				fmt.Fprintf(f.Out, "Last action: #%d %s\n", out.Last.Seq, out.Last.Action)
			}
			f.renderView(out.View, f.board(l.state))
			if out.Result != nil {
				f.renderResult(*out.Result)
			} else if l.session.Status == companion.Active {
				f.renderLegal(out.Legal)
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// renderLegal lists the actions legal now, as `talon do` takes them.
func (f *Factory) renderLegal(choices []companion.Choice) {
	if len(choices) == 0 {
		return
	}
	t := f.newTable("Legal now (talon do …)", "Action", "What it does")
	for _, c := range choices {
		t.AppendRow([]any{usageLine(c), c.Help})
	}
	t.Render()
}

func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}
