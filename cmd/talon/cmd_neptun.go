package main

import (
	"context"
	"io"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/neptun"
)

// neptunBoxFile is where `talon neptun data import` keeps the table's data file: beside
// the history database, so each database has its own box.
const neptunBoxFile = "neptun-box.yaml"

// neptunDataExample is the data command's example (a catalog key).
const neptunDataExample = `  talon neptun data template > box.yaml   # fill in what your box shows
  talon neptun data import box.yaml       # check (every problem at once), keep
  talon neptun data show                  # what the kept file unlocks
  talon new neptun --players Ann,Ben,Cid --data box=box.yaml`

// maxNeptunData bounds a data file read from disk (a filled file is a few kilobytes).
const maxNeptunData = 256 << 10

func newNeptunCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "neptun",
		Short: f.P.Sprintf("Neptun tools: the data file the table fills from its own box"),
	}
	data := &cobra.Command{
		Use:     "data",
		Short:   f.P.Sprintf("The table's data file: write the template, check and keep a filled one, show what it unlocks"),
		Example: f.P.Sprintf(neptunDataExample),
	}
	data.AddCommand(newNeptunTemplateCmd(f), newNeptunImportCmd(f), newNeptunShowCmd(f))
	cmd.AddCommand(data, newNeptunRoundsCmd(f))
	return cmd
}

func newNeptunTemplateCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "template",
		Short: f.P.Sprintf("Print the data file with every value nobody knows yet left UNKNOWN"),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := io.WriteString(f.Out, neptun.DataTemplate(f.P))
			return err
		},
	}
}

type neptunImportOptions struct {
	file   string
	asJSON bool
}

func newNeptunImportCmd(f *Factory) *cobra.Command {
	o := &neptunImportOptions{}
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: f.P.Sprintf("Check a filled data file (counts and value ranges from the rulebook) and keep it beside the database"),
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.file = args[0]
			return runNeptunImport(f, o)
		},
	}
	cmd.Flags().BoolVar(&o.asJSON, "json", false, f.P.Sprintf("print what the file unlocks as JSON"))
	return cmd
}

func runNeptunImport(f *Factory, o *neptunImportOptions) error {
	src, d, err := loadNeptunData(o.file)
	if err != nil {
		return err
	}
	path, err := f.keepTableData(neptunBoxFile, src)
	if err != nil {
		return i18n.Errorf("keeping the data file: %w", err)
	}
	if err := f.showNeptunData(d, o.asJSON); err != nil {
		return err
	}
	if !o.asJSON {
		f.P.Fprintf(f.Out, "Kept as %s. Start a game with it:\n  talon new neptun --players … --data box=%s\n", path, path)
	}
	return nil
}

type neptunShowOptions struct {
	file   string
	asJSON bool
}

func newNeptunShowCmd(f *Factory) *cobra.Command {
	o := &neptunShowOptions{}
	cmd := &cobra.Command{
		Use:   "show [FILE]",
		Short: f.P.Sprintf("Show what the kept data file (or FILE) fills in and what that unlocks"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.file = args[0]
			}
			return runNeptunShow(f, o)
		},
	}
	cmd.Flags().BoolVar(&o.asJSON, "json", false, f.P.Sprintf("print as JSON"))
	return cmd
}

func runNeptunShow(f *Factory, o *neptunShowOptions) error {
	path := o.file
	if path == "" {
		var err error
		if path, err = f.neptunBoxPath(); err != nil {
			return err
		}
		if _, err := os.Stat(path); os.IsNotExist(err) {
			return usagef("no data file kept yet: write one with `talon neptun data template`, then `talon neptun data import FILE`")
		}
	}
	_, d, err := loadNeptunData(path)
	if err != nil {
		return err
	}
	return f.showNeptunData(d, o.asJSON)
}

func (f *Factory) showNeptunData(d *neptun.Data, asJSON bool) error {
	parts := d.Summary()
	if asJSON {
		return writeJSON(f.Out, parts)
	}
	t := f.newTable(f.P.Sprintf("Neptun data file"), f.P.Sprintf("Part"), f.P.Sprintf("Filled"), f.P.Sprintf("Unlocks"))
	for _, p := range parts {
		part, filled, unlocks := p.Local(f.P)
		if !p.Ready {
			unlocks = f.P.Sprintf("(not yet) %s", unlocks)
		}
		t.AppendRow([]any{part, filled, unlocks})
	}
	t.Render()
	return nil
}

// neptunBoxPath is the kept data file beside the history database.
func (f *Factory) neptunBoxPath() (string, error) { return f.tableDataPath(neptunBoxFile) }

// loadNeptunData reads a data file (bounded, regular files only) and checks it.
func loadNeptunData(path string) ([]byte, *neptun.Data, error) {
	src, err := readBoundedFile(path, maxNeptunData)
	if err != nil {
		return nil, nil, err
	}
	d, err := neptun.ParseData(src)
	if err != nil {
		return nil, nil, i18n.Errorf("%s: %w", path, err)
	}
	return src, d, nil
}

type neptunRoundsOptions struct {
	session string
	asJSON  bool
}

func newNeptunRoundsCmd(f *Factory) *cobra.Command {
	o := &neptunRoundsOptions{}
	cmd := &cobra.Command{
		Use:   "rounds [ID]",
		Short: f.P.Sprintf("Show the temple rounds a Neptun session has scored (kept with it as they are scored)"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.session = args[0]
			}
			return runNeptunRounds(cmd.Context(), f, o)
		},
	}
	cmd.Flags().BoolVar(&o.asJSON, "json", false, f.P.Sprintf("print the rounds as JSON"))
	return cmd
}

func runNeptunRounds(ctx context.Context, f *Factory, o *neptunRoundsOptions) error {
	l, err := f.loadSession(ctx, o.session)
	if err != nil {
		return err
	}
	if l.Session.Game != "neptun" {
		return usagef("session %s is %s, not Neptun", strconv.FormatInt(l.Session.ID, 10), l.Session.Game)
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	// Rounds are kept with the session as they are scored (and loading brought them in
	// line with the events), so the stored rounds are the session's.
	rounds, err := store.Rounds(ctx, l.Session.ID)
	if err != nil {
		return err
	}
	if o.asJSON {
		return writeJSON(f.Out, rounds)
	}
	if len(rounds) == 0 {
		f.P.Fprintf(f.Out, "Session %s has not scored a round yet.\n", strconv.FormatInt(l.Session.ID, 10))
		return nil
	}
	for _, r := range rounds {
		f.renderRound(l.Entry.Rounds, r) // kept in English, worded in the table's language
	}
	f.P.Fprintf(f.Out, "%d round(s) kept with session %s.\n", len(rounds), strconv.FormatInt(l.Session.ID, 10))
	return nil
}
