package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// errDamagedReport is returned after `history check` has printed what it found, so
// the exit status says the file is damaged (1) without repeating the report.
var errDamagedReport = i18n.Errorf("the history file is damaged; see the report above")

const damagedAdvice = `What to do:
  1. Stop using this file: talon refuses to write into it, so nothing more is lost.
  2. Restore your latest backup (talon history backup FILE makes one): move the damaged
     file aside together with its -wal and -shm, and copy the backup to its place.
  3. Without a backup, the sqlite3 tool can often rescue the readable rows:
       sqlite3 DAMAGED.db ".recover" | sqlite3 rescued.db
     then check the rescued file with talon --db rescued.db history check.`

func newHistoryCheckCmd(f *Factory) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check",
		Short: f.P.Sprintf("Check the whole history file for damage (SQLite integrity_check) and say what to do"),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := history.ResolvePath(f.dbFlag, f.Getenv)
			if err != nil {
				return err
			}
			report, err := history.Check(cmd.Context(), path)
			if err != nil {
				return err
			}
			if asJSON {
				if err := writeJSON(f.Out, report); err != nil {
					return err
				}
			} else if report.OK {
				f.P.Fprintf(f.Out, "%s: no damage found (integrity_check ok); %d sessions, %d events.\n",
					report.Path, report.Sessions, report.Events)
			} else {
				f.P.Fprintf(f.Out, "%s is damaged. SQLite's integrity check found %d problem(s):\n", report.Path, len(report.Problems))
				for i, p := range report.Problems {
					if i == 20 {
						f.P.Fprintf(f.Out, "  … and %d more\n", len(report.Problems)-i)
						break
					}
					fmt.Fprintf(f.Out, "  %s\n", p)
				}
				f.P.Fprintln(f.Out, damagedAdvice)
			}
			if !report.OK {
				return errDamagedReport
			}
			return nil
		},
	}
	addJSONFlag(cmd, &asJSON)
	return cmd
}

func newHistoryBackupCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "backup FILE",
		Short: f.P.Sprintf("Copy the history to FILE, safely even while another terminal is playing"),
		Long:  f.P.Sprintf(backupLong),
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			store, err := f.Store()
			if err != nil {
				return err
			}
			if err := store.Backup(cmd.Context(), args[0]); err != nil {
				if errors.Is(err, history.ErrBackupExists) {
					return usagef("%v", err)
				}
				return err
			}
			f.P.Fprintf(f.Out, "History copied to %s.\n", args[0])
			return nil
		},
	}
	return cmd
}

// backupLong is `talon history backup --help`'s text.
const backupLong = `backup copies the whole history to FILE (which must not exist yet) with SQLite's online
backup API: one consistent snapshot, taken without stopping another terminal that is writing.
The copy is checked before it is put in place. It is a complete history file on its own:
talon --db FILE sessions reads it.`
