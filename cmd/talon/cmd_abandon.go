package main

import (
	"context"

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
		Use:   "abandon " + f.P.Sprintf("[ID]"),
		Short: f.P.Sprintf("Mark a session abandoned (kept in the history, no longer offered by play)"),
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
	cmd.Flags().BoolVarP(&o.yes, "yes", "y", false, f.P.Sprintf("do not ask for confirmation"))
	return cmd
}

func (f *Factory) runAbandon(ctx context.Context, o abandonOptions) error {
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	if l.Session.Status != companion.Active {
		return usagef("session %s is %s; only an active session can be abandoned", idText(l.Session.ID), statusKey(l.Session.Status))
	}
	if !o.yes {
		if !f.Interactive() {
			return usagef("abandoning session %s needs --yes when talon cannot ask", idText(l.Session.ID))
		}
		ok, err := f.Prompter.Confirm(f.P.Sprintf("Abandon session %s (%s, %d events)", idText(l.Session.ID), l.Entry.Name, len(l.Events)))
		if err != nil || !ok {
			f.P.Fprintln(f.Out, "Nothing changed.")
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
	f.P.Fprintf(f.Out, "Session %s abandoned.\n", idText(l.Session.ID))
	return nil
}
