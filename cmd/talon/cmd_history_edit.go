package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// editOptions are `talon history edit`'s flags.
type editOptions struct {
	details playDetailsFlags
	scores  []string
	input   string
	reason  string
}

// editExample is `talon history edit`'s example (a catalog key).
const editExample = `  talon history edit 12 --location Club --duration 95m
  talon history edit 12 --at "2026-11-20 19:30"
  talon history edit 12 --score "Ann=42" --reason "a city was missed"
  talon history edit 12 --input corrected.json --reason "goods were miscounted"`

func newHistoryEditCmd(f *Factory) *cobra.Command {
	var o editOptions
	cmd := &cobra.Command{
		Use:     "edit ID",
		Short:   f.P.Sprintf("Change a play's date, location, notes or duration, or correct its final score"),
		Long:    f.P.Sprintf(editLong),
		Example: f.P.Sprintf(editExample),
		Args:    exactArgs(1),
		RunE:    func(cmd *cobra.Command, args []string) error { return runHistoryEdit(f, o, args[0]) },
	}
	o.details.addForEdit(cmd, f)
	cmd.Flags().StringArrayVar(&o.scores, "score", nil, f.P.Sprintf(`corrected total: "NAME=POINTS" (repeatable)`))
	cmd.Flags().StringVar(&o.input, "input", "", f.P.Sprintf("a whole corrected scoring input (a file, or - for standard input), scored by the game's rules"))
	cmd.Flags().StringVar(&o.reason, "reason", "", f.P.Sprintf("why the score is corrected"))
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
	if emptyChange(change) && len(o.scores) == 0 && o.input == "" {
		return usagef("nothing to change: give --at, --location, --notes, --duration, --score or --input")
	}
	if len(o.scores) > 0 && o.input != "" {
		return usagef("give --score or --input, not both")
	}
	store, s, err := f.storedSession(arg)
	if err != nil {
		return err
	}
	var seats []history.SeatName // the players as the history knows them and as typed
	if len(o.scores) > 0 {
		if seats, err = store.SeatNames(f.ctx(), s.ID); err != nil {
			return notFound(err, s.ID)
		}
	}
	totals := map[int]int{}
	for _, sc := range o.scores {
		name, n, ok := readScoreFlag(sc)
		if !ok {
			return usagef(`--score %q: write it as "NAME=POINTS"`, sc)
		}
		if low, high := totalBounds(s.Game); n < low || n > high {
			return usagef("--score %q: a total in %s is between %d and %d", sc, newTableOrder(f.P, f.Games).game(s.Game), low, high)
		}
		seat, two := scoredSeat(seats, name)
		if two != nil {
			return usagef("--score %q: %s could mean two players of session %s: %s and %s; give the name the history shows", sc, name, strconv.FormatInt(s.ID, 10), seats[two[0]].Name, seats[two[1]].Name)
		}
		if seat < 0 {
			return usagef("--score %q: %s did not play in session %s (players: %s)", sc, name, strconv.FormatInt(s.ID, 10), strings.Join(knownNames(seats), ", "))
		}
		totals[seat] = n
	}
	// Everything is checked before anything is written: a refused edit keeps nothing, not
	// even the details given with it (their stamp would win a later merge).
	if (len(totals) > 0 || o.input != "") && s.Status != "finished" {
		return usagef("session %s is %s: only a finished game's score can be corrected", strconv.FormatInt(s.ID, 10), s.Status)
	}
	rescored := false
	if len(totals) > 0 {
		c, err := store.CorrectScores(f.ctx(), s.ID, totals, o.reason, f.Now())
		if err != nil && !errors.Is(err, history.ErrScoreUnchanged) {
			return err
		}
		rescored = err == nil
		for _, tie := range c.Unbroken {
			tied := make([]string, len(tie))
			for i, seat := range tie {
				tied[i] = seats[seat].Name
			}
			f.P.Fprintf(f.Out, tieNotApplied,
				strings.Join(tied, ", "), c.After[tie[0]].Score, strconv.FormatInt(s.ID, 10))
		}
	}
	if o.input != "" {
		err := f.correctFromInput(store, s, o)
		if err != nil && !errors.Is(err, history.ErrScoreUnchanged) {
			return err
		}
		rescored = err == nil
	}
	detailed := false
	if !emptyChange(change) {
		// A detail given its stored value keeps no edit time (it would win a merge).
		err := store.ChangeDetails(f.ctx(), s.ID, change, ptr(f.Now()))
		if err != nil && !errors.Is(err, history.ErrDetailsUnchanged) {
			return notFound(err, s.ID)
		}
		detailed = err == nil
	}
	if !rescored && !detailed {
		f.P.Fprintln(f.Out, "Nothing changed.") // the values given are the values stored: nothing is kept
		return nil
	}
	id := strconv.FormatInt(s.ID, 10)
	switch s.Status {
	case companion.Finished:
		f.P.Fprintf(f.Out, "Session %s changed; `talon history show %s` shows it.\n", id, id)
	case companion.Active: // history show refuses a game still being played
		f.P.Fprintf(f.Out, "Session %s changed; `talon history show %s` shows it once the game is finished.\n", id, id)
	default: // abandoned: history show never shows it
		f.P.Fprintf(f.Out, "Session %s changed.\n", id)
	}
	return nil
}

func ptr[T any](v T) *T { return &v }

// correctFromInput scores a whole corrected input with the session's game and keeps the
// result as a correction.
func (f *Factory) correctFromInput(store *history.Store, s companion.Session, o editOptions) error {
	game, ok := f.Games.Lookup(s.Game)
	if !ok || game.Scorer == nil {
		return usagef("session %s's game %q has no scorer in this talon: correct it with --score", strconv.FormatInt(s.ID, 10), s.Game)
	}
	result, err := f.scoreFromInput(game.Scorer, o.input)
	if err != nil {
		return err
	}
	// The input may name a player as the history shows them ("Ben", whom the table typed
	// "Bob" before a merge), as typed, or by a name the history knows them by, as --score
	// may: each is the seat's typed name.
	seats, err := store.SeatNames(f.ctx(), s.ID)
	if err != nil {
		return notFound(err, s.ID)
	}
	for i, p := range result.Players {
		seat, two := scoredSeat(seats, p.Name)
		if two != nil {
			return usagef("--input: %s could mean two players of session %s: %s and %s; give the name the history shows", p.Name, strconv.FormatInt(s.ID, 10), seats[two[0]].Name, seats[two[1]].Name)
		}
		if seat >= 0 && seat < len(s.Config.Players) {
			result.Players[i].Name = s.Config.Players[seat].Name
		}
	}
	_, err = store.CorrectResult(f.ctx(), s.ID, result, o.reason, f.Now())
	if errors.Is(err, history.ErrNotSeated) {
		return usagef("--input: %v", err)
	}
	return err
}

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
	for _, l := range append(detailLines(f.P, d), correctionLines(f.P, corrections, seats)...) {
		fmt.Fprintln(f.Out, l)
	}
	return nil
}

// withAllCategories adds the categories a breakdown has beyond the result's list (a
// correction line), so the table adds up to the totals. The correction line is stored
// as "correction"; the table names it as a row title, "Correction".
func withAllCategories(r scoring.Result) scoring.Result {
	for _, p := range r.Players {
		for i, pt := range p.Breakdown {
			if pt.Category == history.CorrectionCategory {
				pt.Category = i18n.Key("Correction")
				p.Breakdown[i] = pt
			}
			if !slices.Contains(r.Categories, pt.Category) {
				r.Categories = append(r.Categories, pt.Category)
			}
		}
	}
	return r
}

// scoredSeat is the seat --score NAME=POINTS (or a player of --input) means: the
// player the history shows under that name or the one typed so at the table (case
// aside); failing both, the player the history knows by that name as well (an alias
// `history players merge` or `import --map` gave them, case and accents aside). -1 for
// none; two seats that match alike are both returned in two, and seat is -1.
func scoredSeat(seats []history.SeatName, name string) (seat int, two []int) {
	key, match := names.Key(name), names.MatchKey(name)
	byName := func(p history.SeatName) bool {
		return names.Key(p.Name) == key || p.Typed != "" && names.Key(p.Typed) == key
	}
	byAlias := func(p history.SeatName) bool {
		return names.MatchKey(p.Name) == match || p.Typed != "" && names.MatchKey(p.Typed) == match ||
			slices.Contains(p.Aliases, match)
	}
	for _, finds := range []func(history.SeatName) bool{byName, byAlias} {
		var found []int
		for i, p := range seats {
			if finds(p) {
				found = append(found, i)
			}
		}
		switch {
		case len(found) == 1:
			return found[0], nil
		case len(found) > 1:
			return -1, found[:2]
		}
	}
	return -1, nil
}

// editLong is `talon history edit --help`'s text.
const editLong = `edit changes what was recorded about a play. --score "Ann=42" corrects a
finished game's total: the change is kept as a correction, and
` + "`" + `talon history show` + "`" + ` still shows the score as first entered. Ranks follow the
corrected totals; players who were tied and whom the game's tie-break separated
keep that order. A tie the correction makes is shared, and talon says so: the
history does not keep what the tie-break compares. If a later correction puts
the totals back to a score the play had before, the play reads as it did then,
ranks and tie-break included, and ` + "`" + `talon history show` + "`" + ` says that the
corrections cancel out. --input FILE instead scores a whole corrected input (as
` + "`" + `talon score GAME --input` + "`" + ` takes it) with the game's own rules, tie-breaks and
all, and keeps that as the correction.`

// tieNotApplied says that a corrected total made a tie the history cannot break.
const tieNotApplied = "Tied after the correction: %s, on %d points.\n" +
	"The game's tie-break was not applied (the history does not keep what it\n" +
	"compares); `talon history edit %s --input FILE` scores a whole corrected input\n" +
	"by the game's rules.\n"
