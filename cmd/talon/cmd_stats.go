package main

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/history"
)

// statsViews are the views `talon stats` prints, in the order `all` prints them.
var statsViews = []string{"players", "head-to-head", "seats", "ratings", "scores", "summary"}

// statsOptions are `talon stats`'s flags.
type statsOptions struct {
	plays  playFilterFlags
	asJSON bool
	svg    string
	// pageFlags page the players view by player and the ratings view by row
	// (stats_page.go); --limit 0, the default, is every one, or as many as fit a terminal.
	pageFlags
}

func newStatsCmd(f *Factory) *cobra.Command {
	var o statsOptions
	cmd := &cobra.Command{
		Use:   "stats [VIEW]",
		Short: f.P.Sprintf("What the group argues about: records, head to head, seats, ratings, scores, summary"),
		Long:  f.P.Sprintf(statsLong),
		Example: `  talon stats
  talon stats seats --game catan
  talon stats ratings --player Ann --since 2026-01-01
  talon stats scores --game genoa --svg genoa.svg`,
		Args: maxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			view := "players"
			if len(args) == 1 {
				view = args[0]
			}
			o.given(cmd)
			return runStats(f, o, view)
		},
	}
	addJSONFlag(cmd, &o.asJSON)
	o.plays.add(cmd, f.P)
	addReadClubFlag(f, cmd, &o.plays.club)
	cmd.Flags().StringVar(&o.svg, "svg", "", f.P.Sprintf(statsSVGUsage))
	cmd.Flags().IntVar(&o.limit, "limit", 0, f.P.Sprintf("players (ratings view: rows) per page (0: all, or as many as fit the terminal)"))
	cmd.Flags().IntVar(&o.offset, "offset", 0, f.P.Sprintf("skip this many players (ratings view: rows)"))
	cmd.Flags().IntVar(&o.page, "page", 0, f.P.Sprintf("show this page (1 is the first --limit players or ratings)"))
	return cmd
}

func runStats(f *Factory, o statsOptions, view string) error {
	if view != "all" && !slices.Contains(statsViews, view) {
		return usagef("unknown stats view %q (known: %s, all)", view, strings.Join(statsViews, ", "))
	}
	if err := o.checkPage(view); err != nil {
		return err
	}
	filter, err := o.plays.filter(f)
	if err != nil {
		return err
	}
	store, err := f.playsReader(o.plays.club)
	if err != nil {
		return err
	}
	if err := o.plays.unknownPlayer(f, store); err != nil {
		return err
	}
	var g history.GroupStats
	if view == "ratings" && o.svg == "" { // the ratings alone: a window's fold counts nothing else
		g, err = store.RatingStats(f.ctx(), filter, time.Local)
	} else {
		g, err = store.GroupStats(f.ctx(), filter, time.Local, view == "ratings" || view == "all")
	}
	if err != nil {
		return err
	}
	if o.svg != "" && len(g.Scores) > 0 { // no chart of nothing: the line below says there are no plays
		order := newTableOrder(f.P, f.Games)
		if err := writeFileAtomically(o.svg, func(w io.Writer) error { return writeScoresSVG(w, f.P, order, g.Scores) }); err != nil {
			return err
		}
	}
	if o.asJSON {
		if view == "all" {
			return writeJSON(f.Out, g)
		}
		return writeJSON(f.Out, statsView(g, view))
	}
	if g.Summary.Plays == 0 {
		f.say("", "", o.plays.nothing(f.P)) // wrapped: the Hungarian is 121 columns
		return nil
	}
	views := []string{view}
	if view == "all" {
		views = statsViews
	}
	out := &lineCounter{w: f.Out}
	f.Out = out
	if statsPaged(view) {
		f.renderStatsPage(g, view, o)
	} else {
		for _, v := range views {
			f.renderStatsView(g, v)
		}
	}
	f.Out = out.w
	if h := f.height(); h > 0 && !statsPaged(view) && out.lines > h && o.plays.game == "" && o.plays.player == "" {
		// the top scrolled away (hist-trial2 F11): say how to see less
		f.say("", "  ", f.P.Sprintf("More than fits the screen: --game, --player or --since narrows it."))
	}
	if o.svg != "" {
		f.P.Fprintf(f.Out, "Score chart written to %s.\n", o.svg)
	}
	if note := o.plays.lookAlikeNote(f, store); note != "" {
		io.WriteString(f.Out, wrapText(note, "", helpWidth(f)))
	}
	return nil
}

// lineCounter counts the lines written through it.
type lineCounter struct {
	w     io.Writer
	lines int
}

func (c *lineCounter) Write(b []byte) (int, error) {
	c.lines += bytes.Count(b, []byte("\n"))
	return c.w.Write(b)
}

// statsView is the part of the statistics one view shows, for --json.
func statsView(g history.GroupStats, view string) any {
	switch view {
	case "head-to-head":
		return nonNil(g.HeadToHead)
	case "seats":
		return nonNil(g.Seats)
	case "ratings":
		return struct {
			Ratings []history.Rating     `json:"ratings"`
			Changes []history.RatingMove `json:"changes"`
		}{nonNil(g.Ratings), nonNil(g.Changes)}
	case "scores":
		return nonNil(g.Scores)
	case "summary":
		return g.Summary
	}
	return nonNil(g.Players)
}

func nonNil[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}

func (f *Factory) renderStatsView(g history.GroupStats, view string) {
	p := f.P
	order := newTableOrder(p, f.Games)
	switch view {
	case "players":
		f.renderPlayers(order, g.Players)
	case "head-to-head":
		// Each player's count beside their name, as a match result reads ("Ánna 3 Béla 0"):
		// a name never parts from its count, and the names are not printed twice.
		t := f.newTable(p.Sprintf("Head to head"), p.Sprintf("Player"), p.Sprintf("Ahead"), p.Sprintf("Player"),
			p.Sprintf("Ahead"), p.Sprintf("Tied"), p.Sprintf("Games"))
		for _, h := range order.headToHead(g.HeadToHead) {
			t.AppendRow([]any{h.A, count(p, h.AAhead), h.B, count(p, h.BAhead), count(p, h.Level), count(p, h.Games)})
		}
		t.Numbers(2, 4, 5, 6)
		t.Render()
	case "seats":
		t := f.newTable(p.Sprintf("Wins by seat (1 = first player)"), p.Sprintf("Game"), p.Sprintf("Seat"), p.Sprintf("Plays"),
			p.Sprintf("Wins"), p.Sprintf("Win %%"))
		for _, s := range order.seats(g.Seats) {
			t.AppendRow([]any{order.game(s.Game), count(p, s.Seat), count(p, s.Plays), count(p, s.Wins), percent(p, s.WinRate)})
		}
		t.Numbers(2, 3, 4, 5)
		t.Render()
	case "ratings":
		f.renderRatings(order, order.ratings(g.Ratings), latestWholePlays(g.Changes, ratingMovesShown))
	case "scores":
		t := f.newTable(p.Sprintf("Final scores"), p.Sprintf("Game"), p.Sprintf("Count"), p.Sprintf("Low"), p.Sprintf("Median"),
			p.Sprintf("High"), p.Sprintf("Spread (low → high)"))
		for _, s := range order.scores(g.Scores) {
			t.AppendRow([]any{order.game(s.Game), count(p, s.Count), count(p, s.Min), trimFloat(p, s.Median), count(p, s.Max), sparkline(s.Buckets)})
		}
		t.Numbers(2, 3, 4, 5)
		t.Render()
	case "summary":
		f.renderSummary(order, g.Summary)
	}
}

// renderRatings prints the ratings view: the ratings (sorted), then the changes the
// latest plays made.
func (f *Factory) renderRatings(order *tableOrder, ratings []history.Rating, moves []history.RatingMove) {
	p := f.P
	t := f.newTable(p.Sprintf("Glicko-2 ratings"), p.Sprintf("Game"), p.Sprintf("Player"), p.Sprintf("Rating"),
		p.Sprintf("± 2 RD"), p.Sprintf("Plays"), p.Sprintf("Last change"))
	for _, r := range ratings {
		t.AppendRow([]any{order.game(r.Game), r.Player, whole(p, r.Rating), whole(p, 2*r.Deviation), count(p, r.Plays),
			change(p, r.Rating-r.LastChange, r.Rating)})
	}
	t.Numbers(3, 4, 5, 6)
	t.Render()
	// Plays are named by when they ended, not by session number: a club's numbers differ
	// from a laptop's, and the table must read the same on both.
	c := f.newTable(p.Sprintf("What the latest plays changed"), p.Sprintf("Played"), p.Sprintf("Game"), p.Sprintf("Player"),
		p.Sprintf("Before"), p.Sprintf("After"), p.Sprintf("Change"))
	c.KeepWhole(1)
	c.Numbers(4, 5, 6)
	for _, m := range moves {
		c.AppendRow([]any{p.DateTime(m.Date.Local()), order.game(m.Game), m.Player, whole(p, m.Before),
			whole(p, m.After), change(p, m.Before, m.After)})
	}
	c.Render()
}

// renderPlayers prints the players view as two tables, so each fits 80 columns with
// a 12-letter name and the Hungarian date: the record, then the scores with the day of
// the last play. A player's overall row ("(all)") is shown only when it adds
// something: with one game it repeats that game's row. Scores are per game only: an
// average of Catan's 8 and Genoa's 190 means nothing.
func (f *Factory) renderPlayers(order *tableOrder, list []history.PlayerStats) {
	p := f.P
	record := f.newTable(p.Sprintf("Players"), p.Sprintf("Player"), p.Sprintf("Game"), p.Sprintf("Plays"), p.Sprintf("Wins"),
		p.Sprintf("Win %%"), p.Sprintf("Streak"), p.Sprintf("Longest"))
	scores := f.newTable(p.Sprintf("Their scores and last play"), p.Sprintf("Player"), p.Sprintf("Game"), p.Sprintf("Average"),
		p.Sprintf("Median"), p.Sprintf("Best"), p.Sprintf("Worst"), p.Sprintf("Last played"))
	games := map[string]int{}
	for _, s := range list {
		if s.Game != "" {
			games[s.Player]++
		}
	}
	for _, s := range order.players(list) {
		if s.Game == "" && games[s.Player] < 2 {
			continue
		}
		game := order.game(s.Game)
		if s.Game == "" {
			game = p.Sprintf("(all)")
		}
		record.AppendRow([]any{s.Player, game, count(p, s.Plays), count(p, s.Wins), percent(p, s.WinRate),
			count(p, s.CurrentStreak), count(p, s.LongestStreak)})
		if s.Game != "" {
			scores.AppendRow([]any{s.Player, game, oneDecimal(p, s.Average), trimFloat(p, s.Median),
				count(p, s.Best), count(p, s.Worst), p.Date(s.LastPlayed.Local())}) // scores grouped as score and history print them
		}
	}
	record.Numbers(3, 4, 5, 6, 7)
	scores.Numbers(3, 4, 5, 6)
	scores.KeepWhole(7)
	record.Render()
	p.Fprintln(f.Out, "Streak: wins in a row up to the last play; a shared win counts.")
	scores.Render()
}

// ratingMovesShown is about how many rating changes the ratings view lists (--json
// has 200): the latest plays whole, so no play looks as if it had fewer players.
const ratingMovesShown = 8

// latestWholePlays are the last changes, at most n of them unless the latest play alone
// has more, cut between plays, never inside one (hist-trial2 F9: a three-player
// Neptun play read as a two-player one).
func latestWholePlays(changes []history.RatingMove, n int) []history.RatingMove {
	samePlay := func(a, b history.RatingMove) bool {
		return a.Session == b.Session && a.Game == b.Game && a.Date.Equal(b.Date)
	}
	start := max(0, len(changes)-n)
	for start > 0 && start < len(changes) && samePlay(changes[start-1], changes[start]) {
		start++
	}
	if start == len(changes) && start > 0 { // the latest play alone is longer: all of it
		start--
		for start > 0 && samePlay(changes[start-1], changes[start]) {
			start--
		}
	}
	return changes[start:]
}

// summaryMonths is how many recent months the summary lists.
const summaryMonths = 12

func (f *Factory) renderSummary(order *tableOrder, s history.Summary) {
	p := f.P
	var most []string
	for _, game := range s.MostPlayedGames {
		most = append(most, order.game(game))
	}
	slices.SortFunc(most, order.names)
	line := p.Sprintf("%d plays; most played: %s (%d); H-index of plays: %d\n", s.Plays, strings.Join(most, ", "), s.MostPlays, s.HIndex)
	if len(most) > 1 {
		line = p.Sprintf(mostPlayedTie, s.Plays, strings.Join(most, ", "), s.MostPlays, s.HIndex)
	}
	io.WriteString(f.Out, hangKeepingNumbers(strings.TrimSuffix(line, "\n"), f.width()))
	months := s.PerMonth[max(0, len(s.PerMonth)-summaryMonths):]
	t := f.newTable(p.Sprintf("Plays per month (latest)"), p.Sprintf("Month"), p.Sprintf("Plays"), "")
	top := 0
	for _, m := range months {
		top = max(top, m.Plays)
	}
	for _, m := range months {
		t.AppendRow([]any{monthText(p, m.Month), count(p, m.Plays), strings.Repeat("█", (m.Plays*40+top-1)/top)})
	}
	t.KeepWhole(1)
	t.Numbers(2)
	t.Render()
}

// hangKeepingNumbers wraps a line of prose to width, further lines indented by two
// spaces, breaking only at plain spaces: "100 000" (a no-break space) stays whole.
// A tie for most played lists every game, past 80 columns in Hungarian (hu-trial2 F43).
func hangKeepingNumbers(s string, width int) string {
	lines := strings.Split(wrapAtSpaces(s, max(width-2, 20)), "\n")
	return strings.Join(lines, "\n  ") + "\n"
}

// monthText is a month of the summary ("2026-11" as stored) as the language writes a
// month: 2026-11, 2026. 11., 11.2026.
func monthText(p *i18n.Printer, month string) string {
	t, err := time.Parse("2006-01", month)
	if err != nil {
		return month
	}
	switch p.Lang() {
	case i18n.Hungarian:
		return t.Format("2006. 01.")
	case i18n.German:
		return t.Format("01.2006")
	}
	return month
}

// count is a whole number as the language groups its digits: 24,938 and 24 938.
func count[N int | int64](p *i18n.Printer, n N) string { return p.Sprintf("%d", n) }

func percent(p *i18n.Printer, rate float64) string {
	return p.Sprintf("%.0f%%", roundHalfAway(100*rate, 0))
}

// trimFloat prints a median: whole numbers without a fraction.
func trimFloat(p *i18n.Printer, v float64) string {
	if v == float64(int(v)) {
		return p.Sprintf("%d", int(v))
	}
	return oneDecimal(p, v)
}

// sparkline draws counts as one line of eighth blocks, the tallest full.
func sparkline(counts []int) string {
	bars := []rune(" ▁▂▃▄▅▆▇█")
	top := slices.Max(counts)
	var b strings.Builder
	for _, c := range counts {
		level := 0
		if c > 0 {
			level = max(1, c*8/top)
		}
		b.WriteRune(bars[level])
	}
	return b.String()
}

// notFound turns the store's not-found into a usage error naming the session.
func notFound(err error, id int64) error {
	if errors.Is(err, history.ErrNotFound) {
		return usagef("there is no session %s (see `talon history`)", strconv.FormatInt(id, 10))
	}
	return err
}

// statsSVGUsage is --svg's help: the chart is the scores view's whatever view is
// shown (issue 14: `stats seats --svg F` drew score bars, and the help did not say).
const statsSVGUsage = "also write the score distribution chart (the scores view's, whatever the view shown) as SVG to this file"

// statsLong is `talon stats --help`'s text.
const statsLong = `stats counts finished games only; a shared win counts as a win for each winner.

  players       per player and game: plays, wins, win rate, average, median,
                best, worst, last played, current and longest winning streak;
                a record over all games too for a player of several (the
                default)
  head-to-head  for each pair: games together and who finished ahead how often
  seats         win rate by seat in each game (1 is the first player), with the
                plays behind it
  ratings       a Glicko-2 rating per player per game (Glickman's published
                system, each play a rating period of one game against each other
                player; players who sat a period out grow less certain), and the
                latest changes
  scores        the spread of final scores per game (--svg FILE draws it as a
                chart)
  summary       plays per month, the most played game, the H-index of plays
  all           the six views above, one after another

--player picks whose figures are shown: ratings still count every play, and
seats, scores and months are the player's own.

On a terminal the players and ratings views show as many as fit (players whole)
and say under them how to see the rest; --limit, --offset and --page page them.`
