package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// editOptions are `talon history edit`'s flags.
type editOptions struct {
	details playDetailsFlags
	scores  []string
	reason  string
}

func newHistoryEditCmd(f *Factory) *cobra.Command {
	var o editOptions
	cmd := &cobra.Command{
		Use:   "edit ID",
		Short: "Change a play's date, location, notes or duration, or correct its final score",
		Long: `edit changes what was recorded about a play. --score "Ann=42" corrects a finished game's
total: the change is kept as a correction, and ` + "`talon history show`" + ` still shows the score as
first entered. Ranks are worked out again from the corrected totals (equal totals share a
rank; the game's tie-break rules are not applied again).`,
		Example: `  talon history edit 12 --location Club --duration 95m
  talon history edit 12 --at "2026-11-20 19:30"
  talon history edit 12 --score "Ann=42" --reason "a city was missed"`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error { return runHistoryEdit(f, o, args[0]) },
	}
	o.details.add(cmd)
	cmd.Flags().StringArrayVar(&o.scores, "score", nil, `corrected total: "NAME=POINTS" (repeatable)`)
	cmd.Flags().StringVar(&o.reason, "reason", "", "why the score is corrected")
	return cmd
}

func runHistoryEdit(f *Factory, o editOptions, arg string) error {
	change, err := o.details.change(f, false)
	if err != nil {
		return err
	}
	if o.reason != "" {
		if o.reason, err = names.CleanText("--reason", o.reason); err != nil {
			return usagef("%v", err)
		}
	}
	if emptyChange(change) && len(o.scores) == 0 {
		return usagef("nothing to change: give --at, --location, --notes, --duration or --score")
	}
	store, s, err := f.storedSession(arg)
	if err != nil {
		return err
	}
	totals := map[int]int{}
	for _, sc := range o.scores {
		name, points, ok := strings.Cut(sc, "=")
		n, err := strconv.Atoi(strings.TrimSpace(points))
		if !ok || err != nil || n < -1000 || n > 100000 {
			return usagef(`--score %q: write it as "NAME=POINTS"`, sc)
		}
		seat := -1
		for i, p := range s.Config.Players {
			if names.Key(p.Name) == names.Key(name) {
				seat = i
			}
		}
		if seat < 0 {
			return usagef("--score %q: %s did not play in session %d (players: %s)", sc, name, s.ID, playerNames(s.Config.Players))
		}
		totals[seat] = n
	}
	if !emptyChange(change) {
		if err := store.ChangeDetails(f.ctx(), s.ID, change, ptr(f.Now())); err != nil {
			return notFound(err, s.ID)
		}
	}
	if len(totals) > 0 {
		if s.Status != "finished" {
			return usagef("session %d is %s: only a finished game's score can be corrected", s.ID, s.Status)
		}
		if _, err := store.CorrectScores(f.ctx(), s.ID, totals, o.reason, f.Now()); err != nil {
			return err
		}
	}
	fmt.Fprintf(f.Out, "Session %d changed; `talon history show %d` shows it.\n", s.ID, s.ID)
	return nil
}

func ptr[T any](v T) *T { return &v }

// showExtras prints a play's details and corrections under its score in history show.
func (f *Factory) showExtras(store *history.Store, id int64, seats []string) error {
	d, err := store.Details(f.ctx(), id)
	if err != nil {
		return err
	}
	corrections, err := store.Corrections(f.ctx(), id)
	if err != nil {
		return err
	}
	for _, l := range append(detailLines(d), correctionLines(corrections, seats)...) {
		fmt.Fprintln(f.Out, l)
	}
	return nil
}

// withAllCategories adds the categories a breakdown has beyond the result's list (a
// correction line), so the table adds up to the totals.
func withAllCategories(r scoring.Result) scoring.Result {
	for _, p := range r.Players {
		for _, pt := range p.Breakdown {
			if !slices.Contains(r.Categories, pt.Category) {
				r.Categories = append(r.Categories, pt.Category)
			}
		}
	}
	return r
}

func seatNames(s companion.Session) []string {
	out := make([]string, len(s.Config.Players))
	for i, p := range s.Config.Players {
		out[i] = p.Name
	}
	return out
}
