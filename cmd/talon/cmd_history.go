package main

import (
	"context"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// historyOptions are `talon history`'s flags.
type historyOptions struct {
	plays  playFilterFlags
	asJSON bool
	pageFlags
}

// defaultPage is the page size of a table when --limit is not given and the terminal's
// height is not known (piped output) or can hold it.
const defaultPage = 20

// pageLines are the lines a page of the table takes beside its rows: the borders and
// the header (4), the line saying that more plays follow, and the shell's prompt.
const pageLines = 6

// pageFor is the default page size on a terminal of h lines: 20, or as many one-line
// rows as fit when fewer do, at least minPage (historyTable then leaves out the rows
// that do not fit when some wrap).
func pageFor(h int) int {
	if h <= 0 {
		return defaultPage
	}
	return max(minPage, min(defaultPage, h-pageLines))
}

// minPage is the fewest rows a page fitted to the terminal holds.
const minPage = 5

// maxTablePage bounds a table page; JSON streams any number of plays.
const maxTablePage = 1000

func newHistoryCmd(f *Factory) *cobra.Command {
	var o historyOptions
	cmd := &cobra.Command{
		Use:   "history",
		Short: f.P.Sprintf("Finished games, newest first, a page at a time: date, game, players, winner, scores"),
		Long:  f.P.Sprintf(historyLong),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.given(cmd)
			return runHistory(f, o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	o.plays.add(cmd, f.P)
	addReadClubFlag(f, cmd, &o.plays.club)
	cmd.Flags().IntVar(&o.limit, "limit", defaultPage, f.P.Sprintf("plays per page (0: all; a table holds up to 1,000)"))
	cmd.Flags().IntVar(&o.offset, "offset", 0, f.P.Sprintf("skip this many of the newest plays"))
	cmd.Flags().IntVar(&o.page, "page", 0, f.P.Sprintf("show this page (1 is the newest --limit plays)"))
	cmd.AddCommand(newHistoryShowCmd(f), newHistoryDeleteCmd(f), newHistoryExportCmd(f), newHistoryImportCmd(f), newHistoryEditCmd(f),
		newHistoryCheckCmd(f), newHistoryBackupCmd(f), newHistoryPlayersCmd(f))
	return cmd
}

func runHistory(f *Factory, o historyOptions) error {
	plays, err := o.plays.filter(f)
	if err != nil {
		return err
	}
	if !o.limitGiven && !o.asJSON {
		o.limit = pageFor(f.height()) // the header stays on the screen (80x24)
	}
	if err := o.check(false); err != nil {
		return err
	}
	filter := history.HistoryFilter{PlayFilter: plays, Limit: o.limit, Offset: o.start()}
	switch {
	case !o.asJSON && o.limit > maxTablePage:
		return usagef("a table shows at most %d plays; use --json or `talon history export --format csv` for more", maxTablePage)
	case !o.asJSON && o.limit == 0:
		filter.Limit = maxTablePage + 1 // every play, as long as they fit one table
	}
	store, err := f.playsReader(o.plays.club)
	if err != nil {
		return err
	}
	if err := o.plays.unknownPlayer(f, store); err != nil {
		return err
	}
	if o.asJSON {
		return writeJSONStream(f.Out, func(emit func([]byte) error) error {
			return eachPlayedJSON(f.ctx(), store, filter, emit)
		}, appendLine)
	}
	// One play more than the page says whether a next page exists, without counting
	// every play (a count of 100,000 plays costs more than the page).
	page := filter.Limit
	if o.limit > 0 {
		filter.Limit = page + 1
	}
	pr := f.P
	order := newTableOrder(pr, f.Games)
	var (
		cells   [][]any
		notHere []bool // a play of the club's with no number here
		more    bool
	)
	err = store.EachPlayed(f.ctx(), filter, func(p history.Played) error {
		if o.limit > 0 && len(cells) == page {
			more = true // the play after the page
			return nil
		}
		if len(cells) == maxTablePage { // --limit 0: every play, but there are more than a table's
			return usagef(tooManyPlays, maxTablePage, maxTablePage)
		}
		notHere = append(notHere, p.SessionID == 0)
		var winners, scores []string
		for _, r := range p.Players {
			if r.Winner {
				winners = append(winners, r.Name)
			}
			scores = append(scores, pr.Sprintf("%s %d", r.Name, r.Score))
		}
		cells = append(cells, []any{playNumber(p), pr.Date(p.Date.Local()), order.game(p.Game), andParts(pr, winners), listParts(scores)})
		return nil
	})
	if err != nil {
		return err
	}
	if len(cells) == 0 && filter.Offset == 0 {
		f.say("", "", o.plays.nothing(f.P)) // wrapped: the Hungarian is 121 columns
		return nil
	}
	if len(cells) == 0 {
		return f.pastTheEnd(store, o, filter)
	}
	shown, rows := f.historyTable(cells, !o.limitGiven)
	io.WriteString(f.Out, shown)
	if rows < len(cells) { // fitted to the terminal: the next page begins after the rows shown
		f.moreRows(true, filter.Offset, rows, 0, moreByOffset, moreByPage)
	} else if more {
		// A page fitted to the terminal holds fewer plays than a page piped or given by
		// --limit: its next page is named by offset, which means the same plays to both
		// (a `--page 2` read off an 80x24 screen skipped two plays once piped).
		f.moreRows(o.offset > 0 || o.fitted(), filter.Offset, rows, max(o.page, 1)+1, moreByOffset, moreByPage)
	}
	if slices.Contains(notHere[:rows], true) {
		f.P.Fprintln(f.Out, notSyncedNote)
	}
	if note := o.plays.lookAlikeNote(f, store); note != "" {
		io.WriteString(f.Out, wrapText(note, "", helpWidth(f)))
	}
	return nil
}

// historyTable renders the plays' rows. fit (a table on a terminal, no --limit given)
// leaves out rows from the end while the table is taller than the terminal leaves room
// for (a row whose scores wrap takes two lines or more), so that its header stays on
// the screen; it returns the table and how many rows it holds.
func (f *Factory) historyTable(cells [][]any, fit bool) (string, int) {
	pr := f.P
	room := f.height() - (pageLines - 4) // the paging line and the prompt under the table
	return fitRows(len(cells), minPage, room, fit && f.height() > 0, func(n int) string {
		t := f.newTable("", pr.Sprintf("ID"), pr.Sprintf("Date"), pr.Sprintf("Game"), pr.Sprintf("Winner"), pr.Sprintf("Scores"))
		t.KeepWhole(2) // the date: the scores wrap first
		t.SetOutputMirror(nil)
		for _, row := range cells[:n] {
			t.AppendRow(row)
		}
		return t.Render() + "\n"
	})
}

// pastTheEnd says that a page (or offset) lies past the last play, and how many pages
// there are: "Page 9 is empty: the last is page 3 (5 plays, 2 a page)."
func (f *Factory) pastTheEnd(store playsReader, o historyOptions, filter history.HistoryFilter) error {
	g, err := store.GroupStats(f.ctx(), filter.PlayFilter, time.Local, false)
	if err != nil {
		return err
	}
	total := g.Summary.Plays
	if total == 0 {
		f.say("", "", o.plays.nothing(f.P)) // wrapped: the Hungarian is 121 columns
		return nil
	}
	f.pastTheLast(o.pageFlags, total, pageEmpty, offsetPastEnd)
	return nil
}

// andList joins names as a sentence does: "Ann", "Ann and Ben", "Ann, Ben and Cy".
func andList(p *i18n.Printer, list []string) string {
	if len(list) < 2 {
		return strings.Join(list, "")
	}
	return p.Sprintf("%s and %s", strings.Join(list[:len(list)-1], ", "), list[len(list)-1])
}

// storedSession opens the store and reads the session numbered arg.
func (f *Factory) storedSession(arg string) (*history.Store, companion.Session, error) {
	id, err := strconv.ParseInt(arg, 10, 64)
	if err != nil || id < 1 {
		return nil, companion.Session{}, usagef("%q is not a session number (see `talon history`)", arg)
	}
	store, err := f.Store()
	if err != nil {
		return nil, companion.Session{}, err
	}
	s, err := store.Session(f.ctx(), id)
	if err != nil {
		return nil, companion.Session{}, notFound(err, id)
	}
	return store, s, nil
}

// historyShowOptions are `talon history show`'s flags and argument.
type historyShowOptions struct {
	asJSON  bool
	session string
}

func newHistoryShowCmd(f *Factory) *cobra.Command {
	var o historyShowOptions
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: f.P.Sprintf("A finished game's full score breakdown"),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if o.session, err = pickSession(firstArg(args), o.session); err != nil {
				return err
			}
			if o.session == "" {
				return usagef("history show needs a session ID (see `talon history`)")
			}
			return f.runHistoryShow(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	// Not addSessionFlag: show has no default session (it shows finished plays only).
	cmd.Flags().StringVar(&o.session, "session", "", f.P.Sprintf("a finished session's ID, the same as giving the bare ID"))
	return cmd
}

func (f *Factory) runHistoryShow(ctx context.Context, o historyShowOptions) error {
	store, s, err := f.storedSession(o.session)
	if err != nil {
		return err
	}
	if s.Status != companion.Finished {
		id := strconv.FormatInt(s.ID, 10)
		return usagef("session %s is %s, not finished: see `talon status --session %s`", id, s.Status, id)
	}
	r, err := store.Result(ctx, s.ID) // the players as the history knows them
	if err != nil {
		return notFound(err, s.ID)
	}
	seats, err := store.SeatNames(ctx, s.ID)
	if err != nil {
		return notFound(err, s.ID)
	}
	if o.asJSON {
		shown, err := showJSON(ctx, store, s, r, seats)
		if err != nil {
			return err
		}
		return writeJSON(f.Out, shown)
	}
	f.P.Fprintf(f.Out, "Session %s · %s · %s · %s\n", strconv.FormatInt(s.ID, 10), newTableOrder(f.P, f.Games).game(s.Game), statusText(f.P, s.Status), f.P.DateTime(s.Started.Local()))
	f.renderResult(withAllCategories(r))
	if err := f.showExtras(store, s.ID, knownNames(seats)); err != nil {
		return err
	}
	if line := typedLine(f.P, seats); line != "" {
		io.WriteString(f.Out, wrapText(line, "", helpWidth(f)))
	}
	return nil
}

// knownNames is the name each seat's player goes by in the history.
func knownNames(seats []history.SeatName) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

// typedLine says how the table typed the names that the history now spells otherwise
// (respelled by `history players merge`, `import --map` or a merge with another
// history): "Typed at the table: ANNA (Anna), benny (Ben)". "" when every name reads
// as typed.
func typedLine(p *i18n.Printer, seats []history.SeatName) string {
	var differ []string
	for _, s := range seats {
		if s.Typed != "" && s.Typed != s.Name {
			differ = append(differ, p.Sprintf("%s (%s)", s.Typed, s.Name))
		}
	}
	if len(differ) == 0 {
		return ""
	}
	return p.Sprintf("Typed at the table: %s", strings.Join(differ, ", "))
}

// historyDeleteOptions are `talon history delete`'s flags and argument.
type historyDeleteOptions struct {
	yes     bool
	session string
}

func newHistoryDeleteCmd(f *Factory) *cobra.Command {
	var o historyDeleteOptions
	cmd := &cobra.Command{
		Use:   "delete ID",
		Short: f.P.Sprintf("Delete a session and everything recorded with it (asks first)"),
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.session = args[0]
			return f.runHistoryDelete(cmd.Context(), o)
		},
	}
	cmd.Flags().BoolVarP(&o.yes, "yes", "y", false, f.P.Sprintf("do not ask for confirmation"))
	return cmd
}

func (f *Factory) runHistoryDelete(ctx context.Context, o historyDeleteOptions) error {
	store, s, err := f.storedSession(o.session)
	if err != nil {
		return err
	}
	id := strconv.FormatInt(s.ID, 10)
	if !o.yes {
		if !f.Interactive() {
			return usagef("deleting session %s needs --yes when talon cannot ask", id)
		}
		seats, err := store.SeatNames(ctx, s.ID) // the players as the history knows them
		if err != nil {
			return notFound(err, s.ID)
		}
		ok, err := f.Prompter.Confirm(f.P.Sprintf("Delete session %s (%s, %s, %s) for good", id, newTableOrder(f.P, f.Games).game(s.Game),
			strings.Join(knownNames(seats), ", "), f.P.Date(s.Started.Local())))
		if err != nil || !ok {
			f.P.Fprintln(f.Out, "Nothing deleted.")
			return nil
		}
	}
	if err := store.Delete(ctx, s.ID, f.Now()); err != nil {
		return notFound(err, s.ID)
	}
	f.P.Fprintf(f.Out, "Session %s deleted.\n", id)
	return nil
}

// historyLong is `talon history --help`'s text.
const historyLong = `history lists finished games, newest first, 20 to a page (fewer on a terminal
too short for 20): --page 2 shows the next page, --offset skips any number,
--limit sets the page size (0: every play; a table holds up to 1,000, --json
any number). A page that is not the last says how to see the next.`
