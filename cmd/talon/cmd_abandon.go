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
			l, err := f.loadSession(session)
			if err != nil {
				return err
			}
			if !yes {
				if !f.Interactive() {
					return usagef("abandoning session %d needs --yes when talon cannot ask", l.session.ID)
				}
				ok, err := f.Prompter.Confirm(fmt.Sprintf("Abandon session %d (%s, %d events)", l.session.ID, l.game.Info().Name, len(l.events)))
				if err != nil || !ok {
					fmt.Fprintln(f.Out, "Nothing changed.")
					return nil
				}
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			if err := store.Abandon(f.ctx(), l.session.ID, f.Now()); err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Session %d abandoned.\n", l.session.ID)
			return nil
		},
	}
	cmd.Flags().StringVar(&session, "session", "", "session ID (default: the active session used last)")
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask for confirmation")
	return cmd
}
