package main

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

func newSessionsCmd(f *Factory) *cobra.Command {
	var (
		asJSON bool
		filter history.SessionFilter
	)
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "List sessions, newest first",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			switch companion.Status(filter.Status) {
			case "", companion.Active, companion.Finished, companion.Abandoned:
			default:
				return usagef("--status %s: a session is active, finished or abandoned", names.Visible(filter.Status))
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			list, err := store.Sessions(f.ctx(), filter)
			if err != nil {
				return err
			}
			if asJSON {
				out := make([]sessionJSON, len(list))
				for i, s := range list {
					out[i] = sessionJSON{Session: s.Session, Events: s.Events, LastAt: s.LastAt}
				}
				return writeJSON(f.Out, out)
			}
			t := f.newTable("", "ID", "Game", "Players", "Status", "Started", "Events", "Last action")
			for _, s := range list {
				t.AppendRow([]any{s.Session.ID, s.Session.Game, playerNames(s.Session.Config.Players), s.Session.Status,
					s.Session.Started.Local().Format("2006-01-02"), s.Events, s.LastAt.Local().Format("2006-01-02 15:04")})
			}
			t.Render()
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&filter.Status, "status", "", "only sessions with this status: active, finished, abandoned")
	cmd.Flags().StringVar(&filter.Game, "game", "", "only sessions of this game")
	cmd.Flags().IntVar(&filter.Limit, "limit", 50, "at most this many")
	return cmd
}

// sessionJSON is one session in `talon sessions --json`.
type sessionJSON struct {
	Session companion.Session `json:"session"`
	Events  int               `json:"events"`  // live (not undone) events
	LastAt  time.Time         `json:"last_at"` // the most recent activity
}
