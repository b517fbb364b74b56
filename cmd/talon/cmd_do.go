package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// doOptions are `talon do`'s flags and arguments.
type doOptions struct {
	asJSON  bool
	session string
	dice    string
	words   []string
}

// doExamples are `talon do`'s examples (a catalog key).
const doExamples = `  talon do roll                 # talon rolls
  talon do roll --dice 3,5      # the table rolled real dice
  talon do role builder
  talon do trade bank 4 ore for=1 grain
  talon do build "Anna Maria" sugar_mill   # quote a name with spaces
  talon status                  # lists the actions legal now`

// doJSON is what `talon do --json` prints.
type doJSON struct {
	Event   companion.Event   `json:"event"`
	Outcome companion.Outcome `json:"outcome"`
	View    companion.View    `json:"view"`
}

func newDoCmd(f *Factory) *cobra.Command {
	var o doOptions
	cmd := &cobra.Command{
		Use:     "do [ID] ACTION [ARGS...]",
		Short:   f.P.Sprintf("Record one table action in the active session (for scripts; `talon play` asks instead)"),
		Example: f.P.Sprintf(doExamples),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("do needs an action; `talon status` lists the actions legal now")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 && isSessionID(args[0]) { // talon do 3 roll: session 3
				var err error
				if o.session, err = pickSession(args[0], o.session); err != nil {
					return err
				}
				args = args[1:]
			}
			o.words = args
			return f.runDo(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	addSessionFlag(cmd, &o.session)
	cmd.Flags().StringVar(&o.dice, "dice", "", f.P.Sprintf("values of real dice the table rolled, e.g. 3,5"))
	return cmd
}

// actionInput joins the shell words of `talon do` into action text. A word the shell
// split off from its quotes ("Anna Maria") is quoted again so it stays one value.
func actionInput(words []string, dice string) string {
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = w
		if i > 0 && strings.ContainsFunc(w, func(r rune) bool { return r == ' ' || r == '\t' }) && !strings.Contains(w, `"`) {
			if k, v, named := strings.Cut(w, "="); named && !strings.ContainsAny(k, " \t") {
				parts[i] = k + "=" + companion.Quote(v)
			} else {
				parts[i] = companion.Quote(w)
			}
		}
	}
	if dice != "" {
		parts = append(parts, dice)
	}
	return strings.Join(parts, " ")
}

func (f *Factory) runDo(ctx context.Context, o doOptions) error {
	id, err := f.sessionID(ctx, o.session)
	if err != nil {
		return err
	}
	// The players as the history knows them (`history players merge`): taken in the
	// action and named so in what is printed. A session talon cannot read the seats of
	// is left for act to report.
	known, _ := f.seatNames(ctx, id, nil)
	a, err := f.act(ctx, id, known.input(actionInput(o.words, o.dice)))
	if err != nil {
		err = known.err(err)
		if o.session == "" {
			return f.nameGuessedSession(ctx, id, err)
		}
		return err
	}
	// From here on the move is committed: nothing below may make the command fail.
	if o.asJSON {
		return writeJSON(f.Out, doJSON{Event: a.Event, Outcome: a.Last, View: a.State.View()})
	}
	fmt.Fprint(f.Out, hangLine("", "#"+strconv.Itoa(a.Event.Seq)+" "+known.text(a.Event.Action), f.width()))
	f.renderNotes(a.Last, known)
	f.renderOutcome(known.view(companion.ViewIn(a.State, f.P)))
	if a.Result != nil {
		f.renderResult(known.result(*a.Result))
	}
	return nil
}

// renderNotes prints what an accepted action's outcome says beyond "accepted", each
// note wrapped to the terminal under its own text.
func (f *Factory) renderNotes(o companion.Outcome, k knownAs) {
	for _, l := range o.Lines(f.P) {
		fmt.Fprint(f.Out, hangLine("  ! ", k.text(l), f.width()))
	}
}

// hangLine writes first followed by s broken at spaces into lines of at most width
// columns, the further lines indented four columns (under a note's text); a word longer
// than a line is cut.
func hangLine(first, s string, width int) string {
	const indent = "    "
	return hangText(first, indent, breakWords(s, width-len(indent)), width)
}

// nameGuessedSession names the session an action was refused in ("session 12 (San
// Juan): unknown action") when talon picked it, the active session used last, among
// several active ones: the table may have meant another game. The error keeps its kind
// (and exit status); with one active session there is no other to mean.
func (f *Factory) nameGuessedSession(ctx context.Context, id int64, err error) error {
	var (
		refusal *companion.Refusal
		bad     *companion.BadInput
	)
	if !errors.As(err, &refusal) && !errors.As(err, &bad) {
		return err
	}
	store, storeErr := f.Store()
	if storeErr != nil {
		return err
	}
	active, game := 0, ""
	listErr := store.EachSession(ctx, history.SessionFilter{Status: string(companion.Active)}, func(s history.SessionSummary) error {
		active++
		if s.Session.ID == id {
			game = s.Session.Game
		}
		return nil
	})
	if listErr != nil || active < 2 || game == "" {
		return err
	}
	if e, ok := f.Games.Lookup(game); ok {
		game = e.Name
	}
	return i18n.Errorf("session %s (%s): %w", strconv.FormatInt(id, 10), game, err)
}
