package main

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/scoring"
)

// statusOptions are `talon status`'s flags and argument.
type statusOptions struct {
	asJSON  bool
	session string
}

// statusJSON is what `talon status --json` prints.
type statusJSON struct {
	Session companion.Session  `json:"session"`
	Events  int                `json:"events"`
	Last    *companion.Event   `json:"last_event,omitempty"`
	Outcome *companion.Outcome `json:"last_outcome,omitempty"`
	View    *companion.View    `json:"view,omitempty"`
	Legal   []companion.Choice `json:"legal"`
	Result  *scoring.Result    `json:"result,omitempty"`
	// Rounds are the round results kept with the session (`talon score neptun --round N
	// --session ID`), in round order.
	Rounds []companion.RoundResult `json:"rounds,omitempty"`
	// Problem says why the session is shown as it stood before one of its events.
	Problem string `json:"problem,omitempty"`
	// Players are the session's players in seat order under the names the history
	// knows them by, as in `sessions --json` (session.config.players: as typed).
	Players playersJSON `json:"players"`
}

func newStatusCmd(f *Factory) *cobra.Command {
	var o statusOptions
	cmd := &cobra.Command{
		Use:   "status " + f.P.Sprintf("[ID]"),
		Short: f.P.Sprintf("Show a session: the state rebuilt from its events and what happens next"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			return f.runStatus(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	addSessionFlag(cmd, &o.session)
	return cmd
}

func (f *Factory) runStatus(ctx context.Context, o statusOptions) error {
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	out := statusJSON{Session: companion.PublicSession(l.Entry.Companion, l.Session), Events: len(l.Events), Result: l.Result, Legal: []companion.Choice{}, Problem: l.Problem.String()}
	known, err := f.seatNames(ctx, l.Session.ID, l.Session.Config.Players)
	if err != nil {
		return err
	}
	out.Players = known.known
	if l.State != nil {
		// --json stays English (for scripts); the screen is in the table's language.
		v, legal := l.State.View, l.State.Legal
		if !o.asJSON {
			v = func() companion.View { return companion.ViewIn(l.State, f.P) }
			legal = func() []companion.Choice { return companion.LegalIn(l.State, f.P) }
		}
		view := v()
		out.View = &view
		if l.Result == nil && l.Session.Status == companion.Active {
			out.Legal = legal()
		}
	}
	if n := len(l.Events); n > 0 {
		last := companion.PublicEvent(l.Entry.Companion, l.Events[n-1])
		out.Last = &last
		if !l.Last.Empty() {
			out.Outcome = &l.Last
		}
	}
	if l.Entry.Rounds != nil {
		store, err := f.Store()
		if err != nil {
			return err
		}
		if out.Rounds, err = store.Rounds(ctx, l.Session.ID); err != nil {
			return err
		}
	}
	if o.asJSON {
		return writeJSON(f.Out, out)
	}
	p := f.P
	p.Fprintf(f.Out, "Session %s · %s · %s · %d events\n", idText(l.Session.ID), l.Entry.Name, statusText(p, l.Session.Status), len(l.Events))
	if !l.Problem.IsZero() {
		io.WriteString(f.Out, "! "+f.P.Text(l.Problem)+"\n")
	}
	if out.Last != nil {
		// Wrapped: an action with its revealed values runs past 80 columns.
		fmt.Fprint(f.Out, hangLine("", p.Sprintf("Last action: #%s %s\n", strconv.Itoa(out.Last.Seq), out.Last.Action), f.width()))
		f.renderNotes(l.Last, known)
	}
	if out.View != nil {
		f.renderView(known.view(*out.View), known.text(f.board(l.State)))
	}
	for _, r := range out.Rounds {
		f.renderRound(l.Entry.Rounds, r)
	}
	if out.Result != nil {
		f.renderResult(known.result(*out.Result))
	} else {
		f.renderLegal(known.choices(out.Legal), known)
	}
	return nil
}

// renderLegal lists the actions legal now, as `talon do` takes them (a player by the
// history's name too: "hands Anna=CARDS").
func (f *Factory) renderLegal(choices []companion.Choice, k knownAs) {
	if len(choices) == 0 {
		return
	}
	t := f.newTable(f.P.Sprintf("Legal now (talon do …)"), f.P.Sprintf("Action"), f.P.Sprintf("What it does"))
	for _, c := range choices {
		t.AppendRow([]any{k.text(c.Usage()), c.Help})
	}
	t.Render()
}

func firstArg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}
