package main

import (
	"errors"
	"fmt"

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
			id, err := f.sessionID(firstArg(args))
			if err != nil {
				return err
			}
			l, err := f.load(id)
			if err != nil {
				return err
			}
			fmt.Fprintf(f.Out, "Session %d · %s · %s\n", id, l.game.Info().Name, playerNames(l.session.Config.Players))
			f.renderView(l.state.View())
			err = f.playLoop(id)
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
			f.renderView(l.state.View())
			continue
		case menuUndo:
			f.playUndo(id)
			continue
		}
		text, err := f.askArgs(choices[i])
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

// askArgs asks for each argument of a choice: a list to pick from when the game offers
// one, else a line of text.
func (f *Factory) askArgs(c companion.Choice) (string, error) {
	answers := make([]string, len(c.Args))
	for i, a := range c.Args {
		label := a.Name
		if a.Help != "" {
			label += " (" + a.Help + ")"
		}
		if len(a.Options) > 0 {
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
		if a.Optional {
			label += " — Enter to skip"
		}
		v, err := f.Prompter.Input(label, func(s string) error {
			if !a.Optional && s == "" {
				return errors.New("an answer is needed")
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
