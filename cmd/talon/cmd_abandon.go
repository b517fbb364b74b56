package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

// abandonOptions are `talon abandon`'s flags.
type abandonOptions struct {
	session string
	yes     bool
}

func newAbandonCmd(f *Factory) *cobra.Command {
	var o abandonOptions
	cmd := &cobra.Command{
		Use:   "abandon [ID]",
		Short: "Mark a session abandoned (kept in the history, no longer offered by play)",
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runAbandon(cmd.Context(), o)
		},
	}
	addSessionFlag(cmd, &o.session)
	cmd.Flags().BoolVarP(&o.yes, "yes", "y", false, "do not ask for confirmation")
	return cmd
}

func (f *Factory) runAbandon(ctx context.Context, o abandonOptions) error {
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	if l.Session.Status != companion.Active {
		return usagef("session %d is %s; only an active session can be abandoned", l.Session.ID, l.Session.Status)
	}
	if !o.yes {
		if !f.Interactive() {
			return usagef("abandoning session %d needs --yes when talon cannot ask", l.Session.ID)
		}
		ok, err := f.Prompter.Confirm(fmt.Sprintf("Abandon session %d (%s, %d events)", l.Session.ID, l.Entry.Name, len(l.Events)))
		if err != nil || !ok {
			fmt.Fprintln(f.Out, "Nothing changed.")
			return nil
		}
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	if err := store.Abandon(ctx, l.Session.ID, f.Now()); err != nil {
		return sessionError(l.Session.ID, err)
	}
	fmt.Fprintf(f.Out, "Session %d abandoned.\n", l.Session.ID)
	return nil
}
