package main

import (
	"context"
	"errors"
	"io"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// scoreLong and scoreExample are score's help.
var (
	scoreLong = i18n.Key(`score works out a game's final scores from the end-of-game facts: read from a
JSON file (--input FILE, or - for standard input), or asked player by player on
a terminal. 'talon score GAME --template' prints a complete example input.`)
	scoreExample = i18n.Key(`  talon score san-juan --template > end.json   # edit it, then:
  talon score san-juan --input end.json
  talon score catan                            # asks each player's facts
  talon score neptun --round 2 --input round2.json`)
)

// scoreOptions are `talon score`'s flags and argument.
type scoreOptions struct {
	game     string
	asJSON   bool
	input    string // a file, "-" for standard input, "" to be asked
	template bool
	noSave   bool
	byRound  bool // --round was given
	round    int
	session  string
	details  playDetailsFlags
	link     bool
}

func newScoreCmd(f *Factory) *cobra.Command {
	var o scoreOptions
	cmd := &cobra.Command{
		Use:     "score " + f.P.Sprintf("GAME"),
		Short:   f.P.Sprintf("Final scoring of a game played at the table, saved to the history"),
		Long:    f.P.Sprintf(scoreLong),
		Example: f.P.Sprintf(scoreExample),
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.game, o.byRound = args[0], cmd.Flags().Changed("round")
			return f.runScore(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.input, "input", "", f.P.Sprintf("end-of-game facts as JSON: a file, or - for standard input"))
	cmd.Flags().BoolVar(&o.template, "template", false, f.P.Sprintf("print a complete example input and exit"))
	cmd.Flags().BoolVar(&o.noSave, "no-save", false, f.P.Sprintf("score without saving to the history"))
	cmd.Flags().IntVar(&o.round, "round", 0, f.P.Sprintf("Neptun: score round N (who takes which tile) instead of the final score"))
	cmd.Flags().StringVar(&o.session, "session", "", f.P.Sprintf("with --round: keep the round's result with this session"))
	o.details.add(cmd, f)
	cmd.Flags().BoolVar(&o.link, "bgstats-link", false, f.P.Sprintf("print a link that opens BG Stats with this play filled in"))
	return cmd
}

// runScore scores a game from its end-of-game facts (a file, or asked), shows the
// result, then saves it to the history.
func (f *Factory) runScore(ctx context.Context, o scoreOptions) error {
	sc, err := f.lookupScorer(o.game)
	if err != nil {
		return err
	}
	if o.byRound {
		return f.scoreRound(ctx, roundOptions{game: o.game, round: o.round, input: o.input, session: o.session, template: o.template, asJSON: o.asJSON})
	}
	if o.template {
		io.WriteString(f.Out, sc.Template()+"\n")
		return nil
	}
	// A new play either way: with --no-save the details (the config's location among
	// them) still go into --bgstats-link's link.
	played, err := o.details.change(f, true)
	if err != nil {
		return err
	}
	result, err := f.scoreFromInput(sc, o.input)
	if err != nil {
		return err
	}
	// The result is shown before it is saved: if saving fails (a full disk, a locked or
	// damaged file) the table still has what it just entered. JSON is written once,
	// after saving, with the saved session's id (null if not saved).
	if o.asJSON {
		out := scoreJSON{Result: result}
		var saveErr error
		if !o.noSave {
			saved, err := f.saveScored(ctx, sc.Game(), result, played)
			if err == nil {
				out.SessionID = &saved
			}
			saveErr = err
		}
		if o.link && saveErr == nil {
			var id int64
			if out.SessionID != nil {
				id = *out.SessionID
			}
			if out.BGStatsLink, err = f.scoredLink(sc.Game(), result, id, played); err != nil {
				return err
			}
		}
		if err := writeJSON(f.Out, out); err != nil {
			return err
		}
		if saveErr != nil {
			return i18n.Errorf("the score above was not saved to the history: %w", saveErr)
		}
		return nil
	}
	screen := &lineCounter{w: f.Out} // the lines the link must not push off the screen
	f.Out = screen
	defer func() { f.Out = screen.w }()
	f.renderResult(result)
	if o.noSave {
		return f.printBGStatsLink(o.link, sc.Game(), result, 0, played, screen.lines)
	}
	saved, err := f.saveScored(ctx, sc.Game(), result, played)
	if err != nil {
		return i18n.Errorf("the score above was not saved to the history: %w", err)
	}
	f.P.Fprintf(f.Out, "Saved to the history as session %s.\n", idText(saved))
	return f.printBGStatsLink(o.link, sc.Game(), result, saved, played, screen.lines)
}

// shownInputProblems is how many of an input's problems a refusal names: all the
// problems of a real table's input (the Marco Polo screens show 8 at once), the first
// of an input for another game.
const shownInputProblems = 8

// scoreFromInput reads the input (scoreInput) and scores it. Names are checked before
// anything is printed: a refused name is bad input.
func (f *Factory) scoreFromInput(sc scoring.Scorer, path string) (scoring.Result, error) {
	data, err := f.scoreInput(path, sc.Game(), sc.Form(), func(b []byte) error { _, err := sc.Score(b); return err })
	if err != nil {
		return scoring.Result{}, err
	}
	result, err := sc.Score(data)
	if err != nil {
		if wrong := f.notAScoreInput(path, data); wrong != nil {
			return scoring.Result{}, wrong // rather than every member of it as an unknown field
		}
	}
	var input *scoring.InputError
	if errors.As(err, &input) {
		// An input for another game has a problem in every field of every player: one
		// line of 1,800 characters (hist-trial2 F35). The first few say what is wrong.
		input.Shown = shownInputProblems
	}
	if err != nil {
		return scoring.Result{}, err
	}
	return result, checkResultNames(result)
}

// notAScoreInput names a file the table gave as a score input that did not score and
// is another of the files talon reads, and the command that reads it (with the --db
// and --lang given, so it reads into the same history: talonAgain); nil for any other
// file.
func (f *Factory) notAScoreInput(path string, data []byte) error {
	switch history.KindOf(data) {
	case history.FileTalonHistory:
		return usagef("--input %s is a talon history export, not a score input: merge it with `%s history import %s`", path, f.talonAgain(), quoteShellArg(path))
	case history.FileBGStats:
		return usagef("--input %s is a BG Stats file, not a score input: read its plays with `%s history import --format bgstats %s`", path, f.talonAgain(), quoteShellArg(path))
	}
	return nil
}

// scoreInput reads the input file, or asks on a terminal, or says what is missing.
// check scores an input, so the prompt can check each answer as it is typed.
func (f *Factory) scoreInput(path, game string, form scoring.Form, check func([]byte) error) ([]byte, error) {
	switch {
	case path == "-":
		data, err := io.ReadAll(f.In)
		if err != nil {
			return nil, i18n.Errorf("reading standard input: %w", err)
		}
		return data, nil
	case path != "":
		data, err := readNamedFile(path)
		if err != nil {
			return nil, i18n.Errorf("--input: %w; nothing was scored", err) // exit 2, or 1 for a failing disk (named_file.go)
		}
		return data, nil
	case f.Interactive():
		return f.askForm(game, form, check)
	}
	return nil, usagef("no input: give --input FILE (or - for standard input), or run on a terminal to be asked; `%s score %s --template` prints an example", f.talonAgain(), game)
}

// checkResultNames refuses a result whose player names could not be stored: hidden
// characters, too long, or two alike (companion/names, the same rule as talon new).
func checkResultNames(r scoring.Result) error {
	list := make([]string, len(r.Players))
	for i, p := range r.Players {
		list[i] = p.Name
	}
	return checkNameList(list)
}

// saveScored stores a game scored at the table as a finished session, played now or
// at details.At, with the details given, and returns its id.
func (f *Factory) saveScored(ctx context.Context, game string, r scoring.Result, details history.DetailsChange) (int64, error) {
	store, err := f.CreatingStore()
	if err != nil {
		return 0, err
	}
	when := f.Now()
	if details.At != nil {
		when, details.At = *details.At, nil
	}
	s, err := store.SaveScored(ctx, game, when, r)
	if err != nil || emptyChange(details) {
		return s.ID, err
	}
	return s.ID, store.ChangeDetails(ctx, s.ID, details, nil)
}

// scoreJSON is what `talon score --json` prints: the result and the session it was
// saved as (null with --no-save or when saving failed).
type scoreJSON struct {
	scoring.Result
	SessionID *int64 `json:"session_id"`
	// BGStatsLink is the push link, with --bgstats-link.
	BGStatsLink string `json:"bgstats_link,omitempty"`
}
