package main

import (
	"context"
	"encoding/json"
	"strconv"
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
	filter history.SessionFilter
}

func newSessionsCmd(f *Factory) *cobra.Command {
	var o sessionsOptions
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: f.P.Sprintf("List sessions, newest first"),
		Long:  f.P.Sprintf(sessionsLong),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return f.runSessions(cmd.Context(), o) },
	}
	addJSONFlag(cmd, &o.asJSON)
	cmd.Flags().StringVar(&o.filter.Status, "status", "", f.P.Sprintf("only sessions with this status: active, finished, abandoned"))
	cmd.Flags().StringVar(&o.filter.Game, "game", "", f.P.Sprintf("only sessions of this game"))
	cmd.Flags().IntVar(&o.filter.Limit, "limit", 50, f.P.Sprintf("at most this many (default %s)", "50"))
	cmd.Flags().Lookup("limit").DefValue = "0" // the default is in the text, in the table's language
	return cmd
}

// sessionsLong is `talon sessions --help`'s description.
const sessionsLong = "List sessions, newest first: the latest 50, or as many as --limit says (0: every one).\n" +
	"Rows are printed as they are read, 1000 to a table: a longer list is several tables,\n" +
	"each with its header. --json prints one array."

// runSessions lists the sessions the filter keeps, newest first.
func (f *Factory) runSessions(ctx context.Context, o sessionsOptions) error {
	o.filter.Status = statusTyped(o.filter.Status)
	switch companion.Status(o.filter.Status) {
	case "", companion.Active, companion.Finished, companion.Abandoned:
	default:
		return usagef("--status %s: a session is active, finished or abandoned", names.Visible(o.filter.Status))
	}
	if o.filter.Limit < 0 {
		return usagef("--limit cannot be negative (0 lists every session), got %s", strconv.Itoa(o.filter.Limit))
	}
	store, err := f.Store()
	if err != nil {
		return err
	}
	o.filter.Brief = !o.asJSON // the table shows no UUID, seed, setup, options, colour or end
	// The list is read on a goroutine of its own while this one prints it: a long
	// history's list costs as much to print as to read. A summary is not changed once read.
	each := readAhead(func(fn func(history.SessionSummary) error) error { return store.EachSession(ctx, o.filter, fn) })
	if o.asJSON {
		return writeJSONStream(f.Out, func(emit func(sessionJSON) error) error {
			return each(func(s history.SessionSummary) error {
				return emit(sessionJSON{Session: s.Session, Events: s.Events, LastAt: s.LastAt, Players: s.Names})
			})
		}, (&sessionJSONWriter{}).append)
	}
	// The rows are printed as they are read, sessionsPerTable to a table: a table sizes its
	// columns to every row it holds, so a list of every session in a long history is
	// printed as several tables, each with its header, instead of being held whole.
	tables := newSessionsTable(f)
	statuses := statusWords{p: f.P}
	order := newTableOrder(f.P, f.Games)
	games := map[string]string{} // each game's name, looked up once
	listed := false
	err = each(func(s history.SessionSummary) error {
		game, ok := games[s.Session.Game]
		if !ok {
			game = order.game(s.Session.Game)
			games[s.Session.Game] = game
		}
		listed = true
		tables.add(sessionLine{id: s.Session.ID, game: game, players: s.Names,
			status: statuses.word(s.Session.Status), events: s.Events}, s.Session.Started.Local(), s.LastAt.Local())
		return nil
	})
	if err != nil {
		return err
	}
	tables.flush()
	if !listed {
		f.newSessionsTable().Render()
	}
	return nil
}

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
