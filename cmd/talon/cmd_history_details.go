package main

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/talon-games/talon/companion/i18n"
	"github.com/talon-games/talon/companion/names"
	"github.com/talon-games/talon/history"
)

// playDetailsFlags are the flags new, score and history edit share to say where, when
// and how long a game was played, and what the table noted.
type playDetailsFlags struct {
	at, location, notes, duration string
	// flags tells a flag given empty (--location "") from one not given: on history
	// edit the empty value clears the detail, on new and score it declines the
	// config file's default location.
	flags *pflag.FlagSet
}

func (p *playDetailsFlags) add(cmd *cobra.Command, f *Factory) {
	pr := f.P
	p.flags = cmd.Flags()
	cmd.Flags().StringVar(&p.at, "at", "", pr.Sprintf(`when the game was played, local time: "2026-11-20 19:30" (default: now)`))
	cmd.Flags().StringVar(&p.location, "location", "", pr.Sprintf(`where it was played (default: location in %s; "" for none)`, f.configShown()))
	cmd.Flags().StringVar(&p.notes, "notes", "", pr.Sprintf("a note about the play"))
	cmd.Flags().StringVar(&p.duration, "duration", "", pr.Sprintf("how long it took: 95m, 1h35m"))
}

// addForEdit adds the same flags to `history edit`, where a flag not given leaves the
// play's detail as it was (no default).
func (p *playDetailsFlags) addForEdit(cmd *cobra.Command, f *Factory) {
	p.add(cmd, f)
	pr := f.P
	cmd.Flag("at").Usage = pr.Sprintf(`the play's new date, local time: "2026-11-20 19:30"`)
	cmd.Flag("location").Usage = pr.Sprintf(`where it was played ("" clears it)`)
	cmd.Flag("notes").Usage = pr.Sprintf(`a note about the play ("" clears it)`)
	cmd.Flag("duration").Usage = pr.Sprintf(`how long it took: 95m, 1h35m ("" clears it)`)
}

// clockGap refuses a local time the clocks skipped.
const clockGap = "--at %s: there is no such time here: the clocks went forward that night; give a time before or after the jump"

// earliestPlay bounds --at from below: no play talon records is older than 1970
// (the five games are from 1995 on; a year typed as 1900 is a slip).
var earliestPlay = time.Date(1970, 1, 1, 0, 0, 0, 0, time.Local)

// maxPlayDuration bounds --duration: the longest of the five games is an evening.
const maxPlayDuration = 24 * time.Hour

// given says whether the flag was on the command line, even with an empty value.
func (p *playDetailsFlags) given(name string) bool {
	return p.flags != nil && p.flags.Changed(name)
}

// change checks the flags and turns the ones given into a details change. For a new
// play (newPlay), a location not given comes from the config file and one given empty
// declines it (an empty --notes or --duration records none, as not giving it does); for
// an edit, --location "", --notes "" and --duration "" clear the detail.
func (p *playDetailsFlags) change(f *Factory, newPlay bool) (history.DetailsChange, error) {
	var c history.DetailsChange
	if p.at != "" {
		at, hasTime, ok := readLocalTime(p.at, time.Local) // as talon prints it in any language
		if month, days, missing := dayMissing(p.at); missing {
			return c, usagef("--at %q: that day does not exist (%s has %d days)", p.at, month, days)
		}
		if !ok {
			return c, usagef(`--at %q: write the local date and time as "2026-11-20 19:30" (or a day, 2026-11-20)`, p.at)
		}
		if wall, _, _ := readLocalTime(p.at, time.UTC); hasTime && at.Format("15:04") != wall.Format("15:04") {
			// time.Date moves a time the clocks skipped (02:30 as summer time begins) past the gap
			return c, usagef(clockGap, p.at)
		}
		if at.After(f.Now().Add(time.Minute)) {
			return c, usagef("--at %s is in the future", p.at)
		}
		if at.Before(earliestPlay) {
			return c, usagef("--at %s is before %s: give the play's own date", p.at, earliestPlay.Format("2006"))
		}
		c.At = &at
	}
	location := p.location
	if !p.given("location") && newPlay {
		cfg, err := f.loadConfig()
		if err != nil {
			return c, err
		}
		location = cfg.location
	}
	for _, t := range []struct {
		flag, value string
		into        **string
	}{{"location", location, &c.Location}, {"notes", p.notes, &c.Notes}} {
		if t.value == "" {
			if !newPlay && p.given(t.flag) {
				*t.into = new(string) // given empty: clear it
			}
			continue
		}
		clean, err := names.CleanText("--"+t.flag, t.value)
		if err != nil {
			return c, usagef("%v", err)
		}
		*t.into = &clean
	}
	if p.duration == "" && !newPlay && p.given("duration") {
		c.Duration = new(time.Duration) // given empty: clear it (history.DetailsChange)
	}
	if p.duration != "" {
		d, ok := readPlayLength(p.duration) // 95m, 1h35m, or as talon prints it: 1 óra 35 perc
		if !ok || d <= 0 || d > maxPlayDuration {
			return c, usagef("--duration %q: a length like 95m or 1h35m, at most %s", p.duration, playLength(maxPlayDuration))
		}
		if d%time.Minute != 0 { // kept and shown to the minute: 90s would read 2m
			return c, usagef("--duration %q: give whole minutes, like 95m or 1h35m", p.duration)
		}
		c.Duration = &d
	}
	return c, nil
}

// empty says whether the change changes nothing.
func emptyChange(c history.DetailsChange) bool {
	return c.At == nil && c.Location == nil && c.Notes == nil && c.Duration == nil
}

// config is talon's small settings file: "key = value" lines; # starts a comment, on a
// line of its own or after a value (configValue).
type config struct {
	location string // the default location of a play
	club     string // the club's PostgreSQL URL (cmd_club.go)
}

// configPath is $XDG_CONFIG_HOME/talon/config, or ~/.config/talon/config.
func (f *Factory) configPath() string {
	dir := f.Getenv("XDG_CONFIG_HOME")
	if dir == "" {
		home := f.Getenv("HOME")
		if home == "" {
			return ""
		}
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "talon", "config")
}

// configShown is the settings file's path as the help names it: the help is the only
// place a user who never read the README learns where it is (hist-trial2 F17).
func (f *Factory) configShown() string {
	if f.Getenv == nil { // a factory built only to walk the command tree
		return "~/.config/talon/config"
	}
	if path := f.configPath(); path != "" {
		return path
	}
	return "~/.config/talon/config"
}

// loadConfig reads the settings file; a missing file is no settings.
func (f *Factory) loadConfig() (config, error) {
	var cfg config
	path := f.configPath()
	if path == "" {
		return cfg, nil
	}
	file, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return cfg, nil
	}
	if err != nil {
		return cfg, namedReadError(path, err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	n := 1
	for ; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff") // the byte order mark some editors write first
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, raw, ok := strings.Cut(line, "=")
		key = strings.TrimSpace(key)
		if !ok {
			return cfg, usagef("%s:%d: write settings as key = value", path, n)
		}
		value, err := configValue(raw)
		if err != nil {
			return cfg, usagef("%s:%d: %v", path, n, err)
		}
		switch {
		case key == "location":
			if cfg.location, err = names.CleanText("location", value); err != nil {
				return cfg, usagef("%s:%d: %v", path, n, err)
			}
		case key == "club":
			cfg.club = value
		default:
			return cfg, usagef("%s:%d: unknown setting %q (known: location, club)", path, n, key)
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) { // a settings line is a few words: this is no settings file
		return cfg, usagef("%s:%d: the line is longer than %d bytes", path, n, bufio.MaxScanTokenSize)
	}
	return cfg, namedReadError(path, sc.Err())
}

// configValue reads the value of a settings line. A "#" after a space or tab starts a
// comment (location = Club # the usual is "Club"): without this the comment became
// every play's location (hist-trial2 F16). A value that must hold " #" is written in
// double quotes, which keep everything between them ("Room # 2"); a "#" with no space
// before it (Club#2) is part of the value either way.
func configValue(raw string) (string, error) {
	value := strings.TrimSpace(raw)
	if strings.HasPrefix(value, `"`) {
		end := strings.Index(value[1:], `"`)
		if end < 0 {
			return "", i18n.Errorf(`the value's closing double quote is missing`)
		}
		rest := strings.TrimSpace(value[end+2:])
		if rest != "" && !strings.HasPrefix(rest, "#") {
			return "", i18n.Errorf(`only a # comment may follow a value in double quotes`)
		}
		return value[1 : end+1], nil
	}
	for i := 1; i < len(value); i++ {
		if value[i] == '#' && (value[i-1] == ' ' || value[i-1] == '\t') {
			return strings.TrimSpace(value[:i]), nil
		}
	}
	return value, nil
}

// detailLines describes a play's details for history show: where, how long and when it
// was last edited on one line when that fits 80 columns (the show must fit a 24-line
// screen), one a line otherwise; the notes, free text, on a line of their own.
func detailLines(p *i18n.Printer, d history.PlayDetails) []string {
	var facts []string
	if d.Location != "" {
		facts = append(facts, p.Sprintf("Location: %s", d.Location))
	}
	if d.Duration != nil {
		facts = append(facts, p.Sprintf("Duration: %s", durationText(p, *d.Duration)))
	}
	if d.EditedAt != nil {
		facts = append(facts, p.Sprintf("Edited: %s", p.DateTime(d.EditedAt.Local())))
	}
	out := facts
	if line := strings.Join(facts, " · "); len(facts) > 1 && utf8.RuneCountInString(line) <= 80 {
		out = []string{line}
	}
	if d.Notes != "" {
		out = append(out, p.Sprintf("Notes: %s", d.Notes))
	}
	return out
}

// playLength is a length printed in the table's language (durationText).
type playLength time.Duration

func (l playLength) Local(p *i18n.Printer) string { return durationText(p, time.Duration(l)) }

// durationText is a play's length to the minute: 1h20m, 45m (Hungarian: 1 óra 20 perc).
func durationText(p *i18n.Printer, d time.Duration) string {
	minutes := int(d.Round(time.Minute) / time.Minute)
	if minutes < 60 {
		return p.Sprintf("%dm", minutes)
	}
	if minutes%60 == 0 {
		return p.Sprintf("%dh", minutes/60)
	}
	return p.Sprintf("%dh%dm", minutes/60, minutes%60)
}

// correctionLines shows each correction with the scores before and after it.
func correctionLines(p *i18n.Printer, list []history.Correction, seats []string) []string {
	var out []string
	for i, c := range list {
		var changes []string
		for j, after := range c.After {
			if j < len(c.Before) && c.Before[j].Score != after.Score && after.Seat < len(seats) {
				changes = append(changes, p.Sprintf("%s %d → %d", seats[after.Seat], c.Before[j].Score, after.Score))
			}
		}
		line := p.Sprintf("Corrected %s: %s", p.DateTime(c.MadeAt.Local()), strings.Join(changes, ", "))
		if c.Reason != "" {
			line += " (" + c.Reason + ")"
		}
		if i == 0 {
			var original []string
			for _, b := range c.Before {
				if b.Seat < len(seats) {
					original = append(original, p.Sprintf("%s %d", seats[b.Seat], b.Score))
				}
			}
			out = append(out, p.Sprintf("Score as first entered: %s", strings.Join(original, ", ")))
		}
		out = append(out, line)
	}
	if history.BackAsFirstEntered(list) {
		out = append(out, p.Sprintf("The corrections cancel out: the score is as first entered."))
	}
	return out
}
