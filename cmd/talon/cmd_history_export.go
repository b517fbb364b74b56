package main

import (
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/history"
)

// exportOptions are `talon history export`'s flags.
type exportOptions struct {
	output string
	format string
	plays  playFilterFlags
}

func newHistoryExportCmd(f *Factory) *cobra.Command {
	var o exportOptions
	cmd := &cobra.Command{
		Use:   "export",
		Short: f.P.Sprintf("Write the whole history as JSON (for another talon), or the plays as CSV"),
		Long:  f.P.Sprintf(exportLong),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return runHistoryExport(f, o) },
	}
	cmd.Flags().StringVarP(&o.output, "output", "o", "", f.P.Sprintf("file to write (default: standard output)"))
	cmd.Flags().StringVar(&o.format, "format", "json", f.P.Sprintf("json (the whole history), csv or bgstats (finished plays, for a spreadsheet or the BG Stats app)"))
	o.plays.add(cmd, f.P)
	return cmd
}

func runHistoryExport(f *Factory, o exportOptions) error {
	plays, err := o.plays.filter(f)
	if err != nil {
		return err
	}
	if o.format == "json" && plays != (history.PlayFilter{}) {
		return usagef("--game, --player, --since, --until and --location go with --format csv or bgstats; the JSON export is the whole history")
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	var write func(w io.Writer) error
	switch o.format {
	case "json":
		write = func(w io.Writer) error { return store.Export(f.ctx(), w) }
	case "csv":
		write = func(w io.Writer) error { return store.ExportCSV(f.ctx(), w, plays, time.Local) }
	case "bgstats":
		write = func(w io.Writer) error {
			return store.ExportBGStats(f.ctx(), w, plays, f.bgstatsGames(), time.Local, f.P)
		}
	default:
		return usagef("--format %q: json, csv or bgstats", o.format)
	}
	if o.output == "" || o.output == "-" {
		return write(f.Out)
	}
	if err := writeFileAtomically(o.output, write); err != nil {
		return err
	}
	f.P.Fprintf(f.Out, "History written to %s.\n", o.output)
	return nil
}

// exportLong is `talon history export --help`'s text.
const exportLong = `export writes talon's history document (described in history/FORMAT.md in
talon's sources), which ` + "`" + `talon history import` + "`" + ` merges into another talon's
history.

--format csv writes the finished plays for a spreadsheet instead: one row per
player per play (date, game, session, player, seat, score, rank, winner,
location, then a column per scoring category); --format bgstats writes them as a
BG Stats import file (games with their BoardGameGeek ids, the score as the
breakdown's sum, the breakdown in the comments, options and seed in the board
field). --game, --player, --since, --until and --location pick the plays.`
