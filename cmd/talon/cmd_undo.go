package main

import (
	"context"
	"errors"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

// undoOptions are `talon undo`'s flags.
type undoOptions struct {
	asJSON  bool
	session string
}

func newUndoCmd(f *Factory) *cobra.Command {
	var o undoOptions
	cmd := &cobra.Command{
		Use:   "undo " + f.P.Sprintf("[ID]"),
		Short: f.P.Sprintf("Take back the last action of a session (it stays in the log, marked undone)"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runUndo(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	addSessionFlag(cmd, &o.session)
	return cmd
}

func (f *Factory) runUndo(ctx context.Context, o undoOptions) error {
	id, err := f.undoSessionID(ctx, o.session)
	if err != nil {
		return err
	}
	sv, err := f.sessions()
	if err != nil {
		return err
	}
	undone, l, err := sv.Undo(ctx, id)
	if err != nil && undone.Seq == 0 {
		return sessionError(id, err)
	}
	// The undo is committed: a session that does not replay now is reported, not failed.
	if l != nil {
		undone = companion.PublicEvent(l.Entry.Companion, undone)
	}
	var view companion.View
	if err != nil {
		f.P.Fprintf(f.Err, "talon: undid #%s, but the session does not show: %s\n", strconv.Itoa(undone.Seq), oneLine(errors.New(f.P.Error(err))))
	} else if l.State != nil {
		if o.asJSON {
			view = l.State.View() // English, for scripts
		} else {
			view = companion.ViewIn(l.State, f.P)
		}
	}
	if o.asJSON {
		return writeJSON(f.Out, struct {
			Undone companion.Event `json:"undone"`
			View   companion.View  `json:"view"`
		}{undone, view})
	}
	known, _ := f.seatNames(ctx, id, nil) // the players as the history knows them, as do names them
	f.P.Fprintf(f.Out, "Undid #%s %s\n", strconv.Itoa(undone.Seq), known.text(undone.Action))
	f.renderOutcome(known.view(companion.View{Next: view.Next})) // wrapped, as `talon do` says it
	return nil
}

// undoSessionID is the session undo works on: the one given, else the session with the
// most recent activity, finished or not, so `talon undo` right after the winning move
// takes that move back (the game reopens).
func (f *Factory) undoSessionID(ctx context.Context, arg string) (int64, error) {
	if arg != "" {
		return f.sessionID(ctx, arg)
	}
	store, err := f.Store()
	if err != nil {
		return 0, err
	}
	recent, err := store.Sessions(ctx, history.SessionFilter{Limit: 50})
	if err != nil {
		return 0, err
	}
	var latest *history.SessionSummary
	for i, s := range recent {
		if s.Session.Status != companion.Abandoned && (latest == nil || s.LastAt.After(latest.LastAt)) {
			latest = &recent[i]
		}
	}
	if latest == nil {
		return 0, usagef("no session to undo in: start one with `talon new GAME --players \"Ann,Ben,Cid\"`")
	}
	return latest.Session.ID, nil
}
