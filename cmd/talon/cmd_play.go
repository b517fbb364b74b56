package main

import (
	"context"
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
			ctx := cmd.Context()
			l, err := f.loadSession(ctx, firstArg(args))
			if err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Session %d · %s · %s\n", l.Session.ID, l.Entry.Name, playerNames(l.Session.Config.Players))
			if l.State != nil {
				f.renderView(l.State.View(), "")
			}
			err = f.playLoop(ctx, l.Session.ID)
			if errors.Is(err, errInterrupted) {
				fmt.Fprintln(f.Out, "Paused. Everything so far is saved; `talon play` resumes.")
				return nil
			}
			return err
		},
	}
}

func (f *Factory) playLoop(ctx context.Context, id int64) error {
	for {
		l, err := f.load(ctx, id)
		if err != nil {
			return err
		}
		if l.Result != nil {
			f.renderResult(*l.Result)
			return nil
		}
		if l.Session.Status != companion.Active {
			fmt.Fprintf(f.Out, "Session %d is %s.\n", id, l.Session.Status)
			return nil
		}
		choices := l.State.Legal()
		items := make([]string, 0, len(choices)+3)
		for _, c := range choices {
			items = append(items, c.Usage()+"  — "+c.Help)
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
			f.renderView(l.State.View(), f.board(l.State))
			continue
		case menuUndo:
			f.playUndo(ctx, id)
			continue
		}
		text, err := f.askArgs(choices[i], l.State)
		if err != nil {
			return err
		}
		after, err := f.act(ctx, id, text)
		if err != nil {
			if exitStatus(err) == exitRuntime {
				return err
			}
			fmt.Fprintf(f.Out, "✗ %s\n", oneLine(err))
			continue
		}
		fmt.Fprintf(f.Out, "✓ #%d %s   (talon do %s)\n", after.Event.Seq, after.Event.Action, after.Event.Action)
		f.renderNotes(after.Last)
		f.renderOutcome(after.State.View())
	}
}

func (f *Factory) playUndo(ctx context.Context, id int64) {
	store, err := f.Store()
	if err == nil {
		var ev companion.Event
		if ev, err = store.Undo(ctx, id, f.Now()); err == nil {
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
// typed text otherwise. An argument whose options depend on the answers before it is
// asked as it stands after them (the robber's victims after its hex). Before asking for
// one of many positions it shows the board, so the player can read the label off the
// map. Option lists are exact: what is typed must be one of them (by any of its names).
func (f *Factory) askArgs(c companion.Choice, st companion.State) (string, error) {
	board := f.board(st)
	answers := make([]string, len(c.Args))
	for i, declared := range c.Args {
		a := declared.After(answers[:i])
		label := a.Name
		if a.Help != "" {
			label += " (" + a.Help + ")"
		}
		if len(a.Options) == 1 && !a.Optional { // nothing to choose: say it and go on
			fmt.Fprintf(f.Out, "%s: %s\n", a.Name, a.Options[0].Display())
			answers[i] = a.Options[0].Value
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
				opts = append([]companion.Option{{Value: "", Label: "(none)"}}, opts...)
			}
			items := make([]string, len(opts))
			for j, o := range opts {
				items[j] = o.Display()
			}
			j, err := f.Prompter.Select(label, items)
			if err != nil {
				return "", err
			}
			answers[i] = opts[j].Value
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
			_, err := a.Check(s)
			return err
		})
		if err != nil {
			return "", err
		}
		if answers[i], err = a.Check(v); err != nil {
			return "", err
		}
	}
	return c.Action(answers).String(), nil
}

// pickSeveral offers the options one pick at a time, each listed option once, until
// the player has picked Multi of them or chooses "done".
func (f *Factory) pickSeveral(label string, a companion.Arg) ([]string, error) {
	const done = "(done)"
	left := slices.Clone(a.Options)
	var picked []string
	for len(picked) < a.Multi && len(left) > 0 {
		items := make([]string, len(left))
		for j, o := range left {
			items[j] = o.Display()
		}
		if len(picked) > 0 || a.Optional { // last, so Enter, Enter takes as many as allowed
			items = append(items, done)
		}
		j, err := f.Prompter.Select(fmt.Sprintf("%s — pick %d of up to %d", label, len(picked)+1, a.Multi), items)
		if err != nil {
			return nil, err
		}
		if j == len(left) {
			break
		}
		picked = append(picked, left[j].Value)
		left = slices.Delete(left, j, j+1)
	}
	return picked, nil
}
