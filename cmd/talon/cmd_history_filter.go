package main

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
	"github.com/talon-games/talon/scoring"
)

// playFilterFlags are the flags history and stats share to pick plays.
type playFilterFlags struct {
	game, player, location string
	since, until           string
	club                   string // --club on history and stats: read the club's plays (cmd_club.go)
}

func (p *playFilterFlags) add(cmd *cobra.Command, pr *i18n.Printer) {
	cmd.Flags().StringVar(&p.game, "game", "", pr.Sprintf("only this game"))
	cmd.Flags().StringVar(&p.player, "player", "", pr.Sprintf("only plays this player took part in"))
	cmd.Flags().StringVar(&p.location, "location", "", pr.Sprintf("only plays at this location"))
	cmd.Flags().StringVar(&p.since, "since", "", pr.Sprintf("only plays on or after this day (YYYY-MM-DD)"))
	cmd.Flags().StringVar(&p.until, "until", "", pr.Sprintf("only plays on or before this day (YYYY-MM-DD)"))
}

// filter checks the flags and turns them into the store's filter: the game by its id,
// the days as local midnights (until is inclusive, so it becomes the next midnight).
func (p *playFilterFlags) filter(f *Factory) (history.PlayFilter, error) {
	out := history.PlayFilter{Player: p.player, Location: p.location}
	if p.game != "" {
		g, err := f.lookupGame(p.game)
		if err != nil {
			return out, err
		}
		out.Game = g.ID
	}
	for _, n := range []struct {
		flag, value string
		into        *time.Time
		days        int
	}{{"since", p.since, &out.Since, 0}, {"until", p.until, &out.Until, 1}} {
		if n.value == "" {
			continue
		}
		day, hasTime, ok := readLocalTime(n.value, time.Local) // 2026-11-20, 2026.11.20., 20.11.2026
		if month, days, missing := dayMissing(n.value); missing {
			return out, usagef("--%s %q: that day does not exist (%s has %d days)", n.flag, n.value, month, days)
		}
		if !ok || hasTime {
			return out, usagef("--%s %q is not a day like 2026-11-20", n.flag, n.value)
		}
		*n.into = day.AddDate(0, 0, n.days)
	}
	if !out.Since.IsZero() && !out.Until.IsZero() && !out.Since.Before(out.Until) {
		return out, usagef("--since %s is after --until %s", p.since, p.until)
	}
	if err := checkText("player", out.Player, maxNameLen); err != nil {
		return out, err
	}
	return out, checkText("location", out.Location, maxNameLen)
}

// maxNameLen bounds a player or location name, in characters.
const maxNameLen = 64

// checkText refuses a flag value that is too long or holds control characters.
func checkText(flag, value string, limit int) error {
	if utf8.RuneCountInString(value) > limit {
		return usagef("--%s is longer than %d characters", flag, limit)
	}
	for _, r := range value {
		if unicode.IsControl(r) {
			return usagef("--%s holds a control character (%U)", flag, r)
		}
	}
	return nil
}

// nothing says that no finished game is counted, naming the filters that left none:
// "No finished games for --player Zed." or, with no filter, that there are none yet.
func (p *playFilterFlags) nothing(pr *i18n.Printer) string {
	var given []string
	for _, fl := range []struct{ flag, value string }{
		{"--game", p.game}, {"--player", p.player}, {"--location", p.location}, {"--since", p.since}, {"--until", p.until},
	} {
		if fl.value != "" {
			given = append(given, fl.flag+" "+names.Escape(fl.value))
		}
	}
	if len(given) == 0 {
		return pr.Sprintf("No games yet: a game finished with `talon play` or `talon do`, or entered with `talon score GAME`, counts here.")
	}
	return pr.Sprintf("No finished games for %s.", strings.Join(given, " "))
}

// unknownPlayer refuses a --player that finds nobody in the history (exit 2), as one
// line with the nearest names the history knows ("No finished games" said only that
// nothing was counted, as if Zed had lost no game yet). A history without players, or
// a reader that cannot say (a club), leaves it to the "no finished games" line.
func (p *playFilterFlags) unknownPlayer(f *Factory, reader any) error {
	r, ok := reader.(interface {
		FindsPlayer(ctx context.Context, name string) (bool, []history.NamedPlayer, error)
	})
	if p.player == "" || !ok {
		return nil
	}
	found, players, err := r.FindsPlayer(f.ctx(), p.player)
	if err != nil || found || len(players) == 0 {
		return err
	}
	spellings := make([][]string, len(players))
	for i, pl := range players {
		spellings[i] = append([]string{pl.Name}, pl.Aliases...)
	}
	var near []string
	for _, i := range scoring.SuggestAmong(p.player, spellings) {
		near = append(near, players[i].Name)
	}
	if len(near) > 0 {
		return usagef("--player %s: nobody is called so here%v", names.Visible(p.player), scoring.DidYouMeanMessage(near))
	}
	return usagef("--player %s: nobody is called so here; see `talon history players`", names.Visible(p.player))
}

// lookAlikeNote says whom --player took when stored players' names read alike ("Bela"
// and "Béla"): the one spelled so, or, with none spelled so, all of them together.
// Empty when the name means one player, or the reader (a club) cannot say.
func (p *playFilterFlags) lookAlikeNote(f *Factory, reader any) string {
	r, ok := reader.(interface {
		LookAlikes(ctx context.Context, name string) ([]string, string, error)
	})
	if p.player == "" || !ok {
		return ""
	}
	all, spelled, err := r.LookAlikes(f.ctx(), p.player)
	if err != nil || len(all) < 2 {
		return "" // the note is a courtesy: the figures are already printed
	}
	if spelled != "" {
		others := slices.DeleteFunc(slices.Clone(all), func(n string) bool { return n == spelled })
		return f.P.Sprintf(lookAlikeSpelled, names.Escape(p.player), spelled, strings.Join(others, ", "))
	}
	return f.P.Sprintf(lookAlikeTogether, names.Escape(p.player), andList(f.P, all))
}
