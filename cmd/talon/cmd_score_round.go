package main

import (
	"context"
	"io"
	"strconv"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// roundOptions are `talon score GAME --round N`'s flags.
type roundOptions struct {
	game     string
	round    int
	input    string
	session  string // keep the result with this session; empty: only print it
	template bool
	asJSON   bool
}

// scoreRound scores one round of a game scored round by round (Entry.Rounds: Neptun's
// temples and gold), and with --session keeps the result with that session.
func (f *Factory) scoreRound(ctx context.Context, o roundOptions) error {
	e, err := f.lookupGame(o.game)
	if err != nil {
		return err
	}
	if e.Rounds == nil {
		return usagef("--round is only for games scored round by round (neptun); %s is scored once, at the end", e.ID)
	}
	if o.template {
		io.WriteString(f.Out, e.Rounds.RoundTemplate(o.round)+"\n")
		return nil
	}
	var id int64
	if o.session != "" {
		if id, err = strconv.ParseInt(o.session, 10, 64); err != nil || id < 1 {
			return usagef("--session %q is not a session number (see `%s sessions`)", o.session, f.talonAgain())
		}
	}
	data, err := f.scoreInput(o.input, e.ID+" --round "+strconv.Itoa(o.round), e.Rounds.RoundForm(),
		func(b []byte) error { _, err := e.Rounds.ScoreRound(o.round, b); return err })
	if err != nil {
		return err
	}
	res, err := e.Rounds.ScoreRound(o.round, data)
	if err != nil {
		if wrong := f.notAScoreInput(o.input, data); wrong != nil {
			return wrong
		}
		return err
	}
	// Shown before it is kept, so a failed save never loses what the table entered.
	if o.asJSON {
		if err := writeJSON(f.Out, res.Data); err != nil {
			return err
		}
	} else {
		f.renderRound(e.Rounds, res)
	}
	if id == 0 {
		return nil
	}
	store, err := f.Store()
	if err == nil {
		err = store.SaveRound(ctx, id, f.Now(), res)
	}
	if err != nil {
		return i18n.Errorf("the round above was not kept with session %s: %w", idText(id), sessionErrorNaming(id, err, f.talonAgain()))
	}
	if !o.asJSON {
		f.P.Fprintf(f.Out, "Round %s kept with session %s.\n", strconv.Itoa(o.round), idText(id))
	}
	return nil
}

// renderRound prints one round's result, its table then its lines, in the table's
// language: the game words it again from its data (kept in English in the history).
func (f *Factory) renderRound(scorer companion.RoundScorer, r companion.RoundResult) {
	r = companion.RoundIn(scorer, r, f.P)
	header := make([]any, len(r.Table.Header))
	for i, h := range r.Table.Header {
		header[i] = h
	}
	t := f.newTable(r.Table.Title, header...)
	for _, row := range r.Table.Rows {
		cells := make([]any, len(row))
		for i, c := range row {
			cells[i] = c
		}
		t.AppendRow(cells)
	}
	t.Render()
	for _, l := range r.Lines { // a house rule's note is longer than a line: broken at spaces
		f.say("", "  ", l)
	}
}
