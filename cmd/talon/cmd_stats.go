package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/history"
)

func newStatsCmd(f *Factory) *cobra.Command {
	var (
		asJSON bool
		filter history.StatsFilter
	)
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Plays, wins, win rate, average and best score per player and game",
		Long:  "stats counts finished games only; a shared win counts as a win for each winner.",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if filter.Game != "" {
				g, err := f.lookupGame(filter.Game)
				if err != nil {
					return err
				}
				filter.Game = g.ID
			}
			store, err := f.Store()
			if err != nil {
				return err
			}
			stats, err := store.Stats(f.ctx(), filter)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(f.Out, stats)
			}
			t := f.newTable("", "Player", "Game", "Plays", "Wins", "Win rate", "Average", "Best", "Last played")
			for _, s := range stats {
				t.AppendRow([]any{s.Player, s.Game, s.Plays, s.Wins, fmt.Sprintf("%.0f%%", 100*s.WinRate),
					fmt.Sprintf("%.1f", s.AvgScore), s.BestScore, s.LastPlayed.Local().Format("2006-01-02")})
			}
			t.Render()
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&filter.Game, "game", "", "only this game")
	cmd.Flags().StringVar(&filter.Player, "player", "", "only this player")
	return cmd
}

// notFound turns the store's not-found into a usage error naming the session.
func notFound(err error, id int64) error {
	if errors.Is(err, history.ErrNotFound) {
		return usagef("there is no session %d (see `talon history`)", id)
	}
	return err
}
