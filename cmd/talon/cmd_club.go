package main

import (
	"context"
	"errors"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// clubFromSettings is --club given without a value: the club TALON_CLUB or the
// settings file names.
const clubFromSettings = "settings"

// addClubFlag adds --club URL to a club command; without it the club is the one
// TALON_CLUB or the settings file names.
func addClubFlag(f *Factory, cmd *cobra.Command, target *string) {
	cmd.Flags().StringVar(target, "club", "", f.P.Sprintf("the club's URL (default $TALON_CLUB or the settings file)"))
}

// addReadClubFlag adds --club to history and stats: alone it reads the club TALON_CLUB
// or the settings file names, --club=URL another one.
func addReadClubFlag(f *Factory, cmd *cobra.Command, target *string) {
	cmd.Flags().StringVar(target, "club", "", f.P.Sprintf("read the club's plays (--club=URL: another)"))
	cmd.Flags().Lookup("club").NoOptDefVal = clubFromSettings
}

// clubURL picks the club: --club URL, then $TALON_CLUB, then `club = postgres://…`
// in the settings file. The password belongs in the URL's environment variable or in
// ~/.pgpass, never in the history.
func (f *Factory) clubURL(flag string) (string, error) {
	if flag != "" && flag != clubFromSettings {
		return flag, nil
	}
	if url := f.Getenv("TALON_CLUB"); url != "" {
		return url, nil
	}
	cfg, err := f.loadConfig()
	if err != nil {
		return "", err
	}
	if cfg.club != "" {
		return cfg.club, nil
	}
	return "", usagef("no club named: give --club postgres://…, set TALON_CLUB, or write club = postgres://… in %s", f.configPath())
}

// openClub connects to the club (once per command) and checks it is a talon club
// this talon can use, before anything local is opened.
func (f *Factory) openClub(flag string) (*history.Club, error) {
	if f.club != nil {
		return f.club, nil
	}
	url, err := f.clubURL(flag)
	if err != nil {
		return nil, err
	}
	c, err := history.OpenClub(f.ctx(), url)
	if err != nil {
		return nil, err
	}
	f.club = c
	return c, nil
}

// playsReader is where history and stats read plays: the local history, or with
// --club the club's.
type playsReader interface {
	EachPlayed(ctx context.Context, f history.HistoryFilter, fn func(history.Played) error) error
	GroupStats(ctx context.Context, f history.PlayFilter, loc *time.Location, ratings bool) (history.GroupStats, error)
	RatingStats(ctx context.Context, f history.PlayFilter, loc *time.Location) (history.GroupStats, error)
}

// With --club, plays are numbered as this laptop's history numbers them (the numbers
// `talon history show` takes), so after a sync the club's history reads as the local
// one; a play not synced here yet has no number here.
func (f *Factory) playsReader(club string) (playsReader, error) {
	if club != "" {
		c, err := f.openClub(club)
		if err != nil {
			return nil, err
		}
		if err := c.Check(f.ctx()); err != nil {
			return nil, err
		}
		store, err := f.Store()
		switch {
		case errors.Is(err, history.ErrNoHistory):
			store = nil // no history on this laptop: no play has a number here
		case err != nil:
			return nil, err
		}
		c.NumberAs(store)
		return c, nil
	}
	return f.Store()
}

// notSyncedMark stands in the ID column of `history --club` for a play this laptop
// does not have yet.
const notSyncedMark = "–"

// playNumber is a play's ID cell: this laptop's number, or notSyncedMark.
func playNumber(p history.Played) any {
	if p.SessionID == 0 {
		return notSyncedMark
	}
	return p.SessionID
}

// notSyncedNote is printed under `history --club` when a play had notSyncedMark (a
// catalog key: messages_hu_club.go).
const notSyncedNote = "– a play of the club's not in this history yet: talon club sync brings it here (with a number)."

type clubOptions struct {
	club   string
	asJSON bool
}

func newClubCmd(f *Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "club",
		Short: f.P.Sprintf("Share the history with a club's PostgreSQL server: init, status, sync"),
		Long:  f.P.Sprintf(clubHelp),
		Example: `  talon club init postgres://talon@club.example.org/talon?sslmode=verify-full
  talon club status
  talon club sync
  talon stats --club`,
	}
	cmd.AddCommand(newClubInitCmd(f), newClubStatusCmd(f), newClubSyncCmd(f))
	return cmd
}

// clubHelp is talon club's long help (a catalog key: messages_hu_club.go).
const clubHelp = `club exchanges this laptop's history with a club's shared history on a
PostgreSQL server, by the rules of history import: sessions by UUID, the longer
log wins, deletions travel, players are matched by UUID then by name. Play goes
on offline in the local file; sync when online. A session travels once it has
ended.

The club is named by --club postgres://user@host/db, else $TALON_CLUB, else a
line club = postgres://… in the settings file ($XDG_CONFIG_HOME/talon/config).
The password comes from the URL, $PGPASSWORD or ~/.pgpass; talon never prints
or stores it. sslmode in the URL is honoured (verify-full checks the server's
certificate and name; give the club's own CA as sslrootcert=FILE).`

// clubInitHelp and clubSyncHelp are the long helps of club init and club sync.
const (
	clubInitHelp = `init creates talon's tables in an empty PostgreSQL database (or migrates an
older talon schema) in one transaction. A database holding other tables, or a
club whose schema is newer than this talon, is refused untouched.`
	clubSyncHelp = `sync merges the club's sessions, deletions and players into this history (one
local transaction), then this laptop's ended sessions, deletions and players
into the club's (one club transaction, taken in turn with other laptops).
Running it twice changes nothing; a sync cut off half-way is completed by the
next one. Sessions both sides changed differently are reported and left alone
on both sides.`
)

func newClubInitCmd(f *Factory) *cobra.Command {
	var o clubOptions
	cmd := &cobra.Command{
		Use:   "init [URL]",
		Short: f.P.Sprintf("Create talon's schema in the club's database, or update it"),
		Long:  f.P.Sprintf(clubInitHelp),
		Args:  maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.club = args[0]
			}
			return runClubInit(f, o)
		},
	}
	addClubFlag(f, cmd, &o.club)
	return cmd
}

func runClubInit(f *Factory, o clubOptions) error {
	c, err := f.openClub(o.club)
	if err != nil {
		return err
	}
	before, err := c.InitClub(f.ctx())
	if err != nil {
		return err
	}
	switch before {
	case 0:
		f.P.Fprintf(f.Out, "Club %s: talon's schema created (version %d).\n", c.Name(), history.ClubSchemaVersion)
	case history.ClubSchemaVersion:
		f.P.Fprintf(f.Out, "Club %s: talon's schema is up to date (version %d).\n", c.Name(), before)
	default:
		f.P.Fprintf(f.Out, "Club %s: talon's schema migrated from version %d to %d.\n", c.Name(), before, history.ClubSchemaVersion)
	}
	return nil
}

func newClubStatusCmd(f *Factory) *cobra.Command {
	var o clubOptions
	cmd := &cobra.Command{
		Use:   "status",
		Short: f.P.Sprintf("What a sync would exchange with the club, changing nothing"),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return runClubStatus(f, o) },
	}
	addClubFlag(f, cmd, &o.club)
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func runClubStatus(f *Factory, o clubOptions) error {
	c, err := f.openClub(o.club)
	if err != nil {
		return err
	}
	if err := c.Check(f.ctx()); err != nil {
		return err
	}
	store, err := f.Store()
	if errors.Is(err, history.ErrNoHistory) {
		store, err = nil, nil // a new laptop: everything is to pull
	}
	if err != nil {
		return err
	}
	plan, err := c.Plan(f.ctx(), store)
	if err != nil {
		return err
	}
	if o.asJSON {
		return writeJSON(f.Out, struct {
			Club string `json:"club"`
			history.ClubPlan
		}{c.Where(), plan})
	}
	sessions, deletions := i18n.M("%d sessions", plan.PullSessions), i18n.M("%d deletions", plan.PullDeleted)
	f.P.Fprintf(f.Out, "Club %s:\n", c.Name())
	f.P.Fprintf(f.Out, "  to pull: %s, %s\n", sessions, deletions)
	sessions, deletions = i18n.M("%d sessions", plan.PushSessions), i18n.M("%d deletions", plan.PushDeleted)
	f.P.Fprintf(f.Out, "  to push: %s, %s, %s\n", sessions, deletions, i18n.M("%d players", plan.PushPlayers))
	if plan.ActiveSessions > 0 {
		f.P.Fprintf(f.Out, "  %d sessions still being played here travel once they end\n", plan.ActiveSessions)
	}
	return nil
}

func newClubSyncCmd(f *Factory) *cobra.Command {
	var o clubOptions
	cmd := &cobra.Command{
		Use:   "sync",
		Short: f.P.Sprintf("Pull the club's plays here and push this laptop's to the club"),
		Long:  f.P.Sprintf(clubSyncHelp),
		Args:  exactArgs(0),
		RunE:  func(cmd *cobra.Command, args []string) error { return runClubSync(f, o) },
	}
	addClubFlag(f, cmd, &o.club)
	addJSONFlag(cmd, &o.asJSON)
	return cmd
}

func runClubSync(f *Factory, o clubOptions) error {
	c, err := f.openClub(o.club)
	if err != nil {
		return err
	}
	if err := c.Check(f.ctx()); err != nil {
		return err // before the local history is opened (or created)
	}
	store, err := f.CreatingStore()
	if err != nil {
		return err
	}
	rep, err := c.Sync(f.ctx(), store)
	if err != nil {
		return err
	}
	if o.asJSON {
		if rep.Conflicts == nil {
			rep.Conflicts = []history.Conflict{}
		}
		if rep.Pulled.Conflicts == nil {
			rep.Pulled.Conflicts = []history.Conflict{}
		}
		return writeJSON(f.Out, rep)
	}
	p := rep.Pulled
	f.P.Fprintf(f.Out, "Synced with club %s.\n", c.Name())
	f.P.Fprintf(f.Out, "  pulled: %d sessions added, %d updated, %d deleted here as there; %s\n",
		p.SessionsAdded, p.SessionsUpdated, p.SessionsDeleted, i18n.M("%d players added", p.PlayersAdded))
	f.P.Fprintf(f.Out, "  pushed: %d sessions added, %d updated, %d deleted there as here\n",
		rep.PushedAdded, rep.PushedUpdate, rep.PushedGone)
	for _, x := range rep.Conflicts {
		f.P.Fprintf(f.Out, "Conflict, left as it is on both sides: %s session %s: %s.\n", x.Game, x.UUID, x.Reason)
	}
	return nil
}
