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
	bom    bool
	plays  playFilterFlags
}

func newHistoryExportCmd(f *Factory) *cobra.Command {
	var o exportOptions
	cmd := &cobra.Command{
		Use:   "export",
		Short: f.P.Sprintf("Write the whole history as JSON (for another talon), or the plays as CSV or for BG Stats"),
		Long:  f.P.Sprintf(exportLong),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return runHistoryExport(f, o) },
	}
	cmd.Flags().StringVarP(&o.output, "output", "o", "", f.P.Sprintf("file to write (default: standard output)"))
	cmd.Flags().StringVar(&o.format, "format", "json", f.P.Sprintf("json (the whole history), csv or bgstats (finished plays, for a spreadsheet or the BG Stats app)"))
	cmd.Flags().BoolVar(&o.bom, "bom", true, f.P.Sprintf("with --format csv -o FILE: begin the file with a UTF-8 byte order mark, so that Excel reads accented names"))
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
	// A file gets the byte order mark (a spreadsheet opens it); standard output is
	// for scripts and pipes, and shows hidden characters escaped.
	toFile := o.output != "" && o.output != "-"
	var write func(w io.Writer) error
	switch o.format {
	case "json":
		write = func(w io.Writer) error { return store.Export(f.ctx(), w) }
	case "csv":
		write = func(w io.Writer) error { return store.ExportCSV(f.ctx(), w, plays, time.Local, o.bom && toFile) }
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
player per play (date, game, session, player as this history calls them,
player_id, seat, score, rank, winner, location, duration in minutes, notes, then
a column per scoring category, with the game's id in brackets when two games
have a category of that name or it is a column's above: each name is there once,
ignoring case); its column names and values are English ids like --json's, for
scripts, and a file written with -o begins with a byte order mark so that Excel
reads accented names (--bom=false leaves it out).

--format bgstats writes them as a BG Stats import file (games with their
BoardGameGeek ids, the score as the breakdown's sum, each player's breakdown in
the comments in the table's language, options and seed in the board field).
--game, --player, --since, --until and --location pick the plays.`
