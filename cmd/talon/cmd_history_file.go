package main

import (
	"context"
	"errors"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// errDamagedReport is returned after `history check` has printed what it found, so
// the exit status says the file is damaged (1) without repeating the report.
var errDamagedReport = i18n.Errorf("the history file is damaged; see the report above")

const damagedAdvice = `What to do:
  1. Stop using this file: talon will not write into it; nothing more is lost.
  2. Restore your latest backup (talon history backup FILE makes one): move the
     damaged file aside together with its -wal and -shm, and copy the backup to
     its place.
  3. Without a backup, the sqlite3 tool can often rescue the readable rows:
       sqlite3 DAMAGED.db ".recover" | sqlite3 rescued.db
     then check the rescued file with talon --db rescued.db history check.`

// historyCheckOptions are `talon history check`'s flags.
type historyCheckOptions struct {
	asJSON bool
}

func newHistoryCheckCmd(f *Factory) *cobra.Command {
	var o historyCheckOptions
	cmd := &cobra.Command{
		Use:   "check",
		Short: f.P.Sprintf("Check the history file for damage (SQLite integrity_check) and say what to do"),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return f.runHistoryCheck(cmd.Context(), o) },
	}
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

// checkFindingsShown is how many kinds of damage the report lists, so that with the
// advice it fits a 24-line screen (`history check --json` lists every SQLite line).
const checkFindingsShown = 4

// writeCheckFindings says what each kind of damage means in the table's language, with
// SQLite's first line of it quoted (cut to the line) for whoever repairs the file, then
// what to do.
func (f *Factory) writeCheckFindings(findings []history.CheckFinding) {
	for i, found := range findings {
		if i == checkFindingsShown {
			f.P.Fprintf(f.Out, "  … and %d more\n", len(findings)-i)
			break
		}
		f.say("  - ", "    ", f.P.Sprintf("%v", found.What))
		f.P.Fprintf(f.Out, "    %s\n", fitLine(f.P.Sprintf("SQLite: %q", found.SQLite), defaultWidth-4))
	}
	if history.OnlyIndexes(findings) {
		f.P.Fprintln(f.Out, reindexAdvice)
	}
	f.P.Fprintln(f.Out, damagedAdvice)
}

// reindexAdvice is said when only indexes are out of step with their tables.
const reindexAdvice = `Only indexes are out of step: the plays themselves are likely intact. On a copy
of the file, sqlite3 COPY.db "REINDEX" rebuilds them; then check the copy with
talon --db COPY.db history check before putting it in place.`

func (f *Factory) runHistoryCheck(ctx context.Context, o historyCheckOptions) error {
	path, err := history.ResolvePath(f.dbFlag, f.Getenv)
	if err != nil {
		return err
	}
	report, err := history.Check(ctx, path)
	if err != nil {
		return err
	}
	switch {
	case o.asJSON:
		if err := writeJSON(f.Out, report); err != nil {
			return err
		}
	case report.OK:
		f.P.Fprintf(f.Out, "%s: no damage found (integrity_check ok); %s, %s.\n",
			report.Path, i18n.M("%d sessions", report.Sessions), i18n.M("%d events", report.Events))
		if line, ok := report.KeptLine(); ok {
			f.P.Fprintf(f.Out, "%s\n", line)
		}
	default:
		f.P.Fprintf(f.Out, "%s is damaged. SQLite's integrity check found %d problems:\n", report.Path, len(report.Problems))
		f.writeCheckFindings(history.ExplainCheck(report.Problems))
	}
	if !report.OK {
		return errDamagedReport
	}
	return nil
}

// historyBackupOptions are `talon history backup`'s argument.
type historyBackupOptions struct {
	to string
}

func newHistoryBackupCmd(f *Factory) *cobra.Command {
	var o historyBackupOptions
	cmd := &cobra.Command{
		Use:   "backup FILE",
		Short: f.P.Sprintf("Copy the history to FILE, safely even while another terminal is playing"),
		Long:  f.P.Sprintf(backupLong),
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.to = args[0]
			return f.runHistoryBackup(cmd.Context(), o)
		},
	}
	return cmd
}

func (f *Factory) runHistoryBackup(ctx context.Context, o historyBackupOptions) error {
	store, err := f.Store()
	if err != nil {
		return err
	}
	if err := store.Backup(ctx, o.to); err != nil {
		switch {
		case errors.Is(err, history.ErrBackupExists):
			return usagef("%v", err)
		case isOSError(err) && !errors.Is(err, history.ErrDamaged):
			return namedWriteError(o.to, err) // said with FILE's name, not the copy's
		}
		return err
	}
	f.P.Fprintf(f.Out, "History copied to %s.\n", o.to)
	return nil
}

// backupLong is `talon history backup --help`'s text.
const backupLong = `backup copies the whole history to FILE (which must not exist yet) with SQLite's
online backup API: one consistent snapshot, taken without stopping another
terminal that is writing. The copy is checked before it is put in place. It is a
complete history file on its own: talon --db FILE sessions reads it.`
