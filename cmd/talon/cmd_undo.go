package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

func newUndoCmd(f *Factory) *cobra.Command {
	var (
		asJSON  bool
		session string
	)
	cmd := &cobra.Command{
		Use:   "undo",
		Short: "Take back the last action of a session (it stays in the log, marked undone)",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := f.sessionID(session)
			if err != nil {
				return err
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			undone, err := store.Undo(f.ctx(), id, f.Now())
			if err != nil {
				return err
			}
			l, err := f.load(id)
			if err != nil {
				return err
			}
			view := l.state.View()
			if asJSON {
				return writeJSON(f.Out, struct {
					Undone companion.Event `json:"undone"`
					View   companion.View  `json:"view"`
				}{undone, view})
			}
			fmt.Fprintf(f.Out, "Undid #%d %s\n", undone.Seq, undone.Action)
			if view.Next != "" {
				fmt.Fprintf(f.Out, "Next: %s\n", view.Next)
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&session, "session", "", "session ID (default: the active session used last)")
	return cmd
}
