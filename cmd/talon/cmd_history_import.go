package main

import (
	"errors"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// importOptions are `talon history import`'s flags.
type importOptions struct {
	maps   []string
	asJSON bool
	format string
}

func newHistoryImportCmd(f *Factory) *cobra.Command {
	var o importOptions
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: f.P.Sprintf("Merge another talon's exported history into this one"),
		Long:  f.P.Sprintf(importLong),
		Args:  exactArgs(1),
		RunE:  func(cmd *cobra.Command, args []string) error { return runHistoryImport(f, o, args[0]) },
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringArrayVar(&o.maps, "map", nil, f.P.Sprintf(`two names of one person, the second kept: "Anna=Ann" (repeatable; either side may be the file's)`))
	cmd.Flags().StringVar(&o.format, "format", "talon", f.P.Sprintf("talon (a talon history export) or bgstats (a BG Stats export file)"))
	return cmd
}

func runHistoryImport(f *Factory, o importOptions, path string) error {
	mapping, err := parseNameMap(o.maps)
	if err != nil {
		return err
	}
	file, err := openNamedFile(path)
	if err != nil {
		return i18n.Errorf("%w; nothing was imported", err) // exit 2, or 1 for a failing disk (named_file.go)
	}
	defer file.Close()
	store, err := f.CreatingStore()
	if err != nil {
		return err
	}
	switch o.format {
	case "talon":
	case "bgstats":
		return f.importBGStats(store, file, path, mapping, o.asJSON)
	default:
		return usagef("--format %q: talon or bgstats", o.format)
	}
	rep, err := store.Import(f.ctx(), file, history.ImportOptions{Map: mapping})
	var bad *history.BadFileError
	switch {
	case errors.As(err, &bad), errors.Is(err, history.ErrNewerFormat):
		return usagef("%s: %v; nothing was imported", path, err)
	case err != nil:
		return err
	}
	if o.asJSON {
		if rep.Conflicts == nil {
			rep.Conflicts = []history.Conflict{}
		}
		return writeJSON(f.Out, rep)
	}
	// Three lines, so the report fits 80 columns in either language.
	f.P.Fprintf(f.Out, "Imported %s: %d sessions added, %d updated, %d unchanged;\n",
		path, rep.SessionsAdded, rep.SessionsUpdated, rep.SessionsUnchanged)
	f.P.Fprintf(f.Out, "  %d deleted here as there, %d skipped (deleted here);\n", rep.SessionsDeleted, rep.SessionsSkipped)
	f.P.Fprintf(f.Out, "  %d players added, %d matched.\n", rep.PlayersAdded, rep.PlayersMatched)
	for _, c := range rep.Conflicts {
		f.P.Fprintf(f.Out, "Conflict, left as it is on both sides: %s session %s: %s.\n", c.Game, c.UUID, c.Reason)
	}
	return nil
}

// parseNameMap reads --map "Anna=Ann" values.
func parseNameMap(list []string) (map[string]string, error) {
	out := map[string]string{}
	for _, m := range list {
		from, to, ok := strings.Cut(m, "=")
		if !ok {
			return nil, usagef(`--map %q: write it as "other name=name to keep"`, m)
		}
		var err error
		if from, err = names.Clean("--map name", from); err != nil {
			return nil, usagef("%v", err)
		}
		if to, err = names.Clean("--map name", to); err != nil {
			return nil, usagef("%v", err)
		}
		out[from] = to
	}
	return out, nil
}

func (f *Factory) importBGStats(store *history.Store, file io.Reader, path string, mapping map[string]string, asJSON bool) error {
	rep, err := store.ImportBGStats(f.ctx(), file, f.bgstatsGames(), time.Local, history.ImportOptions{Map: mapping})
	var bad *history.BadFileError
	switch {
	case errors.As(err, &bad):
		return usagef("%s: %v; nothing was imported", path, err)
	case err != nil:
		return err
	}
	if asJSON {
		return writeJSON(f.Out, rep)
	}
	f.P.Fprintf(f.Out, "Imported %s: %d plays added, %d already here, %d skipped (deleted here);\n",
		path, rep.PlaysAdded, rep.PlaysUnchanged, rep.PlaysSkipped)
	f.P.Fprintf(f.Out, "  %d players added.\n", rep.PlayersAdded)
	others := make([]string, 0, len(rep.OtherGames))
	for name, n := range rep.OtherGames {
		others = append(others, f.P.Sprintf("%s (%d)", name, n))
	}
	slices.Sort(others)
	if len(others) > 0 {
		f.P.Fprintf(f.Out, "Left out, games talon does not keep: %s.\n", strings.Join(others, ", "))
	}
	for _, p := range rep.NotesCut {
		f.P.Fprintf(f.Out, "Notes cut to %d characters: %s.\n", names.MaxTextRunes, p)
	}
	return nil
}

// importLong is `talon history import --help`'s text.
const importLong = `import merges a file written by ` + "`" + `talon history export` + "`" + ` (on another machine, say)
into this history, in one go: a file talon cannot read changes nothing.
Importing the same file twice changes nothing; two histories that import each
other's files end up alike.

Sessions are matched by their UUID: a session either side went on with keeps the
longer log; one both sides went on with differently is reported and left alone.
Sessions deleted on the other side are deleted here. Players are matched by
UUID, then by name ignoring case and accents; --map "Anna=Ann" says that Anna
and Ann are one person, called Ann, whichever name the file has and whichever
this history has (talon remembers it for later imports; give the same --map on
the other machine).

--format bgstats reads a BG Stats export file instead: plays of the five games
become finished sessions with their results (other games are counted and left
out); importing it again changes nothing. A file with a bad play (a control
character in a name, a player or game the file does not list, a date that is
not one, one uuid twice, a value of the wrong kind, a play over 1 MiB) is
refused whole, naming the play; notes longer than 200 characters are cut, and
the summary says so.`
