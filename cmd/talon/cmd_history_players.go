package main

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// historyPlayersOptions are `talon history players`'s flags.
type historyPlayersOptions struct {
	asJSON bool
}

// newHistoryPlayersCmd lists the history's players, and groups what the table does to
// their records.
func newHistoryPlayersCmd(f *Factory) *cobra.Command {
	var o historyPlayersOptions
	cmd := &cobra.Command{
		Use:   "players",
		Short: f.P.Sprintf("The history's players, with the other names that find them; merge joins two records of one person"),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			return f.runHistoryPlayers(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.AddCommand(newHistoryPlayersMergeCmd(f))
	return cmd
}

// knownPlayerJSON is one player of `talon history players --json`.
type knownPlayerJSON struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases"` // never null; match keys
	// AliasesTyped are the aliases as typed (never null): what the table shows.
	AliasesTyped []string   `json:"aliases_typed"`
	Plays        int        `json:"plays"`
	LastPlayed   *time.Time `json:"last_played"` // null: no finished play
}

// runHistoryPlayers lists every player sorted by name: the names that find them too
// (`players merge`, `import --map`), their finished plays and the last one's day.
func (f *Factory) runHistoryPlayers(ctx context.Context, o historyPlayersOptions) error {
	store, err := f.Store()
	if err != nil {
		return err
	}
	list, err := store.KnownPlayers(ctx)
	if err != nil {
		return err
	}
	if o.asJSON {
		out := make([]knownPlayerJSON, len(list))
		for i, p := range list {
			out[i] = knownPlayerJSON{Name: p.Name, Aliases: p.Aliases, AliasesTyped: p.AliasesTyped, Plays: p.Plays}
			if !p.LastPlayed.IsZero() {
				last := p.LastPlayed.UTC()
				out[i].LastPlayed = &last
			}
		}
		return writeJSON(f.Out, out)
	}
	if len(list) == 0 {
		f.P.Fprintln(f.Out, "No players in the history yet.")
		return nil
	}
	p := f.P
	t := f.newTable("", p.Sprintf("Player"), p.Sprintf("Also found by"), p.Sprintf("Plays"), p.Sprintf("Last played"))
	for _, k := range list {
		last := "—"
		if !k.LastPlayed.IsZero() {
			last = p.Date(k.LastPlayed.Local())
		}
		t.AppendRow([]any{k.Name, strings.Join(k.AliasesTyped, ", "), count(p, k.Plays), last})
	}
	t.Numbers(3)
	t.KeepWhole(4)
	t.Render()
	return nil
}

// historyPlayersMergeOptions are `talon history players merge`'s flags and arguments.
type historyPlayersMergeOptions struct {
	from, into string
	asJSON     bool
}

func newHistoryPlayersMergeCmd(f *Factory) *cobra.Command {
	var o historyPlayersMergeOptions
	cmd := &cobra.Command{
		Use:   "merge NAME INTO",
		Short: f.P.Sprintf("NAME and INTO are one person, called INTO: NAME's plays become INTO's, and NAME typed again means INTO (one player spelled two ways takes INTO's spelling)"),
		Args:  mergeArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.from, o.into = args[0], args[1]
			return f.runHistoryPlayersMerge(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

// mergeArgs asks for the two names by the command's form: `merge Anna` alone said
// only "takes 2 argument(s), got 1". A third word is most often a name with a space
// typed without quotes.
func mergeArgs(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) < 2:
		return usagef("merge needs two names: `talon history players merge NAME INTO`")
	case len(args) > 2:
		return usagef("merge takes two names, got %d: put a name with a space in quotes", len(args))
	}
	return nil
}

func (f *Factory) runHistoryPlayersMerge(ctx context.Context, o historyPlayersMergeOptions) error {
	var err error
	// the names as every other command takes them: no control characters, not empty
	if o.from, err = names.Clean("player", o.from); err != nil {
		return usagef("%v", err)
	}
	if o.into, err = names.Clean("player", o.into); err != nil {
		return usagef("%v", err)
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	joined, err := store.JoinPlayers(ctx, o.from, o.into, f.Now())
	if errors.Is(err, history.ErrNoSuchPlayer) || errors.Is(err, history.ErrNotJoined) {
		return usagef("%v", err)
	}
	if err != nil {
		return err
	}
	if o.asJSON {
		return writeJSON(f.Out, joined)
	}
	if joined.Renamed {
		io.WriteString(f.Out, wrapText(f.P.Sprintf("%s is called %s now, on the other laptops too once they import this history.", joined.Gone, joined.Kept), "", helpWidth(f)))
		return nil
	}
	// Two sentences, each wrapped at words: with long names one line would pass 80 columns.
	for _, line := range []string{
		f.P.Sprintf("%s and %s are one player now, called %s (plays moved: %d).", joined.Gone, joined.Kept, joined.Kept, joined.Plays),
		f.P.Sprintf("An import that meets %s finds %s.", joined.Gone, joined.Kept),
	} {
		io.WriteString(f.Out, wrapText(line, "", helpWidth(f)))
	}
	return nil
}
