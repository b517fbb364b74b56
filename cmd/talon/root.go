package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/history"
)

// Main runs talon with args and returns the exit status. Nothing panics past it.
func Main(f *Factory, args []string) (status int) {
	defer f.close()
	// Everything printed passes the one output sanitiser (safeout.go).
	out, errOut := newSafeWriter(f.Out, f.Color), newSafeWriter(f.Err, f.ErrColor)
	f.Out, f.Err = out, errOut
	defer func() {
		out.Flush()
		errOut.Flush()
		f.Out, f.Err = out.w, errOut.w
	}()
	if err := f.chooseLanguage(args); err != nil {
		fmt.Fprintln(f.Err, "talon: "+oneLine(errors.New(f.P.Error(err))))
		return exitStatus(err)
	}
	defer func() {
		if r := recover(); r != nil {
			f.P.Fprintf(f.Err, "talon: internal error: %v (please report it)\n", r)
			status = exitRuntime
		}
	}()
	// Ctrl-C cancels the command's context: a write in progress rolls back, a prompt ends.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	f.running = ctx
	root := newRootCmd(f)
	root.SetArgs(args)
	cmd, err := root, unknownSubcommand(root, args)
	if err == nil {
		cmd, err = root.ExecuteContextC(ctx)
	}
	if lost := lostOutput(out); lost != nil && (err == nil || errors.Is(err, out.failed)) {
		err = lost // a command whose output was lost has failed, said without the device's name
	}
	if err != nil {
		if already := (*usageError)(nil); !errors.As(err, &already) && isCobraUsage(err) {
			err = &usageError{msg: cobraMessage(err)} // cobra's own English, read back
		}
		line := "talon: " + oneLine(errors.New(f.P.Error(err)))
		// On a terminal an error breaks at spaces to its width (a long refusal in Hungarian
		// no longer wraps mid-word), a command it names kept whole (errorText); a club's
		// errors, which name servers and files, always do. A pipe or file gets one line
		// per error, for scripts.
		if f.ErrTerminal || clubError(cmd, err) {
			line = strings.TrimSuffix(errorText(line, f.width()), "\n")
		}
		if f.ErrColor() { // a refusal or error in red on a terminal that shows colour
			line = "\x1b[31m" + line + "\x1b[0m"
		}
		fmt.Fprintln(f.Err, line)
	}
	return exitStatus(err)
}

func newRootCmd(f *Factory) *cobra.Command {
	p := f.P
	root := &cobra.Command{
		Use:           "talon",
		Short:         p.Sprintf("A companion for board games played at a real table"),
		Long:          p.Sprintf(rootLong),
		SilenceErrors: true,
		SilenceUsage:  true,
		Version:       version(p),
	}
	root.SetVersionTemplate("talon {{.Version}}\n")
	root.SetIn(f.In)
	root.SetOut(f.Out)
	root.SetErr(f.Err)
	root.PersistentFlags().StringVar(&f.dbFlag, "db", "", p.Sprintf("history file (default $TALON_DB, else the XDG data dir)"))
	root.PersistentFlags().StringVar(&f.langFlag, "lang", "", p.Sprintf("hu, en or de (default $TALON_LANG, else the locale)"))
	root.PersistentFlags().BoolVar(&f.noColor, "no-color", false, p.Sprintf("never colour the output (NO_COLOR is respected too)"))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{msg: flagError(err)} })
	// talon completion bash|zsh|fish|powershell prints the script; game ids, session
	// ids and the verbs legal now are completed (completion.go).
	root.CompletionOptions.HiddenDefaultCmd = false

	root.AddCommand(
		newRollCmd(f),
		newShuffleCmd(f),
		newGamesCmd(f),
		newNewCmd(f),
		newSessionsCmd(f),
		newStatusCmd(f),
		newDoCmd(f),
		newUndoCmd(f),
		newAbandonCmd(f),
		newPlayCmd(f),
		newScoreCmd(f),
		newHistoryCmd(f),
		newStatsCmd(f),
		newClubCmd(f),
		&cobra.Command{Use: "exit-codes", Short: p.Sprintf("What talon's exit statuses mean"), Long: p.Sprintf(exitCodesHelp)},
	)
	root.AddCommand(gameTools(f)...)
	f.addCompletions(root)
	localizeHelp(root, p, helpWidth(f))
	return root
}

// clubError says whether err is about a club: any error of talon club, or a club
// that cannot be used by history or stats --club.
func clubError(cmd *cobra.Command, err error) bool {
	var ce *history.ClubError
	for c := cmd; c != nil; c = c.Parent() {
		if c.Name() == "club" && c.Parent() != nil && !c.Parent().HasParent() {
			return true
		}
	}
	return errors.As(err, &ce)
}

// exactArgs and friends turn cobra's argument checks into usage errors (exit 2).
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if n == 0 && len(args) > 0 && cmd.HasSubCommands() { // talon history foo
			return unknownCommand(cmd, args[0])
		}
		if len(args) != n {
			return usagef("%s takes %d argument(s), got %d (see `talon %s --help`)", cmd.Name(), n, len(args), helpPath(cmd))
		}
		return nil
	}
}

// helpPath is the command as typed after talon ("history export"), for a --help hint.
func helpPath(cmd *cobra.Command) string {
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}

func maxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return usagef("%s takes at most %d argument(s), got %d (see `talon %s --help`)", cmd.Name(), n, len(args), helpPath(cmd))
		}
		return nil
	}
}
