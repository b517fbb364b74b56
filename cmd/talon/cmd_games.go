package main

import (
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
)

// gamesOptions are `talon games`'s flags.
type gamesOptions struct{ asJSON bool }

// gameJSON is one game in `talon games --json`.
type gameJSON struct {
	companion.Entry
	companion.Info
	Available bool `json:"available"` // a companion exists: `talon new` and `play` work
	Scorable  bool `json:"scorable"`  // `talon score` works
}

func newGamesCmd(f *Factory) *cobra.Command {
	var o gamesOptions
	cmd := &cobra.Command{
		Use:   "games",
		Short: f.P.Sprintf("List the games talon knows, their player counts and options"),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return f.runGames(o) },
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func (f *Factory) runGames(o gamesOptions) error {
	list := make([]gameJSON, len(f.Games))
	for i, e := range f.Games {
		list[i] = gameJSON{Entry: e, Available: e.Playable(), Scorable: e.Scorer != nil}
		if e.Companion != nil {
			list[i].Info = e.Companion.Info()
		}
	}
	if o.asJSON {
		return writeJSON(f.Out, list)
	}
	p := f.P
	t := f.newTable("", p.Sprintf("Game"), p.Sprintf("Name"), p.Sprintf("Players"), playColumn)
	for _, g := range list {
		companionState := p.Sprintf("yes")
		if !g.Available {
			companionState = p.Sprintf("not yet (score only)")
		}
		t.AppendRow([]any{g.ID, g.Name, strconv.Itoa(g.MinPlayers) + "–" + strconv.Itoa(g.MaxPlayers), companionState})
	}
	t.Render()
	p.Fprintln(f.Out, "Options: talon new GAME --option key=value (* marks the default)")
	for _, g := range list {
		if len(g.Options) > 0 || len(g.Data) > 0 {
			io.WriteString(f.Out, g.ID+"\n")
		}
		for _, o := range g.Options {
			io.WriteString(f.Out, "  "+o.Name+"="+optionValues(p, o)+"\n")
			io.WriteString(f.Out, wrapText(localKey(p, o.Help), "      ", f.width()))
		}
		for _, d := range g.Data {
			io.WriteString(f.Out, "  --data "+d.Name+"="+p.Sprintf("FILE")+"\n")
			io.WriteString(f.Out, wrapText(localKey(p, d.Help), "      ", f.width()))
		}
	}
	return nil
}

// optionValues writes an option's values as `talon new` takes them, the default marked:
// a Hungarian table reads (and may type) the Hungarian words, the session keeps the ids.
func optionValues(p *i18n.Printer, o companion.OptionSpec) string {
	switch {
	case len(o.Values) == 0 && o.Number && o.Default != "":
		return p.Sprintf("NUMBER (default %s)", o.Default)
	case len(o.Values) == 0 && o.Number:
		return p.Sprintf("NUMBER")
	case len(o.Values) == 0 && o.Default != "":
		return p.Sprintf("TEXT (default %s)", o.ValueTerm(o.Default))
	case len(o.Values) == 0:
		return p.Sprintf("TEXT")
	}
	values := make([]string, len(o.Values))
	for i, v := range o.Values {
		values[i] = p.Text(o.ValueTerm(v))
		if v == o.Default {
			values[i] += "*"
		}
	}
	return strings.Join(values, "|")
}

// playColumn heads the column that says whether a game can be played move by move: the
// command's own name, which a table reads the same in every language ("Companion",
// talon's word for it, told a table nothing).
const playColumn = "talon play"
