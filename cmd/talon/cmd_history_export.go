package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
)

// exportOptions are `talon history export`'s flags.
type exportOptions struct {
	output string
}

func newHistoryExportCmd(f *Factory) *cobra.Command {
	var o exportOptions
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Write the whole history (sessions, events, results, players) as JSON",
		Long: `export writes talon's history document (described in history/FORMAT.md in talon's
sources), which ` + "`talon history import`" + ` merges into another talon's history.`,
		Args: exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error { return runHistoryExport(f, o) },
	}
	cmd.Flags().StringVarP(&o.output, "output", "o", "", "file to write (default: standard output)")
	return cmd
}

func runHistoryExport(f *Factory, o exportOptions) error {
	store, err := f.Store()
	if err != nil {
		return err
	}
	write := func(w io.Writer) error { return store.Export(f.ctx(), w) }
	if o.output == "" || o.output == "-" {
		return write(f.Out)
	}
	if err := writeFileAtomically(o.output, write); err != nil {
		return err
	}
	fmt.Fprintf(f.Out, "History written to %s.\n", o.output)
	return nil
}

// writeFileAtomically writes through a temporary file beside path, with a name of its
// own (two exports at once never share one), and renames it into place: a failed
// write never leaves half a file, and readers see the old or the new file whole.
func writeFileAtomically(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	if err := write(tmp); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
