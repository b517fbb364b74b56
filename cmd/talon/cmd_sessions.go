package main

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion"
	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// sessionsOptions are `talon sessions`'s flags.
type sessionsOptions struct {
	asJSON bool
	filter history.SessionFilter // its page is set from pageFlags
	pageFlags
}

func newSessionsCmd(f *Factory) *cobra.Command {
	var o sessionsOptions
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: f.P.Sprintf("List sessions, newest first"),
		Long:  f.P.Sprintf(sessionsLong),
		Args:  exactArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.given(cmd)
			return f.runSessions(cmd.Context(), o)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.filter.Status, "status", "", f.P.Sprintf("only sessions with this status: active, finished, abandoned"))
	cmd.Flags().StringVar(&o.filter.Game, "game", "", f.P.Sprintf("only sessions of this game"))
	cmd.Flags().IntVar(&o.limit, "limit", defaultPage, f.P.Sprintf("sessions per page (0: all)"))
	cmd.Flags().IntVar(&o.offset, "offset", 0, f.P.Sprintf("skip this many of the newest sessions"))
	cmd.Flags().IntVar(&o.page, "page", 0, f.P.Sprintf("show this page (1 is the newest --limit sessions)"))
	return cmd
}

// sessionsLong is `talon sessions --help`'s description.
const sessionsLong = `sessions lists sessions, newest first, 20 to a page (fewer on a terminal too
short for 20): --page 2 shows the next page, --offset skips any number, --limit
sets the page size (0: every session). A page that is not the last says how to
see the next. A long list is printed as it is read, 1000 rows to a table, each
with its header; --json prints one array (20 sessions unless --limit says).`

// runSessions lists the sessions the filter keeps, newest first, a page at a time.
func (f *Factory) runSessions(ctx context.Context, o sessionsOptions) error {
	o.filter.Status = statusTyped(o.filter.Status)
	switch companion.Status(o.filter.Status) {
	case "", companion.Active, companion.Finished, companion.Abandoned:
	default:
		return usagef("--status %s: a session is active, finished or abandoned", names.Visible(o.filter.Status))
	}
	if !o.limitGiven && !o.asJSON {
		o.limit = pageFor(f.height()) // the header stays on the screen (80x24)
	}
	if err := o.check(true); err != nil {
		return err
	}
	o.filter.Limit, o.filter.Offset = o.limit, o.start()
	store, err := f.Store()
	if err != nil {
		return err
	}
	o.filter.Brief = !o.asJSON // the table shows no UUID, seed, setup, options, colour or end
	if o.asJSON {
		each := readAhead(func(fn func(history.SessionSummary) error) error { return store.EachSession(ctx, o.filter, fn) })
		return writeJSONStream(f.Out, func(emit func(sessionJSON) error) error {
			return each(func(s history.SessionSummary) error {
				return emit(sessionJSON{Session: s.Session, Events: s.Events, LastAt: s.LastAt, Players: s.Names})
			})
		}, (&sessionJSONWriter{}).append)
	}
	// One session more than the page says whether a next page exists, without counting
	// every session.
	page, read := o.filter, 0
	if page.Limit > 0 {
		page.Limit++
	}
	// The list is read on a goroutine of its own while this one prints it: a long
	// history's list costs as much to print as to read. A summary is not changed once read.
	each := readAhead(func(fn func(history.SessionSummary) error) error { return store.EachSession(ctx, page, fn) })
	// The rows are printed as they are read, sessionsPerTable to a table: a table sizes its
	// columns to every row it holds, so a list of every session in a long history is
	// printed as several tables, each with its header, instead of being held whole. A
	// page fitted to the terminal is held, and leaves out the rows that do not fit.
	tables := newSessionsTable(f)
	tables.hold = !o.limitGiven && f.height() > 0
	statuses := statusWords{p: f.P}
	order := newTableOrder(f.P, f.Games)
	games := map[string]string{} // each game's name, looked up once
	more := false
	err = each(func(s history.SessionSummary) error {
		if o.limit > 0 && read == o.limit {
			more = true // the session after the page
			return nil
		}
		read++
		game, ok := games[s.Session.Game]
		if !ok {
			game = order.game(s.Session.Game)
			games[s.Session.Game] = game
		}
		tables.add(sessionLine{id: s.Session.ID, game: game, players: s.Names,
			status: statuses.word(s.Session.Status), events: s.Events}, s.Session.Started.Local(), s.LastAt.Local())
		return nil
	})
	if err != nil {
		return err
	}
	switch {
	case read == 0 && o.filter.Offset > 0:
		return f.sessionsPastTheEnd(ctx, store, o)
	case read == 0:
		f.newSessionsTable().Render()
		return nil
	}
	rows := read
	if tables.hold {
		// A terminal too short for minPage rows shows them anyway; on any other, rows
		// that wrap are left out, one at the least, until the header stays on the screen.
		floor := 1
		if f.height()-pageLines < minPage {
			floor = minPage
		}
		rows = tables.fitted(f.height()-(pageLines-4), floor) // the paging line and the prompt under it
	} else {
		tables.flush()
	}
	if rows < read { // fitted to the terminal: the next page begins after the rows shown
		f.moreRows(true, o.filter.Offset, rows, 0, moreSessionsByOffset, moreSessionsByPage)
	} else if more {
		f.moreRows(o.offset > 0 || o.fitted(), o.filter.Offset, rows, max(o.page, 1)+1, moreSessionsByOffset, moreSessionsByPage)
	}
	return nil
}

// sessionsPastTheEnd says that a page (or offset) lies past the last session the
// filter keeps, and how many pages there are.
func (f *Factory) sessionsPastTheEnd(ctx context.Context, store *history.Store, o sessionsOptions) error {
	total, err := store.CountSessions(ctx, o.filter)
	if err != nil {
		return err
	}
	if total == 0 {
		f.newSessionsTable().Render()
		return nil
	}
	f.pastTheLast(o.pageFlags, total, sessionsPageEmpty, sessionsOffsetPastEnd)
	return nil
}

// The lines under a page of sessions that is not the last, and past the last.
const (
	moreSessionsByPage    = "Sessions %s; more follow: --page %s shows the next.\n"
	moreSessionsByOffset  = "Sessions %s; more follow: --offset %s shows the next.\n"
	sessionsPageEmpty     = "Page %s is empty: the last is page %s (%d sessions, %d a page).\n"
	sessionsOffsetPastEnd = "--offset %s skips every session: %d sessions in all.\n"
)

// sessionsPerTable is how many sessions `talon sessions` prints in one table.
var sessionsPerTable = 1000 // a variable so a test can page a short list

// newSessionsTable is an empty table of sessions with its header.
func (f *Factory) newSessionsTable() *fitTable { return f.newTable("", f.sessionsHeader()...) }

// sessionsHeader is the header of the table of sessions.
func (f *Factory) sessionsHeader() []any {
	p := f.P
	return []any{p.Sprintf("ID"), p.Sprintf("Game"), p.Sprintf("Players"), p.Sprintf("Status"),
		p.Sprintf("Started"), p.Sprintf("Events"), p.Sprintf("Last action")}
}

// sessionJSON is one session in `talon sessions --json`.
type sessionJSON struct {
	Session companion.Session `json:"session"`
	Events  int               `json:"events"`  // live (not undone) events
	LastAt  time.Time         `json:"last_at"` // the most recent activity
	// Players are the names the players go by in the history, in seat order: the
	// session's config has them as typed at the table.
	Players playersJSON `json:"players"`
}

// playersJSON is the players of `talon sessions --json`, [{name}] (never null).
type playersJSON []string

func (ps playersJSON) MarshalJSON() ([]byte, error) {
	type player struct {
		Name string `json:"name"`
	}
	out := make([]player, len(ps))
	for i, name := range ps {
		out[i].Name = name
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads [{name}] back (tests read status --json whole).
func (ps *playersJSON) UnmarshalJSON(b []byte) error {
	var in []struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*ps = make(playersJSON, len(in))
	for i, p := range in {
		(*ps)[i] = p.Name
	}
	return nil
}

// statusText is a session's status in the table's language (the JSON and --status
// keep the English word).
func statusText(p *i18n.Printer, s companion.Status) string { return statusKey(s).Local(p) }

// statusTyped is the status a --status value means: its English id, or the word the
// sessions list shows for it in any language ("lezárt"), ignoring case; anything else
// is returned as typed, for its refusal.
func statusTyped(typed string) string {
	word := strings.ToLower(strings.TrimSpace(typed))
	for _, st := range []companion.Status{companion.Active, companion.Finished, companion.Abandoned} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Hungarian, i18n.German} {
			if word == string(st) || word == strings.ToLower(statusText(i18n.NewPrinter(lang), st)) {
				return string(st)
			}
		}
	}
	return typed
}

// statusKey is a session's status as a message argument: the word in the table's
// language where it is printed.
func statusKey(s companion.Status) i18n.Message {
	switch s {
	case companion.Active:
		return i18n.M("active")
	case companion.Finished:
		return i18n.M("finished")
	case companion.Abandoned:
		return i18n.M("abandoned")
	}
	return i18n.M("%s", string(s))
}
