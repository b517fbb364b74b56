package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func newAbandonCmd(f *Factory) *cobra.Command {
	var (
		session string
		yes     bool
	)
	cmd := &cobra.Command{
		Use:   "abandon",
		Short: "Mark a session abandoned (kept in the history, no longer offered by play)",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := f.sessionID(session)
			if err != nil {
				return err
			}
			l, err := f.load(id)
			if err != nil {
				return err
			}
			if !yes {
				if !f.Interactive() {
					return usagef("abandoning session %d needs --yes when talon cannot ask", id)
				}
				ok, err := f.Prompter.Confirm(fmt.Sprintf("Abandon session %d (%s, %d events)", id, l.game.Info().Name, len(l.events)))
				if err != nil || !ok {
					fmt.Fprintln(f.Out, "Nothing changed.")
					return nil
				}
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			if err := store.Abandon(f.ctx(), id, f.Now()); err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Session %d abandoned.\n", id)
			return nil
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "session ID (default: the active session used last)")
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask for confirmation")
	return cmd
}
