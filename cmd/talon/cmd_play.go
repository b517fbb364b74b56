package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
)

// Menu entries the play loop offers beside the game's legal actions.
const (
	menuUndo   = "undo — take back the last action"
	menuStatus = "status — show the whole table"
	menuQuit   = "quit — the session is saved; `talon play` resumes it"
)

func newPlayCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "play [ID]",
		Short: "Play a session interactively: talon offers only the actions legal right now",
		Long: `play resumes the latest active session (or the one given) and asks, turn by turn,
what happened at the table. Every choice it offers has a non-interactive twin: the
"talon do" line it records is printed after each step.`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !f.Interactive() {
				return usagef("play needs a terminal to ask questions; use `talon do ACTION` in scripts")
			}
			l, err := f.loadSession(firstArg(args))
			if err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Session %d · %s · %s\n", l.session.ID, l.game.Info().Name, playerNames(l.session.Config.Players))
			f.renderView(l.state.View(), "")
			err = f.playLoop(l.session.ID)
			if errors.Is(err, errInterrupted) {
				fmt.Fprintln(f.Out, "Paused. Everything so far is saved; `talon play` resumes.")
				return nil
			}
			return err
		},
	}
}

func (f *Factory) playLoop(id int64) error {
	for {
		l, err := f.load(id)
		if err != nil {
			return err
		}
		if r := l.state.Result(); r != nil {
			f.renderResult(*r)
			return nil
		}
		if l.session.Status != companion.Active {
			fmt.Fprintf(f.Out, "Session %d is %s.\n", id, l.session.Status)
			return nil
		}
		choices := l.state.Legal()
		items := make([]string, 0, len(choices)+3)
		for _, c := range choices {
			items = append(items, usageLine(c)+"  — "+c.Help)
		}
		items = append(items, menuUndo, menuStatus, menuQuit)
		i, err := f.Prompter.Select("What happens now?", items)
		if err != nil {
			return err
		}
		switch items[i] {
		case menuQuit:
			fmt.Fprintln(f.Out, "Saved. `talon play` resumes this session.")
			return nil
		case menuStatus:
			f.renderView(l.state.View(), f.board(l.state))
			continue
		case menuUndo:
			f.playUndo(id)
			continue
		}
		text, err := f.askArgs(choices[i], l.state)
		if err != nil {
			return err
		}
		ev, after, err := f.act(id, text)
		if err != nil {
			if exitStatus(err) == exitRuntime {
				return err
			}
			fmt.Fprintf(f.Out, "✗ %s\n", oneLine(err))
			continue
		}
		fmt.Fprintf(f.Out, "✓ #%d %s   (talon do %s)\n", ev.Seq, ev.Action, ev.Action)
		f.renderOutcome(after.state.View())
	}
}

func (f *Factory) playUndo(id int64) {
	store, err := f.Store()
	if err == nil {
		var ev companion.Event
		if ev, err = store.Undo(f.ctx(), id, f.Now()); err == nil {
			fmt.Fprintf(f.Out, "Undid #%d %s\n", ev.Seq, ev.Action)
			return
		}
	}
	fmt.Fprintf(f.Out, "✗ %s\n", oneLine(err))
}

// longList is the longest list of options offered as a menu; longer lists (the 54
// intersections of a Catan board) are typed instead, checked against the list.
const longList = 12

// askArgs asks for each argument of a choice: a menu when the game offers a short list,
// typed text otherwise. Before asking for one of many positions it shows the board, so
// the player can read the label off the map; a position that is not possible is refused
// as it is typed, with the rule that forbids it.
func (f *Factory) askArgs(c companion.Choice, st companion.State) (string, error) {
	board := f.board(st)
	answers := make([]string, len(c.Args))
	for i, a := range c.Args {
		label := a.Name
		if a.Help != "" {
			label += " (" + a.Help + ")"
		}
		if len(a.Options) == 1 && !a.Optional { // nothing to choose: say it and go on
			fmt.Fprintf(f.Out, "%s: %s\n", a.Name, a.Options[0])
			answers[i] = a.Options[0]
			continue
		}
		if a.Multi > 1 && len(a.Options) <= longList {
			picked, err := f.pickSeveral(label, a)
			if err != nil {
				return "", err
			}
			answers[i] = strings.Join(picked, ",")
			continue
		}
		if len(a.Options) > 0 && len(a.Options) <= longList {
			opts := a.Options
			if a.Optional {
				opts = append([]string{"(none)"}, opts...)
			}
			j, err := f.Prompter.Select(label, opts)
			if err != nil {
				return "", err
			}
			if !a.Optional || j > 0 {
				answers[i] = opts[j]
			}
			continue
		}
		if len(a.Options) > longList && board != "" {
			fmt.Fprintln(f.Out, strings.TrimRight(board, "\n"))
			board = "" // once per action is enough
		}
		if a.Optional {
			label += " — Enter to skip"
		}
		v, err := f.Prompter.Input(label, func(s string) error {
			s = strings.TrimSpace(s)
			switch {
			case s == "" && a.Optional:
				return nil
			case s == "":
				return errors.New("an answer is needed")
			case len(a.Options) > 0 && !slices.ContainsFunc(a.Options, func(o string) bool { return strings.EqualFold(o, s) }):
				return whyNot(st, c, answers, i, s, a.Options)
			}
			return nil
		})
		if err != nil {
			return "", err
		}
		answers[i] = v
	}
	return actionText(c, answers), nil
}

// abbreviate lists the first n items and says how many more there are.
func abbreviate(items []string, n int) string {
	if len(items) <= n {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s … (%d more)", strings.Join(items[:n], ", "), len(items)-n)
}

// whyNot checks a typed answer that is not literally among the options by trying the
// action so far (Apply is pure, so trying stores nothing): the game accepts its own
// aliases ("sugar mill", "Zuckermühle"), and when it refuses, its rule is the best
// explanation. Otherwise the options are listed.
func whyNot(st companion.State, c companion.Choice, answers []string, i int, typed string, options []string) error {
	trial := slices.Clone(answers)
	trial[i] = typed
	_, err := st.Apply(actionText(c, trial))
	var refusal *companion.Refusal
	switch {
	case err == nil:
		return nil
	case errors.As(err, &refusal):
		return err
	}
	return fmt.Errorf("not possible now; possible: %s", abbreviate(options, 12))
}

// pickSeveral offers the options one pick at a time, each listed option once, until
// the player has picked Multi of them or chooses "done".
func (f *Factory) pickSeveral(label string, a companion.Arg) ([]string, error) {
	const done = "(done)"
	left := slices.Clone(a.Options)
	var picked []string
	for len(picked) < a.Multi && len(left) > 0 {
		items := left
		if len(picked) > 0 || a.Optional { // last, so Enter, Enter takes as many as allowed
			items = append(slices.Clone(left), done)
		}
		j, err := f.Prompter.Select(fmt.Sprintf("%s — pick %d of up to %d", label, len(picked)+1, a.Multi), items)
		if err != nil {
			return nil, err
		}
		if items[j] == done {
			break
		}
		picked = append(picked, items[j])
		k := slices.Index(left, items[j])
		left = slices.Delete(left, k, k+1)
	}
	return picked, nil
}
