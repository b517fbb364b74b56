package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// importLookAhead is how much of a file history import reads ahead to tell a BG Stats
// file given without --format (history.StartsAsBGStats).
const importLookAhead = 64 << 10

// importOptions are `talon history import`'s flags.
type importOptions struct {
	maps     []string
	asJSON   bool
	format   string
	forced   bool     // --format given: the file is read so, whatever it looks like
	keep     string   // --keep theirs|ours
	sessions []string // the sessions whose conflict --keep settles
}

func newHistoryImportCmd(f *Factory) *cobra.Command {
	var o importOptions
	cmd := &cobra.Command{
		Use:   "import FILE [--keep theirs|ours SESSION...]",
		Short: f.P.Sprintf("Merge another talon's exported history into this one"),
		Long:  f.P.Sprintf(importLong),
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return exactArgs(1)(cmd, args)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.sessions = args[1:]
			o.forced = cmd.Flags().Changed("format")
			return runHistoryImport(f, o, args[0])
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringArrayVar(&o.maps, "map", nil, f.P.Sprintf(`two names of one person, the second kept: "Anna=Ann" (repeatable; either side may be the file's)`))
	cmd.Flags().StringVar(&o.format, "format", "talon", f.P.Sprintf("talon (a talon history export) or bgstats (a BG Stats export file)"))
	cmd.Flags().StringVar(&o.keep, "keep", "", f.P.Sprintf("the side to keep, `theirs|ours`, in the conflicts of the sessions named after FILE: the file's version or this history's"))
	return cmd
}

// keepChoices checks --keep and the sessions after FILE.
func keepChoices(o importOptions) (map[string]string, error) {
	switch {
	case o.keep == "" && len(o.sessions) == 0:
		return nil, nil
	case o.keep == "":
		return nil, usagef("sessions after FILE are for --keep: say --keep theirs or --keep ours")
	case o.keep != history.KeepTheirs && o.keep != history.KeepOurs:
		return nil, usagef("--keep %q: theirs (the file's version) or ours (this history's)", o.keep)
	case len(o.sessions) == 0:
		return nil, usagef("--keep %s: name the sessions after FILE (their UUIDs, or the first %s characters)", o.keep, strconv.Itoa(history.MinKeepPrefix))
	case o.format != "talon":
		return nil, usagef("--keep goes with a talon history file, not --format %s", o.format)
	}
	out := map[string]string{}
	for _, s := range o.sessions {
		s = strings.ToLower(s)
		if len(s) < history.MinKeepPrefix || strings.Trim(s, "0123456789abcdef-") != "" {
			return nil, usagef("--keep: %q is not a session UUID nor its first %s characters or more", s, strconv.Itoa(history.MinKeepPrefix))
		}
		out[s] = o.keep
	}
	return out, nil
}

func runHistoryImport(f *Factory, o importOptions, path string) (err error) {
	mapping, err := parseNameMap(o.maps)
	if err != nil {
		return err
	}
	keep, err := keepChoices(o)
	if err != nil {
		return err
	}
	if o.format != "talon" && o.format != "bgstats" {
		return usagef("--format %q: talon or bgstats", o.format)
	}
	source, name, err := f.importSource(path)
	if err != nil {
		return err
	}
	defer source.Close()
	file := bufio.NewReaderSize(source, importLookAhead)
	head, _ := file.Peek(importLookAhead)
	if len(head) < importLookAhead { // the whole file: a score input is a few hundred bytes
		if err := f.notAHistory(name, path, head); err != nil {
			return err
		}
	}
	if !o.forced && o.format == "talon" {
		if history.StartsAsBGStats(head) {
			// talon knows the file: it reads it rather than naming the flag that would
			// (trial-final F12); --format talon still refuses it.
			if keep != nil {
				return usagef("--keep goes with a talon history file; %s is a BG Stats file", name)
			}
			o.format = "bgstats"
			if !o.asJSON {
				f.P.Fprintf(f.Out, "%s is a BG Stats file: importing it as one.\n", name)
			}
		}
	}
	store, err := f.CreatingStore()
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.dropNewStore() // a refused import into a new --db leaves no file (nor an import that failed)
		}
	}()
	if o.format == "bgstats" {
		return f.importBGStats(store, file, name, mapping, o.asJSON)
	}
	rep, err := store.Import(f.ctx(), file, history.ImportOptions{Map: mapping, Keep: keep, At: f.Now(), Games: f.Games})
	var bad *history.BadFileError
	switch {
	case errors.As(err, &bad), errors.Is(err, history.ErrNewerFormat):
		return usagef("%s: %v; nothing was imported", name, err)
	case err != nil:
		return err
	}
	if o.asJSON {
		if rep.Conflicts == nil {
			rep.Conflicts = []history.Conflict{}
		}
		if rep.Kept == nil {
			rep.Kept = []history.KeptSession{}
		}
		if rep.PlayersRespelled == nil {
			rep.PlayersRespelled = []history.Respelling{}
		}
		if rep.PlayersJoined == nil {
			rep.PlayersJoined = []history.Joining{}
		}
		if err := writeJSON(f.Out, rep); err != nil {
			return err
		}
	} else {
		f.printImport(name, rep)
	}
	if n := len(rep.Conflicts); n > 0 {
		session := shortUUID(rep.Conflicts[0].UUID)
		if n > 1 {
			session = "SESSION"
		}
		return i18n.Errorf("%d sessions in conflict, left as they were; keep one side with: %s --keep theirs %s (the file's) or --keep ours %s (this history's)",
			n, f.importAgain(path), session, session)
	}
	return nil
}

// notAHistory refuses a score input given to history import, naming the command that
// reads it (trial F4: a score template was read as a BG Stats file and refused as one
// with "it has no plays"). Nothing is written: not even a new history file.
func (f *Factory) notAHistory(name, path string, data []byte) error {
	kind, ok := scoreInputOf(f.Games, data)
	if !ok {
		return nil
	}
	game := newTableOrder(f.P, f.Games).game(kind.game)
	// the command with the --db and --lang given, so it saves to the same history; on a
	// terminal it gets a line of its own where it does not fit (errorText, review F6)
	if kind.round {
		return usagef("%s is a %s round's score input, not a history: `%s score %s --round N --input %s` reads it; nothing was imported", name, game, f.talonAgain(), kind.game, quoteShellArg(path))
	}
	return usagef("%s is a %s score input, not a history: `%s score %s --input %s` reads it; nothing was imported", name, game, f.talonAgain(), kind.game, quoteShellArg(path))
}

// importSource opens the file to import, or standard input for "-" (as score --input
// takes it): the reader and the name messages give it. Either is read as a stream, each
// member within the file's bounds, whatever its size.
func (f *Factory) importSource(path string) (io.ReadCloser, string, error) {
	if path == "-" {
		return io.NopCloser(f.In), f.P.Sprintf("standard input"), nil
	}
	file, err := openNamedFile(path)
	if err != nil {
		return nil, "", i18n.Errorf("%w; nothing was imported", err) // exit 2, or 1 for a failing disk (named_file.go)
	}
	return file, path, nil
}

// importAgain is the import command as it would be typed again to settle a conflict:
// with the --db and --lang given as flags, so it acts on the same history.
func (f *Factory) importAgain(path string) string {
	return f.talonAgain() + " history import " + quoteShellArg(path)
}

// talonAgain is "talon" with the --db and --lang given as flags: a command a message
// names acts on the same history, in the same language.
func (f *Factory) talonAgain() string {
	cmd := "talon"
	if f.dbFlag != "" {
		cmd += " --db " + quoteShellArg(f.dbFlag)
	}
	if f.langFlag != "" {
		cmd += " --lang " + quoteShellArg(f.langFlag)
	}
	return cmd
}

// printImport prints an import's report, lines that fit 80 columns in either language.
func (f *Factory) printImport(path string, rep history.ImportReport) {
	f.P.Fprintf(f.Out, "Imported %s:\n", path)
	f.P.Fprintf(f.Out, "  sessions: %d added, %d updated, %d unchanged, %d kept, %d in conflict;\n",
		rep.SessionsAdded, rep.SessionsUpdated, rep.SessionsUnchanged, rep.SessionsKept, len(rep.Conflicts))
	if rep.SessionsUnchecked > 0 {
		// Logs of a game this talon has no companion for: kept, but not replayed.
		f.P.Fprintf(f.Out, "  %d of them of a game this talon cannot play: their moves were not checked;\n", rep.SessionsUnchecked)
	}
	f.P.Fprintf(f.Out, "  %d deleted here as there, %d skipped (deleted here);\n", rep.SessionsDeleted, rep.SessionsSkipped)
	f.P.Fprintf(f.Out, "  players: %d added, %d matched to a player here, %d already here.\n",
		rep.PlayersAdded, rep.PlayersMatched, rep.PlayersKnown)
	if line := respelledLine(f.P, rep.PlayersRespelled, f.width()); line != "" {
		fmt.Fprintln(f.Out, line)
	}
	if line := joinedLine(f.P, rep.PlayersJoined, f.width()); line != "" {
		fmt.Fprintln(f.Out, line)
	}
	order := newTableOrder(f.P, f.Games) // games by their names, as history and stats show them
	for _, k := range rep.Kept {
		k.Game = order.game(k.Game)
		switch k.Side {
		case history.KeepTheirs:
			// the number as sessions shows it, for history show or status (trial F2)
			f.P.Fprintf(f.Out, "Kept the file's version: %s session %d\n  (%s).\n", k.Game, k.Session, k.UUID)
		case history.KeepOurs:
			f.P.Fprintf(f.Out, "Kept this history's version: %s session %d\n  (%s);\n  on the other side, import this history's export with --keep theirs %s.\n",
				k.Game, k.Session, k.UUID, shortUUID(k.UUID))
		default:
			if k.Session == 0 { // in the file, but deleted here: skipped
				f.P.Fprintf(f.Out, "No conflict: the %s session\n  (%s) was deleted here, so it was left out.\n", k.Game, k.UUID)
				continue
			}
			// by its number, an added one's once written, as the kept sessions are (review F5)
			f.P.Fprintf(f.Out, "No conflict in %s session %d\n  (%s);\n  merged as usual.\n", k.Game, k.Session, k.UUID)
		}
	}
	for _, c := range rep.Conflicts {
		c.Game = order.game(c.Game)
		f.P.Fprintf(f.Out, "Conflict in %s session %d (%s):\n  %s; left as it is on both sides.\n", c.Game, c.Session, c.UUID, c.Reason)
		if c.Event > 0 { // what each side did there, to choose --keep by (hist-trial2 F2)
			f.P.Fprintf(f.Out, "  event %d here: %s\n  event %d in the file: %s\n", c.Event, forkSide(f.P, c.Here), c.Event, forkSide(f.P, c.There))
		}
	}
}

// respelledLine names the players here whose spelling the import changed ("ANNA" here
// is "Anna" now: the other laptop's spelling won, or --map chose it), on one line of
// at most width columns (the terminal's): as many as fit, then how many more (at least
// the first).
func respelledLine(p *i18n.Printer, list []history.Respelling, width int) string {
	items := make([]string, len(list))
	for i, r := range list {
		items[i] = p.Sprintf("%s → %s", r.From, r.To)
	}
	return fittedLine(items, width, func(named string, more int) string {
		if more == 0 {
			return p.Sprintf("  player names changed here: %s.", named)
		}
		return p.Sprintf("  player names changed here: %s and %d more.", named, more)
	})
}

// joinedLine names the players here the import joined into another (the other laptop
// made them one: their plays show under the kept name now), on one line as
// respelledLine's.
func joinedLine(p *i18n.Printer, list []history.Joining, width int) string {
	items := make([]string, len(list))
	for i, j := range list {
		items[i] = p.Sprintf("%s into %s", j.From, j.Into)
	}
	return fittedLine(items, width, func(named string, more int) string {
		if more == 0 {
			return p.Sprintf("  players joined here: %s.", named)
		}
		return p.Sprintf("  players joined here: %s and %d more.", named, more)
	})
}

// fittedLine is line naming as many of items as fit width columns, and how many more
// it leaves out; at least the first is named, however long. No items: no line.
func fittedLine(items []string, width int, line func(named string, more int) string) string {
	if len(items) == 0 {
		return ""
	}
	of := func(n int) string { return line(strings.Join(items[:n], ", "), len(items)-n) }
	n := len(items)
	for n > 1 && displayWidth(of(n)) > width {
		n--
	}
	return of(n)
}

// forkSide is one side's event where two logs part.
func forkSide(p *i18n.Printer, e *history.ForkEvent) string {
	switch {
	case e == nil:
		return p.Sprintf("none (the log ends before it)")
	case e.Undone:
		return p.Sprintf("%s (taken back)", e.Action)
	}
	return e.Action
}

// shortUUID is the first part of a session UUID, enough for --keep to name it.
func shortUUID(uuid string) string {
	if i := strings.IndexByte(uuid, '-'); i >= history.MinKeepPrefix {
		return uuid[:i]
	}
	return uuid
}

// quoteShellArg is a path as it would be typed back in a shell.
func quoteShellArg(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/-+=:,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
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
	rep, err := store.ImportBGStats(f.ctx(), file, f.bgstatsGames(), time.Local, history.ImportOptions{Map: mapping, At: f.Now()})
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
	// The path on a line of its own, so the counts fit 80 columns in either language.
	f.P.Fprintf(f.Out, "Imported %s:\n", path)
	f.P.Fprintf(f.Out, "  plays: %d added, %d already here, %d skipped (deleted here);\n",
		rep.PlaysAdded, rep.PlaysUnchanged, rep.PlaysSkipped)
	if rep.PlaysRedated > 0 {
		// Plays an older talon dated by their end (hist-trial2 F36), repaired.
		f.P.Fprintf(f.Out, "  %d of the plays already here dated by their playDate now (an older talon dated them by their end);\n", rep.PlaysRedated)
	}
	f.P.Fprintf(f.Out, "  %d players added.\n", rep.PlayersAdded)
	others := make([]string, 0, len(rep.OtherGames))
	for name, n := range rep.OtherGames {
		// the count stays with the name's last word when the line is broken
		item := f.P.Sprintf("%s (%d)", name, n)
		if i := strings.LastIndex(item, " ("); i >= 0 {
			item = item[:i] + "\u00a0" + item[i+1:]
		}
		others = append(others, item)
	}
	slices.Sort(others)
	if len(others) > 0 {
		// one line broken to the terminal's width: a file may have dozens of other games
		f.printWrapped(f.P.Sprintf("Left out, games talon does not keep: %s.\n", strings.Join(others, ", ")))
	}
	// Games named as one of talon's, left out for their BoardGameGeek id: why, and the
	// rule (a Catan expansion filed as "Catan" is not Catan).
	for _, o := range rep.OtherIDs {
		f.P.Fprintf(f.Out, "  %s (BGG %s): in talon, that name is BGG %s\n", o.Name, strconv.Itoa(o.BGGID), strconv.Itoa(o.GameBGGID))
	}
	if len(rep.OtherIDs) > 0 {
		f.P.Fprintln(f.Out, "  (a game with a BGG id is matched by the id, not by its name)")
	}
	for _, p := range rep.NotesCut {
		f.P.Fprintf(f.Out, "Notes cut to %d characters: %s.\n", names.MaxTextRunes, p)
	}
	return nil
}

// importLong is `talon history import --help`'s text.
const importLong = `import merges a file written by ` + "`" + `talon history export` + "`" + ` (on another machine, say)
into this history, in one go: a file talon cannot read changes nothing, and
neither does one with a move that does not replay. FILE - reads standard input.
Importing the same file twice changes nothing; two histories that import each
other's files end up alike.

Sessions are matched by their UUID: a session either side went on with keeps the
longer log (moves a side took back with undo do not count). One both sides went
on with differently is a conflict: it is reported and left as it is on both
sides, and import exits with status 1. Settle it by naming the side to keep:
  talon history import FILE --keep theirs SESSION   # the file's version, whole
  talon history import FILE --keep ours SESSION     # this history's version
SESSION is the session's UUID or its first characters (at least 4); after
--keep ours, import this history's export on the other side with --keep theirs.

Sessions deleted on the other side are deleted here. Players are matched by
UUID, then by name ignoring case and accents; --map "Anna=Ann" says that Anna
and Ann are one person, called Ann, whichever name the file has and whichever
this history has (talon remembers it for later imports; give the same --map on
the other machine).

A BG Stats export file is read as one (talon tells it by its lists;
--format bgstats or --format talon forces either): plays of the five games
become finished sessions with their results (other games are counted and left
out); importing it again changes nothing. A play talon wrote to BG Stats and
read back keeps its session's UUID: merged with a talon history that has the
session itself, that history's record (with its moves) replaces the copy. A file
with a bad play (a control character in a name, a player or game the file does
not list, a date that is not one, one uuid twice, a value of the wrong kind, a
play over 1 MiB) is refused whole, naming the play; notes longer than 200
characters are cut, and the summary says so.`
