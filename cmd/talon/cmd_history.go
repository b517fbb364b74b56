package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/history"
)

func newHistoryCmd(f *Factory) *cobra.Command {
	var (
		asJSON bool
		filter history.HistoryFilter
	)
	cmd := &cobra.Command{
		Use:   "history",
		Short: "Finished games, newest first: date, game, players, winner, scores",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			store, err := f.Store()
			if err != nil {
				return err
			}
			played, err := store.History(f.ctx(), filter)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(f.Out, played)
			}
			t := f.newTable("", "ID", "Date", "Game", "Winner", "Scores")
			for _, p := range played {
				var winners, scores []string
				for _, r := range p.Players {
					if r.Winner {
						winners = append(winners, r.Name)
					}
					scores = append(scores, fmt.Sprintf("%s %d", r.Name, r.Score))
				}
				t.AppendRow([]any{p.SessionID, p.Date.Local().Format("2006-01-02"), p.Game, strings.Join(winners, " & "), strings.Join(scores, ", ")})
			}
			t.Render()
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	cmd.Flags().StringVar(&filter.Game, "game", "", "only this game")
	cmd.Flags().StringVar(&filter.Player, "player", "", "only games this player played")
	cmd.AddCommand(newHistoryShowCmd(f), newHistoryDeleteCmd(f), newHistoryExportCmd(f))
	return cmd
}

// storedSession opens the store and reads the session numbered arg.
func (f *Factory) storedSession(arg string) (*history.Store, companion.Session, error) {
	id, err := strconv.ParseInt(arg, 10, 64)
	if err != nil || id < 1 {
		return nil, companion.Session{}, usagef("%q is not a session number (see `talon history`)", arg)
	}
	store, err := f.Store()
	if err != nil {
		return nil, companion.Session{}, err
	}
	s, err := store.Session(f.ctx(), id)
	if err != nil {
		return nil, companion.Session{}, notFound(err, id)
	}
	return store, s, nil
}

func newHistoryShowCmd(f *Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "A finished game's full score breakdown",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			store, s, err := f.storedSession(args[0])
			if err != nil {
				return err
			}
			id := s.ID
			r, err := store.Result(f.ctx(), id)
			if err != nil {
				return notFound(err, id)
			}
			if asJSON {
				return writeJSON(f.Out, r)
			}
			fmt.Fprintf(f.Out, "Session %d · %s · %s · %s\n", s.ID, s.Game, s.Status, s.Started.Local().Format("2006-01-02 15:04"))
			f.renderResult(r)
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}

func newHistoryDeleteCmd(f *Factory) *cobra.Command {
	var yes bool
	cmd := &cobra.Command{
		Use:   "delete ID",
		Short: "Delete a session and everything recorded with it (asks first)",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			store, s, err := f.storedSession(args[0])
			if err != nil {
				return err
			}
			id := s.ID
			if !yes {
				if !f.Interactive() {
					return usagef("deleting session %d needs --yes when talon cannot ask", id)
				}
				ok, err := f.Prompter.Confirm(fmt.Sprintf("Delete session %d (%s, %s, %s) for good", id, s.Game, playerNames(s.Config.Players), s.Started.Local().Format("2006-01-02")))
				if err != nil || !ok {
					fmt.Fprintln(f.Out, "Nothing deleted.")
					return nil
				}
			}
			if err := store.Delete(f.ctx(), id); err != nil {
				return notFound(err, id)
			}
			fmt.Fprintf(f.Out, "Session %d deleted.\n", id)
			return nil
		},
	}
	cmd.Flags().BoolVarP(&yes, "yes", "y", false, "do not ask for confirmation")
	return cmd
}

func newHistoryExportCmd(f *Factory) *cobra.Command {
	var output string
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the whole history (sessions, events, results) as JSON",
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			store, err := f.Store()
			if err != nil {
				return err
			}
			if output == "" || output == "-" {
				return store.Export(f.ctx(), f.Out)
			}
			// Write beside the target and rename, so a failed export never leaves half a file.
			tmp := output + ".tmp"
			file, err := os.Create(tmp)
			if err != nil {
				return err
			}
			if err := store.Export(f.ctx(), file); err != nil {
				file.Close()
				os.Remove(tmp)
				return err
			}
			if err := file.Close(); err != nil {
				os.Remove(tmp)
				return err
			}
			if err := os.Rename(tmp, output); err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "History written to %s.\n", output)
			return nil
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "file to write (default: standard output)")
	return cmd
}
