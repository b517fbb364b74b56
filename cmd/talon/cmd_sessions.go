package main

import (
	"context"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// sessionsOptions are `talon sessions`'s flags.
type sessionsOptions struct {
	asJSON bool
	filter history.SessionFilter
}

func newSessionsCmd(f *Factory) *cobra.Command {
	var o sessionsOptions
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "List sessions, newest first",
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return f.runSessions(cmd.Context(), o) },
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.filter.Status, "status", "", "only sessions with this status: active, finished, abandoned")
	cmd.Flags().StringVar(&o.filter.Game, "game", "", "only sessions of this game")
	cmd.Flags().IntVar(&o.filter.Limit, "limit", 50, "at most this many")
	return cmd
}

// runSessions lists the sessions the filter keeps, newest first.
func (f *Factory) runSessions(ctx context.Context, o sessionsOptions) error {
	switch companion.Status(o.filter.Status) {
	case "", companion.Active, companion.Finished, companion.Abandoned:
	default:
		return usagef("--status %s: a session is active, finished or abandoned", names.Visible(o.filter.Status))
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	list, err := store.Sessions(ctx, o.filter)
	if err != nil {
		return err
	}
	if o.asJSON {
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
}

// sessionJSON is one session in `talon sessions --json`.
type sessionJSON struct {
	Session companion.Session `json:"session"`
	Events  int               `json:"events"`  // live (not undone) events
	LastAt  time.Time         `json:"last_at"` // the most recent activity
}
